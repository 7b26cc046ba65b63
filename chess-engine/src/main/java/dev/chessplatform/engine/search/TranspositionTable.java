package dev.chessplatform.engine.search;

/**
 * A shared transposition table (chessprogramming.org, "Transposition Table"), safe to use from
 * several search threads without locks.
 *
 * <p>Why no locks: each entry is two longs, the data word and the key XOR the data word (Hyatt and
 * Mann's "lockless hashing", chessprogramming.org, "Shared Hash Table"). A reader recomputes {@code
 * stored ^ data} and accepts the entry only if it equals its key, so an entry torn by two writers
 * racing reads as a miss, never as another position's data. Long array elements are written whole
 * on 64-bit JVMs; the XOR check covers the rest. Moves read from the table are only played after
 * they are found in the legal move list, so even a false hit cannot corrupt the board.
 *
 * <p>Data word layout: bits 0–15 move, 16–31 score, 32–47 static eval, 48–55 depth, 56–57 bound,
 * 58–63 generation.
 */
public final class TranspositionTable {
  public static final int BOUND_UPPER = 1;
  public static final int BOUND_LOWER = 2;
  public static final int BOUND_EXACT = 3;

  private static final int ENTRY_BYTES = 16;
  private static final int GENERATIONS = 64;

  /** Entries sampled for {@code hashfull}, as UCI defines it: permille of the table in use. */
  private static final int HASHFULL_SAMPLE = 1000;

  /**
   * An entry of the current search is kept unless the new one is searched this much shallower, so
   * deep results survive the flood of shallow ones (depth-preferred replacement).
   */
  private static final int DEPTH_KEEP_MARGIN = 3;

  private long[] keys;
  private long[] data;
  private int mask;
  private volatile int generation;

  public TranspositionTable(int megabytes) {
    resize(megabytes);
  }

  /** Reallocates (and so clears) the table; the size is rounded down to a power of two. */
  public void resize(int megabytes) {
    long entries = Math.max(1024, (long) megabytes * 1024 * 1024 / ENTRY_BYTES);
    int size = Integer.highestOneBit((int) Math.min(entries, 1 << 30));
    keys = new long[size];
    data = new long[size];
    mask = size - 1;
    generation = 0;
  }

  public void clear() {
    java.util.Arrays.fill(keys, 0);
    java.util.Arrays.fill(data, 0);
  }

  /** Called once per search so older entries can be told apart and replaced first. */
  public void newSearch() {
    generation = (generation + 1) % GENERATIONS;
  }

  /** The data word stored for {@code key}, or 0 on a miss. */
  public long probe(long key) {
    int i = (int) key & mask;
    long d = data[i];
    return (keys[i] ^ d) == key && d != 0 ? d : 0;
  }

  public void store(long key, int move, int score, int eval, int depth, int bound) {
    int i = (int) key & mask;
    long old = data[i];
    boolean same = (keys[i] ^ old) == key;
    if (old != 0
        && generationOf(old) == generation
        && bound != BOUND_EXACT
        && depth + DEPTH_KEEP_MARGIN < depth(old)) {
      return;
    }
    if (same && move == 0) {
      move = move(old);
    }
    long d =
        (move & 0xFFFFL)
            | ((score & 0xFFFFL) << 16)
            | ((eval & 0xFFFFL) << 32)
            | ((long) (Math.max(0, Math.min(255, depth))) << 48)
            | ((long) bound << 56)
            | ((long) generation << 58);
    data[i] = d;
    keys[i] = key ^ d;
  }

  /** Permille of sampled entries written during the current search. */
  public int hashfull() {
    int n = Math.min(HASHFULL_SAMPLE, data.length);
    int used = 0;
    for (int i = 0; i < n; i++) {
      if (data[i] != 0 && generationOf(data[i]) == generation) {
        used++;
      }
    }
    return used * 1000 / n;
  }

  public static int move(long d) {
    return (int) (d & 0xFFFF);
  }

  public static int score(long d) {
    return (short) (d >>> 16);
  }

  public static int eval(long d) {
    return (short) (d >>> 32);
  }

  public static int depth(long d) {
    return (int) ((d >>> 48) & 0xFF);
  }

  public static int bound(long d) {
    return (int) ((d >>> 56) & 3);
  }

  private static int generationOf(long d) {
    return (int) (d >>> 58);
  }
}
