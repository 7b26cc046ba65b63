package dev.chessplatform.game.api;

import dev.chessplatform.game.application.CommandOptions;
import dev.chessplatform.game.application.CommandOutcome;
import dev.chessplatform.game.application.NamedCommands;
import dev.chessplatform.game.application.StandingsAtStart;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.messaging.GameOwnership;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/** Sends a command to the game's owner and maps the outcome: shared by the command resources. */
@ApplicationScoped
public class CommandGateway {

  private final GameOwnership ownership;
  private final NamedCommands names;
  private final StandingsAtStart standings;

  public CommandGateway(GameOwnership ownership, NamedCommands names, StandingsAtStart standings) {
    this.ownership = ownership;
    this.names = names;
    this.standings = standings;
  }

  /** Sends a command with the caller's If-Match and Idempotency-Key; 200 with the game after it. */
  CompletionStage<Response> send(
      String gameId, GameCommand command, CommandHeaders headers, String path) {
    return send(gameId, command, headers.ifMatch, headers.idempotencyKey, 200, path);
  }

  CompletionStage<Response> send(
      String gameId,
      GameCommand command,
      String ifMatch,
      String idempotencyKey,
      int success,
      String path) {
    CommandOptions options = new CommandOptions(version(ifMatch), key(idempotencyKey));
    return names
        .prepare(command)
        .thenCompose(
            prepared ->
                prepared instanceof NamedCommands.Prepared.Ready ready
                    ? standings
                        .attach(gameId, ready.command())
                        .thenCompose(rated -> submit(gameId, rated, options, success, path))
                    : CompletableFuture.completedFuture(PlayerProblems.answer(prepared, path)));
  }

  private CompletionStage<Response> submit(
      String gameId, GameCommand command, CommandOptions options, int success, String path) {
    return ownership
        .submit(gameId, command, options)
        .orTimeout(10, TimeUnit.SECONDS)
        .handle(
            (outcome, error) ->
                error != null
                    ? CommandAnswers.answer(
                        new CommandOutcome.Unavailable("no answer from the game's writer in time"),
                        success,
                        path)
                    : CommandAnswers.answer(outcome, success, path));
  }

  /** The version in {@code If-Match: "<seq>"}; {@code *} and absence mean no precondition. */
  static Long version(String ifMatch) {
    if (ifMatch == null || ifMatch.isBlank() || ifMatch.strip().equals("*")) {
      return null;
    }
    String v = ifMatch.strip();
    if (v.startsWith("W/")) {
      v = v.substring(2);
    }
    v = v.replace("\"", "");
    try {
      return Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw new ProblemException(
          Problem.of(ProblemType.INVALID_FIELD)
              .detail("If-Match must be a game version such as \"12\"")
              .with("field", GameApi.IF_MATCH)
              .build());
    }
  }

  static String key(String idempotencyKey) {
    if (idempotencyKey == null || idempotencyKey.isBlank()) {
      return null;
    }
    if (idempotencyKey.length() > 128) {
      throw new ProblemException(
          Problem.of(ProblemType.INVALID_FIELD)
              .detail("Idempotency-Key is at most 128 characters")
              .with("field", GameApi.IDEMPOTENCY_KEY)
              .build());
    }
    return idempotencyKey;
  }
}
