package dev.chessplatform.chess.notation;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.PieceType;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Square;

/**
 * UCI long algebraic notation (the UCI protocol, "move format"): {@code e2e4}, {@code e7e8q},
 * castling as the king's move {@code e1g1}; {@code 0000} is the null move and is not accepted here.
 */
public final class UciNotation {
  private UciNotation() {}

  /** Parses the syntax only: squares and an optional promotion letter. */
  public static Move parse(String uci) {
    if (uci == null || (uci.length() != 4 && uci.length() != 5)) {
      throw new UciMoveException(UciMoveException.Reason.SYNTAX, "expected 4 or 5 characters", uci);
    }
    Square from = square(uci, 0);
    Square to = square(uci, 2);
    PieceType promotion = null;
    if (uci.length() == 5) {
      promotion = PieceType.fromLetter(uci.charAt(4));
      if (promotion == null
          || !promotion.isPromotionTarget()
          || !Character.isLowerCase(uci.charAt(4))) {
        throw new UciMoveException(
            UciMoveException.Reason.SYNTAX, "bad promotion letter '" + uci.charAt(4) + "'", uci);
      }
    }
    return new Move(from, to, promotion);
  }

  private static Square square(String uci, int at) {
    return Square.parse(uci.substring(at, at + 2))
        .orElseThrow(
            () ->
                new UciMoveException(
                    UciMoveException.Reason.SYNTAX,
                    "bad square '" + uci.substring(at, at + 2) + "'",
                    uci));
  }

  /** The legal move {@code uci} names in {@code position}. */
  public static Move read(Position position, String uci) {
    Move move = parse(uci);
    if (position.packed(move) != PackedMove.NONE) {
      return move;
    }
    boolean squaresMatch =
        position.legalMoves().stream()
            .anyMatch(m -> m.from() == move.from() && m.to() == move.to());
    throw illegal(move, uci, squaresMatch);
  }

  /** The legal packed move {@code uci} names on {@code board}; the fast path for engines. */
  public static int readPacked(Board board, String uci) {
    Move move = parse(uci);
    MoveList list = new MoveList();
    MoveGenerator.generate(board, list);
    boolean squaresMatch = false;
    for (int i = 0; i < list.size(); i++) {
      int m = list.get(i);
      if (PackedMove.from(m) == move.from().ordinal() && PackedMove.to(m) == move.to().ordinal()) {
        squaresMatch = true;
        if (PackedMove.uci(m).equals(uci)) {
          return m;
        }
      }
    }
    throw illegal(move, uci, squaresMatch);
  }

  private static UciMoveException illegal(Move move, String uci, boolean sameSquares) {
    if (move.promotion() == null && sameSquares) {
      return new UciMoveException(
          UciMoveException.Reason.PROMOTION_REQUIRED, "a promotion piece is required", uci);
    }
    return new UciMoveException(UciMoveException.Reason.ILLEGAL, "not a legal move here", uci);
  }

  public static String write(Move move) {
    return move.uci();
  }
}
