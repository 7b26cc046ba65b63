package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import java.util.List;

/**
 * One event of every permitted {@link GameEvent} type, in an order a game could write them (it ends
 * ENDED), for the tests that prove every fold has a branch for each type.
 */
public final class OneOfEachEvent {

  private OneOfEachEvent() {}

  public static List<GameEvent> inGameOrder() {
    String fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    return List.of(
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
        new GameEvent.TimeGiven(Colour.WHITE, 15_000, 0, 15_000),
        new GameEvent.PlayersRated(1500, null, "P2", null, false, true),
        new GameEvent.DrawClaimed(Colour.WHITE, "FIFTY_MOVES"),
        new GameEvent.GameAborted(Colour.WHITE),
        new GameEvent.GameEnded("*", Termination.ABORTED, null, fen, 0, 0),
        new GameEvent.RematchOffered(Colour.WHITE, "rematch-1"),
        new GameEvent.GameCancelled(ALICE, "test"),
        new GameEvent.GameImported(
            ALICE,
            "a",
            "b",
            null,
            List.of("e2e4"),
            List.of("e4"),
            "1-0",
            Termination.UNKNOWN,
            List.of()));
  }
}
