package dev.chessplatform.chess;

/**
 * Fancy magic bitboards for one slider kind: per square a relevant-occupancy mask, a magic
 * multiplier, a shift and an offset into one shared attack table (chessprogramming.org, "Magic
 * Bitboards", fancy variant). Built once, read-only afterwards.
 */
final class Magic {
  /** Per-rank seeds of Stockfish's 64-bit magic search (src/bitboard.cpp, init_magics). */
  private static final long[] SEEDS = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};

  private final int[][] directions;
  private final long[] mask = new long[64];
  private final long[] magic = new long[64];
  private final int[] shift = new int[64];
  private final int[] offset = new int[64];
  private final long[] table;

  Magic(int[][] directions, int tableSize) {
    this.directions = directions;
    this.table = new long[tableSize];
    int next = 0;
    long[] occupancy = new long[4096];
    long[] reference = new long[4096];
    int[] epoch = new int[4096];
    int attempt = 0;
    for (int sq = 0; sq < 64; sq++) {
      long edges =
          ((Attacks.RANK_1 | Attacks.RANK_8) & ~rankOf(sq))
              | ((Attacks.FILE_A | Attacks.FILE_H) & ~fileOf(sq));
      mask[sq] = slide(sq, 0) & ~edges;
      int bits = Long.bitCount(mask[sq]);
      shift[sq] = 64 - bits;
      offset[sq] = next;
      int size = 0;
      long subset = 0;
      do { // Carry-Rippler enumeration of every subset of the mask.
        occupancy[size] = subset;
        reference[size++] = slide(sq, subset);
        subset = (subset - mask[sq]) & mask[sq];
      } while (subset != 0);
      long[] rng = {SEEDS[sq >>> 3]};
      int i;
      do {
        do {
          magic[sq] = next(rng) & next(rng) & next(rng);
        } while (Long.bitCount((magic[sq] * mask[sq]) >>> 56) < 6);
        attempt++;
        for (i = 0; i < size; i++) {
          int idx = (int) ((occupancy[i] * magic[sq]) >>> shift[sq]);
          if (epoch[idx] < attempt) {
            epoch[idx] = attempt;
            table[next + idx] = reference[i];
          } else if (table[next + idx] != reference[i]) {
            break;
          }
        }
      } while (i < size);
      next += size;
    }
  }

  /** xorshift64* as in Stockfish's PRNG (src/misc.h), after Sebastiano Vigna. */
  private static long next(long[] state) {
    long s = state[0];
    s ^= s >>> 12;
    s ^= s << 25;
    s ^= s >>> 27;
    state[0] = s;
    return s * 2685821657736338717L;
  }

  private static long rankOf(int sq) {
    return Attacks.RANK_1 << (8 * (sq >>> 3));
  }

  private static long fileOf(int sq) {
    return Attacks.FILE_A << (sq & 7);
  }

  long attacks(int sq, long occupied) {
    return table[offset[sq] + (int) (((occupied & mask[sq]) * magic[sq]) >>> shift[sq])];
  }

  /** Slow ray walk that stops at (and includes) the first occupied square; used to fill tables. */
  long slide(int sq, long occupied) {
    long bb = 0;
    for (int[] d : directions) {
      int f = (sq & 7) + d[0];
      int r = (sq >>> 3) + d[1];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        long bit = 1L << (r * 8 + f);
        bb |= bit;
        if ((occupied & bit) != 0) {
          break;
        }
        f += d[0];
        r += d[1];
      }
    }
    return bb;
  }
}
