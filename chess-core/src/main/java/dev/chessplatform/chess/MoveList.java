package dev.chessplatform.chess;

/**
 * A reusable array of packed moves (see {@link PackedMove}). 256 slots: the most legal moves known
 * in any position is 218 (chessprogramming.org, "Encoding Moves").
 */
public final class MoveList {
  final int[] moves = new int[256];
  int size;

  public int size() {
    return size;
  }

  public int get(int index) {
    return moves[index];
  }

  public void clear() {
    size = 0;
  }

  public boolean contains(int move) {
    for (int i = 0; i < size; i++) {
      if (moves[i] == move) {
        return true;
      }
    }
    return false;
  }
}
