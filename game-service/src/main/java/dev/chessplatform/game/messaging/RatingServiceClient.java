package dev.chessplatform.game.messaging;

import static java.util.concurrent.TimeUnit.MILLISECONDS;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.game.application.PlayerRatings;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameCommand.Standing;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.IdentityProof;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;
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

  /** Every rating-service instance ({@code RATING_SERVICE_URL}, comma-separated), taken in turn. */
  private final List<String> baseUrls;

  private final AtomicInteger next = new AtomicInteger();
  private final Duration timeout;
  private final IdentityProof proof;
  private final HttpClient http;
  private final ObjectMapper json;

  public RatingServiceClient(
      GamesConfig config,
      @ConfigProperty(name = "chess.identity.secret") String secret,
      ObjectMapper json) {
    this.json = json;
    this.baseUrls =
        Arrays.stream(config.ratings().url().split(","))
            .map(String::trim)
            .filter(u -> !u.isEmpty())
            .map(u -> u.replaceAll("/+$", ""))
            .toList();
    this.timeout = config.ratings().timeout();
    this.proof = new IdentityProof(secret);
    this.http =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(timeout)
            .build();
  }

  /**
   * The standing of {@code playerId}: rating-service's, or unrated and provisional when it does not
   * know the player (404); empty, with a log line, when it gives no usable answer in time.
   */
  @Override
  public CompletionStage<Optional<Standing>> standing(String playerId) {
    try {
      // Player ids are caller ids ([A-Za-z0-9_:.@-]): no escaping, so the signed URI is the sent
      // one
      new Caller(playerId, Set.of());
    } catch (IllegalArgumentException e) {
      return CompletableFuture.completedFuture(none(playerId, "not a player id"));
    }
    int first = Math.floorMod(next.getAndIncrement(), baseUrls.size());
    return ask(playerId, first, baseUrls.size())
        // The request's own timeout does not cover every wait of the JDK client: bound it here.
        .toCompletableFuture()
        .completeOnTimeout(
            none(playerId, "no answer in " + timeout), timeout.toMillis(), MILLISECONDS);
  }

  /**
   * Asks instance {@code i}; when it cannot be reached (killed, restarting) the next one, until
   * {@code tries} instances were asked.
   */
  private CompletionStage<Optional<Standing>> ask(String playerId, int i, int tries) {
    String path = PLAYERS + playerId;
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(baseUrls.get(i) + path)).timeout(timeout).GET();
    proof.sign(CALLER, "GET", path, Instant.now().getEpochSecond()).forEach(request::header);
    request.header("Accept", "application/json");
    return http.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString())
        .handle(
            (response, error) -> {
              if (error != null) {
                return tries > 1
                    ? ask(playerId, (i + 1) % baseUrls.size(), tries - 1)
                    : CompletableFuture.completedFuture(none(playerId, error.toString()));
              }
              return CompletableFuture.completedFuture(answer(playerId, response));
            })
        .thenCompose(f -> f);
  }

  private Optional<Standing> answer(String playerId, HttpResponse<String> response) {
    if (response.statusCode() == 404) {
      return Optional.of(new Standing(null, null, true));
    }
    if (response.statusCode() != 200) {
      return none(playerId, "rating-service answered " + response.statusCode());
    }
    return read(response.body()).or(() -> none(playerId, "an unreadable answer"));
  }

  private static Optional<Standing> none(String playerId, String why) {
    LOG.debugf("no standing of %s: %s", playerId, why);
    return Optional.empty();
  }

  /** The standing in rating-service's {@code PlayerView} JSON; empty when it is not one. */
  Optional<Standing> read(String body) {
    JsonNode m;
    try {
      m = json.readTree(body);
    } catch (JacksonException notJson) {
      return Optional.empty();
    }
    JsonNode rating = m.path("rating");
    JsonNode provisional = m.path("provisional");
    if (m.isObject()
        && rating.isIntegralNumber()
        && rating.canConvertToInt()
        && provisional.isBoolean()) {
      JsonNode code = m.path("title").path("code");
      String title = code.isTextual() ? code.asText() : null;
      return Optional.of(new Standing(rating.intValue(), title, provisional.booleanValue()));
    }
    return Optional.empty();
  }
}
