package dev.chessplatform.gateway.api;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.MultiMap;
import io.vertx.core.VertxException;
import io.vertx.core.http.HttpClosedException;
import io.vertx.core.http.HttpMethod;
import java.io.IOException;
import java.net.ConnectException;
import java.net.SocketException;
import java.nio.channels.ClosedChannelException;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

class RetryRuleTest {

  private static MultiMap headers(String... nameValue) {
    MultiMap headers = MultiMap.caseInsensitiveMultiMap();
    for (int i = 0; i < nameValue.length; i += 2) {
      headers.add(nameValue[i], nameValue[i + 1]);
    }
    return headers;
  }

  @Test
  void readsMayBeRepeated() {
    assertTrue(RetryRule.mayRepeat(HttpMethod.GET, headers()));
    assertTrue(RetryRule.mayRepeat(HttpMethod.HEAD, headers()));
    assertTrue(RetryRule.mayRepeat(HttpMethod.OPTIONS, headers()));
  }

  @Test
  void anyOtherMethodOnlyWithAnIdempotencyKey() {
    assertFalse(RetryRule.mayRepeat(HttpMethod.POST, headers()));
    assertFalse(RetryRule.mayRepeat(HttpMethod.PUT, headers()));
    assertFalse(RetryRule.mayRepeat(HttpMethod.DELETE, headers()));
    assertFalse(RetryRule.mayRepeat(HttpMethod.POST, headers("Idempotency-Key", " ")));
    assertTrue(RetryRule.mayRepeat(HttpMethod.POST, headers("idempotency-key", "m-1")));
    assertTrue(RetryRule.mayRepeat(HttpMethod.DELETE, headers("Idempotency-Key", "m-2")));
  }

  @Test
  void aClosedOrResetConnectionIsOne() {
    assertTrue(RetryRule.closedConnection(new HttpClosedException("Connection was closed")));
    assertTrue(RetryRule.closedConnection(new SocketException("Connection reset")));
    assertTrue(RetryRule.closedConnection(new IOException("Connection reset by peer")));
    assertTrue(RetryRule.closedConnection(new IOException("Broken pipe")));
    assertTrue(RetryRule.closedConnection(new ClosedChannelException()));
    assertTrue(
        RetryRule.closedConnection(
            new VertxException("wrapped", new SocketException("Connection reset"))));
  }

  @Test
  void aRefusedConnectionATimeoutOrAnythingElseIsNot() {
    assertFalse(RetryRule.closedConnection(new ConnectException("Connection refused")));
    assertFalse(RetryRule.closedConnection(new TimeoutException("The timeout period elapsed")));
    assertFalse(RetryRule.closedConnection(new VertxException("No origin available")));
    assertFalse(RetryRule.closedConnection(new IOException("Too many open files")));
    assertFalse(RetryRule.closedConnection(new IllegalStateException("Request has been read")));
  }
}
