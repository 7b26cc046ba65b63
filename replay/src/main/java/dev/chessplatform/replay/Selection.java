package dev.chessplatform.replay;

import java.io.PrintWriter;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** The games a command works on: complete ones, by player if asked, oldest first. */
final class Selection {

  private static final Comparator<ReplayedGame> OLDEST_FIRST =
      Comparator.comparing(ReplayedGame::createdAt).thenComparing(ReplayedGame::gameId);

  private Selection() {}

  /**
   * The folded games that began at or after {@code since} (a reader from a time also meets the
   * later events of older games: those are left out and counted on {@code err}) and, when {@code
   * player} is given, have him in a seat.
   */
  static List<ReplayedGame> of(
      Map<String, RefereedGame> folds, GameFilter filter, PrintWriter err) {
    Instant since = filter.since;
    String player = filter.player;
    long partial = folds.values().stream().filter(f -> !f.complete()).count();
    if (partial > 0) {
      err.printf("left out %d game(s) begun before %s%n", partial, since);
    }
    List<ReplayedGame> games =
        folds.values().stream()
            .filter(RefereedGame::complete)
            .map(RefereedGame::game)
            .filter(g -> since == null || !g.createdAt().isBefore(since))
            .filter(g -> player == null || seated(g, player))
            .sorted(OLDEST_FIRST)
            .toList();
    games.stream()
        .filter(g -> g.problem() != null)
        .forEach(g -> err.printf("game %s: %s%n", g.gameId(), g.problem()));
    err.flush();
    return games;
  }

  private static boolean seated(ReplayedGame g, String player) {
    return (g.white() != null && g.white().matches(player))
        || (g.black() != null && g.black().matches(player));
  }
}
