package dev.chessplatform.lichess.domain;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import java.time.Instant;

/**
 * A game as the first two kinds of line of Lichess's game streams ({@code GET
 * /api/bot|board/game/stream/{id}}): {@code gameFull} first, then a {@code gameState} after every
 * change. Made from a game's state as game-domain folds it, so the facade reads our events with our
 * one fold. Times are milliseconds, as theirs; a game without a clock has no {@code clock} and
 * every time at {@link #NO_CLOCK_MS} (what their clients read as "plenty").
 */
public final class GameLines {

  /** The time left shown for a game without a clock: 2^31 - 1 ms, Lichess's own "unlimited". */
  public static final long NO_CLOCK_MS = Integer.MAX_VALUE;

  private GameLines() {}

  /** One side of a game: its account id and name, its rating at the start when rated. */
  public record Player(String id, String name, String title, Integer rating, Boolean provisional) {}

  /** {@code variant}: standard, or from a position when the game started from another FEN. */
  public record Variant(String key, String name, String shortName) {
    static final Variant STANDARD = new Variant("standard", "Standard", "Std");
    static final Variant FROM_POSITION = new Variant("fromPosition", "From Position", "FEN");

    static Variant of(GameState s) {
      return standard(s) ? STANDARD : FROM_POSITION;
    }
  }

  /** Whether the game starts from the usual position (no start FEN of its own). */
  static boolean standard(GameState s) {
    return s.startFen() == null || s.startFen().isBlank();
  }

  /** {@code initialFen}: {@code startpos} or the game's own start. */
  static String initialFen(GameState s) {
    return standard(s) ? "startpos" : s.startFen();
  }

  /** {@code clock} of the first line: base and increment, in milliseconds. */
  public record ClockSetting(long initial, long increment) {}

  /** {@code perf}: the speed's name. */
  public record Perf(String name) {}

  /**
   * A {@code gameState} line: the moves in UCI, space-separated; each side's time left and
   * increment; the status word; the winner, and the pending offers, only when there are some.
   */
  public record State(
      String type,
      String moves,
      long wtime,
      long btime,
      long winc,
      long binc,
      String status,
      String winner,
      Boolean wdraw,
      Boolean bdraw,
      Boolean wtakeback,
      Boolean btakeback) {}

  /** The {@code gameFull} line. */
  public record Full(
      String type,
      String id,
      Variant variant,
      ClockSetting clock,
      String speed,
      Perf perf,
      boolean rated,
      long createdAt,
      Player white,
      Player black,
      String initialFen,
      State state) {}

  public static Full full(GameState s, Instant now) {
    Speed speed = Speed.of(s.settings().timeControl());
    var tc = s.settings().timeControl();
    return new Full(
        "gameFull",
        s.gameId(),
        Variant.of(s),
        s.timed() ? new ClockSetting(tc.initialMs(), tc.incrementMs()) : null,
        speed.key,
        new Perf(speed.perfName),
        s.settings().rated(),
        s.createdAt() == null ? 0 : s.createdAt().toEpochMilli(),
        player(s, Colour.WHITE),
        player(s, Colour.BLACK),
        initialFen(s),
        state(s, now));
  }

  public static State state(GameState s, Instant now) {
    boolean timed = s.timed();
    var tc = s.settings().timeControl();
    long inc = timed ? tc.incrementMs() : 0;
    return new State(
        "gameState",
        String.join(" ", s.uciMoves()),
        timed ? remainingMs(s, Colour.WHITE, now) : NO_CLOCK_MS,
        timed ? remainingMs(s, Colour.BLACK, now) : NO_CLOCK_MS,
        inc,
        inc,
        StatusName.of(s).word,
        s.winner() == null ? null : s.winner() == Colour.WHITE ? "white" : "black",
        offered(s.drawOffer(), Colour.WHITE),
        offered(s.drawOffer(), Colour.BLACK),
        offered(s.takebackRequest(), Colour.WHITE),
        offered(s.takebackRequest(), Colour.BLACK));
  }

  /**
   * Whether two states show the same game but for the clocks' running down: a new {@code gameState}
   * is sent only when something else changed (a move, an offer, a takeback, the end).
   */
  public static boolean sameShown(State a, State b) {
    return a.moves().equals(b.moves())
        && a.status().equals(b.status())
        && java.util.Objects.equals(a.winner(), b.winner())
        && java.util.Objects.equals(a.wdraw(), b.wdraw())
        && java.util.Objects.equals(a.bdraw(), b.bdraw())
        && java.util.Objects.equals(a.wtakeback(), b.wtakeback())
        && java.util.Objects.equals(a.btakeback(), b.btakeback());
  }

  /**
   * What {@code colour}'s clock shows at {@code now} (never below zero): the side to move's runs
   * while the game is played, not while the computer is asked for its move.
   */
  static long remainingMs(GameState s, Colour colour, Instant now) {
    Colour running =
        s.status() == GameStatus.STARTED && s.game() != null && !s.awaitsComputer()
            ? s.sideToMove()
            : null;
    return Math.max(0, s.clocks().remaining(colour, running, now));
  }

  /** True when {@code by} is the side that offers; absent otherwise, as theirs. */
  private static Boolean offered(Colour offer, Colour by) {
    return offer == by ? Boolean.TRUE : null;
  }

  static Player player(GameState s, Colour colour) {
    String id = s.playerOf(colour);
    if (id == null) {
      return null;
    }
    PlayersRated r = s.ratings();
    boolean white = colour == Colour.WHITE;
    return new Player(
        id,
        s.nameOf(id).orElse(id),
        null, // their titles (GM, BOT…) are not ours (P1, E3…): none rather than a wrong one
        r == null ? null : white ? r.whiteRating() : r.blackRating(),
        r == null ? null : white ? r.whiteProvisional() : r.blackProvisional());
  }
}
