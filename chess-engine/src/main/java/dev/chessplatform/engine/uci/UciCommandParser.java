package dev.chessplatform.engine.uci;

import dev.chessplatform.engine.search.Bench;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/** Turns protocol lines into {@link UciCommand}s; knows nothing about boards. */
public final class UciCommandParser {
  private static final Set<String> GO_KEYWORDS =
      Set.of(
          "depth",
          "nodes",
          "movetime",
          "wtime",
          "btime",
          "winc",
          "binc",
          "movestogo",
          "mate",
          "infinite",
          "ponder",
          "searchmoves");

  private UciCommandParser() {}

  public static UciCommand parse(String line) {
    String[] t = line.trim().split("\\s+");
    List<String> args = Arrays.asList(t).subList(1, t.length);
    return switch (t[0]) {
      case "uci" -> new UciCommand.Uci();
      case "isready" -> new UciCommand.IsReady();
      case "ucinewgame" -> new UciCommand.NewGame();
      case "position" -> position(line, args);
      case "go" -> go(line, args);
      case "setoption" -> setOption(line, args);
      case "ponderhit" -> new UciCommand.PonderHit();
      case "bench" -> bench(line, args);
      case "levels" -> new UciCommand.Levels();
      case "d" -> new UciCommand.Display();
      case "stop" -> new UciCommand.Stop();
      case "quit" -> new UciCommand.Quit();
      default -> new UciCommand.Unknown(line, "unknown command");
    };
  }

  private static UciCommand position(String line, List<String> args) {
    int moves = args.indexOf("moves");
    List<String> setup = moves < 0 ? args : args.subList(0, moves);
    List<String> played = moves < 0 ? List.of() : List.copyOf(args.subList(moves + 1, args.size()));
    if (setup.size() == 1 && setup.get(0).equals("startpos")) {
      return new UciCommand.SetPosition(null, played);
    }
    if (setup.size() > 1 && setup.get(0).equals("fen")) {
      return new UciCommand.SetPosition(String.join(" ", setup.subList(1, setup.size())), played);
    }
    return new UciCommand.Unknown(line, "expected 'position startpos' or 'position fen <fen>'");
  }

  private static UciCommand go(String line, List<String> args) {
    if (!args.isEmpty() && args.get(0).equals("perft")) {
      try {
        int depth = args.size() == 2 ? Integer.parseInt(args.get(1)) : -1;
        if (depth >= 1 && depth <= 20) {
          return new UciCommand.GoPerft(depth);
        }
      } catch (NumberFormatException e) {
        // falls through to the error below
      }
      return new UciCommand.Unknown(line, "expected 'go perft N' with 1 <= N <= 20");
    }
    long[] v = new long[9];
    boolean infinite = false;
    boolean ponder = false;
    List<String> searchMoves = new ArrayList<>();
    List<String> numeric =
        List.of(
            "depth", "nodes", "movetime", "wtime", "btime", "winc", "binc", "movestogo", "mate");
    try {
      for (int i = 0; i < args.size(); i++) {
        String k = args.get(i);
        int slot = numeric.indexOf(k);
        if (slot >= 0 && i + 1 < args.size()) {
          v[slot] = Math.max(0, Long.parseLong(args.get(++i)));
        } else if (k.equals("infinite")) {
          infinite = true;
        } else if (k.equals("ponder")) {
          ponder = true;
        } else if (k.equals("searchmoves")) {
          while (i + 1 < args.size() && !GO_KEYWORDS.contains(args.get(i + 1))) {
            searchMoves.add(args.get(++i));
          }
        } else {
          return new UciCommand.Unknown(line, "unexpected '" + k + "' in go");
        }
      }
    } catch (NumberFormatException e) {
      return new UciCommand.Unknown(line, "bad number in go");
    }
    return new UciCommand.Go(
        (int) Math.min(v[0], 1000),
        v[1],
        v[2],
        v[3],
        v[4],
        v[5],
        v[6],
        (int) Math.min(v[7], 1000),
        (int) Math.min(v[8], 1000),
        infinite,
        ponder,
        List.copyOf(searchMoves));
  }

  private static UciCommand setOption(String line, List<String> args) {
    int name = args.indexOf("name");
    int value = args.indexOf("value");
    if (name != 0) {
      return new UciCommand.Unknown(line, "expected 'setoption name N [value V]'");
    }
    String n = String.join(" ", args.subList(1, value < 0 ? args.size() : value));
    String v = value < 0 ? null : String.join(" ", args.subList(value + 1, args.size()));
    return new UciCommand.SetOption(n, v);
  }

  private static UciCommand bench(String line, List<String> args) {
    try {
      int depth = args.isEmpty() ? Bench.DEPTH : Integer.parseInt(args.get(0));
      if (depth >= 1 && depth <= 30) {
        return new UciCommand.Bench(depth);
      }
    } catch (NumberFormatException e) {
      // falls through to the error below
    }
    return new UciCommand.Unknown(line, "expected 'bench [depth]' with 1 <= depth <= 30");
  }
}
