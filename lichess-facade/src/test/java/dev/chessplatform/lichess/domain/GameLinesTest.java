package dev.chessplatform.lichess.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * A game of ours as Lichess's game-stream lines: the fields, units and words their clients read.
 */
class GameLinesTest {

  private static final Instant T0 = Instant.parse("2026-12-04T10:00:00Z");

  private final PlayedGame game = new PlayedGame("g-lichess");
  private GameState state;
  private Instant now = T0;

  private void run(GameCommand command) {
    state = game.run(command, now);
  }

  private void challenge(TimeControl tc) {
    state = game.challengeTaken(tc, true, now, now);
  }

  @Test
  void theFirstLineOfABlitzGameBetweenTwoPeople() {
    challenge(new TimeControl("blitz", 300_000, 2_000));
    GameLines.Full full = GameLines.full(state, now);

    assertEquals("gameFull", full.type());
    assertEquals("g-lichess", full.id());
    assertEquals("standard", full.variant().key());
    assertEquals("Standard", full.variant().name());
    assertEquals(new GameLines.ClockSetting(300_000, 2_000), full.clock());
    assertEquals("blitz", full.speed()); // 300 s + 40 × 2 s = 380 s
    assertEquals("Blitz", full.perf().name());
    assertTrue(full.rated());
    assertEquals("startpos", full.initialFen());
    assertEquals("alice-id", full.white().id());
    assertEquals("Alice", full.white().name()); // their clients find their colour by this name
    assertEquals("Bob", full.black().name());
    assertEquals("gameState", full.state().type()); // lichess-bot reads the embedded state's type
    assertEquals("", full.state().moves());
    assertEquals("started", full.state().status());
    assertEquals(300_000, full.state().wtime());
    assertEquals(2_000, full.state().binc());
  }

  @Test
  void eachMoveIsInTheStateInUciAndTheRunningClockIsChargedAtTheMoment() {
    challenge(new TimeControl("blitz", 180_000, 0));
    now = now.plusSeconds(2);
    run(new GameCommand.PlayMove("alice-id", "e2e4", false));
    now = now.plusSeconds(5);
    run(new GameCommand.PlayMove("bob-id", "e7e5", false));
    now = now.plusSeconds(1);
    run(new GameCommand.PlayMove("alice-id", "g1f3", true)); // and offers a draw
    GameLines.State s = GameLines.state(state, now.plusSeconds(4));

    assertEquals("e2e4 e7e5 g1f3", s.moves());
    assertEquals(171_000, s.btime(), "Bob's 5 s on his move, then the 4 s running now");
    assertEquals(Boolean.TRUE, s.wdraw());
    assertNull(s.bdraw(), "absent, not false, as theirs");
    assertNull(s.winner());
  }

  @Test
  void aNewStateIsShownForAMoveOrAnOfferNotForTheClockRunningDown() {
    challenge(new TimeControl("blitz", 180_000, 0));
    GameLines.State start = GameLines.state(state, now);
    assertTrue(GameLines.sameShown(start, GameLines.state(state, now.plusSeconds(9))));
    run(new GameCommand.PlayMove("alice-id", "e2e4", true));
    GameLines.State moved = GameLines.state(state, now);
    assertFalse(GameLines.sameShown(start, moved), "a move");
    run(new GameCommand.DeclineDraw("bob-id"));
    assertFalse(GameLines.sameShown(moved, GameLines.state(state, now)), "an offer declined");
  }

  @Test
  void theEndIsTheirStatusWordAndTheWinnersColour() {
    challenge(new TimeControl("rapid", 600_000, 0));
    run(new GameCommand.PlayMove("alice-id", "f2f3", false));
    run(new GameCommand.PlayMove("bob-id", "e7e5", false));
    run(new GameCommand.PlayMove("alice-id", "g2g4", false));
    run(new GameCommand.PlayMove("bob-id", "d8h4", false));
    GameLines.State s = GameLines.state(state, now);
    assertEquals("mate", s.status());
    assertEquals("black", s.winner());
  }

  @Test
  void anUntimedGameHasNoClockAndPlentyOfTime() {
    challenge(TimeControl.UNTIMED);
    GameLines.Full full = GameLines.full(state, now);
    assertNull(full.clock());
    assertEquals("correspondence", full.speed());
    assertEquals(GameLines.NO_CLOCK_MS, full.state().wtime());
  }

  @Test
  void speedsFollowTheEstimatedDuration() {
    assertEquals(Speed.ULTRA_BULLET, Speed.of(new TimeControl("x", 15_000, 0)));
    assertEquals(Speed.BULLET, Speed.of(new TimeControl("x", 60_000, 1_000)));
    assertEquals(Speed.BLITZ, Speed.of(new TimeControl("x", 180_000, 0)));
    assertEquals(Speed.RAPID, Speed.of(new TimeControl("x", 600_000, 5_000)));
    assertEquals(Speed.CLASSICAL, Speed.of(new TimeControl("x", 1_800_000, 20_000)));
  }
}
