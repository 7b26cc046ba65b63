package dev.chessplatform.game.application;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.Termination;
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
import dev.chessplatform.game.domain.OneOfEachEvent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The games read model's fold has a branch for every event type, and ends in a throw. */
class GameRecordFoldTest {

  @Test
  void everyEventTypeIsFoldedIntoTheRecord() {
    List<GameEvent> oneOfEach = OneOfEachEvent.inGameOrder();
    for (Class<?> type : GameEvent.class.getPermittedSubclasses()) {
      assertTrue(oneOfEach.stream().anyMatch(type::isInstance), "no sample of " + type);
    }
    GameRecord r = GameRecord.empty("g");
    long seq = 0;
    for (GameEvent e : oneOfEach) {
      GameRecord before = r;
      long next = ++seq;
      GameEventEnvelope envelope =
          GameEventEnvelope.of("e" + next, "g", next, Instant.EPOCH, null, null, e);
      r = assertDoesNotThrow(() -> GameRecordFold.apply(before, envelope), e.toString());
    }
    assertEquals(oneOfEach.size(), r.lastSeq());
  }

  @Test
  void aMoveFoldedStraightIsTheRecordTheMapFoldGives() {
    List<GameEvent> oneOfEach = OneOfEachEvent.inGameOrder();
    assertFoldsAlike(oneOfEach);
    SplittableRandom random = new SplittableRandom(7);
    for (TimeControl tc : List.of(TimeControl.UNTIMED, new TimeControl("rapid", 900_000, 10_000))) {
      for (int game = 0; game < 20; game++) {
        List<GameEvent> events = new ArrayList<>();
        events.add(
            new GameEvent.GameCreated(
                "alice",
                GameMode.SEEK,
                tc,
                game % 2 == 0,
                ColourChoice.WHITE,
                null,
                DrawRules.AUTOMATIC,
                false,
                null,
                null));
        events.add(new GameEvent.PlayerSeated("alice", Colour.WHITE, "Alice"));
        if (game % 3 != 0) { // a game whose second seat is empty in the record
          events.add(new GameEvent.PlayerSeated("bob", Colour.BLACK, "Bob"));
        }
        events.add(new GameEvent.GameStarted("alice", "bob", 900_000, 900_000));
        events.add(new GameEvent.PlayersRated(1500, 1700, null, "GM", true, false));
        Position p = Position.initial();
        long white = 900_000;
        long black = 900_000;
        for (int ply = 0; ply < 120 && !p.legalMoves().isEmpty(); ply++) {
          if (ply == 30) {
            events.add(new GameEvent.DrawOffered(Colour.BLACK)); // a field a move keeps
          }
          List<Move> legal = p.legalMoves();
          Move m = legal.get(random.nextInt(legal.size()));
          String san = San.write(p, m);
          String uci = UciNotation.write(m);
          Colour by = p.sideToMove() == Side.WHITE ? Colour.WHITE : Colour.BLACK;
          long spent = random.nextInt(20_000);
          if (by == Colour.WHITE) {
            white -= spent;
          } else {
            black -= spent;
          }
          p = ((MoveResult.Played<Position>) p.play(m)).after();
          events.add(new GameEvent.MovePlayed(by, uci, san, Fen.write(p), spent, white, black));
          if (ply == 60) {
            events.add(new GameEvent.MovesUndone(Colour.WHITE, 2, Fen.write(p), white, black));
          }
        }
        events.add(
            new GameEvent.GameEnded("1/2-1/2", Termination.AGREEMENT, null, Fen.write(p), 1, 2));
        assertFoldsAlike(events);
      }
    }
  }

  private static void assertFoldsAlike(List<GameEvent> events) {
    GameRecord straight = GameRecord.empty("g");
    GameRecord byMap = GameRecord.empty("g");
    long seq = 0;
    for (GameEvent e : events) {
      seq++;
      GameEventEnvelope envelope =
          GameEventEnvelope.of(
              "e" + seq, "g", seq, Instant.ofEpochSecond(seq, 123_456_789), null, null, e);
      straight = GameRecordFold.apply(straight, envelope);
      byMap = GameRecordFold.applyByMap(byMap, envelope);
      assertEquals(byMap, straight, "after " + e);
    }
  }
}
