package dev.chessplatform.lichess.application;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.lichess.config.FacadeConfig;
import dev.chessplatform.lichess.domain.ChallengeForm;
import dev.chessplatform.lichess.domain.EventLines;
import dev.chessplatform.lichess.domain.GameLines;
import dev.chessplatform.lichess.upstream.OurApi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;

/**
 * Their challenges as ours: one for a player by name is our challenge ({@code createChallenge}), an
 * open one (anyone with its link may take it) is our lobby seek; accept, decline and cancel act on
 * whichever it is. The game keeps the challenge's id, as their clients require.
 */
@ApplicationScoped
public class Challenges {

  /** A challenge made: its game's state, for their {@code ChallengeJson}. */
  public record Made(GameState state, String url) {}

  private final OurApi api;
  private final GameHistory history;
  private final ObjectMapper json;
  private final String base;

  public Challenges(OurApi api, GameHistory history, ObjectMapper json, FacadeConfig config) {
    this.api = api;
    this.history = history;
    this.json = json;
    this.base = config.publicUrl().replaceAll("/+$", "");
  }

  /** Challenges {@code username} (their challenge) or anyone ({@code username} null: open). */
  public Uni<Object> create(Caller caller, String username, Map<String, String> form) {
    ChallengeForm.Read read = ChallengeForm.read(form);
    if (read.refusal() != null) {
      return Uni.createFrom()
          .failure(new GameCommands.Invalid(read.refusal().field(), read.refusal().detail()));
    }
    Caller player = Players.asPlayer(caller);
    ObjectNode body = body(read.settings());
    String path = "/api/lobby/seeks";
    if (username != null) {
      body.put("opponent", username);
      path = "/api/challenges";
    }
    return api.sendOk(player, "POST", path, body.toString())
        .flatMap(reply -> history.state(player, reply.json().path("gameId").asText()))
        .map(folded -> answer(folded.state(), caller.playerId(), username == null));
  }

  private Object answer(GameState s, String me, boolean open) {
    EventLines.Challenge c = EventLines.challenge(s, me, base).challenge();
    if (!open) {
      return c;
    }
    return new OpenChallenge(
        c.id(),
        c.url(),
        c.status(),
        null,
        null,
        c.variant(),
        c.rated(),
        c.speed(),
        c.timeControl(),
        c.color(),
        c.finalColor(),
        c.perf(),
        c.initialFen(),
        c.url(),
        c.url(),
        Map.of());
  }

  /**
   * Their {@code ChallengeOpenJson}: no challenger and no one invited (their open challenge is made
   * for anyone; ours, a seek, seats its maker, whose colour is {@code finalColor}), the links for
   * each colour (the game's page, where the free seat is taken) and who may take it (anyone).
   */
  public record OpenChallenge(
      String id,
      String url,
      String status,
      @JsonInclude(JsonInclude.Include.ALWAYS) EventLines.User challenger,
      @JsonInclude(JsonInclude.Include.ALWAYS) EventLines.User destUser,
      GameLines.Variant variant,
      boolean rated,
      String speed,
      EventLines.TimeControl timeControl,
      String color,
      String finalColor,
      EventLines.ChallengePerf perf,
      String initialFen,
      String urlWhite,
      String urlBlack,
      Map<String, Object> open) {}

  public Uni<OurApi.Reply> accept(Caller caller, String id) {
    Caller player = Players.asPlayer(caller);
    return history
        .state(player, id)
        .flatMap(
            f ->
                api.send(
                    player,
                    "POST",
                    f.state().mode() == GameMode.SEEK
                        ? "/api/lobby/seeks/" + id + "/accept"
                        : "/api/challenges/" + id + "/accept",
                    null));
  }

  public Uni<OurApi.Reply> decline(Caller caller, String id, String reason) {
    if (reason != null && !reason.isBlank() && !ChallengeForm.DECLINE_REASONS.contains(reason)) {
      return Uni.createFrom()
          .failure(
              new GameCommands.Invalid(
                  "reason",
                  "reason is one of "
                      + String.join(
                          ", ", ChallengeForm.DECLINE_REASONS.stream().sorted().toList())));
    }
    GamePaths.check(id);
    return api.send(Players.asPlayer(caller), "POST", "/api/challenges/" + id + "/decline", null);
  }

  /** Withdraws a waiting challenge; one accepted but not yet played is aborted, as theirs. */
  public Uni<OurApi.Reply> cancel(Caller caller, String id) {
    Caller player = Players.asPlayer(caller);
    return history
        .state(player, id)
        .flatMap(
            f -> {
              GameState s = f.state();
              if (s.status() == GameStatus.STARTED) {
                return api.send(player, "POST", GamePaths.game(id) + "/abort", null);
              }
              if (s.mode() == GameMode.SEEK) {
                return api.send(player, "DELETE", "/api/lobby/seeks/" + id, null);
              }
              return api.send(player, "POST", "/api/challenges/" + id + "/decline", null);
            });
  }

  private ObjectNode body(ChallengeForm.Settings settings) {
    ObjectNode body = json.createObjectNode();
    ObjectNode clock = body.putObject("clock");
    if (settings.limitSeconds() == null) {
      clock.put("preset", "untimed");
    } else {
      clock.put("initialSeconds", settings.limitSeconds());
      clock.put("incrementSeconds", settings.incrementSeconds());
    }
    body.put("rated", settings.rated());
    body.put("colour", settings.colour());
    if (settings.fen() != null) {
      body.put("fen", settings.fen());
    }
    return body;
  }
}
