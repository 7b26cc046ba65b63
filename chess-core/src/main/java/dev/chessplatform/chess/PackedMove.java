package dev.chessplatform.chess;

/**
 * The {@code int} move encoding of {@link Board} and {@link MoveGenerator}; no allocation per move.
 *
 * <pre>
 *  bits  0-5   from square (0 = a1 … 63 = h8)
 *  bits  6-11  to square; for castling the king's destination (e1g1), as UCI writes it
 *  bits 12-13  promotion piece: 0 knight, 1 bishop, 2 rook, 3 queen (read only for PROMOTION)
 *  bits 14-15  kind: 0 NORMAL, 1 PROMOTION, 2 EN_PASSANT, 3 CASTLING
 * </pre>
 *
 * The layout is Stockfish's (src/types.h). {@link #NONE} (a1a1) is never a legal move.
 */
public final class PackedMove {
  public static final int NONE = 0;
  public static final int NORMAL = 0;
  public static final int PROMOTION = 1 << 14;
  public static final int EN_PASSANT = 2 << 14;
  public static final int CASTLING = 3 << 14;
  private static final int KIND_MASK = 3 << 14;

  private PackedMove() {}

  public static int of(int from, int to) {
    return from | (to << 6);
  }

  public static int of(int from, int to, int kind) {
    return from | (to << 6) | kind;
  }

  /** A promotion to {@code type} (KNIGHT … QUEEN, as {@link PieceType#ordinal()}). */
  public static int promotion(int from, int to, int type) {
    return from | (to << 6) | ((type - 1) << 12) | PROMOTION;
  }

  public static int from(int move) {
    return move & 63;
  }

  public static int to(int move) {
    return (move >>> 6) & 63;
  }

  public static int kind(int move) {
    return move & KIND_MASK;
  }

  /** Promotion piece type ordinal (1 knight … 4 queen); meaningful only for PROMOTION moves. */
  public static int promotionType(int move) {
    return ((move >>> 12) & 3) + 1;
  }

  /** UCI long algebraic notation, e.g. {@code e7e8q}. */
  public static String uci(int move) {
    String s = Square.of(from(move)).algebraic() + Square.of(to(move)).algebraic();
    return kind(move) == PROMOTION ? s + PieceType.of(promotionType(move)).letter() : s;
  }
}
