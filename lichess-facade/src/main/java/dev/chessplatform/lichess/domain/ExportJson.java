package dev.chessplatform.lichess.domain;

import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A game as Lichess's JSON export ({@code GET /game/export/{id}} with {@code Accept:
 * application/json}: their {@code GameJson}): the header fields, the players, the SAN moves, and on
 * request the clocks after each move and the PGN. Their {@code opening} is not given: we keep no
 * opening book.
 */
public final class ExportJson {

  private ExportJson() {}

  /** {@code user} of a side: its name and id. */
  public record LightUser(String name, String id) {}

  /** One side: the account, its rating at the start (theirs is never absent). */
  public record Player(LightUser user, int rating, Boolean provisional) {}

  public record Players(Player white, Player black) {}

  /** {@code clock}: base and increment in seconds, and their estimate of the game's length. */
  public record Clock(long initial, long increment, long totalTime) {}

  /** Their {@code GameJson}, the members we can fill. */
  public record Game(
      String id,
      boolean rated,
      String variant,
      String speed,
      String perf,
      long createdAt,
      long lastMoveAt,
      String status,
      String source,
      Players players,
      String initialFen,
      String winner,
      String moves,
      String pgn,
      Clock clock,
      List<Long> clocks) {}

  /** What the query asks for: {@code moves}, {@code clocks}, {@code pgnInJson} (as theirs). */
  public record Asked(boolean moves, boolean clocks, boolean pgnInJson) {}

  /**
   * The rating a side shows when the game recorded none (an unrated game's), as Lichess's start.
   */
  static final int DEFAULT_RATING = 1500;

  /** {@code s} as their export; {@code pgn} is included when asked and given. */
  public static Game of(GameState s, Asked asked, String pgn) {
    var tc = s.settings().timeControl();
    Speed speed = Speed.of(tc);
    Instant last = s.lastEventAt() != null ? s.lastEventAt() : s.createdAt();
    return new Game(
        s.gameId(),
        s.settings().rated(),
        GameLines.Variant.of(s).key(),
        speed.key,
        speed.key,
        millis(s.createdAt()),
        millis(last),
        StatusName.of(s).word,
        "friend",
        new Players(side(s, Colour.WHITE), side(s, Colour.BLACK)),
        GameLines.standard(s) ? null : s.startFen(),
        s.winner() == null ? null : s.winner() == Colour.WHITE ? "white" : "black",
        asked.moves() ? String.join(" ", s.sanMoves()) : null,
        asked.pgnInJson() ? pgn : null,
        s.timed()
            ? new Clock(
                tc.initialMs() / 1000,
                tc.incrementMs() / 1000,
                tc.initialMs() / 1000 + 40 * (tc.incrementMs() / 1000))
            : null,
        asked.clocks() && s.timed() ? clocks(s) : null);
  }

  /** After each move, the mover's clock in centiseconds, as their {@code clocks}. */
  static List<Long> clocks(GameState s) {
    List<Long> out = new ArrayList<>();
    Colour mover = firstMover(s);
    List<GameState.ClockMark> marks = s.clockMarks(); // the start's, then one after each move
    for (GameState.ClockMark mark : marks.subList(Math.min(1, marks.size()), marks.size())) {
      out.add(mark.of(mover) / 10);
      mover = mover == Colour.WHITE ? Colour.BLACK : Colour.WHITE;
    }
    return out;
  }

  /** Who moves first: the start position's side to move, as chess-core reads its FEN. */
  private static Colour firstMover(GameState s) {
    return GameLines.standard(s) || Fen.read(s.startFen()).sideToMove() == Side.WHITE
        ? Colour.WHITE
        : Colour.BLACK;
  }

  /** A side as the game streams show it ({@link GameLines#player}), in the export's shape. */
  private static Player side(GameState s, Colour colour) {
    GameLines.Player p = GameLines.player(s, colour);
    if (p == null) {
      return new Player(new LightUser(null, null), DEFAULT_RATING, null);
    }
    return new Player(
        new LightUser(p.name(), p.id()),
        p.rating() == null ? DEFAULT_RATING : p.rating(),
        Boolean.TRUE.equals(p.provisional()) ? Boolean.TRUE : null);
  }

  private static long millis(Instant t) {
    return t == null ? 0 : t.toEpochMilli();
  }
}
