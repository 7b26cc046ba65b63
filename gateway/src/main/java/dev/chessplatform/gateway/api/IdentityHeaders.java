package dev.chessplatform.gateway.api;

import io.vertx.core.MultiMap;
import java.util.List;
import java.util.Locale;

/**
 * Headers through which the gateway tells a service who the caller is. A client must never be able
 * to set them: every inbound header with the platform prefix is removed before forwarding, and only
 * the gateway adds them back after authenticating.
 */
public final class IdentityHeaders {

  /** Prefix of every internal header. */
  public static final String PREFIX = "x-chess-";

  private IdentityHeaders() {}

  /** Removes every header that starts with {@link #PREFIX}, whatever its case. */
  public static void strip(MultiMap headers) {
    List<String> internal =
        headers.names().stream()
            .filter(name -> name.toLowerCase(Locale.ROOT).startsWith(PREFIX))
            .toList();
    internal.forEach(headers::remove);
  }
}
