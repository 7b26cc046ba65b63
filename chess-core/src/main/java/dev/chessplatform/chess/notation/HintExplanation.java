package dev.chessplatform.chess.notation;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Piece;
import dev.chessplatform.chess.PieceType;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.Square;
import dev.chessplatform.chess.notation.MoveDescription.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The one-line explanation of a hint, in English and Chinese (seed 003: "附上记谱与中文说明"), the same from
 * the server and the browser engine: the move in SAN, what it does (chess-core's {@link
 * MoveDescription}: piece, squares, capture, promotion, check, mate), what it threatens next (an
 * enemy piece the moved piece attacks that is worth more than it or undefended), and the evaluation
 * change — the engine's score for the player after the move against the material count before it,
 * in pawns.
 */
public final class HintExplanation {

  /** English and Chinese lines. */
  public record Lines(String english, String chinese) {}

  private static final int[] VALUE = {1, 3, 3, 5, 9, 0};
  private static final String[] CHINESE_PIECE = {"兵", "马", "象", "车", "后", "王"};

  private HintExplanation() {}

  /**
   * Explains {@code move}, legal in {@code before}; {@code scoreCp}/{@code mateIn} are the engine's
   * score for the side to move (either may be null).
   */
  public static Lines of(Position before, Move move, Integer scoreCp, Integer mateIn) {
    String san = San.write(before, move);
    Side me = before.sideToMove();
    Position after = ((MoveResult.Played<Position>) before.play(move)).after();
    List<Square> threats = after.isCheck() ? List.of() : threats(after, move.to(), me);
    StringBuilder en = new StringBuilder(san).append(": ");
    StringBuilder zh = new StringBuilder(san).append("：");
    en.append(MoveDescription.describe(before, move, Language.ENGLISH).orElseThrow());
    zh.append(MoveDescription.describe(before, move, Language.CHINESE).orElseThrow());
    for (Square t : threats) {
      Piece p = after.pieceAt(t).orElseThrow();
      en.append(", threatens the ").append(p.type().englishName()).append(" on ");
      en.append(t.algebraic());
      zh.append("，威胁").append(me == Side.WHITE ? "黑方" : "白方");
      zh.append(CHINESE_PIECE[p.type().ordinal()]).append('(').append(t.algebraic()).append(')');
    }
    int material = material(before, me);
    String player = me == Side.WHITE ? "White" : "Black";
    String playerZh = me == Side.WHITE ? "白方" : "黑方";
    if (mateIn != null) {
      int n = Math.abs(mateIn);
      en.append(
          mateIn > 0
              ? "; %s mates in %d".formatted(player, n)
              : "; %s is mated in %d even so".formatted(player, n));
      zh.append(
          mateIn > 0
              ? "；%s%d步内将死对方".formatted(playerZh, n)
              : "；即便如此%s仍将在%d步内被将死".formatted(playerZh, n));
    } else if (scoreCp != null) {
      String score = pawns(scoreCp);
      String change = pawns(scoreCp - 100 * material);
      en.append(
          "; evaluation %s for %s (material now %s, change %s)"
              .formatted(score, player, signed(material), change));
      zh.append(
          "；局面评估%s%s（目前子力%s，变化%s）"
              .formatted(playerZh, score, material == 0 ? "均等" : signed(material), change));
    }
    return new Lines(en.toString(), zh.toString());
  }

  /** Enemy pieces (not the king) the piece on {@code from} attacks: more valuable or undefended. */
  private static List<Square> threats(Position after, Square from, Side me) {
    Position again;
    try {
      String[] fields = Fen.write(after).split(" ");
      fields[1] = me == Side.WHITE ? "w" : "b";
      fields[3] = "-";
      again = Fen.read(String.join(" ", fields));
    } catch (ChessFormatException e) {
      return List.of();
    }
    int moverValue = VALUE[after.pieceAt(from).orElseThrow().type().ordinal()];
    int them = me.opponent().ordinal();
    List<Square> out = new ArrayList<>();
    for (Move m : again.legalMoves()) {
      if (!m.from().equals(from) || out.contains(m.to()) || out.size() == 2) {
        continue;
      }
      Piece target = after.pieceAt(m.to()).orElse(null);
      if (target == null || target.side() == me || target.type() == PieceType.KING) {
        continue;
      }
      boolean defended = after.board().isAttacked(m.to().ordinal(), them);
      if (VALUE[target.type().ordinal()] > moverValue || !defended) {
        out.add(m.to());
      }
    }
    return out;
  }

  /** Material of {@code side} minus the opponent's, in pawns (1/3/3/5/9). */
  static int material(Position p, Side side) {
    int sum = 0;
    for (Square s : Square.values()) {
      Piece piece = p.pieceAt(s).orElse(null);
      if (piece != null) {
        int v = VALUE[piece.type().ordinal()];
        sum += piece.side() == side ? v : -v;
      }
    }
    return sum;
  }

  private static String pawns(int cp) {
    return String.format(Locale.ROOT, "%+.2f", cp / 100.0);
  }

  private static String signed(int pawns) {
    return pawns == 0 ? "even" : String.format(Locale.ROOT, "%+d", pawns);
  }
}
