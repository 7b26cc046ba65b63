package dev.chessplatform.lichess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Requests as Lichess's clients send them: berserk's JSON bodies with every parameter (unset ones
 * null), lichess-bot's and curl's forms, and their {@code Accept} headers.
 */
class LichessRequestsTest {

  @Test
  void berserksChallengeBodyReadsWithItsNullsAbsent() {
    // challenges.create("bob", rated=False, clock_limit=300, clock_increment=3): as sent
    String body =
        "{\"rated\": false, \"clock.limit\": 300, \"clock.increment\": 3, \"days\": null,"
            + " \"color\": null, \"variant\": null, \"fen\": null}";
    assertEquals(
        Optional.of(Map.of("rated", "false", "clock.limit", "300", "clock.increment", "3")),
        LichessBody.read("application/json", body));
  }

  @Test
  void aFormReadsAsLichessBotSendsItAndTheFirstOfARepeatedFieldCounts() {
    assertEquals(
        Optional.of(Map.of("rated", "true", "clock.limit", "60", "color", "white", "fen", "")),
        LichessBody.read(
            "application/x-www-form-urlencoded; charset=UTF-8",
            "rated=true&clock.limit=60&color=white&color=black&fen="));
    assertEquals(
        Optional.of(Map.of("text", "good game!", "room", "player")),
        LichessBody.read(null, "text=good+game%21&room=player"));
  }

  @Test
  void noBodyIsNoFieldAndABodyThatIsNotAnObjectIsUnreadable() {
    assertEquals(Optional.of(Map.of()), LichessBody.read("application/json", null));
    assertEquals(Optional.of(Map.of()), LichessBody.read(null, ""));
    assertFalse(LichessBody.read("application/json", "[1,2]").isPresent());
    assertFalse(LichessBody.read("application/json", "{\"rated\":").isPresent());
    assertEquals(
        Optional.of(Map.of("reason", "later")),
        LichessBody.read("application/vnd.lichess.v3+json", "{\"reason\":\"later\"}"));
  }

  @Test
  void onlyAnExportChoosesByAcceptEveryOtherRouteAnswersItsOneType() {
    assertTrue(LichessAccept.choosesByAccept("/game/export/abcd1234"));
    for (String path :
        new String[] {
          "/api/stream/event",
          "/api/board/game/stream/abcd1234",
          "/api/challenge/bob",
          "/api/account/playing",
          "/api/bot/game/abcd1234/move/e2e4"
        }) {
      assertFalse(LichessAccept.choosesByAccept(path), path);
    }
  }

  @Test
  void anExportIsPgnUnlessJsonIsAskedFirstAndBerserksPythonBooleansCount() {
    assertFalse(ExportResource.wantsJson(null));
    assertFalse(ExportResource.wantsJson("*/*"));
    assertFalse(ExportResource.wantsJson("application/x-chess-pgn"));
    assertTrue(ExportResource.wantsJson("application/json"));
    assertTrue(ExportResource.wantsJson("application/vnd.lichess.v3+json"));
    assertTrue(ExportResource.wantsJson("application/json, application/x-chess-pgn;q=0.5"));
    assertFalse(ExportResource.wantsJson("application/x-chess-pgn, application/json"));
    assertTrue(ExportResource.flag("True", false));
    assertTrue(ExportResource.flag("true", false));
    assertFalse(ExportResource.flag("False", true));
    assertTrue(ExportResource.flag(null, true));
  }
}
