package dev.chessplatform.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Every replay command against the real broker, on the games of {@link AnalystGames}, output
 * checked to the character: what an analyst sees is the contract of this tool.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ReplayCommandsTest {

  /** The first lines of {@code replay game g-scholar} folded up to version N. */
  private static final String SCHOLAR_AT_16 = scholarAt(16);

  private static final String SCHOLAR_AT_10 = scholarAt(10);

  private static String scholarAt(int version) {
    return "game      g-scholar (version "
        + version
        + ")\n"
        + """
        white     alice (acc-alice), rated 1500 provisional
        black     bob (acc-bob), rated 1612 P1
        mode      CHALLENGE, rated, 300+3
        """;
  }

  private static final String SCHOLAR_PGN =
      """
      [Event "Rated game"]
      [Site "chess-platform.dev/games/g-scholar"]
      [Date "2026.11.20"]
      [Round "?"]
      [White "alice"]
      [Black "bob"]
      [Result "1-0"]
      [WhiteElo "1500"]
      [BlackElo "1612"]
      [BlackTitle "P1"]
      [ECO "C23"]
      [Opening "Bishop's Opening"]
      [Termination "CHECKMATE"]
      [TimeControl "300+3"]
      [UTCDate "2026.11.20"]
      [UTCTime "10:00:00"]

      1. e4 {[%clk 0:04:54] [%emt 0:00:08.5]} 1... e5
      {[%clk 0:05:00] [%emt 0:00:02.3]} 2. Bc4 {[%clk 0:04:55] [%emt 0:00:01.5]} 2...
      Nc6 {[%clk 0:05:00] [%emt 0:00:03.1]} 3. Qh5 {[%clk 0:04:55] [%emt 0:00:02.0]}
      3... Nf6 {[%clk 0:04:58] [%emt 0:00:05.4]} 4. Qxf7#
      {[%clk 0:04:58] [%emt 0:00:00.9]} 1-0

      """;

  @Test
  void a_game_is_shown_at_its_last_ply_with_the_mate_the_rules_see() throws Exception {
    Replay r = Replay.run("game", AnalystGames.SCHOLAR);
    assertEquals(0, r.exitCode(), r.err());
    assertEquals(
        SCHOLAR_AT_16
            + """
        ply       7 of 7
        fen       r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4
        moves     1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#
        clocks    white 0:04:58.0, black 0:04:58.2
        to move   BLACK, checkmated
        status    ENDED 1-0 CHECKMATE
        """,
        r.out());
    assertTrue(r.err().startsWith("read "), r.err());
  }

  @Test
  void a_game_at_a_ply_has_that_position_and_the_clocks_after_that_move() throws Exception {
    Replay r = Replay.run("game", AnalystGames.SCHOLAR, "--ply", "4");
    assertEquals(
        SCHOLAR_AT_16
            + """
        ply       4 of 7
        fen       r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3
        moves     1. e4 e5 2. Bc4 Nc6
        clocks    white 0:04:55.9, black 0:05:00.6
        to move   WHITE
        status    STARTED at this ply; the game: ENDED 1-0 CHECKMATE after 7 plies
        """,
        r.out());
  }

  @Test
  void a_game_at_a_version_still_has_the_move_taken_back_later() throws Exception {
    Replay r = Replay.run("game", AnalystGames.SCHOLAR, "--seq", "10");
    assertEquals(
        SCHOLAR_AT_10
            + """
        ply       5 of 5
        fen       r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR b KQkq - 3 3
        moves     1. e4 e5 2. Bc4 Nc6 3. Qf3
        clocks    white 0:04:54.9, black 0:05:00.6
        to move   BLACK
        status    STARTED
        """,
        r.out());
  }

  @Test
  void a_computer_game_after_an_undo_has_the_line_that_stands() throws Exception {
    Replay r = Replay.run("game", AnalystGames.COMPUTER_2);
    assertEquals(
        """
        game      g-computer-2 (version 15)
        white     alice (acc-alice)
        black     Computer level 2 (computer:2)
        mode      COMPUTER, casual, untimed
        ply       6 of 6
        fen       rnbqk1nr/ppp1bppp/4p3/3p2B1/2PP4/8/PP2PPPP/RN1QKBNR w KQkq - 2 4
        moves     1. d4 d5 2. c4 e6 3. Bg5 Be7
        clocks    untimed
        to move   WHITE
        status    ENDED 0-1 RESIGNATION
        """,
        r.out());
  }

  @Test
  void an_unknown_game_and_a_ply_outside_the_game_are_refused_with_the_reason() throws Exception {
    Replay unknown = Replay.run("game", "g-nowhere");
    assertEquals(1, unknown.exitCode());
    assertEquals("", unknown.out());
    assertTrue(unknown.err().contains("no game g-nowhere in chess.game-events at "), unknown.err());
    Replay outside = Replay.run("game", AnalystGames.SCHOLAR, "--ply", "8");
    assertEquals(2, outside.exitCode());
    assertTrue(
        outside.err().contains("--ply 8 is outside the game: it has 7 plies"), outside.err());
  }

  @Test
  void the_pgn_of_a_players_games_has_names_ratings_the_opening_clocks_move_times_and_the_end()
      throws Exception {
    Replay r = Replay.run("export", "--format", "pgn", "--player", "BOB");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals(SCHOLAR_PGN, r.out());
    assertTrue(r.err().contains("exported 1 games as pgn"), r.err());
  }

  @Test
  void the_pgn_export_has_every_game_that_started_oldest_first_and_skips_unknown_events(
      @TempDir Path dir) throws Exception {
    Path file = dir.resolve("all.pgn");
    Replay r = Replay.run("export", "--format", "pgn", "--out", file.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("", r.out());
    String pgn = Files.readString(file);
    assertTrue(pgn.startsWith(SCHOLAR_PGN), pgn);
    assertEquals(
        List.of("g-scholar", "g-computer-2", "g-computer-1", "g-aborted", "g-imported"),
        sites(pgn));
    assertTrue(
        pgn.endsWith(
            """
            [Event "An old trap"]
            [Site "chess-platform.dev/games/g-imported"]
            [Date "1900.01.01"]
            [Round "?"]
            [White "Fool"]
            [Black "Sage"]
            [Result "0-1"]
            [ECO "A00"]
            [Opening "Barnes Opening: Fool's Mate"]
            [Termination "CHECKMATE"]

            1. f3 e5 2. g4 Qh4# 0-1

            """),
        pgn);
    assertTrue(
        pgn.contains(
            """
            [ECO "B00"]
            [Opening "King's Pawn Game"]
            [Termination "ABORTED"]
            [TimeControl "600+0"]
            [UTCDate "2026.11.23"]
            [UTCTime "12:00:00"]

            1. e4 {[%clk 0:09:58] [%emt 0:00:01.2]} *

            """),
        pgn);
    assertTrue(
        pgn.contains(
            """
            [White "alice"]
            [Black "Computer level 2"]
            [Result "0-1"]
            [ECO "D30"]
            [Opening "Queen's Gambit Declined"]
            [Termination "RESIGNATION"]
            [TimeControl "-"]
            [UTCDate "2026.11.21"]
            [UTCTime "09:00:00"]

            1. d4 {[%emt 0:00:04.0]} 1... d5 {[%emt 0:00:00.8]} 2. c4 {[%emt 0:00:03.0]}
            2... e6 {[%emt 0:00:00.7]} 3. Bg5 {[%emt 0:00:05.0]} 3... Be7
            {[%emt 0:00:00.9]} 0-1
            """),
        pgn);
    assertTrue(r.err().contains("skipped 1 event(s): GameForecast v1"), r.err());
    assertTrue(r.err().contains("exported 5 games as pgn to " + file), r.err());
  }

  @Test
  void the_ndjson_export_has_every_game_one_line_each() throws Exception {
    Replay r = Replay.run("export", "--format", "ndjson");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals(
        List.of(
            "g-scholar", "g-computer-2", "g-computer-1", "g-aborted", "g-cancelled", "g-imported"),
        lines.stream().map(l -> (json(l)).get("gameId")).toList());
    assertEquals(
        "{\"gameId\":\"g-aborted\",\"status\":\"ENDED\",\"mode\":\"SEEK\",\"rated\":true,"
            + "\"createdAt\":\"2026-11-23T12:00:00Z\",\"lastEventAt\":\"2026-11-23T12:00:37.200Z\","
            + "\"timeControl\":{\"preset\":\"rapid\",\"initialMs\":600000,\"incrementMs\":0},"
            + "\"white\":{\"id\":\"acc-carol\",\"name\":\"carol\",\"rating\":null,\"title\":null,"
            + "\"provisional\":null},\"black\":{\"id\":\"acc-dave\",\"name\":\"dave\","
            + "\"rating\":null,\"title\":null,\"provisional\":null},\"computerLevel\":null,"
            + "\"startFen\":null,\"moves\":[\"e4\"],\"uci\":[\"e2e4\"],\"spentMs\":[1200],"
            + "\"clockMs\":[598800],"
            + "\"fen\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\","
            + "\"result\":\"*\",\"termination\":\"ABORTED\",\"winner\":null,"
            + "\"eco\":\"B00\",\"opening\":\"King's Pawn Game\",\"problem\":null}",
        lines.get(3));
    Map<?, ?> scholar = json(lines.get(0));
    assertEquals(
        List.of(294480L, 300700L, 295980L, 300600L, 295980L, 298200L, 298080L),
        scholar.get("clockMs"));
    assertEquals(
        Map.of(
            "id", "acc-bob", "name", "bob", "rating", 1612L, "title", "P1", "provisional", false),
        scholar.get("black"));
    Map<?, ?> computer = json(lines.get(1));
    assertEquals(2L, computer.get("computerLevel"));
    assertEquals(List.of("d4", "d5", "c4", "e6", "Bg5", "Be7"), computer.get("moves"));
    assertEquals("D30", computer.get("eco"));
    assertEquals("Queen's Gambit Declined", computer.get("opening"));
    Map<?, ?> cancelled = json(lines.get(4));
    assertEquals(null, cancelled.get("black"));
    assertTrue(cancelled.containsKey("eco") && cancelled.get("eco") == null, lines.get(4));
    assertTrue(cancelled.containsKey("opening") && cancelled.get("opening") == null, lines.get(4));
    assertEquals("Barnes Opening: Fool's Mate", (json(lines.get(5))).get("opening"));
  }

  @Test
  void since_a_day_reads_from_the_offsets_of_that_time() throws Exception {
    Replay r = Replay.run("export", "--format", "ndjson", "--since", "2026-11-22");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals(
        List.of("g-computer-1", "g-aborted", "g-cancelled", "g-imported"),
        r.out().lines().map(l -> (json(l)).get("gameId")).toList());
    Replay later = Replay.run("export", "--format", "ndjson", "--since", "2026-11-23T12:00:30Z");
    assertEquals(
        List.of("g-cancelled", "g-imported"),
        later.out().lines().map(l -> (json(l)).get("gameId")).toList());
    assertTrue(later.err().contains("left out 1 game(s) begun before 2026-11-23T12:00:30Z"));
  }

  @Test
  void until_a_time_shows_the_games_as_they_stood_then_and_a_range_has_both_bounds()
      throws Exception {
    Replay then = Replay.run("export", "--format", "ndjson", "--until", "2026-11-20T10:00:20Z");
    assertEquals(0, then.exitCode(), then.err());
    List<String> lines = then.out().lines().toList();
    assertEquals(1, lines.size(), then.out());
    Map<?, ?> scholar = json(lines.get(0));
    assertEquals("g-scholar", scholar.get("gameId"));
    assertEquals("STARTED", scholar.get("status"));
    assertEquals(List.of("e4", "e5", "Bc4", "Nc6"), scholar.get("moves"));
    Replay range =
        Replay.run(
            "export",
            "--format",
            "ndjson",
            "--since",
            "2026-11-21",
            "--until",
            "2026-11-22T12:00:00Z");
    assertEquals(
        List.of("g-computer-2", "g-computer-1"),
        range.out().lines().map(l -> (json(l)).get("gameId")).toList());
  }

  @Test
  void
      stats_count_results_terminations_lengths_time_controls_computer_levels_openings_and_check_the_results_topic()
          throws Exception {
    Replay r = Replay.run("stats");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals(
        """
        games 6: ended 5 (of which imported 1), in play 0, waiting 0, cancelled 1

        results by colour (games ended here, aborted left out)
          white won        2   66.7%
          black won        1   33.3%
          drawn            0    0.0%
          aborted          1

        terminations (games ended here)
          ABORTED                              1
          CHECKMATE                            2
          RESIGNATION                          1

        length in moves (aborted left out)
          1-10             3
          11-20            0
          21-30            0
          31-40            0
          41-50            0
          51-60            0
          61+              0
          shortest 3, longest 4, mean 3.7

        time controls (aborted left out)
          300+3            1
          untimed          2

        computer levels (aborted left out)
          level  games   won drawn  lost  computer's score
          1          1     0     0     1  0.0 of 1 (0.0%)
          2          1     1     0     0  1.0 of 1 (100.0%)

        openings by ECO code (aborted left out; each code's most common name)
          C20              1  King's Pawn Game: Wayward Queen Attack
          C23              1  Bishop's Opening
          D30              1  Queen's Gambit Declined
          no opening       0

        openings by ECO volume (aborted left out)
          A flank openings                     0
          B semi-open, not the French          0
          C open games and the French          2
          D closed and semi-closed             1
          E Indian defences                    0

        chess.game-results against the games ended here
          with a result record             3 of 4
          without one                      1 g-computer-1
          whose record disagrees           0
          unreadable records               0
        """,
        r.out());
  }

  @Test
  void the_help_lists_the_three_commands() throws Exception {
    StringWriter out = new StringWriter();
    CommandLine command = new CommandLine(new ReplayCommand());
    command.setOut(new PrintWriter(out, true));
    assertEquals(0, command.execute("--help"));
    for (String name : List.of("game", "export", "stats")) {
      assertTrue(out.toString().contains("  " + name + " "), out.toString());
    }
  }

  private static List<String> sites(String pgn) {
    return Arrays.stream(pgn.split("\n"))
        .filter(l -> l.startsWith("[Site "))
        .map(l -> l.substring(l.lastIndexOf('/') + 1, l.length() - 2))
        .toList();
  }

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(DeserializationFeature.USE_LONG_FOR_INTS);

  /** One NDJSON line as a map, integers as {@code Long}. */
  private static Map<?, ?> json(String line) {
    try {
      return JSON.readValue(line, Map.class);
    } catch (JsonProcessingException e) {
      throw new AssertionError("not a JSON object: " + line, e);
    }
  }
}
