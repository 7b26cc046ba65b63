package dev.chessplatform.engine.train;

import dev.chessplatform.chess.Board;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Objects;

/**
 * One labelled position of the training data, 32 bytes little-endian:
 *
 * <ul>
 *   <li>0–7: the occupied squares (a bitboard, a1 = bit 0);
 *   <li>8–23: the piece on each occupied square, lowest square first, 4 bits each (chess-core's
 *       code, side × 6 + type; the low nibble first), at most 32 pieces;
 *   <li>24: the side to move (0 white, 1 black);
 *   <li>25: the game's result for white (0 lost, 1 drawn, 2 won);
 *   <li>26–27: our search's score in centipawns for white (int16);
 *   <li>28–31: the game's number in its run (int32), so that a run can be resumed.
 * </ul>
 */
public record PackedPosition(
    long occupied, byte[] pieces, int sideToMove, int result, int score, int game) {

  public static final int BYTES = 32;

  public static final int WHITE_LOST = 0;
  public static final int DRAW = 1;
  public static final int WHITE_WON = 2;

  /** The position of {@code board}, with white's score and result. */
  public static PackedPosition of(Board board, int whiteScore, int result, int game) {
    long occupied = board.occupancy(0) | board.occupancy(1);
    if (Long.bitCount(occupied) > 32) {
      throw new IllegalArgumentException("more than 32 pieces");
    }
    byte[] pieces = new byte[Long.bitCount(occupied)];
    int i = 0;
    for (long bits = occupied; bits != 0; bits &= bits - 1) {
      pieces[i++] = (byte) board.pieceAt(Long.numberOfTrailingZeros(bits));
    }
    int score = Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, whiteScore));
    return new PackedPosition(occupied, pieces, board.sideToMove(), result, score, game);
  }

  /** The same position with the game's result for white. */
  public PackedPosition withResult(int result) {
    return new PackedPosition(occupied, pieces, sideToMove, result, score, game);
  }

  /** Writes the 32 bytes at the buffer's position; the buffer's byte order is left as it was. */
  public void write(ByteBuffer b) {
    ByteOrder order = b.order();
    b.order(ByteOrder.LITTLE_ENDIAN);
    b.putLong(occupied);
    byte[] nibbles = new byte[16];
    for (int i = 0; i < pieces.length; i++) {
      nibbles[i / 2] |= (byte) ((pieces[i] & 0xF) << ((i & 1) * 4));
    }
    b.put(nibbles);
    b.put((byte) sideToMove).put((byte) result).putShort((short) score).putInt(game);
    b.order(order);
  }

  /** Reads 32 bytes at the buffer's position; the buffer's byte order is left as it was. */
  public static PackedPosition read(ByteBuffer b) {
    ByteOrder order = b.order();
    b.order(ByteOrder.LITTLE_ENDIAN);
    long occupied = b.getLong();
    byte[] nibbles = new byte[16];
    b.get(nibbles);
    byte[] pieces = new byte[Long.bitCount(occupied)];
    for (int i = 0; i < pieces.length; i++) {
      pieces[i] = (byte) ((nibbles[i / 2] >>> ((i & 1) * 4)) & 0xF);
    }
    int side = b.get();
    int result = b.get();
    int score = b.getShort();
    int game = b.getInt();
    b.order(order);
    return new PackedPosition(occupied, pieces, side, result, score, game);
  }

  /** Equal when every field is, the pieces compared by content. */
  @Override
  public boolean equals(Object o) {
    return o instanceof PackedPosition p
        && occupied == p.occupied
        && Arrays.equals(pieces, p.pieces)
        && sideToMove == p.sideToMove
        && result == p.result
        && score == p.score
        && game == p.game;
  }

  @Override
  public int hashCode() {
    return Objects.hash(occupied, Arrays.hashCode(pieces), sideToMove, result, score, game);
  }

  @Override
  public String toString() {
    return "PackedPosition[occupied=%x, pieces=%s, sideToMove=%d, result=%d, score=%d, game=%d]"
        .formatted(occupied, Arrays.toString(pieces), sideToMove, result, score, game);
  }

  /** The square of the {@code i}-th piece. */
  public int square(int i) {
    long bits = occupied;
    for (int k = 0; k < i; k++) {
      bits &= bits - 1;
    }
    return Long.numberOfTrailingZeros(bits);
  }
}
