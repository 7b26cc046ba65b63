package dev.chessplatform.chess;

/**
 * Attack tables for every piece, computed once at class initialisation. Sliders use "fancy" magic
 * bitboards (chessprogramming.org, "Magic Bitboards"): a per-square mask of the relevant occupancy,
 * multiplied by a magic number and shifted, indexes a shared table. The magics are found at
 * start-up by the sparse-random search that Stockfish uses (src/bitboard.cpp), seeded per rank so
 * that the search is deterministic and takes a few milliseconds.
 */
public final class Attacks {
  public static final long FILE_A = 0x0101010101010101L;
  public static final long FILE_H = FILE_A << 7;
  public static final long RANK_1 = 0xFFL;
  public static final long RANK_2 = RANK_1 << 8;
  public static final long RANK_3 = RANK_1 << 16;
  public static final long RANK_6 = RANK_1 << 40;
  public static final long RANK_7 = RANK_1 << 48;
  public static final long RANK_8 = RANK_1 << 56;
  public static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

  private static final long[] KNIGHT = new long[64];
  private static final long[] KING = new long[64];
  private static final long[][] PAWN = new long[2][64];
  private static final long[][] BETWEEN = new long[64][64];
  private static final long[][] LINE = new long[64][64];

  private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final Magic ROOK = new Magic(ROOK_DIRS, 102_400);
  private static final Magic BISHOP = new Magic(BISHOP_DIRS, 5_248);

  static {
    int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int sq = 0; sq < 64; sq++) {
      KNIGHT[sq] = steps(sq, knightSteps);
      KING[sq] = kingRing(sq);
      PAWN[0][sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
      PAWN[1][sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
    }
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        long bb = 1L << b;
        for (Magic m : new Magic[] {ROOK, BISHOP}) {
          if ((m.slide(a, 0) & bb) != 0) {
            BETWEEN[a][b] = m.slide(a, bb) & m.slide(b, 1L << a);
            LINE[a][b] = (m.slide(a, 0) & m.slide(b, 0)) | (1L << a) | bb;
          }
        }
      }
    }
  }

  private Attacks() {}

  private static long kingRing(int sq) {
    return steps(
        sq, new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}});
  }

  private static long steps(int sq, int[][] deltas) {
    long bb = 0;
    for (int[] d : deltas) {
      int f = (sq & 7) + d[0];
      int r = (sq >>> 3) + d[1];
      if (f >= 0 && f < 8 && r >= 0 && r < 8) {
        bb |= 1L << (r * 8 + f);
      }
    }
    return bb;
  }

  public static long knight(int sq) {
    return KNIGHT[sq];
  }

  public static long king(int sq) {
    return KING[sq];
  }

  /** Squares a pawn of {@code side} (0 white, 1 black) on {@code sq} attacks. */
  public static long pawn(int side, int sq) {
    return PAWN[side][sq];
  }

  public static long rook(int sq, long occupied) {
    return ROOK.attacks(sq, occupied);
  }

  public static long bishop(int sq, long occupied) {
    return BISHOP.attacks(sq, occupied);
  }

  public static long queen(int sq, long occupied) {
    return ROOK.attacks(sq, occupied) | BISHOP.attacks(sq, occupied);
  }

  /** Squares strictly between two squares on a common line, else 0. */
  public static long between(int a, int b) {
    return BETWEEN[a][b];
  }

  /** The whole rank, file or diagonal through both squares (edge to edge), else 0. */
  public static long line(int a, int b) {
    return LINE[a][b];
  }
}
