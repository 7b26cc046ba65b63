package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.application.PlayerDirectory.Resolution;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameCommand.CreateGame;
import dev.chessplatform.game.domain.GameCommand.Join;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Before a command reaches the game's writer: the player a challenge invites, given by account name
 * (any case) or id, becomes his id, and the commands that seat or invite a player carry the names
 * the {@link PlayerDirectory} knows, which the decider writes into the events. Other commands pass
 * unchanged. Nothing waits on a thread: an unknown name or id waits for the directory to catch up.
 */
@ApplicationScoped
public class NamedCommands {

  /** What a command became. */
  public sealed interface Prepared {

    /** Ready for the writer. */
    record Ready(GameCommand command) implements Prepared {}

    /** The player named in {@code field} ({@code given}) is no account and no computer level. */
    record UnknownPlayer(String field, String given) implements Prepared {}

    /** The directory could not say in time whether {@code given} is a player. */
    record DirectoryBehind(String field, String given) implements Prepared {}
  }

  /** The request field that names the invited player. */
  public static final String OPPONENT = "opponent";

  private final PlayerDirectory directory;

  public NamedCommands(PlayerDirectory directory) {
    this.directory = directory;
  }

  public CompletionStage<Prepared> prepare(GameCommand command) {
    if (command instanceof CreateGame c) {
      return create(c);
    }
    if (command instanceof Join j) {
      return directory
          .nameOf(j.actor())
          .thenApply(n -> new Prepared.Ready(j.named(n.orElse(null))));
    }
    return CompletableFuture.completedFuture(new Prepared.Ready(command));
  }

  private CompletionStage<Prepared> create(CreateGame c) {
    CompletionStage<Optional<String>> creator = directory.nameOf(c.actor());
    if (c.mode() != GameMode.CHALLENGE || c.invitedPlayer() == null) {
      return creator.thenApply(n -> new Prepared.Ready(c.named(n.orElse(null), null)));
    }
    String given = c.invitedPlayer();
    return directory
        .resolve(given)
        .thenCombine(
            creator,
            (invited, name) -> {
              if (invited instanceof Resolution.Found f) {
                return new Prepared.Ready(invite(c, f).named(name.orElse(null), f.name()));
              }
              if (invited instanceof Resolution.Unknown) {
                return new Prepared.UnknownPlayer(OPPONENT, given);
              }
              if (invited instanceof Resolution.Unavailable) {
                return new Prepared.DirectoryBehind(OPPONENT, given);
              }
              throw new IllegalStateException("unhandled resolution " + invited);
            });
  }

  private static CreateGame invite(CreateGame c, Resolution.Found f) {
    return new CreateGame(
        c.actor(),
        c.mode(),
        c.timeControl(),
        c.rated(),
        c.colourChoice(),
        c.startFen(),
        c.drawRules(),
        c.privateGame(),
        f.playerId(),
        c.coin(),
        c.computerLevel());
  }
}
