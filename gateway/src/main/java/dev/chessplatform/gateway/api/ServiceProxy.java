package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.config.GatewayConfig;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.IdentityProof;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemType;
import io.micrometer.core.instrument.MeterRegistry;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.httpproxy.Body;
import io.vertx.httpproxy.HttpProxy;
import io.vertx.httpproxy.ProxyContext;
import io.vertx.httpproxy.ProxyInterceptor;
import io.vertx.httpproxy.ProxyRequest;
import io.vertx.httpproxy.ProxyResponse;
import java.net.ConnectException;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import org.jboss.logging.Logger;

/**
 * A reverse proxy to one service (Vert.x HTTP Proxy), spread over its instances ({@link Origins}:
 * in turn, past one that refuses connections; one instance per caller under sticky prefixes):
 * answers and streams (SSE, NDJSON) pass through without buffering, and so do request bodies,
 * except those of a request that may be retried (read first, at most {@code
 * gateway.limits.max-body-bytes}); the client's internal headers are replaced by the gateway's
 * signed identity of the authenticated caller; an unreachable service is a 503 problem, a silent
 * one a 504, a broken answer a 502, never an empty body.
 *
 * <p>Pooled connections are closed after {@code keep-alive-timeout} unused, before the service's
 * own idle timeout would close them under a request. Should a connection still be closed or reset
 * before the answer arrives, a request that is safe to repeat ({@link RetryRule}) is sent once more
 * on a fresh connection, never reused; a second failure is the usual problem.
 */
public final class ServiceProxy {

  private static final Logger LOG = Logger.getLogger(ServiceProxy.class);

  private final UpstreamRoute route;
  private final HttpProxy proxy;
  private final IdentityProof identity;
  private final UpstreamRetries retries;

  /** For the one retry of a request: a new connection each time, closed after the answer. */
  private final HttpClient freshConnections;

  private final Origins origins;
  private final List<String> stickyPrefixes;
  private final long timeoutMs;

  public ServiceProxy(
      Vertx vertx, UpstreamRoute route, IdentityProof identity, MeterRegistry registry) {
    this.route = route;
    this.identity = identity;
    this.retries = new UpstreamRetries(registry, route.service());
    URI url = route.url();
    this.stickyPrefixes = route.upstream().stickyPrefixes().orElse(List.of());
    this.origins =
        new Origins(route.upstream().urls(), route.upstream().downFor(), System::nanoTime);
    this.timeoutMs = route.upstream().timeout().toMillis();
    HttpClient pooled =
        vertx.createHttpClient(
            clientOptions(url)
                .setMaxPoolSize(64)
                .setKeepAlive(true)
                .setKeepAliveTimeout(keepAliveSeconds(route.upstream())));
    this.freshConnections =
        vertx.createHttpClient(clientOptions(url).setMaxPoolSize(16).setKeepAlive(false));
    this.proxy =
        HttpProxy.reverseProxy(pooled)
            .originRequestProvider(
                (request, httpClient) -> origins.connect(httpClient, affinity(request), timeoutMs));
    proxy.addInterceptor(new Interceptor());
  }

  private HttpClientOptions clientOptions(URI url) {
    return new HttpClientOptions()
        .setSsl("https".equals(url.getScheme()))
        .setConnectTimeout((int) route.upstream().connectTimeout().toMillis());
  }

  /** Vert.x counts in whole seconds, and 0 would mean "never": at least one second. */
  static int keepAliveSeconds(GatewayConfig.Upstream upstream) {
    return (int) Math.max(1, Math.min(Integer.MAX_VALUE, upstream.keepAliveTimeout().toSeconds()));
  }

  /**
   * The caller, for a request under one of the route's sticky prefixes (the instance keeps its
   * state); null for every other request, which goes to the instances in turn.
   */
  private String affinity(HttpServerRequest request) {
    String path = request.path();
    return stickyPrefixes.stream().anyMatch(prefix -> UpstreamRoute.covers(prefix, path))
        ? request.getHeader(IdentityProof.PLAYER_HEADER)
        : null;
  }

  public UpstreamRoute route() {
    return route;
  }

  /**
   * Forwards {@code request} on behalf of {@code caller}: whatever identity headers the client sent
   * are dropped, and the gateway's signed ones for this caller and this request line take their
   * place.
   */
  public void handle(HttpServerRequest request, Caller caller) {
    IdentityHeaders.strip(request.headers());
    identity
        .sign(caller, request.method().name(), request.uri(), Instant.now().getEpochSecond())
        .forEach(request.headers()::set);
    proxy.handle(request);
  }

  private final class Interceptor implements ProxyInterceptor {

