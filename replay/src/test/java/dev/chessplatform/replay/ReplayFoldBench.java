package dev.chessplatform.replay;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Replay's fold on its own, without Kafka or decoding: whole games of random legal moves (the same
 * games as game-service's {@code GameRecordBench}), each folded event by event and then turned into
 * a {@link ReplayedGame}, as {@code replay stats} does for every game of the topic:
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
    List<List<GameEventEnvelope>> all = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(1);
    int events = 0;
    for (int g = 0; g < games; g++) {
      all.add(game("g" + g, plies, random));
      events += all.get(g).size();
    }
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

  private static List<GameEventEnvelope> game(String id, int plies, SplittableRandom random) {
    List<GameEvent> events = new ArrayList<>();
    TimeControl rapid = new TimeControl("rapid", 900_000, 10_000);
    events.add(
        new GameEvent.GameCreated(
            "alice",
            GameMode.SEEK,
            rapid,
            true,
            ColourChoice.WHITE,
            null,
            DrawRules.AUTOMATIC,
            false,
            null,
            null));
    events.add(new GameEvent.PlayerSeated("alice", Colour.WHITE, "Alice"));
    events.add(new GameEvent.PlayerSeated("bob", Colour.BLACK, "Bob"));
    events.add(new GameEvent.GameStarted("alice", "bob", 900_000, 900_000));
    Position p = Position.initial();
    long white = 900_000;
    long black = 900_000;
    for (int ply = 0; ply < plies && !p.legalMoves().isEmpty(); ply++) {
      List<Move> legal = p.legalMoves();
      Move m = legal.get(random.nextInt(legal.size()));
      Colour by = p.sideToMove() == Side.WHITE ? Colour.WHITE : Colour.BLACK;
      long spent = random.nextInt(20_000);
      if (by == Colour.WHITE) {
        white -= spent;
      } else {
        black -= spent;
      }
      String san = San.write(p, m);
      p = ((MoveResult.Played<Position>) p.play(m)).after();
      events.add(
          new GameEvent.MovePlayed(
              by, UciNotation.write(m), san, Fen.write(p), spent, white, black));
    }
    List<GameEventEnvelope> out = new ArrayList<>();
    for (int i = 0; i < events.size(); i++) {
      out.add(
          GameEventEnvelope.of(
              id + "-" + i, id, i + 1, Instant.ofEpochSecond(i), null, null, events.get(i)));
    }
    return out;
  }
}
