package dev.chessplatform.engine.uci;

import java.util.Arrays;
import java.util.List;

/** Turns protocol lines into {@link UciCommand}s; knows nothing about boards. */
public final class UciCommandParser {
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
    return new UciCommand.Go(List.copyOf(args));
  }
}
