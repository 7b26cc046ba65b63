package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import java.util.ArrayList;
import java.util.List;

/** A game rebuilt from its events, as its owner rebuilds it when it loads a partition. */
public final class GameReplay {

  private GameReplay() {}

  /**
   * Applies {@code events} to {@code game} in order: one already applied (a duplicate) is skipped,
   * a gap or an event the rules cannot apply throws.
   */
  public static LiveGame apply(LiveGame game, List<GameEventEnvelope> events) {
    GameState state = game.state();
    List<GameEventEnvelope> all = new ArrayList<>(game.events());
    for (GameEventEnvelope e : events) {
      if (e.seq() <= state.version()) {
        continue;
      }
      if (e.seq() != state.version() + 1) {
        throw new IllegalStateException(
            "game " + e.gameId() + ": gap before seq " + e.seq() + " (at " + state.version() + ")");
      }
      state = GameEvolver.apply(state, e.payload(), e.seq(), e.occurredAt());
      all.add(e);
    }
    LiveGame out = new LiveGame(state, all);
    return LiveGame.finished(state.status()) ? out.compacted() : out;
  }
}
