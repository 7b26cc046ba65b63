package dev.chessplatform.engineservice.application;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.engine.search.SearchControl;
import dev.chessplatform.engine.search.SearchLimits;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchAnswer.Evaluation;
import dev.chessplatform.engineservice.domain.SearchSpec;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * An external UCI engine (e.g. Stockfish) as a worker backend: one process per worker, kept for the
 * worker's life. A level is played as the built-in level's horizon (its depth and nodes) at full
 * judgement: external engines have no common way to play weaker by level.
 */
public final class UciBackend implements SearchBackend {

  private final Process process;
  private final BufferedReader in;
  private final Writer out;
  private int multiPv = 1;

  public UciBackend(String command, int threads, int hashMb) {
    try {
      process = new ProcessBuilder(command.split(" ")).redirectErrorStream(true).start();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start the UCI engine '" + command + "'", e);
    }
    in =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    out = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    send("uci");
    await("uciok", null);
    send("setoption name Threads value " + threads);
    send("setoption name Hash value " + hashMb);
    send("isready");
    await("readyok", null);
  }

  @Override
  public SearchAnswer search(SearchSpec spec, SearchControl control) {
    SearchLimits limits = spec.limits();
    if (limits.multiPv() != multiPv) {
      multiPv = limits.multiPv();
      send("setoption name MultiPV value " + multiPv);
    }
    send(
        "position fen "
            + spec.fen()
            + (spec.moves().isEmpty() ? "" : " moves " + String.join(" ", spec.moves())));
    StringBuilder go = new StringBuilder("go");
    int depth =
        spec.level() != null && !spec.level().isFullStrength()
            ? spec.level().depth()
            : limits.depth();
    long nodes =
        spec.level() != null && !spec.level().isFullStrength()
            ? spec.level().nodes()
            : limits.nodes();
    if (limits.movetimeMs() > 0) {
      go.append(" movetime ").append(limits.movetimeMs());
    }
    if (depth > 0) {
      go.append(" depth ").append(depth);
    }
    if (nodes > 0) {
      go.append(" nodes ").append(nodes);
    }
    long started = System.nanoTime();
    send(go.toString());
    TreeMap<Integer, Info> lines = new TreeMap<>();
    String best = await("bestmove", new Reading(lines, control));
    long ms = (System.nanoTime() - started) / 1_000_000;
    return answer(spec.position(), best.split(" ")[1], lines, ms, control.isStopped());
  }

  private record Info(int depth, Evaluation score, long nodes, long nps, List<String> pv) {}

  /** Collects {@code info … multipv k … score … pv …} lines and sends stop once asked to. */
  private final class Reading {
    final TreeMap<Integer, Info> lines;
    final SearchControl control;
    boolean stopSent;

    Reading(TreeMap<Integer, Info> lines, SearchControl control) {
      this.lines = lines;
      this.control = control;
    }

    void poll() {
      if (!stopSent && control.isStopped()) {
        stopSent = true;
        send("stop");
      }
    }

    void line(String line) {
      String[] t = line.split(" ");
      if (!t[0].equals("info") || !line.contains(" pv ")) {
        return;
      }
      int depth = 0;
      int k = 1;
      long nodes = 0;
      long nps = 0;
      Evaluation score = null;
      List<String> pv = new ArrayList<>();
      for (int i = 1; i < t.length; i++) {
        switch (t[i]) {
          case "depth" -> depth = Integer.parseInt(t[++i]);
          case "multipv" -> k = Integer.parseInt(t[++i]);
          case "nodes" -> nodes = Long.parseLong(t[++i]);
          case "nps" -> nps = Long.parseLong(t[++i]);
          case "score" -> {
            String unit = t[++i];
            int value = Integer.parseInt(t[++i]);
            score = unit.equals("mate") ? new Evaluation(null, value) : new Evaluation(value, null);
          }
          case "pv" -> {
            while (i + 1 < t.length) {
              pv.add(t[++i]);
            }
          }
          default -> {}
        }
      }
      if (score != null && !pv.isEmpty()) {
        lines.put(k, new Info(depth, score, nodes, nps, pv));
      }
    }
  }

  private static SearchAnswer answer(
      Position position, String best, TreeMap<Integer, Info> infos, long ms, boolean stopped) {
    List<SearchAnswer.Line> lines = new ArrayList<>();
    for (Info info : infos.values()) {
      lines.add(
          SearchAnswer.line(position, info.score(), info.depth(), moves(position, info.pv())));
    }
    Info first =
        infos.isEmpty()
            ? new Info(0, new Evaluation(0, null), 0, 0, List.of(best))
            : infos.firstEntry().getValue();
    Move move = UciNotation.read(position, best);
    return new SearchAnswer(
        move.uci(),
        San.write(position, move),
        first.score(),
        first.depth(),
        first.nodes(),
        first.nps(),
        ms,
        List.copyOf(lines),
        stopped);
  }

  private static List<Move> moves(Position position, List<String> uci) {
    List<Move> moves = new ArrayList<>();
    Position p = position;
    for (String u : uci) {
      Move m;
      try {
        m = UciNotation.read(p, u);
      } catch (RuntimeException e) {
        break;
      }
      if (!(p.play(m) instanceof MoveResult.Played<Position> played)) {
        break;
      }
      moves.add(m);
      p = played.after();
    }
    return moves;
  }

  private void send(String command) {
    try {
      out.write(command + "\n");
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException("the UCI engine went away", e);
    }
  }

  /** Reads until a line starting with {@code token}; polls the stop flag every few ms. */
  private String await(String token, Reading reading) {
    try {
      while (true) {
        if (reading != null) {
          reading.poll();
        }
        if (!in.ready()) {
          if (!process.isAlive()) {
            throw new IllegalStateException("the UCI engine exited");
          }
          Thread.sleep(2);
          continue;
        }
        String line = in.readLine();
        if (line == null) {
          throw new IllegalStateException("the UCI engine exited");
        }
        if (line.startsWith(token)) {
          return line;
        }
        if (reading != null) {
          reading.line(line);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("the UCI engine went away", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the UCI engine", e);
    }
  }

  @Override
  public void close() {
    try {
      send("quit");
    } catch (RuntimeException e) {
      // already gone
    }
    process.destroy();
  }
}
