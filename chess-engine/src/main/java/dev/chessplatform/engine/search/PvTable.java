package dev.chessplatform.engine.search;

import java.util.Arrays;

/**
 * The triangular principal-variation table (chessprogramming.org, "Triangular PV-Table"): the line
 * at each ply holds the best moves found from that ply on, in slots {@code ply} up to its length.
 */
final class PvTable {
  private final int[][] lines = new int[Score.MAX_PLY + 1][Score.MAX_PLY + 1];
  private final int[] lengths = new int[Score.MAX_PLY + 1];

  /** Empties the line at {@code ply}, when a node is entered. */
  void clear(int ply) {
    lengths[ply] = ply;
  }

  /** Sets the line at {@code ply} to {@code move} followed by the line of the child node. */
  void update(int ply, int move) {
    int[] line = lines[ply];
    line[ply] = move;
    int childLength = lengths[ply + 1];
    System.arraycopy(lines[ply + 1], ply + 1, line, ply + 1, childLength - ply - 1);
    lengths[ply] = Math.max(childLength, ply + 1);
  }

  /** The number of moves in the root's line; 0 if the root search found none. */
  int rootLength() {
    return lengths[0];
  }

  /** A copy of the root's line. */
  int[] rootLine() {
    return Arrays.copyOfRange(lines[0], 0, lengths[0]);
  }
}
