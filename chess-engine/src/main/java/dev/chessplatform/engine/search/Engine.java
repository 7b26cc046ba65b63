package dev.chessplatform.engine.search;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.engine.eval.EvalParams;
import dev.chessplatform.engine.eval.nnue.Network;
import java.util.ArrayList;
import java.util.List;

/**
 * The engine's entry point: one instance per worker, owning its transposition table and search
 * threads' state; nothing is static, so any number of engines may search side by side in one JVM.
 * {@link #search} blocks the calling thread; with {@code threads > 1} it starts that many minus one
 * helper threads for the duration of the search (Lazy SMP: all threads search the same root over
 * the shared table, chessprogramming.org, "Lazy SMP") and reports from the calling thread only. An
 * engine runs one search at a time.
 */
public final class Engine {
  public static final int DEFAULT_HASH_MB = 16;

  private final TranspositionTable tt;
  private final EvalParams params;
  private final List<Search> workers = new ArrayList<>();
  private int threads;
  private Network network;

  public Engine() {
    this(DEFAULT_HASH_MB, 1, EvalParams.defaults());
  }

  public Engine(int hashMb, int threads, EvalParams params) {
    this.tt = new TranspositionTable(hashMb);
    this.params = params;
    setThreads(threads);
  }

  public void setHash(int megabytes) {
    tt.resize(megabytes);
  }

  public void setThreads(int count) {
    threads = Math.max(1, count);
    while (workers.size() < threads) {
      Search w = new Search(tt, params);
      w.useNetwork(network);
      workers.add(w);
    }
  }

  /**
   * Evaluates with {@code network} (NNUE) from the next search on, or with the hand-written
   * evaluation when null (the default). The table is cleared: its scores came from the other one.
   */
  public void setNetwork(Network network) {
    this.network = network;
    for (Search w : workers) {
      w.useNetwork(network);
    }
    tt.clear();
  }

  /** The network the search evaluates with, or null for the hand-written evaluation. */
  public Network network() {
    return network;
  }

  /** Forgets everything learnt: the table and the move-ordering history (UCI ucinewgame). */
  public void newGame() {
    tt.clear();
    for (Search w : workers) {
      w.ordering.clear();
    }
  }

  /** Searches the position reached from {@code fen} by {@code uciMoves}. */
  public SearchResult search(
      String fen,
      List<String> uciMoves,
      SearchLimits limits,
      SearchListener listener,
      SearchControl control) {
    Board board = Fen.readBoard(fen);
    long[] history = new long[uciMoves.size()];
    for (int i = 0; i < uciMoves.size(); i++) {
      history[i] = board.key();
      board.makeMove(UciNotation.readPacked(board, uciMoves.get(i)));
    }
    return search(board, history, limits, listener, control);
  }

  /** Searches the position reached from {@code start} by {@code moves}. */
  public SearchResult search(
      Position start,
      List<Move> moves,
      SearchLimits limits,
      SearchListener listener,
      SearchControl control) {
    return search(
        Fen.write(start), moves.stream().map(Move::uci).toList(), limits, listener, control);
  }

  /**
   * Searches {@code board} (not modified). {@code history} holds the keys of the game's earlier
   * positions, oldest first, for repetition detection.
   */
  public SearchResult search(
      Board board,
      long[] history,
      SearchLimits limits,
      SearchListener listener,
      SearchControl control) {
    long start = System.nanoTime();
    if (limits.ponder() && control.ponderhitNanos() == 0) {
      control.startPondering();
    }
    tt.newSearch();
    MoveList legal = new MoveList();
    int legalCount = MoveGenerator.generate(board, legal);
    if (legalCount == 0) {
      int score = board.isInCheck() ? -Score.MATE : Score.DRAW;
      return new SearchResult(null, null, score, 0, 0, 0, 0, List.of());
    }
    TimeManager time = TimeManager.of(limits, control, start);
    for (int i = 0; i < threads; i++) {
      Search w = workers.get(i);
      w.setRoot(board, history);
      w.nodes = 0;
      w.stopped = false;
      w.abort = false;
      w.control = control;
      w.time = i == 0 ? time : null;
      w.nodeLimit = limits.nodes();
    }
    List<Thread> helpers = new ArrayList<>();
    for (int i = 1; i < threads; i++) {
      Search w = workers.get(i);
      int firstDepth = 1 + i % 2;
      Thread t =
          new Thread(
              () -> RootSearch.run(w, limits, legalCount, firstDepth, null, null), "helper-" + i);
      t.setDaemon(true);
      helpers.add(t);
      t.start();
    }
    RootSearch.IterationListener reporter =
        (depth, selDepth, lines) -> report(listener, time, depth, selDepth, lines);
    List<RootSearch.PackedLine> lines =
        RootSearch.run(workers.get(0), limits, legalCount, 1, time, reporter);
    for (int i = 1; i < threads; i++) {
      workers.get(i).abort = true;
    }
    for (Thread t : helpers) {
      try {
        t.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    if (lines.isEmpty()) {
      lines = List.of(new RootSearch.PackedLine(0, 0, new int[] {legal.get(0)}));
    }
    return result(board, lines, time.elapsedMs());
  }

  private long totalNodes() {
    long n = 0;
    for (int i = 0; i < threads; i++) {
      n += workers.get(i).nodes;
    }
    return n;
  }

  private void report(
      SearchListener listener,
      TimeManager time,
      int depth,
      int selDepth,
      List<RootSearch.PackedLine> lines) {
    long ms = time.elapsedMs();
    long nodes = totalNodes();
    int hashfull = tt.hashfull();
    for (int k = 0; k < lines.size(); k++) {
      RootSearch.PackedLine l = lines.get(k);
      listener.onInfo(
          new SearchInfo(
              depth,
              selDepth,
              k + 1,
              l.score(),
              nodes,
              nodes * 1000 / Math.max(1, ms),
              ms,
              hashfull,
              moves(l.pv())));
    }
  }

  private SearchResult result(Board board, List<RootSearch.PackedLine> packed, long ms) {
    List<SearchResult.Line> lines = new ArrayList<>();
    for (RootSearch.PackedLine l : packed) {
      lines.add(new SearchResult.Line(l.score(), l.depth(), moves(l.pv())));
    }
    RootSearch.PackedLine best = packed.get(0);
    Move ponder =
        best.pv().length > 1 ? Move.fromPacked(best.pv()[1]) : ponderFromTable(board, best.pv()[0]);
    long nodes = totalNodes();
    return new SearchResult(
        Move.fromPacked(best.pv()[0]),
        ponder,
        best.score(),
        best.depth(),
        nodes,
        nodes * 1000 / Math.max(1, ms),
        ms,
        List.copyOf(lines));
  }

  /** The hash move of the position after {@code move}, if it is legal there. */
  private Move ponderFromTable(Board board, int move) {
    Board after = board.copy();
    after.makeMove(move);
    int reply = TranspositionTable.move(tt.probe(after.key()));
    MoveList replies = new MoveList();
    MoveGenerator.generate(after, replies);
    return reply != 0 && replies.contains(reply) ? Move.fromPacked(reply) : null;
  }

  private static List<Move> moves(int[] pv) {
    List<Move> out = new ArrayList<>(pv.length);
    for (int m : pv) {
      out.add(Move.fromPacked(m));
    }
    return List.copyOf(out);
  }
}
