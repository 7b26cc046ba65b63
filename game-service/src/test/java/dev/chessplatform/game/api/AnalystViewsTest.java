package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.post;
import static dev.chessplatform.game.api.Players.unique;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.application.GameRecord;
import dev.chessplatform.game.application.GameRecords.ExportCursor;
import dev.chessplatform.game.persistence.GameRecordRepository;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The REST views an analyst needs: a game at any ply of the line that stands, and the bulk export
 * of every finished game of a time range as NDJSON or PGN, paged by time with no cap.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class AnalystViewsTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @Inject GameRecordRepository records;

  @Test
  void a_game_at_a_ply_has_that_position_its_moves_and_the_clocks_then() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob, Map.of("initialSeconds", 300, "incrementSeconds", 2));
    for (String m : List.of("e4", "e5", "Nf3", "Nc6", "Bb5")) {
      move(List.of("e5", "Nc6").contains(m) ? bob : alice, id, m).then().statusCode(200);
    }
    get(alice, "/api/games/" + id + "/positions/0")
        .then()
        .statusCode(200)
        .body("ply", equalTo(0))
        .body("plies", equalTo(5))
        .body("fen", equalTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))
        .body("turn", equalTo("WHITE"))
        .body("moves", equalTo(List.of()))
        .body("lastMove", nullValue())
        .body("whiteMs", equalTo(300_000))
        .body("spentMs", nullValue())
        .body("status", equalTo("STARTED"));
    get(bob, "/api/games/" + id + "/positions/2")
        .then()
        .statusCode(200)
        .body("fen", equalTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"))
        .body("moves", equalTo(List.of("e4", "e5")))
        .body("uciMoves", equalTo(List.of("e2e4", "e7e5")))
        .body("lastMove.san", equalTo("e5"))
        .body("turn", equalTo("WHITE"))
        .body("check", equalTo(false));

    // Black's takeback (his Nc6 and the reply Bb5) shortens the line: those positions are gone.
    post(bob, "/api/games/" + id + "/takeback/request").then().statusCode(200);
    post(alice, "/api/games/" + id + "/takeback/accept").then().statusCode(200);
    get(alice, "/api/games/" + id + "/positions/3")
        .then()
        .statusCode(200)
        .body("plies", equalTo(3))
        .body("lastMove.uci", equalTo("g1f3"));
    for (String bad : List.of("4", "-1", "two")) {
      get(alice, "/api/games/" + id + "/positions/" + bad)
          .then()
          .statusCode(400)
          .body("type", equalTo("https://chess-platform.dev/problems/invalid-field"))
          .body("field", equalTo("ply"))
          .body(
              "detail",
              equalTo(
                  "The game has 3 half-moves: ply must be a whole number from 0 to 3, not " + bad));
    }
    get(alice, "/api/games/00000000-0000-4000-8000-00000000dead/positions/0")
        .then()
        .statusCode(404);
    String waiting = Players.create(alice, Map.of("mode", "SEEK"));
    get(alice, "/api/games/" + waiting + "/positions/0")
        .then()
        .statusCode(200)
        .body("plies", equalTo(0))
        .body("status", equalTo("WAITING"));
  }

  @Test
  void the_export_streams_a_players_finished_games_oldest_first_as_ndjson_or_pgn()
      throws Exception {
    String carol = unique("carol");
    String dave = unique("dave");
    List<String> ended = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      ended.add(Players.foolsMate(carol, dave, Map.of()));
    }
    String live = Players.started(carol, dave);
    await()
        .atMost(Duration.ofSeconds(30))
        .until(() -> ids(export(carol, "?player=" + carol)).size() == 3);

    List<JsonNode> games = export(carol, "?player=" + carol);
    assertEquals(ended, ids(games), "finished games only, oldest first; not " + live);
    assertEquals("0-1", games.get(0).path("result").asText());
    assertEquals(
        List.of("f3", "e5", "g4", "Qh4#"),
        JSON.convertValue(games.get(2).path("moves"), List.class));

    // since = the second game's creation: it and the third; until it: the first alone.
    String second =
        java.net.URLEncoder.encode(
            games.get(1).path("createdAt").asText(), java.nio.charset.StandardCharsets.UTF_8);
    assertEquals(ended.subList(1, 3), ids(export(carol, "?player=" + carol + "&since=" + second)));
    assertEquals(ended.subList(0, 1), ids(export(carol, "?player=" + carol + "&until=" + second)));

    String uri = "/api/games/export?player=" + carol;
    String pgnText =
        Players.as(carol, "GET", uri)
            .accept("application/x-chess-pgn")
            .get(uri)
            .then()
            .statusCode(200)
            .contentType("application/x-chess-pgn")
            .extract()
            .asString();
    assertEquals(3, pgnText.split("\\[Event ", -1).length - 1, pgnText);
    assertTrue(pgnText.contains("2. g4 Qh4# 0-1"), pgnText);

    get(carol, "/api/games/export?since=yesterday")
        .then()
        .statusCode(400)
        .body("field", equalTo("since"))
        .body(
            "detail",
            equalTo(
                "Not an instant or a day: yesterday (e.g. 2026-12-01T10:00:00Z or 2026-12-01)"));
    get(carol, "/api/games/export?since=2026-12-02&until=2026-12-01")
        .then()
        .statusCode(400)
        .body("field", equalTo("until"));
  }

  @Test
  void export_pages_walk_games_created_in_the_same_millisecond_by_id_and_lose_none() {
    String player = unique("pager");
    Instant at = Instant.parse("2020-01-01T00:00:00.123Z");
    List<GameRecord> saved = new ArrayList<>();
    for (String suffix : List.of("c", "a", "e", "b", "d")) {
      saved.add(finished(player + "-" + suffix, player, at));
    }
    saved.add(finished(player + "-0", player, at.minusMillis(1)));
    records.saveAll(saved);

    List<String> walked = new ArrayList<>();
    ExportCursor after = null;
    while (true) {
      List<GameRecord> page = records.finishedInOrder(null, null, player, after, 2);
      page.forEach(g -> walked.add(g.gameId()));
      if (page.size() < 2) {
        break;
      }
      after = ExportCursor.of(page.get(page.size() - 1));
    }
    assertEquals(
        List.of("-0", "-a", "-b", "-c", "-d", "-e").stream().map(s -> player + s).toList(), walked);
    assertEquals(
        List.of(player + "-0"),
        records.finishedInOrder(null, at, player, null, 10).stream()
            .map(GameRecord::gameId)
            .toList());
  }

  private static GameRecord finished(String gameId, String player, Instant createdAt) {
    return new GameRecord(
        gameId,
        5,
        "ENDED",
        "SEEK",
        false,
        false,
        player,
        null,
        player,
        "someone",
        List.of(player, "someone"),
        new TimeControl("untimed", 0, 0),
        "AUTOMATIC",
        null,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        List.of(),
        List.of(),
        0,
        0,
        "1-0",
        Termination.RESIGNATION,
        "WHITE",
        null,
        createdAt,
        createdAt,
        List.of(),
        null,
        null,
        null,
        null,
        null,
        List.of());
  }

  private static List<JsonNode> export(String player, String query) throws Exception {
    String uri = "/api/games/export" + query; // encoded here: the signature covers it as sent
    String body =
        Players.as(player, "GET", uri)
            .urlEncodingEnabled(false)
            .get(uri)
            .then()
            .statusCode(200)
            .contentType(GameExportResource.NDJSON)
            .extract()
            .asString();
    List<JsonNode> out = new ArrayList<>();
    for (String line : body.split("\n")) {
      if (!line.isBlank()) {
        out.add(JSON.readTree(line));
      }
    }
    return out;
  }

  private static List<String> ids(List<JsonNode> games) {
    return games.stream().map(g -> g.path("gameId").asText()).toList();
  }
}
