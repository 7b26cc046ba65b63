package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameCommand.CreateGame;
import dev.chessplatform.game.domain.GameCommand.Join;
import dev.chessplatform.game.domain.GameCommand.Standing;
import dev.chessplatform.game.domain.GameCommand.WithStandings;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.jboss.logging.Logger;

/**
 * Before a command that may start a game (a join of a seek or challenge, a room's start, a computer
 * game's creation), both players' standings are read from rating-service and travel with the
 * command, so the decider records them right after {@code GameStarted}, in the same transaction.
 * The ratings at the start are thus in the stream before any move, and no later event moves the
 * game's version under a client's {@code If-Match}. A lookup that fails or takes longer than {@code
 * chess.games.ratings.timeout} costs the start that long at most and records no ratings.
 */
@ApplicationScoped
public class StandingsAtStart {

  private static final Logger LOG = Logger.getLogger(StandingsAtStart.class);

  private final GameRegistry registry;
  private final PlayerRatings ratings;
  private final boolean enabled;

  public StandingsAtStart(GameRegistry registry, PlayerRatings ratings, GamesConfig config) {
    this.registry = registry;
    this.ratings = ratings;
    this.enabled = config.ratings().enabled();
  }

  /** {@code command}, with the standings of the two players it would start a game for. */
  public CompletionStage<GameCommand> attach(String gameId, GameCommand command) {
    List<String> players = enabled ? startingPlayers(gameId, command) : List.of();
    if (players.size() != 2) {
      return CompletableFuture.completedFuture(command);
    }
    String a = players.get(0);
    String b = players.get(1);
    return ratings
        .standing(a)
        .thenCombine(ratings.standing(b), (x, y) -> with(gameId, command, a, x, b, y));
  }

  private static GameCommand with(
      String gameId,
      GameCommand command,
      String a,
      Optional<Standing> x,
      String b,
      Optional<Standing> y) {
    if (x.isEmpty() || y.isEmpty()) {
      LOG.warnf("game %s starts without ratings: rating-service gave none in time", gameId);
      return command;
    }
    return new WithStandings(command, Map.of(a, x.get(), b, y.get()));
  }

  /** The two players a command would start a game for; empty when it starts none. */
  List<String> startingPlayers(String gameId, GameCommand command) {
    if (command instanceof CreateGame c) {
      return c.mode() == GameMode.COMPUTER && c.computerLevel() != null
          ? List.of(c.actor(), GameState.COMPUTER_PREFIX + c.computerLevel())
          : List.of();
    }
    Optional<GameState> waiting =
        registry.state(gameId).filter(s -> s.status() == GameStatus.WAITING);
    if (waiting.isEmpty()) {
      return List.of();
    }
    GameState s = waiting.get();
    if (command instanceof Join j && s.settings() != null && s.settings().mode() != GameMode.ROOM) {
      String seated = s.white() != null ? s.white() : s.black();
      boolean oneSeat = s.white() == null || s.black() == null;
      return oneSeat && seated != null && !seated.equals(j.actor())
          ? List.of(seated, j.actor())
          : List.of();
    }
    if (command instanceof GameCommand.Start && s.white() != null && s.black() != null) {
      return List.of(s.white(), s.black());
    }
    return List.of();
  }
}
