package dev.chessplatform.rating.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;
import java.time.Duration;
import java.util.Optional;

/** Everything under {@code ratings.*} in application.properties. */
@ConfigMapping(prefix = "ratings")
public interface RatingsConfig {

  /** The fixed published ratings of the engine's five levels (the bootstrap of the pool). */
  ComputerOpponentsConfig computerOpponents();

  /** The reader of {@code chess.game-results}. */
  ConsumerConfig consumer();

  /** Paging of the list endpoints. */
  PagingConfig paging();

  interface ComputerOpponentsConfig {
    @WithDefault("1000")
    @WithName("level-1")
    int level1();

    @WithDefault("1250")
    @WithName("level-2")
    int level2();

    @WithDefault("1450")
    @WithName("level-3")
    int level3();

    @WithDefault("1600")
    @WithName("level-4")
    int level4();

    @WithDefault("2000")
    @WithName("level-5")
    int level5();
  }

  interface ConsumerConfig {
    /** Off only for tests that drive the applier by hand. */
    @WithDefault("true")
    boolean enabled();

    /** Consumer group: one member owns the single partition, so there is one writer. */
    @WithDefault("rating-service")
    String groupId();

    /**
     * Static group membership ({@code group.instance.id}): a restarted instance takes the partition
     * back at once instead of waiting for the session timeout of the one it replaces.
     */
    Optional<String> instanceId();

    @WithDefault("10s")
    Duration sessionTimeout();

    /** Results applied per MongoDB round of writes. */
    @WithDefault("500")
    int maxPollRecords();

    /**
     * Whether an unreadable result is parked on {@code chess.game-results.dlq}. Off for a rebuild
     * ({@code ./platform replay rebuild}): the live service parked it when it first read it, and a
     * rebuild must write nothing to Kafka; it is then only logged and counted.
     */
    @WithDefault("true")
    boolean parkToDeadLetters();

    /** Pause before retrying a batch whose writes failed. */
    @WithDefault("1s")
    Duration retryBackoff();
  }

  interface PagingConfig {
    @WithDefault("20")
    int defaultSize();

    @WithDefault("100")
    int maxSize();
  }
}
