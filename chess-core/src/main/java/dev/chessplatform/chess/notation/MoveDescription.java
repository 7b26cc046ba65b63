package dev.chessplatform.chess.notation;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.PieceType;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Square;
import java.util.Optional;

/**
 * A short human sentence for a legal move, for hints and screen readers: {@code "White knight
 * g1→f3, check"} and {@code "白方马从g1跳到f3，将军"}. Chinese piece names follow the usual Chinese
 * chess-teaching terms (王 后 车 象 马 兵; castling 王车易位).
 */
public final class MoveDescription {
  /** The languages a description can be written in. */
  public enum Language {
    ENGLISH,
    CHINESE
  }

  private static final String[] CHINESE_PIECE = {"兵", "马", "象", "车", "后", "王"};

  private MoveDescription() {}

  /** The description of {@code move} if it is legal in {@code position}, else empty. */
  public static Optional<String> describe(Position position, Move move, Language language) {
    int m = position.packed(move);
    if (m == PackedMove.NONE) {
      return Optional.empty();
    }
    Facts f = new Facts(position.board(), m);
    return Optional.of(language == Language.ENGLISH ? english(f) : chinese(f));
  }

  /** What happens in a move, read off the board before and after it. */
  private record Facts(
      int side, int type, int captured, int from, int to, int kind, int promotion, int check) {
    Facts(Board b, int m) {
      this(
          b.sideToMove(),
          b.pieceAt(PackedMove.from(m)) % 6,
          PackedMove.kind(m) == PackedMove.EN_PASSANT
              ? 0
              : b.pieceAt(PackedMove.to(m)) < 0 ? -1 : b.pieceAt(PackedMove.to(m)) % 6,
          PackedMove.from(m),
          PackedMove.to(m),
          PackedMove.kind(m),
          PackedMove.kind(m) == PackedMove.PROMOTION ? PackedMove.promotionType(m) : -1,
          checkAfter(b, m));
    }

    /** 0 none, 1 check, 2 checkmate. */
    private static int checkAfter(Board b, int m) {
      b.makeMove(m);
      int check = b.isInCheck() ? (MoveGenerator.count(b) == 0 ? 2 : 1) : 0;
      b.unmakeMove(m);
      return check;
    }
  }

  private static String english(Facts f) {
    String side = f.side == 0 ? "White" : "Black";
    String opponent = f.side == 0 ? "black" : "white";
    StringBuilder sb = new StringBuilder(side);
    if (f.kind == PackedMove.CASTLING) {
      sb.append(" castles ").append(f.to > f.from ? "kingside" : "queenside");
    } else {
      sb.append(' ').append(PieceType.values()[f.type].englishName()).append(' ');
      sb.append(Square.of(f.from).algebraic()).append('→').append(Square.of(f.to).algebraic());
      if (f.captured >= 0) {
        sb.append(", captures ").append(opponent).append(' ');
        sb.append(PieceType.values()[f.captured].englishName());
        if (f.kind == PackedMove.EN_PASSANT) {
          sb.append(" en passant");
        }
      }
      if (f.promotion > 0) {
        sb.append(", promotes to ").append(PieceType.values()[f.promotion].englishName());
      }
    }
    return sb.append(f.check == 2 ? ", checkmate" : f.check == 1 ? ", check" : "").toString();
  }

  private static String chinese(Facts f) {
    StringBuilder sb = new StringBuilder(f.side == 0 ? "白方" : "黑方");
    if (f.kind == PackedMove.CASTLING) {
      sb.append(f.to > f.from ? "短易位" : "长易位");
    } else {
      sb.append(CHINESE_PIECE[f.type]).append('从').append(Square.of(f.from).algebraic());
      sb.append(f.type == 1 ? "跳到" : "走到").append(Square.of(f.to).algebraic());
      if (f.kind == PackedMove.EN_PASSANT) {
        sb.append("，吃过路兵");
      } else if (f.captured >= 0) {
        sb.append("，吃掉").append(f.side == 0 ? "黑方" : "白方").append(CHINESE_PIECE[f.captured]);
      }
      if (f.promotion > 0) {
        sb.append("，升变为").append(CHINESE_PIECE[f.promotion]);
      }
    }
    return sb.append(f.check == 2 ? "，将死" : f.check == 1 ? "，将军" : "").toString();
  }
}
