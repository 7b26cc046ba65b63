package dev.chessplatform.chess.perft;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.notation.ChessFormatException;
import dev.chessplatform.chess.notation.Fen;
import java.util.Arrays;

/**
 * Perft speed from the command line: {@code PerftMain DEPTH [REPEATS] [FEN...]}. Prints leaves,
 * seconds and leaves per second for each repeat (the first runs include JIT warm-up).
 */
public final class PerftMain {
  private PerftMain() {}

  public static void main(String[] args) {
    if (args.length < 1) {
      System.err.println("usage: PerftMain DEPTH [REPEATS] [FEN]");
      System.exit(2);
    }
    int depth = Integer.parseInt(args[0]);
    int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    String fen =
        args.length > 2 ? String.join(" ", Arrays.copyOfRange(args, 2, args.length)) : Fen.INITIAL;
    Board board;
    try {
      board = Fen.readBoard(fen);
    } catch (ChessFormatException e) {
      System.err.println(e.getMessage());
      System.exit(2);
      return;
    }
    for (int r = 0; r < repeats; r++) {
      long start = System.nanoTime();
      long nodes = Perft.count(board, depth);
      double seconds = (System.nanoTime() - start) / 1e9;
      System.out.printf(
          "perft(%d) = %d in %.3f s, %.1f M leaves/s%n",
          depth, nodes, seconds, nodes / seconds / 1e6);
    }
  }
}
