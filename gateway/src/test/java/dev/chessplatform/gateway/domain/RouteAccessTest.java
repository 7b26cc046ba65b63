package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class RouteAccessTest {

  /** The public API's document, merged from every service's (api-client owns it). */
  private static final Path CONTRACT = Path.of("..", "api-client", "openapi.json");

  private static final Set<String> HTTP_METHODS =
      Set.of("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS");

  @Test
  void seatsOffersSeeksAndChallengesNeedGamePlay() {
    for (String path :
        new String[] {
          "/api/games/g1/join", "/api/games/g1/draw-offer", "/api/games/g1/takeback",
          "/api/games/g1/hint", "/api/lobby/seeks", "/api/challenges"
        }) {
      assertEquals(new RouteAccess.Needs(Scope.GAME_PLAY), RouteAccess.of("POST", path), path);
    }
    assertEquals(new RouteAccess.Needs(Scope.GAME_PLAY), RouteAccess.of("DELETE", "/api/rooms/r"));
  }

  @Test
  void theRoutesOfAGameAgainstTheComputerTakeGamePlayOrGameComputer() {
    RouteAccess.Access either = new RouteAccess.Needs(Set.of(Scope.GAME_PLAY, Scope.GAME_COMPUTER));
    for (String path :
        new String[] {
          "/api/games",
          "/api/games/g1/moves",
          "/api/games/g1/hints",
          "/api/games/g1/undo",
          "/api/games/g1/resign",
          "/api/games/g1/abort"
        }) {
      assertEquals(either, RouteAccess.of("POST", path), path);
    }
    for (String path :
        new String[] {
          "/api/games/import",
          "/api/games/g1/join",
          "/api/games/g1/draw-offer",
          "/api/games/g1/takeback",
          "/api/games//moves",
          "/api/games/g1/moves/x"
        }) {
      assertEquals(new RouteAccess.Needs(Scope.GAME_PLAY), RouteAccess.of("POST", path), path);
    }
  }

  @Test
  void readingGamesAndRatingsIsOpenToSpectatorsAndAskesGameReadOfAToken() {
    assertEquals(new RouteAccess.Readable(Scope.GAME_READ), RouteAccess.of("GET", "/api/games/g1"));
    assertEquals(
        new RouteAccess.Readable(Scope.GAME_READ), RouteAccess.of("GET", "/api/games/g1/stream"));
    assertEquals(
        new RouteAccess.Readable(Scope.GAME_READ),
        RouteAccess.of("HEAD", "/api/ratings/players/p"));
  }

  @Test
  void aPlayersOwnStreamNeedsATokenWhileAPlayerNamedMeIsReadLikeAnyOther() {
    for (String path : new String[] {"/api/players/me/stream", "/api/players/me/events"}) {
      assertEquals(new RouteAccess.Needs(Scope.GAME_READ), RouteAccess.of("GET", path), path);
    }
    assertEquals(
        new RouteAccess.Readable(Scope.GAME_READ), RouteAccess.of("GET", "/api/players/me/games"));
  }

  @Test
  void theEngineNeedsEngineUseWhateverTheMethod() {
    assertEquals(new RouteAccess.Needs(Scope.ENGINE_USE), RouteAccess.of("GET", "/api/engine/x"));
    assertEquals(new RouteAccess.Needs(Scope.ENGINE_USE), RouteAccess.of("POST", "/api/engine"));
  }

  @Test
  void theAfterGameReviewTakesEngineUseOrAGuestsEngineReviewOnItsThreeRoutesOnly() {
    RouteAccess.Needs useOrReview =
        new RouteAccess.Needs(Set.of(Scope.ENGINE_USE, Scope.ENGINE_REVIEW));
    assertEquals(useOrReview, RouteAccess.of("POST", "/api/engine/analyses"));
    assertEquals(useOrReview, RouteAccess.of("GET", "/api/engine/analyses/a1"));
    assertEquals(useOrReview, RouteAccess.of("POST", "/api/engine/best-move"));
    // engine:use is the one a person is asked for
    assertEquals(List.of(Scope.ENGINE_USE, Scope.ENGINE_REVIEW), useOrReview.inOrder());
    RouteAccess.Needs use = new RouteAccess.Needs(Scope.ENGINE_USE);
    String[][] useOnly = {
      {"DELETE", "/api/engine/analyses/a1"},
      {"GET", "/api/engine/levels"},
      {"GET", "/api/engine/analyses"},
      {"HEAD", "/api/engine/analyses/a1"},
      {"POST", "/api/engine/analyses/a1"},
      {"GET", "/api/engine/analyses/a1/x"},
      {"GET", "/api/engine/analyses/"},
      {"PUT", "/api/engine/best-move"},
      {"POST", "/api/engine/best-move/x"},
      {"POST", "/api/engine"}
    };
    for (String[] request : useOnly) {
      assertEquals(use, RouteAccess.of(request[0], request[1]), String.join(" ", request));
    }
  }

  @Test
  void registeringAndLoggingInAreOpenAndTheRestOfAccountsIsNot() {
    assertEquals(new RouteAccess.Open(), RouteAccess.of("POST", "/api/accounts"));
    assertEquals(new RouteAccess.Open(), RouteAccess.of("POST", "/api/accounts/login"));
    assertEquals(new RouteAccess.Open(), RouteAccess.of("POST", "/api/accounts/guest"));
    assertEquals(
        new RouteAccess.Needs(Scope.ACCOUNT_READ), RouteAccess.of("GET", "/api/accounts/me"));
    assertEquals(
        new RouteAccess.Needs(Scope.ACCOUNT_WRITE),
        RouteAccess.of("POST", "/api/accounts/me/tokens"));
    assertEquals(
        new RouteAccess.Needs(Scope.ACCOUNT_WRITE),
        RouteAccess.of("DELETE", "/api/accounts/me/tokens/t"));
  }

  @Test
  void lichessBotRoutesNeedBotPlayAndBoardRoutesBoardPlay() {
    for (String method : List.of("GET", "POST")) {
      assertEquals(
          new RouteAccess.Needs(Scope.BOT_PLAY),
          RouteAccess.of(method, "/api/bot/game/stream/g1"),
          method);
      assertEquals(
          new RouteAccess.Needs(Scope.BOARD_PLAY),
          RouteAccess.of(method, "/api/board/game/g1/move/e2e4"),
          method);
    }
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("POST", "/api/bot/gamex"));
  }

  @Test
  void lichessChallengesEventsAndPlayingTakeEitherAndDoNotTouchOurChallenges() {
    RouteAccess.Access either = new RouteAccess.Needs(Set.of(Scope.BOT_PLAY, Scope.BOARD_PLAY));
    assertEquals(either, RouteAccess.of("GET", "/api/stream/event"));
    assertEquals(either, RouteAccess.of("GET", "/api/account/playing"));
    for (String path :
        List.of("/api/challenge", "/api/challenge/bob", "/api/challenge/c1/accept")) {
      assertEquals(either, RouteAccess.of("POST", path), path);
    }
    assertEquals(
        new RouteAccess.Readable(Scope.GAME_READ), RouteAccess.of("GET", "/api/challenges"));
    assertEquals(
        new RouteAccess.Needs(Scope.GAME_PLAY), RouteAccess.of("POST", "/api/challenges/c1"));
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("GET", "/api/challengex"));
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("POST", "/api/stream/event"));
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("GET", "/api/stream/events"));
  }

  @Test
  void
      lichessAccountCallsAnsweredHereAreTheTokenTestForAnyoneTheAccountForAnyTokenTheUpgradeForABot() {
    assertEquals(new RouteAccess.Open(), RouteAccess.of("POST", "/api/token/test"));
    assertEquals(new RouteAccess.Needs(Scope.all()), RouteAccess.of("GET", "/api/account"));
    assertEquals(
        new RouteAccess.Needs(Scope.BOT_PLAY), RouteAccess.of("POST", "/api/bot/account/upgrade"));
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("GET", "/api/token/test"));
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("POST", "/api/account"));
    assertEquals(
        new RouteAccess.Needs(Scope.ACCOUNT_READ), RouteAccess.of("GET", "/api/accounts/me"));
  }

  @Test
  void lichessRoutesAreKnownAsSuchSoTheirRefusalsCarryAnError() {
    for (String path :
        List.of("/api/token/test", "/api/bot/account/upgrade", "/api/challenge/c1/accept")) {
      assertTrue(RouteAccess.lichess("POST", path), path);
    }
    for (String path : List.of("/api/account", "/api/board/game/stream/g1", "/game/export/g1")) {
      assertTrue(RouteAccess.lichess("GET", path), path);
    }
    for (String path : List.of("/api/challenges", "/api/accounts/me", "/api/gamesx")) {
      assertFalse(RouteAccess.lichess("GET", path), path);
    }
  }

  @Test
  void lichessGameExportIsReadByAnyoneAndWrittenByNone() {
    assertEquals(new RouteAccess.Open(), RouteAccess.of("GET", "/game/export/g1"));
    assertEquals(new RouteAccess.Open(), RouteAccess.of("HEAD", "/game/export/g1"));
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("POST", "/game/export/g1"));
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("GET", "/game/exports"));
  }

  @Test
  void lichessSpectatorStreamIsReadByAnyoneAndWrittenByNone() {
    assertEquals(new RouteAccess.Open(), RouteAccess.of("GET", "/api/stream/game/g1"));
    assertTrue(RouteAccess.lichess("GET", "/api/stream/game/g1"));
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("POST", "/api/stream/game/g1"));
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("GET", "/api/stream/games/g1"));
  }

  @Test
  void aPrefixDoesNotMatchALongerWord() {
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("POST", "/api/gamesx"));
  }

  @Test
  void aPathNoRuleNamesIsUnlistedWhateverTheMethodNotOpen() {
    for (String method : List.of("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH")) {
      for (String path :
          List.of("/api/", "/api/admin", "/api/q/metrics", "/api/ratingsx/p", "/api/Games/g1")) {
        assertEquals(new RouteAccess.Unlisted(), RouteAccess.of(method, path), method + " " + path);
      }
    }
  }

  /**
   * The refusal never hits a real operation: every operation of the public API's document (the
   * committed contract, which api-client's test keeps equal to what the services build) is in the
   * table, a path parameter standing for any one segment.
   */
  @Test
  void everyOperationOfThePublicApiIsListed() throws Exception {
    JsonNode document = new ObjectMapper().readTree(CONTRACT.toFile());
    List<String> unlisted = new ArrayList<>();
    int operations = 0;
    for (Iterator<Map.Entry<String, JsonNode>> paths = document.path("paths").fields();
        paths.hasNext(); ) {
      Map.Entry<String, JsonNode> path = paths.next();
      String concrete = path.getKey().replaceAll("\\{[^}]*}", "p1");
      for (Iterator<String> methods = path.getValue().fieldNames(); methods.hasNext(); ) {
        String method = methods.next().toUpperCase(Locale.ROOT);
        if (!HTTP_METHODS.contains(method)) {
          continue;
        }
        operations++;
        if (RouteAccess.of(method, concrete) instanceof RouteAccess.Unlisted) {
          unlisted.add(method + " " + path.getKey());
        }
      }
    }
    assertTrue(operations > 50, "the contract's operations were read: " + operations);
    assertEquals(List.of(), unlisted, "operations the gateway would refuse as unlisted");
  }

  @Test
  void everyKindOfAccessIsHandledByTheGuard() {
    Set<String> kinds =
        Stream.of(RouteAccess.Access.class.getPermittedSubclasses())
            .map(Class::getSimpleName)
            .collect(Collectors.toSet());
    assertEquals(Set.of("Open", "Readable", "Needs", "Unlisted"), kinds);
  }
}
