package dev.chessplatform.game.application;

import dev.chessplatform.game.application.NamedCommands.Prepared;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameCommand;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/**
 * The one way a command reaches a game: the players it names are looked up ({@link NamedCommands}),
 * a start gets the players' ratings ({@link StandingsAtStart}), then the writer of the game's
 * partition decides and appends it ({@link GameOwners}, {@link CommandHandling}) and the outcome
 * comes back once Kafka has the events. Every resource that changes a game calls this.
 */
@ApplicationScoped
public class GameCommands {

  private final GameOwners owners;
  private final NamedCommands names;
  private final StandingsAtStart standings;

  /** How long a caller waits for the writer before the answer is "unavailable, try again". */
  private final Duration writerTimeout;

  public GameCommands(
      GameOwners owners, NamedCommands names, StandingsAtStart standings, GamesConfig config) {
    this.owners = owners;
    this.names = names;
    this.standings = standings;
    this.writerTimeout = config.commandTimeout();
  }

  /** Sends {@code command} to game {@code gameId}. */
  public CompletionStage<CommandOutcome> send(
      String gameId, GameCommand command, CommandOptions options) {
    return names
        .prepare(command)
        .thenCompose(
            prepared -> {
              if (prepared instanceof Prepared.Ready ready) {
                return standings
                    .attach(gameId, ready.command())
                    .thenCompose(rated -> submit(gameId, rated, options));
              }
              return CompletableFuture.completedFuture(refusal(prepared));
            });
  }

  /** The id for a new game created by {@code actor} with this Idempotency-Key (or none). */
  public String newGameId(String actor, String idempotencyKey) {
    return idempotencyKey == null ? GameIds.random(owners) : GameIds.fromKey(actor, idempotencyKey);
  }

  /** Hands an already prepared command to the writer (the computer's moves, flags, hints). */
  CompletionStage<CommandOutcome> submit(
      String gameId, GameCommand command, CommandOptions options) {
    return owners
        .submit(gameId, command, options)
        .orTimeout(writerTimeout.toMillis(), TimeUnit.MILLISECONDS)
        .exceptionally(
            error -> new CommandOutcome.Unavailable("no answer from the game's writer in time"));
  }

  /**
   * The outcome for a game this instance does not hold: not found only when its partition is loaded
   * here; otherwise unavailable (being loaded, or no owner now), never a false 404.
   */
  public CommandOutcome absent(String gameId) {
    return owners.ownsGame(gameId)
        ? new CommandOutcome.NotFound(gameId)
        : new CommandOutcome.Unavailable("the game's partition is not loaded here now");
  }

  private static CommandOutcome refusal(Prepared prepared) {
    if (prepared instanceof Prepared.UnknownPlayer u) {
      return new CommandOutcome.UnknownPlayer(u.field(), u.given());
    }
    if (prepared instanceof Prepared.DirectoryBehind d) {
      return new CommandOutcome.DirectoryBehind(d.field(), d.given());
    }
    throw new IllegalStateException("unhandled preparation " + prepared);
  }
}
