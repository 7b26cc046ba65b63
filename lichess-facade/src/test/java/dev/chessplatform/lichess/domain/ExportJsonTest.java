package dev.chessplatform.lichess.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A game of ours as Lichess's JSON export ({@code GameJson}): the fields berserk's export reads.
 */
class ExportJsonTest {

  private static final Instant T0 = Instant.parse("2026-12-07T10:00:00Z");

  private final PlayedGame game = new PlayedGame("g-export");
  private GameState state;

  private void run(GameCommand command, int second) {
    state = game.run(command, T0.plusSeconds(second));
  }

  private void foolsMate() {
    state =
        game.challengeTaken(new TimeControl("blitz", 180_000, 2_000), false, T0, T0.plusSeconds(1));
    run(new GameCommand.PlayMove("alice-id", "f2f3", false), 3);
    run(new GameCommand.PlayMove("bob-id", "e7e5", false), 8);
    run(new GameCommand.PlayMove("alice-id", "g2g4", false), 10);
    run(new GameCommand.PlayMove("bob-id", "d8h4", false), 14);
  }

  @Test
  void aMatedBlitzGameWithItsMovesClocksAndPlayers() {
    foolsMate();
    ExportJson.Game g =
        ExportJson.of(state, new ExportJson.Asked(true, true, true), "[Event \"x\"]");

    assertEquals("g-export", g.id());
    assertEquals("standard", g.variant());
    assertEquals("blitz", g.speed());
    assertEquals("blitz", g.perf());
    assertEquals("mate", g.status());
    assertEquals("black", g.winner());
    assertEquals("f3 e5 g4 Qh4#", g.moves());
    assertEquals("[Event \"x\"]", g.pgn());
    assertEquals(new ExportJson.Clock(180, 2, 260), g.clock());
    assertEquals(T0.toEpochMilli(), g.createdAt());
    assertEquals(T0.plusSeconds(14).toEpochMilli(), g.lastMoveAt());
    assertEquals(new ExportJson.LightUser("Alice", "alice-id"), g.players().white().user());
    assertEquals(new ExportJson.LightUser("Bob", "bob-id"), g.players().black().user());
    assertEquals(
        ExportJson.DEFAULT_RATING, g.players().white().rating(), "unrated: no rating kept");
    // after each move, the mover's clock in centiseconds: each side's first move is free of time
    assertEquals(4, g.clocks().size());
    List<Long> clocks = g.clocks();
    assertEquals(clocks.get(0), clocks.get(0) / 100 * 100, "whole seconds here: " + clocks);
    assertEquals(true, clocks.get(3) < 18_000 + 200, clocks.toString());
  }

  @Test
  void whatIsNotAskedIsLeftOutAndAnUntimedGameHasNoClock() {
    state = game.challengeTaken(TimeControl.UNTIMED, false, T0, T0.plusSeconds(1));
    run(new GameCommand.PlayMove("alice-id", "e2e4", false), 2);
    ExportJson.Game g = ExportJson.of(state, new ExportJson.Asked(false, true, false), "pgn");

    assertEquals("started", g.status());
    assertNull(g.moves());
    assertNull(g.pgn());
    assertNull(g.clock());
    assertNull(g.clocks());
    assertNull(g.winner());
    assertEquals("correspondence", g.speed());
  }
}
