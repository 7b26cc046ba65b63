package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The instanceof chains end in a throw: these prove every permitted case reaches a branch. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ExhaustiveDispatchTest {

  static final List<GameCommand> ONE_OF_EACH =
      List.of(
          new GameCommand.CreateGame(
              ALICE, GameMode.SEEK, null, false, null, null, null, false, null, Colour.WHITE, null),
          new GameCommand.Join(ALICE, null),
          new GameCommand.LeaveSeat(ALICE),
          new GameCommand.SwapColours(ALICE),
          new GameCommand.Start(ALICE),
          new GameCommand.Cancel(ALICE),
          new GameCommand.PlayMove(ALICE, "e4", false),
          new GameCommand.OfferDraw(ALICE),
          new GameCommand.AcceptDraw(ALICE),
          new GameCommand.DeclineDraw(ALICE),
          new GameCommand.RequestTakeback(ALICE),
          new GameCommand.AcceptTakeback(ALICE),
          new GameCommand.DeclineTakeback(ALICE),
          new GameCommand.Resign(ALICE),
          new GameCommand.Abort(ALICE),
          new GameCommand.ClaimDraw(ALICE),
          new GameCommand.ImportPgn(ALICE, "1. e4 e5 0-1"),
          new GameCommand.Undo(ALICE),
          new GameCommand.GiveHint(ALICE, 4, "e2e4", 20, null),
          new GameCommand.ComputerMove(4, "e2e4", 20, null),
          new GameCommand.WithStandings(new GameCommand.Resign(ALICE), java.util.Map.of()),
          new GameCommand.CheckFlag(),
          new GameCommand.ResumeClocks());

  @Test
  void every_command_type_is_decided_on_a_game_being_played() {
    for (Class<?> type : GameCommand.class.getPermittedSubclasses()) {
      assertTrue(ONE_OF_EACH.stream().anyMatch(type::isInstance), "no sample of " + type);
    }
    for (GameCommand c : ONE_OF_EACH) {
      assertDoesNotThrow(
          () -> GameDecider.decide(GivenGame.started().state(), c, Instant.now()), c.toString());
    }
  }

  @Test
  void every_event_type_is_applied() {
    String fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    List<GameEvent> oneOfEach =
        List.of(
            GivenGame.created(GameMode.ROOM, TimeControl.UNTIMED, DrawRules.AUTOMATIC, null),
            new GameEvent.PlayerSeated(ALICE, Colour.WHITE),
            new GameEvent.PlayerSeated(BOB, Colour.BLACK),
            new GameEvent.SeatLeft(BOB, Colour.BLACK),
            new GameEvent.PlayerSeated(BOB, Colour.BLACK),
            new GameEvent.ColoursSwapped(ALICE, BOB),
            new GameEvent.GameStarted(ALICE, BOB, 0, 0),
            new GameEvent.MovePlayed(Colour.WHITE, "e2e4", "e4", fen, 0, 0, 0),
            new GameEvent.DrawOffered(Colour.BLACK),
            new GameEvent.DrawDeclined(Colour.WHITE),
            new GameEvent.DrawOffered(Colour.BLACK),
            new GameEvent.DrawAccepted(Colour.WHITE),
            new GameEvent.TakebackRequested(Colour.WHITE),
            new GameEvent.TakebackDeclined(Colour.BLACK),
            new GameEvent.TakebackRequested(Colour.WHITE),
            new GameEvent.TakebackAccepted(Colour.BLACK, 1, GameEvent.class.getName()),
            new GameEvent.HintGiven(Colour.WHITE, "g1f3", "Nf3", "knight", "马", 20, null),
            new GameEvent.MovesUndone(Colour.WHITE, 0, fen, 0, 0),
            new GameEvent.ClocksResumed(0, 0, 0),
            new GameEvent.PlayersRated(1500, null, "P2", null, false, true),
            new GameEvent.DrawClaimed(Colour.WHITE, "FIFTY_MOVES"),
            new GameEvent.GameAborted(Colour.WHITE),
            new GameEvent.GameEnded("*", "ABORTED", null, fen, 0, 0),
            new GameEvent.GameCancelled(ALICE, "test"),
            new GameEvent.GameImported(
                ALICE, "a", "b", null, List.of("e2e4"), List.of("e4"), "1-0", "X", List.of()));
    for (Class<?> type : GameEvent.class.getPermittedSubclasses()) {
      assertTrue(oneOfEach.stream().anyMatch(type::isInstance), "no sample of " + type);
    }
    GameState s = GameState.empty("g");
    long seq = 0;
    for (GameEvent e : oneOfEach) {
      GameState before = s;
      long next = ++seq;
      s = assertDoesNotThrow(() -> GameEvolver.apply(before, e, next, Instant.EPOCH), e.toString());
    }
    assertEquals(GameStatus.ENDED, s.status());
  }
}
