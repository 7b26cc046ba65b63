package dev.chessplatform.game.api;

import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import jakarta.enterprise.context.ApplicationScoped;

/** Who may see a game: anyone a public one, only its players (and invitee) a private one. */
@ApplicationScoped
public class GameAccess {

  private final GameRegistry registry;
  private final CurrentCaller caller;

  public GameAccess(GameRegistry registry, CurrentCaller caller) {
    this.registry = registry;
    this.caller = caller;
  }

  /** Whether the caller holds a seat in {@code s}. */
  boolean seated(GameState s) {
    return s.colourOf(caller.get().playerId()).isPresent();
  }

  GameState visible(String gameId) {
    GameState s =
        registry
            .state(gameId)
            .orElseThrow(
                () ->
                    new ProblemException(
                        Problem.of(ProblemType.NOT_FOUND)
                            .detail("There is no game " + gameId)
                            .with("gameId", gameId)
                            .build()));
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
}
