package dev.chessplatform.game.api;

import dev.chessplatform.game.application.GameOwners;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;

/**
 * The game an operation names, as this instance holds it (who may see it is {@link PrivateGames}'s
 * to decide, before the resource runs). A game is "not found" only when its partition is loaded
 * here and holds no such game; while the partition is not loaded yet or has no owner (start,
 * restart, rebalance) the answer is 503 with Retry-After, so a client never gives up a game that
 * exists.
 */
@ApplicationScoped
public class GameAccess {

  private final GameRegistry registry;
  private final GameOwners owners;
  private final CurrentCaller caller;

  public GameAccess(GameRegistry registry, GameOwners owners, CurrentCaller caller) {
    this.registry = registry;
    this.owners = owners;
    this.caller = caller;
  }

  /** Whether the caller holds a seat in {@code s}. */
  boolean seated(GameState s) {
    return s.colourOf(caller.get().playerId()).isPresent();
  }

  /**
   * The game, for a read the caller passed {@link PrivateGames} for (every operation naming a game
   * does): whether the caller may read it is decided there, once.
   */
  GameState visible(String gameId) {
    return registry.state(gameId).orElseThrow(() -> absent(gameId));
  }

  private ProblemException absent(String gameId) {
    if (owners.ownsGame(gameId)) {
      return new ProblemException(
          Problem.of(ProblemType.NOT_FOUND)
              .detail("There is no game " + gameId)
              .with("gameId", gameId)
              .build());
    }
    return new ProblemException(
        Problem.of(GameProblems.OWNER_UNAVAILABLE)
            .detail("The game's partition is being loaded or has no owner right now; try again")
            .with("gameId", gameId)
            .build(),
        Map.of("Retry-After", "1"));
  }
}
