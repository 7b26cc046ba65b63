package dev.chessplatform.game.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.api.GameView;
import dev.chessplatform.game.domain.Decision;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameDecider;
import dev.chessplatform.game.domain.GameError;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Finished games are held compact: the registry's memory grows with the games being played, not
 * with every position of every game the owner has seen (a load of 30 000 moves once filled a 256 MB
 * heap). A compact game still answers with the same state, the same events and {@code game-over}.
 */
class FinishedGamesTest {

  private static final Instant T0 = Instant.parse("2026-11-29T12:00:00Z");
  private static final String[] FOOLS_MATE = {"f3", "e5", "g4", "Qh4#"};

  /** A game between alice (white) and bob, played through the decider, event by event. */
  private static final class Played {
    LiveGame live;
    GameState full;
    final List<GameEventEnvelope> events = new ArrayList<>();
    Instant now = T0;

    Played(String gameId, TimeControl tc, String fen) {
      live = LiveGame.empty(gameId);
      full = live.state();
      append(
          "alice",
          new GameCreated(
              "alice",
              GameMode.SEEK,
              tc,
              false,
              ColourChoice.WHITE,
              fen,
              DrawRules.AUTOMATIC,
              false,
              null),
          new PlayerSeated("alice", Colour.WHITE),
          new PlayerSeated("bob", Colour.BLACK),
          new GameStarted("alice", "bob", tc.initialMs(), tc.initialMs()));
    }

    Played moves(String... sans) {
      for (String san : sans) {
        String player = full.sideToMove() == Colour.WHITE ? "alice" : "bob";
        now = now.plusMillis(1_500);
        Decision d = GameDecider.decide(full, new GameCommand.PlayMove(player, san, false), now);
        append(
            player,
            assertInstanceOf(Decision.Accepted.class, d).events().toArray(GameEvent[]::new));
      }
      return this;
    }

    void append(String actor, GameEvent... payloads) {
      List<GameEventEnvelope> appended = new ArrayList<>();
      for (GameEvent e : payloads) {
        long seq = full.version() + 1;
        appended.add(
            GameEventEnvelope.of(
                UUID.randomUUID().toString(), full.gameId(), seq, now, "k" + seq, actor, e));
        full = GameEvolver.apply(full, e, seq, now);
      }
      events.addAll(appended);
      live = live.with(full, appended);
    }
  }

  private static Played foolsMate(String gameId) {
    return new Played(gameId, new TimeControl("blitz", 300_000, 3_000), null).moves(FOOLS_MATE);
  }

  /** An archive that holds nothing: these games live in the registry only. */
  private static final GameArchive NO_ARCHIVE =
      new GameArchive() {
        @Override
        public List<GameEventEnvelope> events(String gameId) {
          return List.of();
        }

        @Override
        public java.util.Map<String, Long> versions(java.util.Collection<String> gameIds) {
          return java.util.Map.of();
        }

        @Override
        public void keep(java.util.Collection<LiveGame> games) {}
      };

  @Test
  void aGameBeingPlayedKeepsItsFullState() {
    Played p =
        new Played("g-live", new TimeControl("blitz", 300_000, 3_000), null).moves("e4", "e5");
    assertFalse(p.live.isCompact());
    assertTrue(p.live.state().game() != null && p.live.state().game().positions().size() == 3);
    assertEquals(p.events, p.live.events());
  }

  @Test
  void aFinishedGameIsCompactAndReadsTheSame() {
    Played p = foolsMate("g-mate");
    assertEquals(GameStatus.ENDED, p.full.status());
    assertTrue(p.live.isCompact());
    assertNull(p.live.compactState().shell().game(), "no chess-core history is kept");
    assertEquals(List.of(), p.live.compactState().shell().sanMoves());

    GameState read = p.live.state();
    assertEquals(GameView.of(p.full, T0), GameView.of(read, T0));
    assertEquals(p.full.version(), p.live.version());
    assertEquals(GameStatus.ENDED, p.live.status());
    assertEquals(
        p.full.game().moves().stream().map(m -> m.uci()).toList(),
        read.game().moves().stream().map(m -> m.uci()).toList());
    assertEquals(p.full.game().position(), read.game().position());
    assertEquals(p.full.game().initialPosition(), read.game().initialPosition());

    // Streams resume from any seq with the very events written.
    assertEquals(p.events, p.live.events());
    assertEquals(p.events.subList(5, p.events.size()), p.live.after(5));
    assertEquals(List.of(), p.live.after(p.events.size()));

    // Commands after the end are still refused as game-over.
    Decision d = GameDecider.decide(read, new GameCommand.PlayMove("bob", "e4", false), T0);
    assertEquals(
        GameError.Kind.GAME_OVER, assertInstanceOf(Decision.Rejected.class, d).error().kind());
  }

  @Test
  void aResignedGameFromAFenIsCompactAndReadsTheSame() {
    String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    Played p = new Played("g-fen", TimeControl.UNTIMED, fen).moves("e4", "Kd7", "e5");
    Decision resign = GameDecider.decide(p.full, new GameCommand.Resign("bob"), p.now);
    p.append(
        "bob",
        assertInstanceOf(Decision.Accepted.class, resign).events().toArray(GameEvent[]::new));
    assertEquals(GameStatus.ENDED, p.full.status());
    assertTrue(p.live.isCompact());
    assertEquals(GameView.of(p.full, T0), GameView.of(p.live.state(), T0));
    assertEquals(p.full.game().initialPosition(), p.live.state().game().initialPosition());
  }

  @Test
  void idempotentAnswersAreKeptWithoutHistoryAndReadTheSame() {
    Played p =
        new Played("g-answer", new TimeControl("blitz", 300_000, 3_000), null)
            .moves("e4", "e5", "Nf3");
    CompactState kept = CompactState.of(p.full);
    assertNull(kept.shell().game());
    assertEquals(GameView.of(p.full, T0), GameView.of(kept.state(), T0));
    assertEquals(p.full.version(), kept.state().version());
  }

  @Test
  void theRegistryHoldsOnlyCompactFinishedGames() {
    GameRegistry registry = new GameRegistry(NO_ARCHIVE, 10);
    int games = 500;
    for (int i = 0; i < games; i++) {
      registry.put(foolsMate("g-" + i).live);
    }
    registry.put(
        new Played("g-playing", new TimeControl("blitz", 300_000, 3_000), null).moves("e4").live);
    assertEquals(games + 1, registry.all().size());
    long compact = registry.all().stream().filter(LiveGame::isCompact).count();
    assertEquals(games, compact, "every finished game is compact, the live one is not");
    long packedBytes = 0;
    for (LiveGame g : registry.all()) {
      if (g.isCompact()) {
        assertNull(g.compactState().shell().game());
        packedBytes += g.packedEventBytes();
      }
    }
    // A finished fool's mate keeps its 9 events in well under 2 KB (its positions are not kept).
    assertTrue(
        packedBytes / games < 2_048, "bytes of events per finished game: " + packedBytes / games);
    assertEquals(GameStatus.ENDED, registry.find("g-7").orElseThrow().state().status());
    assertEquals(4, registry.state("g-7").orElseThrow().sanMoves().size());
  }
}
