package dev.chessplatform.game.domain;

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
 * Whole games of random legal moves as their event streams, for the benchmarks of the folds (the
 * read model's {@code GameRecordBench}, replay's {@code ReplayFoldBench}): a rapid seek between
 * alice and bob, then up to {@code plies} moves with random thinking times, seeded by the caller.
 */
public final class RandomGames {

  private RandomGames() {}

  /** {@code games} games of up to {@code plies} moves each, the same for the same seed. */
  public static List<List<GameEventEnvelope>> played(int games, int plies, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<List<GameEventEnvelope>> all = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      all.add(game("g" + g, plies, random));
    }
    return all;
  }

  /** How many events {@code games} hold together. */
  public static int events(List<List<GameEventEnvelope>> games) {
    return games.stream().mapToInt(List::size).sum();
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
