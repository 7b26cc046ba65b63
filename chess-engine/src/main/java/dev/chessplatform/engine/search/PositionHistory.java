package dev.chessplatform.engine.search;

import dev.chessplatform.chess.Board;

/**
 * The keys of the game's earlier positions followed by those of the line being searched, oldest
 * first, for the repetition and fifty-move draw test. One per {@link Search}; not thread-safe.
 */
final class PositionHistory {
  private long[] keys = new long[1024];
  private int count;

  /** Starts over from the game's earlier keys (oldest first) and the root position's key. */
  void reset(long[] history, long rootKey) {
    if (keys.length < history.length + Score.MAX_PLY + 2) {
      keys = new long[history.length + Score.MAX_PLY + 2];
    }
    System.arraycopy(history, 0, keys, 0, history.length);
    count = history.length;
    keys[count++] = rootKey;
  }

  /** Records the position just reached by a move (or a null move). */
  void push(long key) {
    keys[count++] = key;
  }

  /** Forgets the last position, when its move is taken back. */
  void pop() {
    count--;
  }

  /**
   * Fifty-move rule or a repetition of any earlier position since the last irreversible move;
   * {@code board} is the position last pushed.
   */
  boolean isDraw(Board board) {
    if (board.halfmoveClock() >= 100) {
      return true;
    }
    long key = board.key();
    int oldest = Math.max(0, count - 1 - board.halfmoveClock());
    for (int i = count - 3; i >= oldest; i -= 2) {
      if (keys[i] == key) {
        return true;
      }
    }
    return false;
  }
}
