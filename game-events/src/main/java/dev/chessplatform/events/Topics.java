package dev.chessplatform.events;

import java.util.List;
import java.util.Map;

/** The Kafka topics of the platform: the system of record (see docs/architecture in README). */
public final class Topics {

  /** Every game as a stream of events, key = game id, kept forever. */
  public static final String GAME_EVENTS = "chess.game-events";

  /** One record per finished game; one partition so ratings see one total order. */
  public static final String GAME_RESULTS = "chess.game-results";

  /** Results that rating-service could not read, parked instead of blocking the partition. */
  public static final String GAME_RESULTS_DEAD_LETTER = "chess.game-results.dlq";

  /** Search requests for computer moves and REST jobs; engine workers share one consumer group. */
  public static final String ENGINE_REQUESTS = "chess.engine-requests";

  /** Answers of the engine workers. */
  public static final String ENGINE_RESULTS = "chess.engine-results";

  /** Accounts and token hashes, compacted: the gateway's source of truth. */
  public static final String ACCOUNTS = "chess.accounts";

  private static final String FOREVER = "-1";
  private static final String SEVEN_DAYS = String.valueOf(7L * 24 * 3600 * 1000);

  /** The topics with their settings: the launcher creates exactly these. */
  public static final List<TopicSpec> ALL =
      List.of(
          new TopicSpec(GAME_EVENTS, 12, Map.of("retention.ms", FOREVER)),
          new TopicSpec(GAME_RESULTS, 1, Map.of("retention.ms", FOREVER)),
          new TopicSpec(GAME_RESULTS_DEAD_LETTER, 1, Map.of("retention.ms", FOREVER)),
          new TopicSpec(ENGINE_REQUESTS, 12, Map.of("retention.ms", SEVEN_DAYS)),
          new TopicSpec(ENGINE_RESULTS, 12, Map.of("retention.ms", SEVEN_DAYS)),
          new TopicSpec(
              ACCOUNTS, 6, Map.of("cleanup.policy", "compact", "min.compaction.lag.ms", "0")));

  private Topics() {}
}
