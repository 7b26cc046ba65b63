package dev.chessplatform.engine.uci;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.ChessFormatException;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.chess.perft.Perft;
import dev.chessplatform.engine.eval.EvalParams;
import dev.chessplatform.engine.eval.nnue.Network;
import dev.chessplatform.engine.eval.nnue.Networks;
import dev.chessplatform.engine.level.Level;
import dev.chessplatform.engine.level.LevelPlayer;
import dev.chessplatform.engine.search.Bench;
import dev.chessplatform.engine.search.Engine;
import dev.chessplatform.engine.search.Score;
import dev.chessplatform.engine.search.SearchControl;
import dev.chessplatform.engine.search.SearchInfo;
import dev.chessplatform.engine.search.SearchLimits;
import dev.chessplatform.engine.search.SearchResult;
import dev.chessplatform.engine.search.Warmup;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The engine side of one UCI conversation: holds the position and the options, runs each search on
 * one background thread (so {@code stop}, {@code ponderhit} and {@code isready} are answered while
 * it thinks) and prints {@code info} and {@code bestmove}. The search itself knows nothing of UCI.
 */
public final class UciSession {
  static final String NAME = "ChessPlatform 0.2";
  static final String AUTHOR = "the chess-platform developers";

  /** How often a finished infinite or ponder search checks whether it may answer. */
  private static final long RELEASE_POLL_MS = 1;

  private final PrintWriter out;
  private final UciOptions options = new UciOptions();
  private final Engine engine = new Engine();
  private final LevelPlayer levelPlayer = new LevelPlayer(engine, System.nanoTime());
  private Board board = Position.initial().board();
  private long[] history = new long[0];
  private Thread searchThread;
  private SearchControl control;
  private boolean warmedUp;

  public UciSession(PrintWriter out) {
    this.out = out;
  }

  /** Answers one command; false once the conversation should end. */
  public boolean handle(UciCommand command) {
    if (command instanceof UciCommand.Uci) {
      send("id name " + NAME);
      send("id author " + AUTHOR);
      options.announce().forEach(this::send);
      send("uciok");
    } else if (command instanceof UciCommand.IsReady) {
      warmUpOnce();
      send("readyok");
    } else if (command instanceof UciCommand.NewGame) {
      finishSearch();
      engine.newGame();
      board = Position.initial().board();
      history = new long[0];
    } else if (command instanceof UciCommand.SetPosition p) {
      finishSearch();
      setPosition(p);
    } else if (command instanceof UciCommand.GoPerft g) {
      finishSearch();
      perft(g.depth());
    } else if (command instanceof UciCommand.Go g) {
      finishSearch();
      go(g);
    } else if (command instanceof UciCommand.SetOption o) {
      finishSearch();
      setOption(o);
    } else if (command instanceof UciCommand.PonderHit) {
      if (control != null) {
        control.ponderhit();
      }
    } else if (command instanceof UciCommand.Bench b) {
      finishSearch();
      bench(b.depth());
    } else if (command instanceof UciCommand.Levels) {
      for (Level l : Level.values()) {
        send(
            "info string level "
                + l.number()
                + " target "
                + (l.isFullStrength() ? "full strength" : l.targetElo())
                + " measured "
                + l.calibration());
      }
    } else if (command instanceof UciCommand.Display) {
      send(Fen.write(board));
    } else if (command instanceof UciCommand.Stop) {
      if (control != null) {
        control.stop();
      }
    } else if (command instanceof UciCommand.Quit) {
      if (control != null) {
        control.stop();
      }
      finishSearch();
      return false;
    } else if (command instanceof UciCommand.Unknown u) {
      if (!u.line().isBlank()) {
        send("info string " + u.problem() + ": " + u.line());
      }
    } else {
      throw new IllegalStateException("unhandled UCI command " + command);
    }
    return true;
  }

  /**
   * At the first {@code isready} with no search running, {@link Warmup} compiles the search before
   * the first move ({@code Warmup} option, ms; 0 turns it off). GUIs and match runners wait for
   * {@code readyok} before the first {@code go}, so the time is spent before any clock runs.
   */
  private void warmUpOnce() {
    if (warmedUp) {
      return;
    }
    warmedUp = true;
    if (searchThread == null || !searchThread.isAlive()) {
      Warmup.run(options.warmupMs, engine.network());
    }
  }

  private synchronized void send(String line) {
    out.println(line);
    out.flush();
  }

