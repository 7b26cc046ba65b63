package dev.chessplatform.game.messaging;

import dev.chessplatform.events.json.Json;
import dev.chessplatform.game.application.PlayerRatings;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.IdentityProof;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * rating-service's documented HTTP API, as game-service reads it: {@code GET
 * /api/ratings/players/{playerId}}, signed with the gateway's identity headers ({@link
 * IdentityProof}, the shared {@code chess.identity.secret}) for the service caller {@link #CALLER}.
 * The computer levels ({@code computer:N}) have their fixed standing there too.
 */
@ApplicationScoped
public class RatingServiceClient implements PlayerRatings {

  /** Who game-service is to rating-service: a service, not an account, reading only. */
  static final Caller CALLER = new Caller("service:game-service", Set.of("game:read"));

  static final String PLAYERS = "/api/ratings/players/";

  private static final Logger LOG = Logger.getLogger(RatingServiceClient.class);

  /** One player's standing, or why there is none. */
  public sealed interface Standing {

    /** rating-service's standing: rating, title code (null without one), provisional. */
    record Rated(int rating, String title, boolean provisional) implements Standing {}

    /** rating-service does not know the player (404: no rated game of his applied yet). */
    record NotKnown() implements Standing {}

    /** No usable answer (down, slow, 5xx, unreadable): worth another try. */
    record Failed(String reason) implements Standing {}
  }

  private final String baseUrl;
  private final Duration timeout;
  private final IdentityProof proof;
  private final HttpClient http;

  public RatingServiceClient(
      GamesConfig config, @ConfigProperty(name = "chess.identity.secret") String secret) {
    this.baseUrl = config.ratings().url().replaceAll("/+$", "");
    this.timeout = config.ratings().timeout();
    this.proof = new IdentityProof(secret);
    this.http =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(timeout)
            .build();
  }

  @Override
  public CompletionStage<Optional<GameCommand.Standing>> standing(String playerId) {
    // The request's own timeout does not cover every wait of the JDK client: bound it here too.
    return lookUp(playerId)
        .completeOnTimeout(
            new Standing.Failed("no answer in " + timeout),
            timeout.toMillis(),
            java.util.concurrent.TimeUnit.MILLISECONDS)
        .thenApply(
            s -> {
              if (s instanceof Standing.Rated r) {
                return Optional.of(
                    new GameCommand.Standing(r.rating(), r.title(), r.provisional()));
              }
              if (s instanceof Standing.NotKnown) {
                return Optional.of(new GameCommand.Standing(null, null, true));
              }
              if (s instanceof Standing.Failed f) {
                LOG.debugf("no standing of %s: %s", playerId, f.reason());
                return Optional.empty();
              }
              throw new IllegalStateException("unhandled standing " + s);
            });
  }

  /** The standing of {@code playerId}; never fails, a failure is {@link Standing.Failed}. */
  CompletableFuture<Standing> lookUp(String playerId) {
    String path = PLAYERS + playerId;
    HttpRequest.Builder request;
    try {
      // Player ids are caller ids ([A-Za-z0-9_:.@-]): no escaping, so the signed URI is the sent
      // one
      new Caller(playerId, Set.of());
      request = HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(timeout).GET();
    } catch (IllegalArgumentException e) {
      return CompletableFuture.completedFuture(new Standing.Failed("not a player id: " + playerId));
    }
    proof.sign(CALLER, "GET", path, Instant.now().getEpochSecond()).forEach(request::header);
    request.header("Accept", "application/json");
    return http.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString())
        .handle(
            (response, error) -> {
              if (error != null) {
                return new Standing.Failed(error.toString());
              }
              if (response.statusCode() == 404) {
                return new Standing.NotKnown();
              }
              if (response.statusCode() != 200) {
                return new Standing.Failed("rating-service answered " + response.statusCode());
              }
              return read(response.body());
            });
  }

  /** The standing in rating-service's {@code PlayerView} JSON. */
  static Standing read(String body) {
    try {
      if (Json.read(body) instanceof Map<?, ?> m
          && m.get("rating") instanceof Long rating
          && m.get("provisional") instanceof Boolean provisional) {
        String title =
            m.get("title") instanceof Map<?, ?> t && t.get("code") instanceof String c ? c : null;
        return new Standing.Rated(Math.toIntExact(rating), title, provisional);
      }
    } catch (Json.JsonException | ArithmeticException e) {
      return new Standing.Failed("unreadable answer: " + e.getMessage());
    }
    return new Standing.Failed("an answer without rating and provisional");
  }
}