    @Override
    public Future<ProxyResponse> handleProxyRequest(ProxyContext context) {
      ProxyRequest request = context.request();
      String path = request.getURI();
      Future<ProxyResponse> answer =
          RetryRule.mayRepeat(request.getMethod(), request.headers())
              ? ReplayableBody.read(request).compose(body -> sendRepeatable(context, body))
              : context.sendRequest();
      return answer.recover(
          failure -> Future.succeededFuture(problemResponse(context, path, failure)));
    }

    /**
     * A service's refusal passes through unchanged when it is a problem; one that is not (an empty
     * 414 or 431 of a service's HTTP codec, a proxy's HTML page) becomes the platform's problem for
     * its status, so no answer of the gateway is a bare error. See {@link AnswerRelay} for why an
     * answer of known, small length is relayed here rather than by the proxy.
     */
    @Override
    public Future<Void> handleProxyResponse(ProxyContext context) {
      ProxyResponse response = context.response();
      boolean bare = AnswerRelay.bareRefusal(response);
      if (!bare && !AnswerRelay.relaysWhole(response, context.request().getMethod())) {
        return context.sendResponse(); // streams and large answers, as they come
      }
      String path = context.request().getURI();
      return AnswerRelay.read(response)
          .map(
              body -> {
                if (bare) {
                  LOG.warnf(
                      "%s answered %d without a problem for %s",
                      route.service(), response.getStatusCode(), path);
                  Problem problem =
                      Problem.of(ProblemType.forStatus(response.getStatusCode()))
                          .detail(
                              route.service()
                                  + " refused the request with "
                                  + response.getStatusCode()
                                  + " "
                                  + response.getStatusMessage())
                          .instance(URI.create(path.split("\\?", 2)[0]))
                          .with("service", route.service())
                          .build();
                  response.headers().clear();
                  response.putHeader(HttpHeaderNames.CONTENT_TYPE, Problem.MEDIA_TYPE);
                  return ProblemBodies.toBuffer(problem);
                }
                return body;
              })
          .map(
              body -> {
                AnswerRelay.send(response, body, context.request().proxiedRequest().response());
                return (Void) null;
              })
          .recover(
              broken -> {
                // The answer broke off before any of it reached the client: a whole 502 instead.
                LOG.warnf("%s for %s: answer broken off: %s", route.service(), path, broken);
                HttpServerResponse client = context.request().proxiedRequest().response();
                if (!client.headWritten()) {
                  ProblemBodies.send(
                      client,
                      Problem.of(ProblemType.BAD_GATEWAY)
                          .detail(route.service() + " broke its answer off")
                          .instance(URI.create(path.split("\\?", 2)[0]))
                          .with("service", route.service())
                          .build(),
                      Map.of());
                }
                return Future.succeededFuture();
              });
    }
  }

  /**
   * Sends a request that is safe to repeat; if the connection is closed or reset before the answer
   * arrives (so nothing of the answer reached the caller), sends it once more on a fresh
   * connection.
   */
  private Future<ProxyResponse> sendRepeatable(ProxyContext context, ReplayableBody body) {
    ProxyRequest request = context.request();
    request.setBody(body.attempt());
    return context
        .sendRequest()
        .recover(
            failure -> {
              if (!RetryRule.closedConnection(failure)
                  || request.proxiedRequest().response().closed()) {
                return Future.failedFuture(failure);
              }
              retries.retrying(request.getMethod().name(), request.getURI(), failure);
              request.setBody(body.attempt());
              return origins
                  .connect(freshConnections, affinity(request.proxiedRequest()), timeoutMs)
                  .compose(request::send)
                  .onSuccess(answered -> retries.answered())
                  .onFailure(again -> retries.failed());
            });
  }

  private ProxyResponse problemResponse(ProxyContext context, String path, Throwable failure) {
    ProblemType type;
    if (failure instanceof ConnectException) {
      type = ProblemType.SERVICE_UNAVAILABLE;
    } else if (failure instanceof TimeoutException) {
      type = ProblemType.UPSTREAM_TIMEOUT;
    } else {
      type = ProblemType.BAD_GATEWAY;
    }
    LOG.warnf("%s for %s: %s", route.service(), path, failure.toString());
    Problem problem =
        Problem.of(type)
            .detail(route.service() + " did not answer: " + failure.getClass().getSimpleName())
            .instance(URI.create(path.split("\\?", 2)[0]))
            .with("service", route.service())
            .build();
    ProxyResponse response = context.request().response();
    response.setStatusCode(type.status());
    response.headers().clear();
    response.putHeader(HttpHeaderNames.CONTENT_TYPE, Problem.MEDIA_TYPE);
    if (type == ProblemType.SERVICE_UNAVAILABLE) {
      response.putHeader(HttpHeaderNames.RETRY_AFTER, "5");
    }
    response.setBody(Body.body(ProblemBodies.toBuffer(problem)));
    return response;
  }
}
