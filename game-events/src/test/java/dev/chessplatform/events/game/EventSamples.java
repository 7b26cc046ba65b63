package dev.chessplatform.events.game;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.GameEvent.ClocksResumed;
import dev.chessplatform.events.game.GameEvent.ColoursSwapped;
import dev.chessplatform.events.game.GameEvent.DrawAccepted;
import dev.chessplatform.events.game.GameEvent.DrawClaimed;
import dev.chessplatform.events.game.GameEvent.DrawDeclined;
import dev.chessplatform.events.game.GameEvent.DrawOffered;
import dev.chessplatform.events.game.GameEvent.GameAborted;
import dev.chessplatform.events.game.GameEvent.GameCancelled;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEvent.GameImported;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.HintGiven;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEvent.MovesUndone;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameEvent.RematchOffered;
import dev.chessplatform.events.game.GameEvent.SeatLeft;
import dev.chessplatform.events.game.GameEvent.TakebackAccepted;
import dev.chessplatform.events.game.GameEvent.TakebackDeclined;
import dev.chessplatform.events.game.GameEvent.TakebackRequested;
import dev.chessplatform.events.game.GameEvent.TimeGiven;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** One fixed example of every event type: the input of the approval test. */
final class EventSamples {

  static final String FEN_AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

  static final Map<Class<?>, GameEvent> ALL =
      Map.ofEntries(
          Map.entry(
              GameCreated.class,
              new GameCreated(
                  "alice",
                  GameMode.CHALLENGE,
                  new TimeControl("blitz", 300_000, 3_000),
                  true,
                  ColourChoice.WHITE,
                  null,
                  DrawRules.AUTOMATIC,
                  false,
                  "bob",
                  "Bob")),
          Map.entry(PlayerSeated.class, new PlayerSeated("bob", Colour.BLACK, "Bob")),
          Map.entry(SeatLeft.class, new SeatLeft("bob", Colour.BLACK)),
          Map.entry(ColoursSwapped.class, new ColoursSwapped("bob", "alice")),
          Map.entry(GameStarted.class, new GameStarted("alice", "bob", 300_000, 300_000)),
          Map.entry(
              MovePlayed.class,
              new MovePlayed(Colour.WHITE, "e2e4", "e4", FEN_AFTER_E4, 1_250, 301_750, 300_000)),
          Map.entry(DrawOffered.class, new DrawOffered(Colour.WHITE)),
          Map.entry(DrawDeclined.class, new DrawDeclined(Colour.BLACK)),
          Map.entry(DrawAccepted.class, new DrawAccepted(Colour.BLACK)),
          Map.entry(TakebackRequested.class, new TakebackRequested(Colour.WHITE)),
          Map.entry(TakebackAccepted.class, new TakebackAccepted(Colour.BLACK, 1, FEN_AFTER_E4)),
          Map.entry(TakebackDeclined.class, new TakebackDeclined(Colour.BLACK)),
          Map.entry(
              RematchOffered.class,
              new RematchOffered(Colour.BLACK, "6f1c2a34-58d1-4e0b-9c1a-3d2e4f5a6b7c")),
          Map.entry(
              MovesUndone.class, new MovesUndone(Colour.WHITE, 2, FEN_AFTER_E4, 300_000, 297_000)),
          Map.entry(
              HintGiven.class,
              new HintGiven(
                  Colour.WHITE,
                  "g1f3",
                  "Nf3",
                  "White knight g1→f3; evaluation +0.30 for White",
                  "白方马从g1跳到f3；局面评估白方+0.30",
                  30,
                  null)),
          Map.entry(DrawClaimed.class, new DrawClaimed(Colour.BLACK, "THREEFOLD_REPETITION")),
          Map.entry(GameAborted.class, new GameAborted(Colour.BLACK)),
          Map.entry(GameCancelled.class, new GameCancelled("alice", "seek withdrawn")),
          Map.entry(PlayersRated.class, new PlayersRated(1512, null, "P2", null, false, true)),
          Map.entry(ClocksResumed.class, new ClocksResumed(290_000, 300_000, 42_000)),
          Map.entry(TimeGiven.class, new TimeGiven(Colour.WHITE, 15_000, 288_500, 315_000)),
          Map.entry(
              GameImported.class,
              new GameImported(
                  "carol",
                  "Morphy",
                  "Duke of Brunswick",
                  null,
                  List.of("e2e4", "e7e5"),
                  List.of("e4", "e5"),
                  "1-0",
                  Termination.CHECKMATE,
                  List.of(new PgnTag("Event", "Paris Opera"), new PgnTag("Date", "1858.??.??")))),
          Map.entry(
              GameEnded.class,
              new GameEnded(
                  "1-0", Termination.CHECKMATE, Colour.WHITE, FEN_AFTER_E4, 250_000, 12_000)));

  static GameEventEnvelope envelope(GameEvent payload, long seq) {
    return GameEventEnvelope.of(
        "00000000-0000-4000-8000-" + String.format("%012d", seq),
        "g-approval",
        seq,
        Instant.parse("2026-11-29T12:00:00Z").plusSeconds(seq),
        "key-" + seq,
        "alice",
        payload);
  }

  private EventSamples() {}
}
