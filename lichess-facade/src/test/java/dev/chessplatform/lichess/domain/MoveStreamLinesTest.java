package dev.chessplatform.lichess.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** A game as Lichess's spectator stream shows it ({@code MoveStreamEntry}). */
class MoveStreamLinesTest {

  private static final Instant T0 = Instant.parse("2026-12-07T11:00:00Z");

  private final PlayedGame game = new PlayedGame("g-watched");

  @Test
  void theGameLineAndAPositionPerMoveWithTheClocksInSeconds() {
    GameState s =
        game.challengeTaken(new TimeControl("blitz", 180_000, 0), true, T0, T0.plusSeconds(1));
    MoveStreamLines.Game first = MoveStreamLines.game(s);
    assertEquals("g-watched", first.id());
    assertEquals("standard", first.variant().key());
    assertEquals("blitz", first.speed());
    assertEquals("started", first.status().name());
    assertEquals(20, first.status().id());
    assertEquals("white", first.player());
    assertEquals(0, first.turns());
    assertNull(first.lastMove());
    assertEquals("Alice", first.players().white().user().name());

    MoveStreamLines.Position start = MoveStreamLines.position(s, T0.plusSeconds(1));
    assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", start.fen());
    assertNull(start.lm());
    assertEquals(180, start.wc());

    s = game.run(new GameCommand.PlayMove("alice-id", "e2e4", false), T0.plusSeconds(3));
    s = game.run(new GameCommand.PlayMove("bob-id", "e7e5", false), T0.plusSeconds(5));
    s = game.run(new GameCommand.PlayMove("alice-id", "g1f3", false), T0.plusSeconds(15));
    MoveStreamLines.Position after = MoveStreamLines.position(s, T0.plusSeconds(15));
    assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b", after.fen());
    assertEquals("g1f3", after.lm());
    assertEquals(168, after.wc(), "white spent 2 s on its first move and 10 on its second");
    assertEquals(3, MoveStreamLines.game(s).turns());
    assertEquals("black", MoveStreamLines.game(s).player());

    s = game.run(new GameCommand.Resign("bob-id"), T0.plusSeconds(16));
    assertEquals("resign", MoveStreamLines.game(s).status().name());
  }
}
