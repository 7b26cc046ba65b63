package dev.chessplatform.replay;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.openings.Opening;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.events.game.TimeControl;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * One game as its events say it is, refereed again by chess-core: the line as it stands after every
 * takeback and undo ({@code game}, {@code sans}), both clocks after each ply, and how it ended.
 *
 * @param lastSeq the seq of the last event folded
 * @param game the rules' game: its {@code positions()} has one position per ply, 0 being the start
 * @param clocksAfter both clocks after each ply, index 0 at the start (size plies + 1)
 * @param spentMs the time each ply took, as the server measured it
 * @param clocksNow both clocks after the last event (a flag fall, a resume or the end set them)
 * @param problem why the fold stopped trusting the events (an illegal recorded move, a gap in
 *     {@code seq}), or null
 * @param tags the PGN tags an imported game was read with (none for a game played here)
 * @param opening the ECO code and name of the line's opening, by chess-core's {@code Openings}
 *     (lichess's table and rule: the deepest of the first 40 positions the table names), or null:
 *     no move yet, a game set up from a FEN, or a line none of whose positions is in the table
 */
public record ReplayedGame(
    String gameId,
    long lastSeq,
    Instant createdAt,
    Instant lastEventAt,
    GameMode mode,
    boolean rated,
    TimeControl timeControl,
    Player white,
    Player black,
    PlayersRated ratings,
    Status status,
    Game game,
    List<String> sans,
    List<Clocks> clocksAfter,
    List<Long> spentMs,
    Clocks clocksNow,
    String result,
    Termination termination,
    Colour winner,
    String problem,
    List<PgnTag> tags,
    Opening opening) {

  /** Where a game is in its life. */
  public enum Status {
    WAITING,
    STARTED,
    ENDED,
    CANCELLED
  }

  /** A seat: the player's id and the name the events gave him (else the id). */
  public record Player(String id, String name) {

    private static final String COMPUTER = "computer:";

    /** The engine's level 1 to 5 when this seat is the computer's ({@code computer:N}). */
    public Optional<Integer> computerLevel() {
      if (id == null || !id.startsWith(COMPUTER)) {
        return Optional.empty();
      }
      try {
        return Optional.of(Integer.parseInt(id.substring(COMPUTER.length())));
      } catch (NumberFormatException e) {
        return Optional.empty();
      }
    }

    public boolean matches(String nameOrId) {
      return nameOrId.equalsIgnoreCase(name) || nameOrId.equalsIgnoreCase(id);
    }
  }

  /** Milliseconds left on each clock. */
  public record Clocks(long whiteMs, long blackMs) {}

  public int plies() {
    return sans.size();
  }

  public boolean timed() {
    return timeControl != null && timeControl.timed();
  }

  /** The computer's seat and level, if one side is the engine. */
  public Optional<Colour> computerColour() {
    if (white != null && white.computerLevel().isPresent()) {
      return Optional.of(Colour.WHITE);
    }
    return black != null && black.computerLevel().isPresent()
        ? Optional.of(Colour.BLACK)
        : Optional.empty();
  }

  /** The clock of the side that played ply {@code index} (0-based), right after it. */
  public long moverClockAfter(int index) {
    Clocks after = clocksAfter.get(index + 1);
    return game.positions().get(index).sideToMove() == Side.WHITE
        ? after.whiteMs()
        : after.blackMs();
  }

  public Player player(Colour colour) {
    return colour == Colour.WHITE ? white : black;
  }
}
