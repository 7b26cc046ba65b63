package dev.chessplatform.game.application;

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
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The games projection's fold of whole games, move by move, through the one fold ({@code
 * GameEvolver}, which referees every move with chess-core) and {@link GameRecord#of}: a record
 * after every event (a live game, one event a poll) and a record after each game's last event (a
 * rebuild, a game's events in one poll), alternating rounds:
 *
 * <pre>
 * ./mvnw -o -q -pl game-service test-compile exec:exec -Dexec.executable=java \
 *   -Dexec.classpathScope=test \
 *   "-Dexec.args=-cp %classpath dev.chessplatform.game.application.GameRecordBench 200 80 10"
 * </pre>
 *
 * (games, plies a game, rounds).
 */
public final class GameRecordBench {

  private GameRecordBench() {}

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
    double everyBest = Double.MAX_VALUE;
    double lastBest = Double.MAX_VALUE;
    for (int round = 1; round <= rounds; round++) {
      double every = fold(all, true, events);
      double last = fold(all, false, events);
      everyBest = Math.min(everyBest, every);
      lastBest = Math.min(lastBest, last);
      System.out.printf(
          "round %2d: a record every event %6.2f µs/event, a record a game %6.2f µs/event%n",
          round, every, last);
    }
    System.out.printf(
        "best: a record every event %.2f µs/event (%,.0f events/s), a record a game %.2f µs/event"
            + " (%,.0f events/s)%n",
        everyBest, 1e6 / everyBest, lastBest, 1e6 / lastBest);
  }

  private static double fold(List<List<GameEventEnvelope>> all, boolean everyEvent, int events) {
    long t0 = System.nanoTime();
    long check = 0;
    for (List<GameEventEnvelope> game : all) {
      GameState s = GameState.empty(game.get(0).gameId());
      GameRecord r = null;
      for (GameEventEnvelope e : game) {
        s = GameEvolver.apply(s, e.payload(), e.seq(), e.occurredAt());
        if (everyEvent) {
          r = GameRecord.of(s);
        }
      }
      if (!everyEvent) {
        r = GameRecord.of(s);
      }
      check += r.lastSeq();
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
