package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.PieceType;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.San;
import java.util.List;

/** The legal moves of a position with what a client needs to draw them: no rules of its own. */
public final class MoveOptions {

  /** One legal move and its traits. */
  public record Option(
      String uci,
      String san,
      String from,
      String to,
      boolean capture,
      boolean check,
      boolean castling,
      boolean enPassant,
      String promotion) {}

  private MoveOptions() {}

  public static List<Option> of(Position position) {
    return position.legalMoves().stream().map(m -> option(position, m)).toList();
  }

  public static List<Option> from(Position position, String square) {
    return of(position).stream().filter(o -> o.from().equals(square)).toList();
  }

  private static Option option(Position p, Move m) {
    PieceType mover = p.pieceAt(m.from()).orElseThrow().type();
    boolean enPassant =
        mover == PieceType.PAWN && m.from().file() != m.to().file() && p.pieceAt(m.to()).isEmpty();
    boolean castling = mover == PieceType.KING && Math.abs(m.from().file() - m.to().file()) == 2;
    String san = San.write(p, m);
    return new Option(
        m.uci(),
        san,
        m.from().algebraic(),
        m.to().algebraic(),
        enPassant || p.pieceAt(m.to()).isPresent(),
        san.endsWith("+") || san.endsWith("#"),
        castling,
        enPassant,
        m.promotion() == null ? null : m.promotion().name());
  }
}
