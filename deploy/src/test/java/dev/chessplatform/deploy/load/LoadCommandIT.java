package dev.chessplatform.deploy.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.deploy.LocalPlatform;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code ./platform load} against the real platform (its gateway's rate limits raised, as
 * deploy/bench/load-series.sh does): a short row of games between people and against the computer
 * plays without one failed request, every request type is answered and timed, and the report shows
 * the CPU of each platform process. No figure is asserted: throughput is measured, not tested
 * (deploy/README.md, "Load").
 */
@Order(1) // on LocalPlatform.shared(): its classes run one after the other
class LoadCommandIT {

  private static LocalPlatform platform;

  @BeforeAll
  static void start() throws Exception {
    platform = LocalPlatform.shared(); // its gateway's rate limits are raised
  }

  @Test
  void aShortRowPlaysPeopleAndComputerGamesWithoutAFailureAndReportsEveryRequestType()
      throws Exception {
    LoadCommand command = new LoadCommand();
    new CommandLine(command)
        .parseArgs(
            "--url=" + platform.gateway(""),
            "--games=4",
            "--computer-share=0.5",
            "--warm-up=2s",
            "--duration=6s",
            "--max-plies=12",
            "--data-dir=" + platform.data);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    List<LoadRun.Result> results =
        command.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String report = bytes.toString(StandardCharsets.UTF_8);
    System.out.println(report);

    assertEquals(1, results.size());
    LoadRun.Result row = results.get(0);
    assertEquals(2, row.run().computerGames(), report);
    assertEquals(Map.of(), row.latencies().failures(), report);
    Map<RequestType, Histogram> answered = row.latencies().answered();
    for (RequestType type :
        List.of(
            RequestType.CREATE,
            RequestType.JOIN,
            RequestType.LEGAL_MOVES,
            RequestType.MOVE,
            RequestType.COMPUTER_REPLY,
            RequestType.RESIGN)) {
      assertTrue(
          answered.containsKey(type) && answered.get(type).getTotalCount() > 0,
          type + " answered in the window:\n" + report);
    }
    assertTrue(row.movesPerSecond() > 0, report);
    assertTrue(row.latencies().gamesFinished() > 0, "games resigned at 12 plies:\n" + report);
    for (String process : List.of("gateway", "game-service", "kafka", "mongo")) {
      assertTrue(report.contains("     " + process + " "), process + "'s CPU:\n" + report);
    }
    assertTrue(report.contains("| 4 (2) |"), "the summary table:\n" + report);
  }
}
