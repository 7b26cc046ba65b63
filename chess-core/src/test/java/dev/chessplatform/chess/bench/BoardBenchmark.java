package dev.chessplatform.chess.bench;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.notation.Fen;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Move generation and make/unmake, single thread. Run with {@code ./mvnw -pl chess-core -Pbench
 * test-compile exec:exec}; the figures are in chess-core/README.md.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BoardBenchmark {
  @Param({
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
  })
  public String fen;

  private Board board;
  private final MoveList list = new MoveList();
  private final MoveList moves = new MoveList();

  @Setup
  public void setUp() {
    board = Fen.readBoard(fen);
    MoveGenerator.generate(board, moves);
  }

  /** All legal moves written into a reused list. */
  @Benchmark
  public int generateLegalMoves() {
    return MoveGenerator.generate(board, list);
  }

  /** The bulk-counting path perft uses at depth 1. */
  @Benchmark
  public int countLegalMoves() {
    return MoveGenerator.count(board);
  }

  /** Make and unmake of every legal move; divide by the move count for one pair. */
  @Benchmark
  public long makeUnmakeAllMoves() {
    long sum = 0;
    for (int i = 0; i < moves.size(); i++) {
      int m = moves.get(i);
      board.makeMove(m);
      sum += board.key();
      board.unmakeMove(m);
    }
    return sum;
  }
}
