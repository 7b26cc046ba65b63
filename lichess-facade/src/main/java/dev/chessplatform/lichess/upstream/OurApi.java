package dev.chessplatform.lichess.upstream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.IdentityConfig;
import dev.chessplatform.identity.IdentityProof;
import dev.chessplatform.lichess.config.FacadeConfig;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.parsetools.RecordParser;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.ConnectException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Our API as the facade calls it: game-service (and rating-service for a rating), signed as the
 * caller the gateway vouched for (the facade is behind the gateway, so it holds the shared secret
 * as every service does). Requests go to the instances in turn; one that refuses the connection is
 * passed over (any instance answers any game: the owner forwards).
 */
@ApplicationScoped
public class OurApi {

  /** An answer: its status, content type and body. */
  public record Reply(int status, String contentType, String body) {
    public boolean ok() {
      return status >= 200 && status < 300;
    }

    /** The body as JSON (our API answers JSON); a body that is not fails. */
    public JsonNode json() {
      try {
        return JSON.readTree(body);
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        throw new java.io.UncheckedIOException("our API answered what is not JSON", e);
      }
    }
  }

  private static final ObjectMapper JSON = new ObjectMapper();

  /** A stream that was refused before its first line: the answer that refused it. */
  public static final class Refused extends RuntimeException {
    private final Reply reply;

    public Refused(Reply reply) {
      super("refused with " + reply.status(), null, false, false);
      this.reply = reply;
    }

    public Reply reply() {
      return reply;
    }
  }

  private final HttpClient client;
  private final List<String> bases;
  private final List<String> ratingBases;
  private final IdentityProof proof;
  private final Clock clock = Clock.systemUTC();
  private final AtomicInteger next = new AtomicInteger();

  public OurApi(Vertx vertx, FacadeConfig config, IdentityConfig identity) {
    this.client =
        vertx.createHttpClient(
            new HttpClientOptions()
                .setMaxPoolSize(200)
                .setConnectTimeout(2_000)
                .setKeepAlive(true));
    this.bases = clean(config.gameServiceUrls());
    this.ratingBases = clean(config.ratingServiceUrls());
    this.proof = new IdentityProof(identity.secret());
  }

  private static List<String> clean(List<String> urls) {
    return urls.stream()
        .map(String::strip)
        .map(u -> u.endsWith("/") ? u.substring(0, u.length() - 1) : u)
        .toList();
  }

  /** {@code method uri} of game-service with a JSON body (or none), as {@code caller}. */
  public Uni<Reply> send(Caller caller, String method, String uri, String json) {
    return send(bases, caller, method, uri, json);
  }

  /** The same, a refusal failing with {@link Refused}: for a call whose answer is read. */
  public Uni<Reply> sendOk(Caller caller, String method, String uri, String json) {
    return send(caller, method, uri, json)
        .flatMap(
            reply ->
                reply.ok()
                    ? Uni.createFrom().item(reply)
                    : Uni.createFrom().failure(new Refused(reply)));
  }

  /** {@code GET uri} of rating-service, as {@code caller}. */
  public Uni<Reply> ratings(Caller caller, String uri) {
    return send(ratingBases, caller, "GET", uri, null);
  }

  private Uni<Reply> send(List<String> to, Caller caller, String method, String uri, String json) {
    return Uni.createFrom()
        .completionStage(
            () ->
                request(to, caller, method, uri, json == null, to.size())
                    .compose(req -> json == null ? req.send() : req.send(json))
                    .compose(OurApi::read)
                    .toCompletionStage());
  }

  /**
   * The lines of an NDJSON answer as they come (empty lines too: keep-alives), ending with it; a
   * refusal fails with {@link Refused}. Cancelling closes the request.
   */
  public Multi<String> lines(Caller caller, String uri) {
    return Multi.createFrom()
        .emitter(
            emitter ->
                request(bases, caller, "GET", uri, true, bases.size())
                    .onFailure(emitter::fail)
                    .onSuccess(
                        req -> {
                          emitter.onTermination(() -> req.reset());
                          req.send()
                              .onFailure(emitter::fail)
                              .onSuccess(
                                  response -> {
                                    if (response.statusCode() != 200) {
                                      read(response)
                                          .onComplete(
                                              r ->
                                                  emitter.fail(
                                                      r.succeeded()
                                                          ? new Refused(r.result())
                                                          : r.cause()));
                                      return;
                                    }
                                    RecordParser parser = RecordParser.newDelimited("\n", response);
                                    parser.handler(
                                        b ->
                                            emitter.emit(
                                                strip(b.toString(StandardCharsets.UTF_8))));
                                    parser.exceptionHandler(e -> failUnlessLeft(emitter, e));
                                    parser.endHandler(v -> emitter.complete());
                                  });
                        }));
  }

  /** The reset of a stream its reader left (cancelled) is no failure: told only otherwise. */
  private static void failUnlessLeft(
      io.smallrye.mutiny.subscription.MultiEmitter<? super String> emitter, Throwable e) {
    if (!emitter.isCancelled()) {
      emitter.fail(e);
    }
  }

  private static String strip(String line) {
    return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
  }

  private static Future<Reply> read(HttpClientResponse response) {
    return response
        .body()
        .map(
            b ->
                new Reply(
                    response.statusCode(),
                    response.getHeader("Content-Type"),
                    b.toString(StandardCharsets.UTF_8)));
  }

  /** A request to the next instance; one refusing the connection passes to the one after. */
  private Future<HttpClientRequest> request(
      List<String> to, Caller caller, String method, String uri, boolean noBody, int tries) {
    String base = to.get(Math.floorMod(next.getAndIncrement(), to.size()));
    RequestOptions options =
        new RequestOptions().setMethod(HttpMethod.valueOf(method)).setAbsoluteURI(base + uri);
    proof.sign(caller, method, uri, clock.instant().getEpochSecond()).forEach(options::addHeader);
    options.addHeader("Accept", "application/json, application/x-ndjson, text/plain");
    if (!noBody) {
      options.addHeader("Content-Type", "application/json");
    }
    return client
        .request(options)
        .recover(
            failure ->
                failure instanceof ConnectException && tries > 1
                    ? request(to, caller, method, uri, noBody, tries - 1)
                    : Future.failedFuture(failure));
  }
}
