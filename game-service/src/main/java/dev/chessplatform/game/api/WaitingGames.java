package dev.chessplatform.game.api;

import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * The games of one mode waiting for their second player or their start, oldest first: what the
 * lobby, challenge and room lists show. From this instance's memory (exact with one instance).
 */
@ApplicationScoped
public class WaitingGames {

  private final GameRegistry registry;

  public WaitingGames(GameRegistry registry) {
    this.registry = registry;
  }

  List<GameView> of(GameMode mode, Predicate<GameState> also) {
    Instant now = Instant.now();
    return registry.all().stream()
        .filter(g -> g.status() == GameStatus.WAITING)
        .map(LiveGame::state)
        .filter(s -> s.status() == GameStatus.WAITING && s.settings().mode() == mode)
        .filter(also)
        .sorted(Comparator.comparing(GameState::lastEventAt))
        .map(s -> GameView.of(s, now))
        .toList();
  }
}
