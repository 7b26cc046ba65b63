package dev.chessplatform.game.api;

import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The scope a command asks of its caller: {@code game:play} allows every command, a guest's {@code
 * game:computer} only the commands of an unrated game against the computer (create, move, hint,
 * undo, resign, abort). The gateway lets {@code game:computer} reach only those routes; this is the
 * service's own half, which does not trust that the route alone tells the game: a request reaches
 * this instance only if it owns the game (see {@link OwnerForwarding}), so the settings read here
 * are the owner's, and a game's mode and rating are fixed at its creation.
 */
@ApplicationScoped
public class CommandScopes {

  static final String COMPUTER = "game:computer";

  static final String GUESTS =
      "Guests play unrated games against the computer; sign in to play people or rated games";

  private final CurrentCaller caller;
  private final GameRegistry registry;

  public CommandScopes(CurrentCaller caller, GameRegistry registry) {
    this.caller = caller;
    this.registry = registry;
  }

  /** The player of a command in game {@code gameId} that a computer game allows too. */
  String inComputerGame(String gameId) {
    Caller c = computerOrPlay();
    if (!c.hasScope(GameApi.PLAY)) {
      registry
          .state(gameId)
          .filter(s -> !unratedAgainstComputer(s))
          .ifPresent(
              s -> {
                throw refused(GUESTS + ": this game is not one", "gameId", gameId);
              });
    }
    return c.playerId();
  }

  /**
   * The creator of a game of {@code mode} ({@code rated} as asked): with only {@code
   * game:computer}, the game must be an unrated one against the computer. A missing mode is left to
   * the settings' own check.
   */
  String toCreate(GameMode mode, Boolean rated) {
    Caller c = computerOrPlay();
    if (!c.hasScope(GameApi.PLAY)) {
      if (mode != null && mode != GameMode.COMPUTER) {
        throw refused(GUESTS + ": create a game of mode COMPUTER", "field", "mode");
      }
      if (Boolean.TRUE.equals(rated)) {
        throw refused(GUESTS + ": leave rated out or false", "field", "rated");
      }
    }
    return c.playerId();
  }

  private Caller computerOrPlay() {
    Caller c = caller.requireSignedIn();
    return c.hasScope(COMPUTER) ? c : caller.requireScope(GameApi.PLAY);
  }

  private static boolean unratedAgainstComputer(GameState s) {
    return s.settings() != null
        && s.settings().mode() == GameMode.COMPUTER
        && !s.settings().rated()
        && s.computerColour().isPresent();
  }

  private static ProblemException refused(String detail, String member, String value) {
    return new ProblemException(
        Problem.of(GameProblems.COMPUTER_GAMES_ONLY)
            .detail(detail)
            .with(member, value)
            .with("requiredScope", GameApi.PLAY)
            .build());
  }
}
