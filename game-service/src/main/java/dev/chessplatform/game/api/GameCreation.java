package dev.chessplatform.game.api;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.api.GameRequests.ClockSetting;
import dev.chessplatform.game.api.GameRequests.NewGameRequest;
import dev.chessplatform.game.application.CommandOptions;
import dev.chessplatform.game.application.GameCommands;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.TimeControls;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import java.security.SecureRandom;
import java.util.concurrent.CompletionStage;

/** Creating games from a request: shared by /api/games, the lobby, challenges and rooms. */
@ApplicationScoped
public class GameCreation {

  private static final SecureRandom COIN = new SecureRandom();

  private final GameCommands commands;

  public GameCreation(GameCommands commands) {
    this.commands = commands;
  }

  CompletionStage<Response> create(
      String actor, NewGameRequest body, GameMode forcedMode, String key, String basePath) {
    if (body == null) {
      throw invalid("body", "A game needs its settings");
    }
    GameMode mode = forcedMode != null ? forcedMode : body.mode();
    if (mode == null || mode == GameMode.IMPORT) {
      throw invalid("mode", "mode is SEEK, CHALLENGE, ROOM or COMPUTER");
    }
    GameCommand.CreateGame command =
        new GameCommand.CreateGame(
            actor,
            mode,
            timeControl(body.clock()),
            Boolean.TRUE.equals(body.rated()),
            body.colour(),
            body.fen(),
            body.drawRules(),
            Boolean.TRUE.equals(body.privateGame()),
            body.opponent(),
            COIN.nextBoolean() ? Colour.WHITE : Colour.BLACK,
            body.level());
    return created(actor, command, key, basePath);
  }

  /** Sends a create (a new game or an import) to the game it makes: 201 with its Location. */
  CompletionStage<Response> created(
      String actor, GameCommand command, String idempotencyKey, String path) {
    String key = CommandHeaders.key(idempotencyKey);
    String gameId = commands.newGameId(actor, key);
    return commands
        .send(gameId, command, new CommandOptions(null, key))
        .thenApply(outcome -> located(CommandAnswers.answer(outcome, 201, path), gameId));
  }

  /**
   * A 201 with the new game's {@code Location}: a path relative to the API's root, never an
   * absolute URI built from this service's host, which behind the gateway is not the public one
   * (RFC 9110 10.2.2 allows a relative reference, resolved against the request's URI).
   */
  private static Response located(Response r, String gameId) {
    return r.getStatus() == 201
        ? Response.fromResponse(r).header(GameApi.LOCATION, path(gameId)).build()
        : r;
  }

  /** The path of a game, the one {@code Location} names. */
  static String path(String gameId) {
    return "/api/games/" + gameId;
  }

  static TimeControl timeControl(ClockSetting clock) {
    if (clock == null) {
      return TimeControl.UNTIMED;
    }
    if (clock.preset() != null) {
      return TimeControls.preset(clock.preset())
          .orElseThrow(
              () ->
                  invalid(
                      "clock.preset",
                      "Unknown preset; known: "
                          + String.join(", ", TimeControls.PRESETS.keySet())));
    }
    long base = clock.initialSeconds() == null ? 0 : clock.initialSeconds();
    long inc = clock.incrementSeconds() == null ? 0 : clock.incrementSeconds();
    if (base < 0 || inc < 0 || base > 86_400 || inc > 86_400) {
      throw invalid("clock", "Seconds must be between 0 and 86400");
    }
    return TimeControls.custom(base * 1000, inc * 1000);
  }

  static ProblemException invalid(String field, String detail) {
    return new ProblemException(
        Problem.of(GameProblems.INVALID_SETTINGS).detail(detail).with("field", field).build());
  }
}
