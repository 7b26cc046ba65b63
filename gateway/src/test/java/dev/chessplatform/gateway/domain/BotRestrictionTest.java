package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.gateway.domain.BotRestriction.Reason;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BotRestrictionTest {

  private static final Instant T0 = Instant.parse("2026-12-01T12:00:00Z");
  private static final Account PERSON = Account.register("p1", "alice", "{argon2}x", T0);
  private static final Account BOT = Account.register("b1", "engine_bot", "{argon2}y", T0).asBot();

  private static final List<String> SEEKING_OR_CREATING =
      List.of(
          "/api/lobby/seeks",
          "/api/lobby",
          "/api/rooms",
          "/api/rooms/r1/games",
          "/api/games",
          "/api/games/g1/join",
          "/api/challenge/open");

  @Test
  void aBotSeeksNoGameInTheLobbyOrARoomAndCreatesNone() {
    for (String path : SEEKING_OR_CREATING) {
      assertEquals(
          Optional.of(Reason.ONLY_BY_CHALLENGE), BotRestriction.of(BOT, "POST", path), path);
      assertEquals(
          Optional.of(Reason.ONLY_BY_CHALLENGE), BotRestriction.of(BOT, "post", path), path);
    }
  }

  @Test
  void aBotOpensNoChallengeToAnyoneButChallengesAPlayerByName() {
    // lichess-facade turns Lichess's open challenge into a seek in our lobby.
    assertEquals(
        Optional.of(Reason.ONLY_BY_CHALLENGE),
        BotRestriction.of(BOT, "POST", "/api/challenge/open"));
    for (String path : List.of("/api/challenge/opener", "/api/challenge/alice")) {
      assertEquals(Optional.empty(), BotRestriction.of(BOT, "POST", path), path);
    }
  }

  @Test
  void aBotStaysOffTheBoardApiWhateverTheMethod() {
    for (String method : List.of("GET", "POST")) {
      for (String path :
          List.of("/api/board/game/stream/g1", "/api/board/game/g1/move/e2e4", "/api/board")) {
        assertEquals(Optional.of(Reason.BOARD_API), BotRestriction.of(BOT, method, path), path);
      }
    }
  }

  @Test
  void aBotChallengesMovesReadsAndUsesTheBotApi() {
    for (String path :
        List.of(
            "/api/challenges",
            "/api/challenges/c1/accept",
            "/api/challenge/alice",
            "/api/challenge/c1/accept",
            "/api/games/g1/moves",
            "/api/games/g1/resign",
            "/api/games/g1/joined",
            "/api/games/join",
            "/api/bot/game/g1/move/e2e4",
            "/api/bot/account/upgrade",
            "/api/boardx",
            "/api/lobbyx")) {
      assertEquals(Optional.empty(), BotRestriction.of(BOT, "POST", path), path);
    }
    for (String path : List.of("/api/lobby/seeks", "/api/rooms/r1", "/api/games")) {
      assertEquals(Optional.empty(), BotRestriction.of(BOT, "GET", path), path);
    }
  }

  @Test
  void aPersonAndAGuestAreNotRestricted() {
    Account guest = Account.guest("g1", "guest-3fa9c1", T0);
    for (Account account : List.of(PERSON, guest)) {
      for (String path : SEEKING_OR_CREATING) {
        assertEquals(Optional.empty(), BotRestriction.of(account, "POST", path), path);
      }
      assertEquals(
          Optional.empty(), BotRestriction.of(account, "GET", "/api/board/game/stream/g1"));
    }
  }
}
