package dev.chessplatform.game.application;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.OneOfEachEvent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The games read model is a function of the one fold's state: every event type reaches a record,
 * and a record holds what the events said (the line, its times, the clocks, the seats and names).
 */
class GameRecordTest {

  private static final Instant AT = Instant.parse("2026-12-01T10:00:00Z");

  @Test
  void everyEventTypeIsFoldedIntoTheRecord() {
    List<GameEvent> oneOfEach = OneOfEachEvent.inGameOrder();
    for (Class<?> type : GameEvent.class.getPermittedSubclasses()) {
      assertTrue(oneOfEach.stream().anyMatch(type::isInstance), "no sample of " + type);
    }
    GameState s = GameState.empty("g");
    GameRecord r = GameRecord.of(s);
    assertEquals("NEW", r.status());
    long seq = 0;
    for (GameEvent e : oneOfEach) {
      GameState before = s;
      long next = ++seq;
      s = assertDoesNotThrow(() -> GameEvolver.apply(before, e, next, AT), e.toString());
      GameState after = s;
      r = assertDoesNotThrow(() -> GameRecord.of(after), e.toString());
    }
    assertEquals(oneOfEach.size(), r.lastSeq());
  }

  @Test
  void aRecordHoldsWhatTheEventsOfAPlayedGameSaid() {
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
        boolean bobSat = game % 3 != 0; // else a game whose second seat has no name recorded
        if (bobSat) {
          events.add(new GameEvent.PlayerSeated("bob", Colour.BLACK, "Bob"));
        }
        events.add(new GameEvent.GameStarted("alice", "bob", 900_000, 900_000));
        events.add(new GameEvent.PlayersRated(1500, 1700, null, "GM", true, false));
        List<String> sans = new ArrayList<>();
        List<String> ucis = new ArrayList<>();
        List<GameRecord.MoveTime> times = new ArrayList<>();
        List<String> fens = new ArrayList<>(List.of(Fen.INITIAL));
        Position p = Position.initial();
        long white = 900_000;
        long black = 900_000;
        for (int ply = 0; ply < 120 && !p.legalMoves().isEmpty(); ply++) {
          if (ply == 30) {
            events.add(new GameEvent.DrawOffered(Colour.BLACK)); // a field a move keeps
          }
          List<Move> legal = p.legalMoves();
          Move m = legal.get(random.nextInt(legal.size()));
          Colour by = p.sideToMove() == Side.WHITE ? Colour.WHITE : Colour.BLACK;
          long spent = random.nextInt(20_000);
          if (by == Colour.WHITE) {
            white -= spent;
          } else {
            black -= spent;
          }
          sans.add(San.write(p, m));
          ucis.add(UciNotation.write(m));
          p = ((MoveResult.Played<Position>) p.play(m)).after();
          fens.add(Fen.write(p));
          times.add(
              new GameRecord.MoveTime(
                  by.name(), spent, tc.timed() ? (by == Colour.WHITE ? white : black) : null));
          events.add(
              new GameEvent.MovePlayed(
                  by, ucis.get(ply), sans.get(ply), Fen.write(p), spent, white, black));
        }
        GameState played = GameEvolver.replay("g", events, AT);
        GameRecord r = GameRecord.of(played);
        String why = "game " + game + " " + tc;
        assertEquals(sans, r.moves(), why);
        assertEquals(ucis, r.uciMoves(), why);
        assertEquals(times, r.moveTimes(), why);
        assertEquals(Fen.write(p), r.fen(), why);
        assertEquals(white, r.whiteMs(), why);
        assertEquals(black, r.blackMs(), why);
        assertEquals("BLACK", r.drawOffer(), why);
        assertEquals("STARTED", r.status(), why);
        assertEquals(List.of("alice", "bob"), r.players(), why);
        assertEquals("Alice", r.whiteName(), why);
        assertEquals(bobSat ? "Bob" : null, r.blackName(), why);
        assertEquals("Alice", r.createdByName(), why);
        assertEquals(new GameRecord.Rating(1700, "GM", false), r.ratings().black(), why);
        assertEquals(game % 2 == 0, r.rated(), why);
        assertEquals("SEEK", r.mode(), why);
        assertEquals(events.size(), r.lastSeq(), why);

        events.add(new GameEvent.MovesUndone(Colour.WHITE, 2, fens.get(fens.size() - 3), 1, 2));
        events.add(
            new GameEvent.GameEnded(
                "1/2-1/2", Termination.AGREEMENT, null, fens.get(fens.size() - 3), 1, 2));
        GameRecord ended = GameRecord.of(GameEvolver.replay("g", events, AT));
        assertEquals(sans.subList(0, sans.size() - 2), ended.moves(), why);
        assertEquals(ucis.subList(0, ucis.size() - 2), ended.uciMoves(), why);
        assertEquals(times.subList(0, times.size() - 2), ended.moveTimes(), why);
        assertEquals(fens.get(fens.size() - 3), ended.fen(), why);
        assertEquals(1, ended.whiteMs(), why);
        assertEquals(2, ended.blackMs(), why);
        assertNull(ended.drawOffer(), why);
        assertEquals("ENDED", ended.status(), why);
        assertEquals(Termination.AGREEMENT, ended.termination(), why);
        assertNull(ended.winner(), why);
      }
    }
  }

  @Test
  void anImportedGameIsEndedWithItsLineTagsAndWinner() {
    List<PgnTag> tags = List.of(new PgnTag("Event", "Casual"));
    GameState s =
        GameEvolver.apply(
            GameState.empty("g"),
            new GameEvent.GameImported(
                "carol",
                "a",
                "b",
                null,
                List.of("e2e4", "e7e5"),
                List.of("e4", "e5"),
                "0-1",
                Termination.UNKNOWN,
                tags),
            1,
            AT);
    GameRecord r = GameRecord.of(s);
    assertEquals("IMPORT", r.mode());
    assertEquals("ENDED", r.status());
    assertEquals("carol", r.createdBy());
    assertEquals(List.of("e4", "e5"), r.moves());
    assertEquals(List.of("e2e4", "e7e5"), r.uciMoves());
    assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", r.fen());
    assertEquals("BLACK", r.winner());
    assertEquals(tags, r.tags());
    assertEquals(AT, r.createdAt());
    assertEquals(List.of(), r.moveTimes());
  }
}
