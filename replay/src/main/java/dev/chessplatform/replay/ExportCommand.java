package dev.chessplatform.replay;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code replay export --format pgn|ndjson [--since T] [--player NAME] [--out FILE]}. */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description =
        "Every game, oldest first: PGN (games that started) or NDJSON (every game, one per line).")
final class ExportCommand implements Callable<Integer> {

  /** The two forms an export is written in. */
  enum Format {
    pgn,
    ndjson
  }

  @Spec CommandSpec spec;
  @Mixin TopicSource source;
  @Mixin GameFilter filter;

  @Option(
      names = "--format",
      paramLabel = "pgn|ndjson",
      required = true,
      description = "pgn or ndjson.")
  Format format;

  @Option(names = "--out", paramLabel = "FILE", description = "Write to FILE (default stdout).")
  Path out;

  @Override
  public Integer call() {
    return TopicSource.reporting(spec.commandLine().getErr(), this::export);
  }

  private int export() {
    PrintWriter err = spec.commandLine().getErr();
    List<ReplayedGame> games = Selection.of(source.games(filter, err), filter, err);
    if (format == Format.pgn) {
      games = games.stream().filter(ExportCommand::played).toList();
    }
    PrintWriter w;
    try {
      w =
          out == null
              ? spec.commandLine().getOut()
              : new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8));
    } catch (IOException e) {
      err.println("could not open " + out + ": " + e.getMessage());
      return 1;
    }
    for (ReplayedGame g : games) {
      w.print(format == Format.pgn ? PgnText.of(g) : NdjsonText.of(g) + "\n");
    }
    w.flush();
    if (out != null) {
      w.close();
    }
    if (w.checkError()) {
      err.println("could not write " + (out == null ? "stdout" : out));
      return 1;
    }
    err.printf(
        "exported %d games as %s%s%n", games.size(), format, out == null ? "" : " to " + out);
    err.flush();
    return 0;
  }

  /** A PGN has moves to show only for a game that started (a waiting seek has none). */
  private static boolean played(ReplayedGame g) {
    return g.status() == ReplayedGame.Status.STARTED || g.status() == ReplayedGame.Status.ENDED;
  }
}
