package dev.chessplatform.replay;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code replay stats [--since T] [--player NAME]}: see {@link GameStats}. */
@Command(
    name = "stats",
    mixinStandardHelpOptions = true,
    description =
        "Results by colour, terminations, lengths, time controls, computer levels and the"
            + " computer's score per level, from every game in chess.game-events.")
final class StatsCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin TopicSource source;
  @Mixin GameFilter filter;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    PrintWriter out = spec.commandLine().getOut();
    return TopicSource.reporting(
        err,
        () -> {
          List<ReplayedGame> games = Selection.of(source.games(filter, err), filter, err);
          out.print(GameStats.of(games));
          out.print(
              source
                  .results()
                  .map(r -> GameStats.results(games, r))
                  .orElse(String.format("%nchess.game-results does not exist%n")));
          out.flush();
          return 0;
        });
  }
}
