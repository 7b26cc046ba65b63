package dev.chessplatform.game.api;

import dev.chessplatform.game.application.GameOwners;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;

/**
 * Who may see a game: anyone a public one, only its players (and invitee) a private one. A game is
 * "not found" only when its partition is loaded here and holds no such game; while the partition is
 * not loaded yet or has no owner (start, restart, rebalance) the answer is 503 with Retry-After, so
 * a client never gives up a game that exists.
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

  GameState visible(String gameId) {
    GameState s = registry.state(gameId).orElseThrow(() -> absent(gameId));
    Caller c = caller.get();
    boolean insider =
        s.colourOf(c.playerId()).isPresent()
            || (s.settings() != null && c.playerId().equals(s.settings().invitedPlayer()))
            || (s.settings() != null && c.playerId().equals(s.settings().createdBy()));
    if (s.isPrivate() && !insider) {
      throw new ProblemException(
          Problem.of(GameProblems.PRIVATE_GAME)
              .detail("Only the players of a private game may follow it")
              .with("gameId", gameId)
              .build());
    }
    return s;
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
