package dev.chessplatform.game.api;

import dev.chessplatform.game.application.GameCommands;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.identity.CurrentCaller;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * A player's command on an existing game, the one use case behind every resource method that only
 * sends one: the caller (scope {@code game:play}, checked before the headers are read) becomes the
 * command's actor, {@link GameCommands#send} runs it, and {@link CommandAnswers} answers its
 * outcome.
 */
@ApplicationScoped
public class PlayerCommands {

  private final GameCommands commands;
  private final CurrentCaller caller;

  public PlayerCommands(GameCommands commands, CurrentCaller caller) {
    this.commands = commands;
    this.caller = caller;
  }

  /** The caller's player id; a token without {@code game:play} is a 403 here. */
  String actor() {
    return caller.requireScope(GameApi.PLAY).playerId();
  }

  CompletionStage<Response> send(
      String gameId, Function<String, GameCommand> command, CommandHeaders headers, UriInfo uri) {
    GameCommand sent = command.apply(actor());
    return CommandAnswers.of(
        commands.send(gameId, sent, headers.options()), headers, uri.getPath());
  }
}
