package dev.chessplatform.deploy.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.classic.methods.HttpUriRequestBase;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.http.io.entity.StringEntity;
import org.apache.hc.core5.util.Timeout;

/**
 * The public API as a third party sees it: every request goes to the gateway with the player's
 * bearer token, over HTTP/1.1 keep-alive connections from one pool (Apache HttpClient 5, classic:
 * the calling thread writes the request and reads the answer on its own socket, no hand-over to a
 * selector thread). The JDK's {@code HttpClient} it replaced cost the generator 0.49 ms of CPU per
 * move at 50 games, a fifth of everything the machine spent (deploy/README.md, "Load").
 */
final class GatewayClient implements AutoCloseable {

  static final ObjectMapper JSON = new ObjectMapper();
  private static final Timeout CONNECT = Timeout.ofSeconds(5);
  private static final Timeout ANSWER = Timeout.ofSeconds(30);

  /** An answer: its status, body and ETag, and how long it took from send to the whole body. */
  record Answer(int status, String body, Optional<String> etag, long nanos) {
    boolean ok() {
      return status / 100 == 2;
    }

    JsonNode json() {
      try {
        return JSON.readTree(body);
      } catch (IOException e) {
        throw new IllegalStateException("not JSON (" + status + "): " + body, e);
      }
    }

    /** Status and problem type ({@code 409 game-over}), or the exception for no answer. */
    String reason() {
      if (status < 0) {
        return body;
      }
      try {
        String type = JSON.readTree(body).path("type").asText("");
        return status + (type.isEmpty() ? "" : " " + type.substring(type.lastIndexOf('/') + 1));
      } catch (IOException | RuntimeException e) {
        return Integer.toString(status);
      }
    }
  }

  private final URI base;
  private final CloseableHttpClient http;

  /**
   * @param connections how many requests may be under way at once (one per caller thread)
   */
  GatewayClient(URI base, int connections) {
    this.base = base;
    int most = Math.max(1, connections);
    this.http =
        HttpClients.custom()
            .setConnectionManager(
                PoolingHttpClientConnectionManagerBuilder.create()
                    .setMaxConnTotal(most)
                    .setMaxConnPerRoute(most)
                    .setDefaultConnectionConfig(
                        ConnectionConfig.custom()
                            .setConnectTimeout(CONNECT)
                            .setSocketTimeout(ANSWER)
                            .build())
                    .build())
            .disableAutomaticRetries()
            .disableRedirectHandling()
            .disableCookieManagement()
            .disableContentCompression()
            .build();
  }

  Answer get(String token, String path) {
    return send(request(new HttpGet(base.resolve(path)), token));
  }

  Answer post(String token, String path, String body, String... headers) {
    HttpPost post = request(new HttpPost(base.resolve(path)), token);
    post.setEntity(new StringEntity(body, ContentType.APPLICATION_JSON));
    for (int i = 0; i < headers.length; i += 2) {
      post.addHeader(headers[i], headers[i + 1]);
    }
    return send(post);
  }

  private static <R extends HttpUriRequestBase> R request(R request, String token) {
    if (token != null) {
      request.addHeader("Authorization", "Bearer " + token);
    }
    return request;
  }

  private Answer send(HttpUriRequestBase request) {
    long t0 = System.nanoTime();
    try {
      return http.execute(
          request,
          response -> {
            String body =
                response.getEntity() == null
                    ? ""
                    : EntityUtils.toString(response.getEntity(), StandardCharsets.UTF_8);
            Header etag = response.getFirstHeader("ETag");
            return new Answer(
                response.getCode(),
                body,
                Optional.ofNullable(etag).map(Header::getValue),
                System.nanoTime() - t0);
          });
    } catch (IOException e) {
      return new Answer(-1, e.getClass().getSimpleName(), Optional.empty(), System.nanoTime() - t0);
    }
  }

  @Override
  public void close() throws IOException {
    http.close();
  }
}
