package dev.chessplatform.game.api;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.api.GameRequests.ClockSetting;
import dev.chessplatform.game.api.GameRequests.NewGame;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.TimeControls;
import dev.chessplatform.game.messaging.GameOwnership;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.UUID;
import java.util.concurrent.CompletionStage;

/** Creating games from a request: shared by /api/games, the lobby, challenges and rooms. */
@ApplicationScoped
public class GameCreation {

  private static final SecureRandom COIN = new SecureRandom();

  private final CommandGateway gateway;
  private final GameOwnership ownership;

  public GameCreation(CommandGateway gateway, GameOwnership ownership) {
    this.gateway = gateway;
    this.ownership = ownership;
  }

  /**
   * The id of a game created here: derived from caller and key when there is a key (a keyed create
   * that another instance owns is forwarded there by {@link OwnerForwarding}); otherwise a random
   * id on a partition this instance owns, so the game needs no forwarding.
   */
  String gameIdFor(String actor, String key) {
    if (key != null) {
      return newGameId(actor, key);
    }
    for (int i = 0; i < 256; i++) {
      String id = newGameId(actor, null);
      if (ownership.ownsGame(id)) {
        return id;
      }
    }
    return newGameId(actor, null);
  }

  /**
   * A new game id; with an Idempotency-Key it is derived from the caller and the key, so a retried
   * create reaches the same game and is answered from its first outcome.
   */
  static String newGameId(String actor, String key) {
    UUID id =
        key == null
            ? UUID.randomUUID()
            : UUID.nameUUIDFromBytes((actor + "|" + key).getBytes(StandardCharsets.UTF_8));
    return id.toString();
  }

  CompletionStage<Response> create(
      String actor, NewGame body, GameMode forcedMode, String key, String basePath) {
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
    String gameId = gameIdFor(actor, CommandGateway.key(key));
    return located(gateway.send(gameId, command, null, key, 201, basePath), gameId);
  }

  /**
   * A 201 with the new game's {@code Location}: a path relative to the API's root, never an
   * absolute URI built from this service's host, which behind the gateway is not the public one
   * (RFC 9110 10.2.2 allows a relative reference, resolved against the request's URI).
   */
  static CompletionStage<Response> located(CompletionStage<Response> answer, String gameId) {
    return answer.thenApply(
        r ->
            r.getStatus() == 201
                ? Response.fromResponse(r).header(GameApi.LOCATION, path(gameId)).build()
                : r);
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
