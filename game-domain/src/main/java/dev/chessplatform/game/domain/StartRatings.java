package dev.chessplatform.game.domain;

import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.game.domain.GameCommand.Standing;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The players' ratings recorded with the start they were looked up for. */
final class StartRatings {

  private StartRatings() {}

  /**
   * {@code decision} with {@link PlayersRated} right after its {@link GameStarted}, when it has one
   * and both players' standings are known; otherwise {@code decision} as it is (a refusal, a seat
   * taken in a room that has not started, a lookup that did not answer).
   */
  static Decision after(Decision decision, Map<String, Standing> standings) {
    if (!(decision instanceof Decision.Accepted accepted)) {
      return decision;
    }
    List<GameEvent> events = new ArrayList<>();
    for (GameEvent e : accepted.events()) {
      events.add(e);
      if (e instanceof GameStarted started) {
        Standing white = standings.get(started.white());
        Standing black = standings.get(started.black());
        if (white != null && black != null) {
          events.add(
              new PlayersRated(
                  white.rating(),
                  black.rating(),
                  white.title(),
                  black.title(),
                  white.provisional(),
                  black.provisional()));
        }
      }
    }
    return new Decision.Accepted(events);
  }
}
