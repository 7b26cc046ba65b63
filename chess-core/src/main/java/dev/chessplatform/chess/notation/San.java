package dev.chessplatform.chess.notation;

import static dev.chessplatform.chess.notation.SanException.Reason.*;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.PieceType;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Square;

/**
 * Standard Algebraic Notation (PGN standard, section 8.2.3). Writing gives the minimal
 * disambiguation (file, else rank, else both) and a {@code +} or {@code #} suffix. Reading is
 * lenient as people write: {@code 0-0} for {@code O-O}, {@code e8Q} for {@code e8=Q}, any of {@code
 * + # ! ?} at the end, needless disambiguation, long forms such as {@code Ng1f3} or {@code e2-e4},
 * and {@code x} or {@code :} for captures whether or not the move captures. A missing promotion
 * piece is an error: promotion is the player's choice, never automatic.
 */
public final class San {
  private static final int MAX_LENGTH = 24;

  private San() {}

  /** The SAN of a legal move in a position; a {@link SanException} if the move is not legal. */
  public static String write(Position position, Move move) {
    int m = position.packed(move);
    if (m == PackedMove.NONE) {
      throw new SanException(ILLEGAL, "not a legal move in this position", move.uci());
    }
    return write(position, m);
  }

  static String write(Position position, int m) {
    Board b = position.board();
    int from = PackedMove.from(m);
    int to = PackedMove.to(m);
    int type = b.pieceAt(from) % 6;
    StringBuilder sb = new StringBuilder(8);
    if (PackedMove.kind(m) == PackedMove.CASTLING) {
      sb.append(to > from ? "O-O" : "O-O-O");
    } else {
      boolean capture =
          b.pieceAt(to) != Board.NO_PIECE || PackedMove.kind(m) == PackedMove.EN_PASSANT;
      if (type == 0) {
        if (capture) {
          sb.append((char) ('a' + (from & 7)));
        }
      } else {
        sb.append(PieceType.values()[type].sanLetter());
        disambiguate(position, b, m, type, sb);
      }
      if (capture) {
        sb.append('x');
      }
      sb.append(Square.of(to).algebraic());
      if (PackedMove.kind(m) == PackedMove.PROMOTION) {
        sb.append('=').append(PieceType.values()[PackedMove.promotionType(m)].sanLetter());
      }
    }
    b.makeMove(m);
    if (b.isInCheck()) {
      sb.append(MoveGenerator.count(b) == 0 ? '#' : '+');
    }
    return sb.toString();
  }

  private static void disambiguate(Position position, Board b, int m, int type, StringBuilder sb) {
    int from = PackedMove.from(m);
    boolean clash = false;
    boolean sameFile = false;
    boolean sameRank = false;
    for (int other : position.packedLegalMoves()) {
      int of = PackedMove.from(other);
      if (of != from && PackedMove.to(other) == PackedMove.to(m) && b.pieceAt(of) % 6 == type) {
        clash = true;
        sameFile |= (of & 7) == (from & 7);
        sameRank |= (of >>> 3) == (from >>> 3);
      }
    }
    if (clash) {
      if (!sameFile) {
        sb.append((char) ('a' + (from & 7)));
      } else if (!sameRank) {
        sb.append((char) ('1' + (from >>> 3)));
      } else {
        sb.append(Square.of(from).algebraic());
      }
    }
  }

  /** The legal move that {@code san} names in {@code position}. */
  public static Move read(Position position, String san) {
    return Move.fromPacked(readPacked(position, san));
  }

  static int readPacked(Position position, String san) {
    if (san == null || san.isBlank()) {
      throw new SanException(EMPTY, "no move", san);
    }
    if (san.length() > MAX_LENGTH) {
      throw new SanException(SYNTAX, "too long", san);
    }
    String s = stripSuffixes(san.strip());
    if (s.matches("[O0o]-[O0o](-[O0o])?")) {
      return castling(position, s.length() == 3, san);
    }
    SanPattern p = SanPattern.parse(s, san);
    Board b = position.board();
    int found = PackedMove.NONE;
    int count = 0;
    boolean promotionMissing = false;
    for (int m : position.packedLegalMoves()) {
      int from = PackedMove.from(m);
      if (PackedMove.to(m) != p.to()
          || b.pieceAt(from) % 6 != p.type()
          || (p.file() >= 0 && (from & 7) != p.file())
          || (p.rank() >= 0 && (from >>> 3) != p.rank())
          || PackedMove.kind(m) == PackedMove.CASTLING) {
        continue;
      }
      boolean promotion = PackedMove.kind(m) == PackedMove.PROMOTION;
      if (promotion && p.promotion() < 0) {
        promotionMissing = true;
      } else if (promotion ? PackedMove.promotionType(m) == p.promotion() : p.promotion() < 0) {
        found = m;
        count++;
      }
    }
    if (count == 1) {
      return found;
    }
    if (count > 1) {
      throw new SanException(AMBIGUOUS, count + " moves match", san);
    }
    if (promotionMissing) {
      throw new SanException(PROMOTION_REQUIRED, "say which piece the pawn becomes", san);
    }
    throw new SanException(ILLEGAL, "no legal move matches", san);
  }

  private static String stripSuffixes(String s) {
    int end = s.length();
    while (end > 0 && "+#!?".indexOf(s.charAt(end - 1)) >= 0) {
      end--;
    }
    String t = s.substring(0, end);
    return t.endsWith("e.p.") ? t.substring(0, t.length() - 4).strip() : t;
  }

  private static int castling(Position position, boolean kingside, String san) {
    for (int m : position.packedLegalMoves()) {
      if (PackedMove.kind(m) == PackedMove.CASTLING
          && (PackedMove.to(m) > PackedMove.from(m)) == kingside) {
        return m;
      }
    }
    throw new SanException(ILLEGAL, "castling is not legal here", san);
  }
}
