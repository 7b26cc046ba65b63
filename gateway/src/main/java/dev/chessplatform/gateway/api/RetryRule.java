package dev.chessplatform.gateway.api;

import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpClosedException;
import io.vertx.core.http.HttpMethod;
import java.io.IOException;
import java.net.ConnectException;
import java.nio.channels.ClosedChannelException;
import java.util.Set;

/**
 * When the gateway sends a request to a service a second time: only a request that is safe to
 * repeat, and only when the connection was closed or reset before the service's answer arrived
 * (typically a pooled keep-alive connection the service closed just as the request went out).
 */
public final class RetryRule {

  /**
   * The header with which a client makes a command safe to repeat (the service answers a replay).
   */
  public static final String IDEMPOTENCY_KEY = "Idempotency-Key";

  private static final Set<HttpMethod> IDEMPOTENT =
      Set.of(HttpMethod.GET, HttpMethod.HEAD, HttpMethod.OPTIONS);

  /** Causes looked at, at most: enough for every wrapping seen, and no loop on a cycle. */
  private static final int MAX_CAUSES = 8;

  private RetryRule() {}

  /**
   * True for GET, HEAD and OPTIONS, and for any request carrying a non-blank {@value
   * #IDEMPOTENCY_KEY}; never for another method without one (a POST may have taken effect).
   */
  public static boolean mayRepeat(HttpMethod method, MultiMap headers) {
    if (IDEMPOTENT.contains(method)) {
      return true;
    }
    String key = headers.get(IDEMPOTENCY_KEY);
    return key != null && !key.isBlank();
  }

  /**
   * True when {@code failure} (or one of its causes) says the connection was closed or reset:
   * Vert.x' {@link HttpClosedException} ("Connection was closed"), a write on a closed channel, a
   * "Connection reset" or "Broken pipe" from the socket. Never a refused connection (the service is
   * down: 503) or a timeout (the service is slow: 504).
   */
  public static boolean closedConnection(Throwable failure) {
    Throwable cause = failure;
    for (int i = 0; cause != null && i < MAX_CAUSES; i++, cause = cause.getCause()) {
      if (cause instanceof ConnectException) {
        return false;
      }
      if (cause instanceof HttpClosedException || cause instanceof ClosedChannelException) {
        return true;
      }
      if (cause instanceof IOException && saysClosed(cause.getMessage())) {
        return true;
      }
    }
    return false;
  }

  private static boolean saysClosed(String message) {
    return message != null
        && (message.contains("Connection reset")
            || message.contains("Broken pipe")
            || message.contains("Connection was closed"));
  }
}
