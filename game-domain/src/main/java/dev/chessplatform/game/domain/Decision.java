package dev.chessplatform.game.domain;

import dev.chessplatform.events.game.GameEvent;
import java.util.List;

/** What {@link GameDecider#decide} says to a command: the events to append, or why not. */
public sealed interface Decision {

  record Accepted(List<GameEvent> events) implements Decision {
    public Accepted {
      events = List.copyOf(events);
    }
  }

  record Rejected(GameError error) implements Decision {}

  static Decision accept(GameEvent... events) {
    return new Accepted(List.of(events));
  }

  static Decision reject(GameError.Kind kind, String detail) {
    return new Rejected(GameError.of(kind, detail));
  }
}
