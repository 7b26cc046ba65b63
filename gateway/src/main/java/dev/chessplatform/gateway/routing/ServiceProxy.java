package dev.chessplatform.gateway.routing;

import dev.chessplatform.gateway.problems.ProblemBodies;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.IdentityProof;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemType;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.net.SocketAddress;
import io.vertx.httpproxy.Body;
import io.vertx.httpproxy.HttpProxy;
import io.vertx.httpproxy.ProxyContext;
import io.vertx.httpproxy.ProxyInterceptor;
import io.vertx.httpproxy.ProxyResponse;
import java.net.ConnectException;
import java.net.URI;
import java.time.Instant;
import java.util.concurrent.TimeoutException;
import org.jboss.logging.Logger;

/**
 * A reverse proxy to one service (Vert.x HTTP Proxy): bodies and streams (SSE, NDJSON) pass through
 * without buffering; the client's internal headers are replaced by the gateway's signed identity of
 * the authenticated caller; an unreachable service is a 503 problem, a silent one a 504, a broken
 * answer a 502, never an empty body.
 */
public final class ServiceProxy {

  private static final Logger LOG = Logger.getLogger(ServiceProxy.class);

  private final UpstreamRoute route;
  private final HttpProxy proxy;
  private final IdentityProof identity;

  public ServiceProxy(Vertx vertx, UpstreamRoute route, IdentityProof identity) {
    this.route = route;
    this.identity = identity;
    URI url = route.url();
    int port = url.getPort() > 0 ? url.getPort() : ("https".equals(url.getScheme()) ? 443 : 80);
    SocketAddress origin = SocketAddress.inetSocketAddress(port, url.getHost());
    HttpClient client =
        vertx.createHttpClient(
            new HttpClientOptions()
                .setSsl("https".equals(url.getScheme()))
                .setConnectTimeout((int) route.upstream().connectTimeout().toMillis())
                .setMaxPoolSize(64)
                .setKeepAlive(true));
    long timeoutMs = route.upstream().timeout().toMillis();
    this.proxy =
        HttpProxy.reverseProxy(client)
            .originRequestProvider(
                (request, httpClient) ->
                    httpClient.request(
                        new RequestOptions().setServer(origin).setIdleTimeout(timeoutMs)));
    proxy.addInterceptor(new Interceptor());
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
      String path = context.request().getURI();
      return context
          .sendRequest()
          .recover(failure -> Future.succeededFuture(problemResponse(context, path, failure)));
    }
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
