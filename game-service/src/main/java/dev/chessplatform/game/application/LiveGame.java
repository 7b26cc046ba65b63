package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.domain.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * A game held by its owner: the state and every event so far (for live streams that resume from a
 * seq). Immutable; the owner replaces it after each committed append.
 */
public record LiveGame(GameState state, List<GameEventEnvelope> events) {

  public LiveGame {
    events = List.copyOf(events);
  }

  public static LiveGame empty(String gameId) {
    return new LiveGame(GameState.empty(gameId), List.of());
  }

  public LiveGame with(GameState next, List<GameEventEnvelope> appended) {
    List<GameEventEnvelope> all = new ArrayList<>(events.size() + appended.size());
    all.addAll(events);
    all.addAll(appended);
    return new LiveGame(next, all);
  }

  /** The events after {@code seq}, in order. */
  public List<GameEventEnvelope> after(long seq) {
    int from = (int) Math.max(0, Math.min(seq, events.size()));
    return events.subList(from, events.size());
  }
}
