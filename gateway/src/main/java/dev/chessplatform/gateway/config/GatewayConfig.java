package dev.chessplatform.gateway.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Where the gateway sends each part of the public API, and the limits it keeps. */
@ConfigMapping(prefix = "gateway")
public interface GatewayConfig {

  /**
   * The services behind the gateway, by name (game-service, engine-service, rating-service,
   * lichess-facade).
   */
  Map<String, Upstream> upstreams();

  /** Request limits of the public API. */
  Limits limits();

  /** Accounts and tokens. */
  Accounts accounts();

  /** One service behind the gateway. */
  interface Upstream {

    /**
     * Base URLs of the service's instances, comma-separated, from the environment in every
     * deployment ({@code GAME_SERVICE_URL=http://a:8081,http://b:8081}); requests go to them in
     * turn, past any that refuses connections. One URL where a load balancer stands in front.
     */
    @WithName("url")
    List<URI> urls();

    /**
     * Path prefixes whose requests from one caller always go to the same instance (while it is up),
     * for state an instance keeps in memory: engine-service's analysis jobs. Other requests go to
     * the instances in turn.
     */
    Optional<List<String>> stickyPrefixes();

    /** How long an instance that refused a connection is passed over before it is tried again. */
    @WithDefault("2s")
    Duration downFor();

    /** Path prefixes routed to it, e.g. {@code /api/games}. */
    List<String> prefixes();

    /**
     * Whether the service's OpenAPI document ({@code /q/openapi}) is part of the public API's
     * (merged at {@code /api/platform/openapi.json}, committed as {@code api-client/openapi.json}).
     * False for lichess-facade: its API is Lichess's, documented by Lichess, and it may serve no
     * document at all. Its health is probed all the same.
     */
    @WithDefault("true")
    boolean documented();

    /** Longest silence tolerated from the service before the caller gets 504. */
    @WithDefault("30s")
    Duration timeout();

    /** How long to wait for a connection before the caller gets 503. */
    @WithDefault("2s")
    Duration connectTimeout();

    /**
     * How long a pooled connection to the service may stay unused before the gateway closes it
     * (whole seconds, at least 1). It must stay below the service's own idle timeout ({@code
     * quarkus.http.idle-timeout}, 30 min by default) so that the service never closes a connection
     * the gateway is about to reuse; the default is also below Vert.x' 60 s and the usual 60 s of a
     * load balancer in between.
     */
    @WithDefault("30s")
    Duration keepAliveTimeout();
  }

  /** Request limits: body size and token buckets. */
  interface Limits {

    /** Largest request body under {@code /api/}, in bytes; larger is a 413 problem. */
    @WithDefault("65536")
    long maxBodyBytes();

    /** Longest path of a request, in characters (ASCII: bytes); longer is a 414 problem. */
    @WithDefault("2048")
    int maxPathLength();

    /**
     * Longest request target (path and query), in characters; longer is a 414 problem. Below the
     * services' own request-line limit (Quarkus: 4096 with the method and the version), so that
     * whatever the gateway passes on they read.
     */
    @WithDefault("4000")
    int maxTargetLength();

    /**
     * Most bytes of header fields (names, values, 4 bytes of separators each); more is a 431
     * problem. Below the services' own limit (Quarkus: 20 KiB) with room for the identity headers
     * the gateway adds.
     */
    @WithDefault("16384")
    int maxHeaderBytes();

    /** The bucket of each token. */
    Bucket perToken();

    /** The bucket of each client address, tokens or not. */
    Bucket perIp();

    /**
     * The bucket of each guest token, in place of {@link #perToken()}: smaller, guests are many.
     */
    Bucket perGuest();

    /** Guest sessions started per client address, so one client cannot mint accounts in bulk. */
    Bucket guestSessions();

    /**
     * A guest's engine requests (its POSTs under {@code /api/engine}: analyses and best moves), on
     * top of {@link #perGuest()}: the engine costs CPU, and guests are many and anonymous.
     */
    Bucket guestEngine();
  }

  /** A token bucket: {@code capacity} requests at once, refilled at {@code perSecond}. */
  interface Bucket {

    @WithDefault("60")
    int capacity();

    @WithDefault("20")
    double perSecond();
  }

  /** Accounts and tokens. */
  interface Accounts {

    /** Lifetime of the token that logging in gives. */
    @WithDefault("24h")
    Duration sessionTtl();

    /** Most tokens one account may hold at once, login tokens not counted (issue 51). */
    @WithDefault("50")
    int maxTokens();

    /** Most login tokens one account holds: one more drops the oldest (issue 51). */
    @WithDefault("20")
    int maxLoginTokens();

    /** Lifetime of a guest's token, and so of the guest: the account cannot log in again. */
    @WithDefault("30d")
    Duration guestTtl();

    /** How long start-up waits for the replay of {@code chess.accounts}. */
    @WithDefault("60s")
    Duration replayTimeout();
  }
}
