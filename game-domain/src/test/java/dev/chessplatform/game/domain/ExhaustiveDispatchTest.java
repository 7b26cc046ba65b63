package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameMode;
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
          new GameCommand.GiveMoreTime(ALICE),
          new GameCommand.OfferRematch(ALICE, "rematch-1"),
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
    List<GameEvent> oneOfEach = OneOfEachEvent.inGameOrder();
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