  /** Waits for the running search, if any, to print its best move. */
  private void finishSearch() {
    if (searchThread != null) {
      try {
        searchThread.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      searchThread = null;
    }
  }

  /** Applies the moves one by one; on a bad FEN or move it keeps what was valid and says why. */
  private void setPosition(UciCommand.SetPosition p) {
    try {
      board = p.fen() == null ? Position.initial().board() : Fen.readBoard(p.fen());
      history = new long[p.moves().size()];
      int n = 0;
      for (String uci : p.moves()) {
        int move = UciNotation.readPacked(board, uci);
        history[n++] = board.key();
        board.makeMove(move);
      }
      history = Arrays.copyOf(history, n);
    } catch (ChessFormatException e) {
      send("info string " + e.getMessage());
    }
  }

  private void setOption(UciCommand.SetOption o) {
    String problem = options.set(o.name(), o.value());
    if (problem != null) {
      send("info string " + problem);
    } else if (o.name().equalsIgnoreCase("hash")) {
      engine.setHash(options.hashMb);
    } else if (o.name().equalsIgnoreCase("threads")) {
      engine.setThreads(options.threads);
    } else if (o.name().equalsIgnoreCase("eval") || o.name().equalsIgnoreCase("evalfile")) {
      useEvaluation();
    }
  }

  /**
   * Evaluates as the options say: the hand-written evaluation, the built-in network, or the network
   * in {@code EvalFile}. A network that cannot be read leaves the evaluation as it was and says
   * why.
   */
  private void useEvaluation() {
    if (!options.eval.equals("nnue")) {
      engine.setNetwork(null);
      return;
    }
    try {
      Network net =
          options.evalFile.isEmpty()
              ? Networks.bundled()
              : Networks.read(Path.of(options.evalFile));
      engine.setNetwork(net);
      send("info string evaluation nnue, " + net.hidden() + " hidden, " + net.kernels());
    } catch (IOException | RuntimeException e) {
      send("info string no network: " + e.getMessage());
    }
  }

  private void go(UciCommand.Go g) {
    boolean white = board.sideToMove() == 0;
    SearchLimits limits =
        new SearchLimits(
            g.depth(),
            g.nodes(),
            g.movetime(),
            white ? g.wtime() : g.btime(),
            white ? g.winc() : g.binc(),
            g.movesToGo(),
            g.mate(),
            g.infinite(),
            g.ponder(),
            options.multiPv);
    SearchControl c = new SearchControl();
    control = c;
    Board root = board.copy();
    long[] keys = history.clone();
    Level level = options.effectiveLevel();
    searchThread =
        new Thread(
            () -> {
              SearchResult r = levelPlayer.play(level, root, keys, limits, this::info, c);
              while ((g.infinite() && !c.isStopped())
                  || (g.ponder() && c.isPondering() && !c.isStopped())) {
                sleep();
              }
              sendBestMove(r);
            },
            "search");
    searchThread.start();
  }

  private void info(SearchInfo i) {
    String pv = i.pv().stream().map(Move::uci).collect(Collectors.joining(" "));
    send(
        "info depth "
            + i.depth()
            + " seldepth "
            + i.selDepth()
            + " multipv "
            + i.multiPv()
            + " score "
            + Score.uci(i.score())
            + " nodes "
            + i.nodes()
            + " nps "
            + i.nps()
            + " hashfull "
            + i.hashfull()
            + " time "
            + i.timeMs()
            + " pv "
            + pv);
  }

  private void sendBestMove(SearchResult r) {
    if (r.bestMove() == null) {
      send("bestmove 0000");
    } else if (r.ponder() != null) {
      send("bestmove " + r.bestMove().uci() + " ponder " + r.ponder().uci());
    } else {
      send("bestmove " + r.bestMove().uci());
    }
  }

  private static void sleep() {
    try {
      Thread.sleep(RELEASE_POLL_MS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void bench(int depth) {
    Bench.Result r = Bench.run(EvalParams.defaults(), engine.network(), depth, out);
    send("===========================");
    send("Total time (ms) : " + r.timeMs());
    send("Nodes searched  : " + r.nodes());
    send("Nodes/second    : " + r.nps());
  }

  private void perft(int depth) {
    long total = 0;
    for (Perft.Division d : Perft.divide(board, depth)) {
      send(d.uci() + ": " + d.nodes());
      total += d.nodes();
    }
    send("");
    send("Nodes searched: " + total);
    send("");
  }
}
