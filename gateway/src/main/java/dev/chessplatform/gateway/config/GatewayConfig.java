package dev.chessplatform.gateway.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** Where the gateway sends each part of the public API. */
@ConfigMapping(prefix = "gateway")
public interface GatewayConfig {

  /** The services behind the gateway, by name (game-service, engine-service, rating-service). */
  Map<String, Upstream> upstreams();

  /** One service behind the gateway. */
  interface Upstream {

    /** Base URL of the service, from the environment in every deployment. */
    URI url();

    /** Path prefixes routed to it, e.g. {@code /api/games}. */
    List<String> prefixes();

    /** Longest silence tolerated from the service before the caller gets 504. */
    @WithDefault("30s")
    Duration timeout();

    /** How long to wait for a connection before the caller gets 503. */
    @WithDefault("2s")
    Duration connectTimeout();
  }
}
