package dev.chessplatform.replay;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.results.GameResultRecord;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The numbers of {@code replay stats}, from replayed games alone: pure, so that a test can check
 * them to the digit. Results, lengths, time controls and computer levels count the games played
 * here to an end and not aborted ({@code ABORTED} is a termination, not a result); imported games
 * are counted in the first line only, since nobody played them on this platform. Openings are
 * counted over the same games, by ECO code and by volume ({@code A} to {@code E}).
 */
final class GameStats {

  /** Length buckets in full moves: 1-10, 11-20 … 51-60, then 61 and more. */
  private static final int BUCKET = 10;

  private static final int LAST_BUCKET = 60;

  /** How many ECO codes {@code stats} lists one by one before "others". */
  private static final int TOP_CODES = 20;

  /** The five volumes of the Encyclopaedia of Chess Openings, as its codes' first letter. */
  private static final Map<Character, String> VOLUMES =
      new TreeMap<>(
          Map.of(
              'A', "flank openings",
              'B', "semi-open, not the French",
              'C', "open games and the French",
              'D', "closed and semi-closed",
              'E', "Indian defences"));

  private GameStats() {}

  static String of(List<ReplayedGame> all) {
    StringBuilder sb = new StringBuilder();
    Map<ReplayedGame.Status, Long> byStatus = count(all, ReplayedGame::status);
    long imported = all.stream().filter(g -> g.mode() == GameMode.IMPORT).count();
    sb.append(
        String.format(
            "games %d: ended %d (of which imported %d), in play %d, waiting %d, cancelled %d%n",
            all.size(),
            byStatus.getOrDefault(ReplayedGame.Status.ENDED, 0L),
            imported,
            byStatus.getOrDefault(ReplayedGame.Status.STARTED, 0L),
            byStatus.getOrDefault(ReplayedGame.Status.WAITING, 0L),
            byStatus.getOrDefault(ReplayedGame.Status.CANCELLED, 0L)));
    List<ReplayedGame> ended =
        all.stream()
            .filter(g -> g.status() == ReplayedGame.Status.ENDED && g.mode() != GameMode.IMPORT)
            .toList();
    List<ReplayedGame> decided =
        ended.stream().filter(g -> g.termination() != Termination.ABORTED).toList();

    sb.append(String.format("%nresults by colour (games ended here, aborted left out)%n"));
    long white = decided.stream().filter(g -> "1-0".equals(g.result())).count();
    long black = decided.stream().filter(g -> "0-1".equals(g.result())).count();
    long draws = decided.stream().filter(g -> "1/2-1/2".equals(g.result())).count();
    row(sb, "white won", white, decided.size());
    row(sb, "black won", black, decided.size());
    row(sb, "drawn", draws, decided.size());
    sb.append(String.format("  %-12s %5d%n", "aborted", ended.size() - decided.size()));

    sb.append(String.format("%nterminations (games ended here)%n"));
    count(ended, g -> String.valueOf(g.termination()))
        .forEach((t, n) -> sb.append(String.format("  %-32s %5d%n", t, n)));

    sb.append(String.format("%nlength in moves (aborted left out)%n"));
    Map<Integer, Long> buckets = count(decided, g -> bucket(fullMoves(g)));
    for (int low = 1; low <= LAST_BUCKET + 1; low += BUCKET) {
      String label = low > LAST_BUCKET ? low + "+" : low + "-" + (low + BUCKET - 1);
      sb.append(String.format("  %-12s %5d%n", label, buckets.getOrDefault(low, 0L)));
    }
    if (!decided.isEmpty()) {
      var moves = decided.stream().mapToInt(GameStats::fullMoves).summaryStatistics();
      sb.append(
          String.format(
              "  shortest %d, longest %d, mean %.1f%n",
              moves.getMin(), moves.getMax(), moves.getAverage()));
    }

    sb.append(String.format("%ntime controls (aborted left out)%n"));
    count(decided, GameStats::timeControl)
        .forEach((t, n) -> sb.append(String.format("  %-12s %5d%n", t, n)));

    sb.append(String.format("%ncomputer levels (aborted left out)%n"));
    sb.append(
        String.format(
            "  %-6s %5s %5s %5s %5s  %s%n",
            "level", "games", "won", "drawn", "lost", "computer's score"));
    List<ReplayedGame> computer =
        decided.stream().filter(g -> g.computerColour().isPresent()).toList();
    count(computer, g -> g.player(g.computerColour().get()).computerLevel().get())
        .keySet()
        .forEach(level -> levelRow(sb, level, computer));

    sb.append(
        String.format("%nopenings by ECO code (aborted left out; each code's most common name)%n"));
    openingsByCode(sb, decided);

    sb.append(String.format("%nopenings by ECO volume (aborted left out)%n"));
    Map<Character, Long> volumes =
        count(
            decided.stream().filter(g -> g.opening() != null).toList(), g -> g.opening().volume());
    VOLUMES.forEach(
        (volume, label) ->
            sb.append(
                String.format(
                    "  %-32s %5d%n", volume + " " + label, volumes.getOrDefault(volume, 0L))));
    return sb.toString();
  }

