package dev.chessplatform.replay;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** Runs {@code replay ARGS --bootstrap <the test broker>} as the launcher would, in this JVM. */
record Replay(int exitCode, String out, String err) {

  static Replay run(String... args) throws Exception {
    List<String> all = new ArrayList<>(List.of(args));
    all.add("--bootstrap");
    all.add(AnalystGames.bootstrap());
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine command = new CommandLine(new ReplayCommand());
    command.setOut(new PrintWriter(out, true));
    command.setErr(new PrintWriter(err, true));
    int code = command.execute(all.toArray(String[]::new));
    return new Replay(code, out.toString(), err.toString());
  }
}
