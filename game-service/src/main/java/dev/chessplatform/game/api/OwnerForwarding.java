package dev.chessplatform.game.api;

import dev.chessplatform.game.application.GameIds;
import dev.chessplatform.game.application.GameOwners;
import dev.chessplatform.identity.IdentityProof;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.RequestOptions;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A request for a game whose partition another instance owns is passed to that owner unchanged
 * (method, URI, headers with the gateway's proof, body) and its answer streamed back: the owner is
 * the only writer and holds the live state. A forwarded request is marked and never forwarded
 * again. When the caller's connection closes first, the request to the owner is reset, so a stream
 * ends at the owner as it would have here. When no owner is known the request stays here and is
 * answered 503 (Retry-After).
 */
@ApplicationScoped
public class OwnerForwarding {

  static final String FORWARDED = "X-Chess-Forwarded";
  private static final Pattern GAME_PATH =
      Pattern.compile("^/api/(?:games|rooms|challenges|lobby/seeks)/([0-9a-fA-F-]{36})(?:/.*)?$");
  private static final Pattern CREATE_PATH =
      Pattern.compile("^/api/(?:games|games/import|rooms|challenges|lobby/seeks)$");
  private static final Set<String> HOP_BY_HOP =
      Set.of("host", "connection", "transfer-encoding", "keep-alive", "upgrade", "te");

  private final GameOwners ownership;
  private final HttpClient client;

  public OwnerForwarding(GameOwners ownership, Vertx vertx) {
    this.ownership = ownership;
    this.client = vertx.createHttpClient();
  }

  void register(@Observes Filters filters) {
    filters.register(this::route, 900);
  }

  private void route(RoutingContext ctx) {
    HttpServerRequest in = ctx.request();
    String gameId = gameIdOf(in);
    if (gameId == null
        || in.getHeader(FORWARDED) != null
        || !ownership.ready()
        || ownership.ownsGame(gameId)) {
      ctx.next();
      return;
    }
    in.pause();
    ctx.vertx()
        .<Optional<URI>>executeBlocking(() -> ownership.ownerOf(gameId))
        .onComplete(
            owner -> {
              if (owner.failed() || owner.result().isEmpty()) {
                in.resume();
                ctx.next();
              } else {
                proxy(ctx, owner.result().get());
              }
            });
  }

  /** The game a request is about: in its path, or derived from a keyed create. */
  static String gameIdOf(HttpServerRequest in) {
    Matcher m = GAME_PATH.matcher(in.path());
    if (m.matches()) {
      return m.group(1);
    }
    String key = in.getHeader(GameApi.IDEMPOTENCY_KEY);
    String player = in.getHeader(IdentityProof.PLAYER_HEADER);
    if (CREATE_PATH.matcher(in.path()).matches() && key != null && player != null) {
      return GameIds.fromKey(player, key);
    }
    return null;
  }

  private void proxy(RoutingContext ctx, URI owner) {
    HttpServerRequest in = ctx.request();
    RequestOptions options =
        new RequestOptions()
            .setMethod(in.method())
            .setAbsoluteURI(owner.resolve(in.uri()).toString());
    client
        .request(options)
        .compose(
            out -> {
              copy(in.headers(), out.headers());
              out.putHeader(FORWARDED, "1");
              // A caller who leaves (a spectator closing the page) leaves the owner too: else the
              // owner's stream, and the spectator it counts, would outlive the caller.
              ctx.response().closeHandler(gone -> out.reset());
              return out.send(in);
            })
        .onSuccess(
            answer -> {
              HttpServerResponse response = ctx.response().setStatusCode(answer.statusCode());
              copy(answer.headers(), response.headers());
              if (answer.getHeader("content-length") == null) {
                response.setChunked(true);
              }
              answer.pipeTo(response);
            })
        .onFailure(
            e -> {
              if (!ctx.response().headWritten()) {
                ctx.response()
                    .setStatusCode(503)
                    .putHeader("Retry-After", "1")
                    .putHeader("Content-Type", "application/problem+json")
                    .end(
                        "{\"type\":\""
                            + GameProblems.OWNER_UNAVAILABLE.uri()
                            + "\",\"title\":\""
                            + GameProblems.OWNER_UNAVAILABLE.title()
                            + "\",\"status\":503,\"detail\":\"the game's owner did not answer\"}");
              }
            });
  }

  private static void copy(MultiMap from, MultiMap to) {
    from.forEach(
        h -> {
          if (!HOP_BY_HOP.contains(h.getKey().toLowerCase(java.util.Locale.ROOT))) {
            to.add(h.getKey(), h.getValue());
          }
        });
  }
}
