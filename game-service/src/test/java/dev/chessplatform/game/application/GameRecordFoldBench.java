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
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The games projection's fold of whole games, move by move, straight ({@link GameRecordFold#apply})
 * against the map round trip it replaced ({@link GameRecordFold#applyByMap}), in one run,
 * alternating rounds, as a ratio:
 *
 * <pre>
 * ./mvnw -o -q -pl game-service test-compile exec:exec -Dexec.executable=java \
 *   -Dexec.classpathScope=test \
 *   "-Dexec.args=-cp %classpath dev.chessplatform.game.application.GameRecordFoldBench 200 80 10"
 * </pre>
 *
 * (games, plies a game, rounds).
 */
public final class GameRecordFoldBench {

  private GameRecordFoldBench() {}

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
    double straightBest = Double.MAX_VALUE;
    double byMapBest = Double.MAX_VALUE;
    for (int round = 1; round <= rounds; round++) {
      double byMap = fold(all, GameRecordFold::applyByMap, events);
      double straight = fold(all, GameRecordFold::apply, events);
      byMapBest = Math.min(byMapBest, byMap);
      straightBest = Math.min(straightBest, straight);
      System.out.printf(
          "round %2d: by map %8.2f µs/event, straight %8.2f µs/event%n", round, byMap, straight);
    }
    System.out.printf(
        "best: by map %.2f µs/event, straight %.2f µs/event: %.1f× faster%n",
        byMapBest, straightBest, byMapBest / straightBest);
  }

  private static double fold(List<List<GameEventEnvelope>> all, Fold apply, int events) {
    long t0 = System.nanoTime();
    long check = 0;
    for (List<GameEventEnvelope> game : all) {
      GameRecord r = GameRecord.empty(game.get(0).gameId());
      for (GameEventEnvelope e : game) {
        r = apply.apply(r, e);
      }
      check += r.lastSeq();
    }
    if (check == 0) {
      throw new IllegalStateException("nothing folded");
    }
    return (System.nanoTime() - t0) / 1e3 / events;
  }

  @FunctionalInterface
  private interface Fold {
    GameRecord apply(GameRecord r, GameEventEnvelope e);
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
