package dev.chessplatform.replay;

import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.domain.RandomGames;
import java.util.List;

/**
 * Replay's fold on its own, without Kafka or decoding: whole games of random legal moves
 * (game-domain's test fixture {@code RandomGames}, the same games as game-service's {@code
 * GameRecordBench}), each folded event by event and then turned into a {@link ReplayedGame}, as
 * {@code replay stats} does for every game of the topic:
 *
 * <pre>
 * ./mvnw -o -q -pl replay test-compile exec:exec -Dexec.executable=java \
 *   -Dexec.classpathScope=test \
 *   "-Dexec.args=-cp %classpath dev.chessplatform.replay.ReplayFoldBench 200 80 10"
 * </pre>
 *
 * (games, plies a game, rounds).
 */
public final class ReplayFoldBench {

  private ReplayFoldBench() {}

  public static void main(String[] args) {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    int plies = args.length > 1 ? Integer.parseInt(args[1]) : 80;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 10;
    List<List<GameEventEnvelope>> all = RandomGames.played(games, plies, 1);
    int events = RandomGames.events(all);
    System.out.printf("%d games, %d events a round%n", games, events);
    double best = Double.MAX_VALUE;
    for (int round = 1; round <= rounds; round++) {
      double micros = fold(all, events);
      best = Math.min(best, micros);
      System.out.printf(
          "round %2d: %6.2f µs/event (%,.0f events/s)%n", round, micros, 1e6 / micros);
    }
    System.out.printf("best: %.2f µs/event (%,.0f events/s)%n", best, 1e6 / best);
  }

  private static double fold(List<List<GameEventEnvelope>> all, int events) {
    long t0 = System.nanoTime();
    long check = 0;
    for (List<GameEventEnvelope> game : all) {
      RefereedGame fold = new RefereedGame(game.get(0).gameId());
      for (GameEventEnvelope e : game) {
        fold.apply(e);
      }
      ReplayedGame replayed = fold.game();
      if (replayed.problem() != null) {
        throw new IllegalStateException(replayed.problem());
      }
      check += replayed.lastSeq();
    }
    if (check == 0) {
      throw new IllegalStateException("nothing folded");
    }
    return (System.nanoTime() - t0) / 1e3 / events;
  }
}
