package dev.chessplatform.gateway.api;

import io.netty.channel.ChannelOption;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.net.impl.ConnectionBase;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The ways a connection to a service breaks, for {@link FakeUpstream}: under {@value #PREFIX} the
 * service reads the request head and then, instead of answering,
 *
 * <ul>
 *   <li>{@code closes-once/<key>}: closes the connection the first time it sees the path (what a
 *       service does to a keep-alive connection whose idle timeout ends as a request arrives), then
 *       answers like any path;
 *   <li>{@code resets-once/<key>}: the same with a TCP reset (SO_LINGER 0) instead of a close;
 *   <li>{@code closes-always/<key>}: closes the connection every time;
 *   <li>{@code closes-mid-answer/<key>}: starts a 200 answer (head and part of the body) and then
 *       closes the connection.
 * </ul>
 */
final class BrokenConnections {

  static final String PREFIX = "/api/games/broken/";

  /** Paths whose connection was already broken once. */
  private final Set<String> brokenOnce = ConcurrentHashMap.newKeySet();

  /** Breaks the connection of {@code request} if its path asks for it: true when it did. */
  boolean breaks(HttpServerRequest request) {
    String path = request.path();
    if (!path.startsWith(PREFIX)) {
      return false;
    }
    String how = path.substring(PREFIX.length()).split("/", 2)[0];
    switch (how) {
      case "closes-once" -> {
        if (!brokenOnce.add(path)) {
          return false;
        }
        request.connection().close();
      }
      case "resets-once" -> {
        if (!brokenOnce.add(path)) {
          return false;
        }
        ConnectionBase connection = (ConnectionBase) request.connection();
        connection.channel().config().setOption(ChannelOption.SO_LINGER, 0);
        connection.channel().close();
      }
      case "closes-always" -> request.connection().close();
      case "closes-mid-answer" -> {
        request
            .response()
            .putHeader("content-type", "application/json")
            .putHeader("content-length", "100");
        request.response().write("{\"cut\":").onComplete(written -> request.connection().close());
      }
      default -> {
        return false;
      }
    }
    return true;
  }
}
