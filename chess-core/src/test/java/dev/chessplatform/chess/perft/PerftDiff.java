package dev.chessplatform.chess.perft;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.notation.Fen;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Explains a perft mismatch the way pulse does: walks down the tree, comparing the fast generator
 * with {@link NaiveMoveGenerator}, to the first node whose move lists differ, and names the missing
 * and the extra moves there.
 */
final class PerftDiff {
  private PerftDiff() {}

  static long naivePerft(Board b, int depth) {
    if (depth == 0) {
      return 1;
    }
    long nodes = 0;
    for (int m : NaiveMoveGenerator.legal(b)) {
      b.makeMove(m);
      nodes += naivePerft(b, depth - 1);
      b.unmakeMove(m);
    }
    return nodes;
  }

  static String explain(Board root, int depth) {
    Board b = root.copy();
    List<String> path = new ArrayList<>();
    while (depth >= 1) {
      MoveList list = new MoveList();
      MoveGenerator.generate(b, list);
      TreeSet<String> fast = new TreeSet<>();
      for (int i = 0; i < list.size(); i++) {
        fast.add(PackedMove.uci(list.get(i)));
      }
      TreeSet<String> naive = new TreeSet<>();
      for (int m : NaiveMoveGenerator.legal(b)) {
        naive.add(PackedMove.uci(m));
      }
      if (!fast.equals(naive)) {
        TreeSet<String> missing = new TreeSet<>(naive);
        missing.removeAll(fast);
        TreeSet<String> extra = new TreeSet<>(fast);
        extra.removeAll(naive);
        return "after moves "
            + path
            + " at "
            + Fen.write(b)
            + ": missing "
            + missing
            + ", extra "
            + extra;
      }
      int next = PackedMove.NONE;
      for (int i = 0; i < list.size() && next == PackedMove.NONE; i++) {
        int m = list.get(i);
        b.makeMove(m);
        if (Perft.count(b, depth - 1) != naivePerft(b, depth - 1)) {
          next = m;
        }
        b.unmakeMove(m);
      }
      if (next == PackedMove.NONE) {
        return "the generators agree below "
            + Fen.write(b)
            + " (depth "
            + depth
            + "): the expected count may be wrong";
      }
      path.add(PackedMove.uci(next));
      b.makeMove(next);
      depth--;
    }
    return "no differing node found";
  }
}
