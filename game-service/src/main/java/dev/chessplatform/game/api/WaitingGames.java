package dev.chessplatform.game.api;

import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.application.OpenGames;
import dev.chessplatform.game.application.OpenGamesFeed;
import dev.chessplatform.game.domain.GameState;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Predicate;

/**
 * The games of one mode waiting for their second player or their start, oldest first: what the
 * lobby, challenge and room lists show. The same from every instance: {@link OpenGames} folds every
 * partition, and a list first waits (at most {@link #CATCH_UP}) until it has read everything
 * appended before the request, so it shows every game whose creation was answered before.
 */
@ApplicationScoped
public class WaitingGames {

  /** The longest a list waits for the open games to catch up before it answers what it has. */
  static final Duration CATCH_UP = Duration.ofSeconds(1);

  private final OpenGames games;
  private final OpenGamesFeed feed;

  public WaitingGames(OpenGames games, OpenGamesFeed feed) {
    this.games = games;
    this.feed = feed;
  }

  List<GameView> of(GameMode mode, Predicate<GameState> also) {
    feed.catchUp(CATCH_UP);
    Instant now = Instant.now();
    return games.waiting(mode, also).stream().map(s -> GameView.of(s, now)).toList();
  }
}
