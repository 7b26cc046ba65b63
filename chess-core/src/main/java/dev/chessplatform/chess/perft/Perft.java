package dev.chessplatform.chess.perft;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.PackedMove;
import java.util.ArrayList;
import java.util.List;

/**
 * Counts the leaves of the legal move tree to a fixed depth (chessprogramming.org, "Perft"), with
 * bulk counting: at depth 1 the number of legal moves is returned without making them. The board is
 * made and unmade in place, one preallocated {@link MoveList} per ply.
 */
public final class Perft {
  private final Board board;
  private final MoveList[] lists;

  private Perft(Board board, int depth) {
    this.board = board;
    this.lists = new MoveList[Math.max(depth, 1) + 1];
    for (int i = 0; i < lists.length; i++) {
      lists[i] = new MoveList();
    }
  }

  /** Leaf count of {@code board} to {@code depth}; the board is left as it was. */
  public static long count(Board board, int depth) {
    return new Perft(board, depth).run(depth);
  }

  /** One root move and the leaves below it, as {@code go perft} prints them. */
  public record Division(int move, long nodes) {
    public String uci() {
      return PackedMove.uci(move);
    }
  }

  /** Leaf counts per root move, in generation order. */
  public static List<Division> divide(Board board, int depth) {
    Perft perft = new Perft(board, depth);
    MoveList root = new MoveList();
    MoveGenerator.generate(board, root);
    List<Division> result = new ArrayList<>(root.size());
    for (int i = 0; i < root.size(); i++) {
      int move = root.get(i);
      board.makeMove(move);
      result.add(new Division(move, depth <= 1 ? 1 : perft.run(depth - 1)));
      board.unmakeMove(move);
    }
    return result;
  }

  private long run(int depth) {
    if (depth <= 1) {
      return depth == 1 ? MoveGenerator.count(board) : 1;
    }
    MoveList list = lists[depth];
    MoveGenerator.generate(board, list);
    long nodes = 0;
    for (int i = 0, n = list.size(); i < n; i++) {
      int move = list.get(i);
      board.makeMove(move);
      nodes += run(depth - 1);
      board.unmakeMove(move);
    }
    return nodes;
  }
}
