package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.config.GatewayConfig;
import java.net.URI;

/**
 * A path prefix of the public API and the service that answers it.
 *
 * @param service the service's name
 * @param prefix the path prefix, without a trailing slash
 * @param upstream where and how to reach the service
 */
public record UpstreamRoute(String service, String prefix, GatewayConfig.Upstream upstream) {

  /**
   * The first instance's URL (its scheme, for logs); {@link GatewayConfig.Upstream#urls()} has them
   * all.
   */
  public URI url() {
    return upstream.urls().get(0);
  }

  /** True when {@code path} is {@code prefix} itself or lies below it (a query may follow). */
  static boolean covers(String prefix, String path) {
    return path.equals(prefix) || path.startsWith(prefix + "/") || path.startsWith(prefix + "?");
  }
}
