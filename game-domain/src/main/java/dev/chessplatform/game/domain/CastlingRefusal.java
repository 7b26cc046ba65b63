package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.IllegalMoveReason;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Piece;
import dev.chessplatform.chess.PieceType;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.Square;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Why a castling is not allowed, as data a client can put in any language and in English words: the
 * first condition of FIDE Laws 3.8.2 that fails. The right to castle is lost once the king or that
 * rook has moved (3.8.2.1), which the position only records as a lost right; the game's history
 * tells which of the two moved, or that the rook was captured. A game set up from a FEN without
 * that right carries no such history: then only the combined reason can be given.
 *
 * @param reason the condition that fails
 * @param side kingside or queenside
 * @param square the first piece in the way (BLOCKED), the attacked square the king would cross or
 *     land on (ATTACKED_SQUARE), the rook's corner (ROOK_MOVED); else null
 * @param captured with ROOK_MOVED: the rook was captured on its corner
 * @param words the reason in English, after "O-O is not legal: "
 */
record CastlingRefusal(Reason reason, String side, Square square, boolean captured, String words) {

  /** The condition of FIDE Laws 3.8.2 that fails. */
  enum Reason {
    /** The king has moved (3.8.2.1): it is off its square, or the history shows it moved. */
    KING_MOVED,
    /** That rook has moved or has been captured (3.8.2.1). */
    ROOK_MOVED,
    /** The right is lost, and the game's history does not tell whether by the king or the rook. */
    RIGHT_LOST,
    /** The king is in check (3.8.2.2). */
    IN_CHECK,
    /** The king would cross or land on an attacked square (3.8.2.2). */
    ATTACKED_SQUARE,
    /** A piece stands between the king and the rook (3.8.2.3). */
    BLOCKED
  }

  /**
   * Whether {@code move} is a castling the side to move can no longer make because its king has
   * left its square: chess-core then sees no king to castle with (no piece there, or another one),
   * but the player who sends e1g1 means to castle.
   */
  static boolean kingGone(Position p, Move move) {
    int rank = p.sideToMove() == Side.WHITE ? 0 : 7;
    Square kingStart = Square.of(4, rank);
    boolean castlingShape =
        move.promotion() == null
            && move.from() == kingStart
            && move.to().rank() == rank
            && (move.to().file() == 6 || move.to().file() == 2);
    int rights =
        p.sideToMove() == Side.WHITE
            ? Board.WHITE_SHORT | Board.WHITE_LONG
            : Board.BLACK_SHORT | Board.BLACK_LONG;
    return castlingShape
        && (p.castlingRights() & rights) == 0
        && p.pieceAt(kingStart).filter(Piece.of(p.sideToMove(), PieceType.KING)::equals).isEmpty();
  }

  /** The refusal of {@code move} (a king two squares sideways) in the current position of game. */
  static CastlingRefusal of(Game game, Move move) {
    Position p = game.position();
    Side me = p.sideToMove();
    boolean kingside = move.to().file() > move.from().file();
    String side = kingside ? "KINGSIDE" : "QUEENSIDE";
    int rank = me == Side.WHITE ? 0 : 7;
    Square kingStart = Square.of(4, rank);
    Square corner = Square.of(kingside ? 7 : 0, rank);
    int right =
        me == Side.WHITE
            ? kingside ? Board.WHITE_SHORT : Board.WHITE_LONG
            : kingside ? Board.BLACK_SHORT : Board.BLACK_LONG;
    String lost = "castling " + side.toLowerCase(java.util.Locale.ROOT) + " is no longer allowed: ";
    if ((p.castlingRights() & right) == 0) {
      return rightLost(game, me, kingStart, corner, side, lost);
    }
    if (p.isCheck()) {
      return new CastlingRefusal(
          Reason.IN_CHECK, side, null, false, "you cannot castle out of check");
    }
    int[] between = kingside ? new int[] {5, 6} : new int[] {1, 2, 3};
    for (int file : between) {
      Square s = Square.of(file, rank);
      Optional<Piece> piece = p.pieceAt(s);
      if (piece.isPresent()) {
        return new CastlingRefusal(
            Reason.BLOCKED,
            side,
            s,
            false,
            "the "
                + MoveRefusals.name(piece.get())
                + " on "
                + s.algebraic()
                + " stands in the way");
      }
    }
    // Not in check and nothing between: the square the king crosses or the one it lands on is
    // attacked. Stepping onto the crossed square alone tells which: that step is refused only if
    // it is attacked (an attack along the rank through e1 would be a check already).
    Square crossed = Square.of(kingside ? 5 : 3, rank);
    Square attacked =
        p.play(Move.of(kingStart, crossed)) instanceof MoveResult.Illegal<Position> step
                && step.reason() == IllegalMoveReason.KING_IN_CHECK
            ? crossed
            : move.to();
    return new CastlingRefusal(
        Reason.ATTACKED_SQUARE,
        side,
        attacked,
        false,
        "the king would "
            + (attacked == crossed ? "pass through " : "land on ")
            + attacked.algebraic()
            + ", which is attacked");
  }

  private static CastlingRefusal rightLost(
      Game game, Side me, Square kingStart, Square corner, String side, String lost) {
    Position p = game.position();
    Piece king = Piece.of(me, PieceType.KING);
    Piece rook = Piece.of(me, PieceType.ROOK);
    boolean kingMoved = p.pieceAt(kingStart).filter(king::equals).isEmpty();
    boolean rookMoved = false;
    boolean rookCaptured = false;
    List<Position> before = game.positions();
    List<Move> moves = game.moves();
    for (int i = 0; i < moves.size(); i++) {
      Move m = moves.get(i);
      Position at = before.get(i);
      kingMoved |= m.from() == kingStart && at.pieceAt(kingStart).filter(king::equals).isPresent();
      boolean rookThere = at.pieceAt(corner).filter(rook::equals).isPresent();
      if (rookThere && m.from() == corner) {
        rookMoved = true;
        rookCaptured = false;
      } else if (rookThere && m.to() == corner) {
        rookCaptured = true;
      }
    }
    String rookOn = "the rook on " + corner.algebraic();
    if (kingMoved) {
      return new CastlingRefusal(Reason.KING_MOVED, side, null, false, lost + "the king has moved");
    }
    if (rookCaptured) {
      return new CastlingRefusal(
          Reason.ROOK_MOVED, side, corner, true, lost + rookOn + " has been captured");
    }
    if (rookMoved) {
      return new CastlingRefusal(
          Reason.ROOK_MOVED, side, corner, false, lost + rookOn + " has moved");
    }
    if (p.pieceAt(corner).filter(rook::equals).isEmpty()) {
      return new CastlingRefusal(
          Reason.ROOK_MOVED, side, corner, false, lost + rookOn + " has moved or been captured");
    }
    return new CastlingRefusal(
        Reason.RIGHT_LOST, side, null, false, lost + "the king or that rook has moved");
  }

  /** The problem member {@code castling}: reason, side, and square and captured when they apply. */
  Map<String, Object> member() {
    Map<String, Object> member = new LinkedHashMap<>();
    member.put("reason", reason.name());
    member.put("side", side);
    if (square != null) {
      member.put("square", square.algebraic());
    }
    if (captured) {
      member.put("captured", true);
    }
    return member;
  }
}
