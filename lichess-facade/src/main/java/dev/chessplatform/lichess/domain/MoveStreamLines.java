package dev.chessplatform.lichess.domain;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import java.util.List;

/**
 * A game as Lichess's spectator stream ({@code GET /api/stream/game/{id}}: their {@code
 * MoveStreamEntry}): the game first (players, position, status), then one line per position: its
 * FEN (board and side to move), the last move in UCI, both clocks in seconds. When the game ends,
 * the game once more with its final status, and the stream ends.
 */
public final class MoveStreamLines {

  private MoveStreamLines() {}

  /** {@code status} of the first line. */
  public record Status(int id, String name) {}

  /** The first line (and the last, at the end). */
  public record Game(
      String id,
      GameLines.Variant variant,
      String speed,
      String perf,
      boolean rated,
      String initialFen,
      String fen,
      String player,
      int turns,
      int startedAtTurn,
      String source,
      Status status,
      long createdAt,
      String lastMove,
      ExportJson.Players players) {}

  /** A position: board and side to move, the move that made it, the clocks in seconds. */
  public record Position(String fen, String lm, long wc, long bc) {}

  public static Game game(GameState s) {
    Speed speed = Speed.of(s.settings().timeControl());
    StatusName status = StatusName.of(s);
    List<String> uci = s.uciMoves();
    ExportJson.Game export = ExportJson.of(s, new ExportJson.Asked(false, false, false), null);
    return new Game(
        s.gameId(),
        GameLines.Variant.of(s),
        speed.key,
        speed.key,
        s.settings().rated(),
        s.startFen() == null || s.startFen().isBlank() ? Fen.INITIAL : s.startFen(),
        s.game() == null ? null : Fen.write(s.game().position()),
        s.game() == null || s.sideToMove() == Colour.WHITE ? "white" : "black",
        uci.size(),
        0,
        "friend",
        new Status(status.id, status.word),
        s.createdAt() == null ? 0 : s.createdAt().toEpochMilli(),
        uci.isEmpty() ? null : uci.get(uci.size() - 1),
        export.players());
  }

  /** The position {@code s} shows now, {@code now} for a running clock. */
  public static Position position(GameState s, Instant now) {
    String full = s.game() == null ? Fen.INITIAL : Fen.write(s.game().position());
    String[] fields = full.split(" ");
    List<String> uci = s.uciMoves();
    long wc = s.timed() ? GameLines.remainingMs(s, Colour.WHITE, now) / 1000 : 0;
    long bc = s.timed() ? GameLines.remainingMs(s, Colour.BLACK, now) / 1000 : 0;
    return new Position(
        fields[0] + " " + fields[1], uci.isEmpty() ? null : uci.get(uci.size() - 1), wc, bc);
  }
}