  /**
   * The {@value #TOP_CODES} codes most played, most first (a tie by code), each with the name its
   * games reached most often (a tie by name); the rest as one line; then the games that reached no
   * position of the table (no move, a game set up from a FEN).
   */
  private static void openingsByCode(StringBuilder sb, List<ReplayedGame> games) {
    Map<String, List<ReplayedGame>> byCode =
        games.stream()
            .filter(g -> g.opening() != null)
            .collect(Collectors.groupingBy(g -> g.opening().eco()));
    List<Map.Entry<String, List<ReplayedGame>>> ranked =
        byCode.entrySet().stream()
            .sorted(
                Comparator.comparingInt(
                        (Map.Entry<String, List<ReplayedGame>> e) -> -e.getValue().size())
                    .thenComparing(Map.Entry::getKey))
            .toList();
    for (Map.Entry<String, List<ReplayedGame>> code :
        ranked.subList(0, Math.min(TOP_CODES, ranked.size()))) {
      sb.append(
          String.format(
              "  %-12s %5d  %s%n",
              code.getKey(), code.getValue().size(), mostCommonName(code.getValue())));
    }
    if (ranked.size() > TOP_CODES) {
      List<Map.Entry<String, List<ReplayedGame>>> rest = ranked.subList(TOP_CODES, ranked.size());
      int others = rest.stream().mapToInt(e -> e.getValue().size()).sum();
      sb.append(String.format("  %-12s %5d  (%d more codes)%n", "others", others, rest.size()));
    }
    long none = games.stream().filter(g -> g.opening() == null).count();
    sb.append(String.format("  %-12s %5d%n", "no opening", none));
  }

  private static String mostCommonName(List<ReplayedGame> games) {
    return count(games, g -> g.opening().name()).entrySet().stream()
        .sorted(
            Comparator.comparingLong((Map.Entry<String, Long> e) -> -e.getValue())
                .thenComparing(Map.Entry::getKey))
        .findFirst()
        .orElseThrow()
        .getKey();
  }

  /**
   * How {@code chess.game-results} agrees with the games ended here (not imported: an import writes
   * no result): which have a record, and which records say another result or termination (an
   * aborted game's record is an unrated draw with termination {@code ABORTED}).
   */
  static String results(List<ReplayedGame> all, GameResultReader.Results results) {
    List<ReplayedGame> ended =
        all.stream()
            .filter(g -> g.status() == ReplayedGame.Status.ENDED && g.mode() != GameMode.IMPORT)
            .toList();
    List<String> missing =
        ended.stream()
            .map(ReplayedGame::gameId)
            .filter(id -> !results.byGame().containsKey(id))
            .toList();
    List<String> disagreeing =
        ended.stream()
            .filter(g -> results.byGame().containsKey(g.gameId()))
            .filter(g -> !agrees(g, results.byGame().get(g.gameId())))
            .map(ReplayedGame::gameId)
            .toList();
    StringBuilder sb = new StringBuilder();
    sb.append(String.format("%nchess.game-results against the games ended here%n"));
    sb.append(
        String.format(
            "  %-28s %5d of %d%n",
            "with a result record", ended.size() - missing.size(), ended.size()));
    idsRow(sb, "without one", missing);
    idsRow(sb, "whose record disagrees", disagreeing);
    sb.append(String.format("  %-28s %5d%n", "unreadable records", results.unreadable()));
    return sb.toString();
  }

  private static boolean agrees(ReplayedGame g, GameResultRecord r) {
    boolean aborted = g.termination() == Termination.ABORTED;
    return r.termination() == g.termination()
        && (aborted ? r.result().equals(GameResultRecord.DRAW) : r.result().equals(g.result()));
  }

  private static void idsRow(StringBuilder sb, String label, List<String> ids) {
    String row = String.format("  %-28s %5d %s", label, ids.size(), String.join(" ", ids));
    sb.append(row.stripTrailing()).append(System.lineSeparator());
  }

  private static void levelRow(StringBuilder sb, int level, List<ReplayedGame> computer) {
    List<ReplayedGame> games =
        computer.stream()
            .filter(g -> g.player(g.computerColour().get()).computerLevel().get() == level)
            .toList();
    long won = games.stream().filter(g -> g.winner() == g.computerColour().get()).count();
    long drawn = games.stream().filter(g -> g.winner() == null).count();
    long lost = games.size() - won - drawn;
    double score = won + drawn / 2.0;
    sb.append(
        String.format(
            "  %-6d %5d %5d %5d %5d  %.1f of %d (%.1f%%)%n",
            level,
            games.size(),
            won,
            drawn,
            lost,
            score,
            games.size(),
            100 * score / games.size()));
  }

  private static void row(StringBuilder sb, String label, long n, int of) {
    sb.append(String.format("  %-12s %5d  %5.1f%%%n", label, n, of == 0 ? 0.0 : 100.0 * n / of));
  }

  /** Full moves: a game of 7 plies (1. e4 … 4. Qxf7#) lasted 4 moves. */
  private static int fullMoves(ReplayedGame g) {
    return (g.plies() + 1) / 2;
  }

  private static int bucket(int moves) {
    if (moves > LAST_BUCKET) {
      return LAST_BUCKET + 1;
    }
    return Math.max(0, moves - 1) / BUCKET * BUCKET + 1;
  }

  private static String timeControl(ReplayedGame g) {
    if (!g.timed()) {
      return "untimed";
    }
    return g.timeControl().initialMs() / 1000 + "+" + g.timeControl().incrementMs() / 1000;
  }

  private static <K extends Comparable<K>> Map<K, Long> count(
      List<ReplayedGame> games, Function<ReplayedGame, K> key) {
    return games.stream().collect(Collectors.groupingBy(key, TreeMap::new, Collectors.counting()));
  }
}
