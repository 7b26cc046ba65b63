package dev.chessplatform.game.config;

import dev.chessplatform.engine.level.Level;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Settings of the game owner: ownership, writing, timers. */
@ConfigMapping(prefix = "chess.games")
public interface GamesConfig {

  /**
   * This instance's static member id in the owners' consumer group ({@code group.instance.id}): a
   * restarted instance with the same id gets its partitions back at once instead of after the
   * session timeout (facts.md). Must differ between replicas (e.g. the pod name).
   */
  @WithDefault("game-service-0")
  String instanceId();

  /**
   * Whether this instance only projects: it joins no owners' group, owns no partition and so writes
   * no event (its API answers every command 503), while the projection reads the topic into its
   * database. What {@code ./platform replay rebuild} starts, with a fresh database and its own
   * {@code owners-group} (whose {@code -projections} group is then the projection's).
   */
  @WithDefault("false")
  boolean projectionOnly();

  /** Consumer group of the owners of {@code chess.game-events}. */
  @WithDefault("game-service-owners")
  String ownersGroup();

  /** Prefix of the partition-bound {@code transactional.id}s: {@code <prefix>-<partition>}. */
  @WithDefault("game-service-events")
  String transactionalIdPrefix();

  /** How often the flag timer looks at the running clocks. */
  @WithDefault("100ms")
  Duration flagCheckInterval();

  /** Most commands decided and committed in one Kafka transaction (group commit). */
  @WithDefault("200")
  int maxBatch();

  /**
   * How long a command waits for its writer before the caller gets 503 with Retry-After: a backstop
   * above {@code append-timeout}, and below the 10 s clients commonly wait, so every command is
   * answered.
   */
  @WithDefault("8s")
  Duration commandTimeout();

  /**
   * The longest a writer's Kafka append may block or retry (the producer's {@code max.block.ms},
   * {@code delivery.timeout.ms}): after it the batch fails, its callers get 503 and the partition
   * is read again, instead of the writer hanging on an unreachable broker for a minute.
   */
  @WithDefault("5s")
  Duration appendTimeout();

  /**
   * How many partitions of one assignment are taken over (fenced and read) at the same time; each
   * keeps its own writer, and each is fenced before it is read.
   */
  @WithDefault("4")
  int loadParallelism();

  /** Session timeout of the owners' group; with static membership a restart is not delayed. */
  @WithDefault("10000")
  int sessionTimeoutMs();

  /** The computer opponent and hints: requests to the engine workers over Kafka. */
  Computer computer();

  /** Finished games: how long they stay in the owner's memory, and the cache of archived ones. */
  Finished finished();

  /** Snapshots of each partition's games, so that a take-over reads only the tail of the log. */
  Snapshots snapshots();

  /** How the read models are fed from the topic. */
  Projection projection();

  /** Settings of the projection into MongoDB. */
  interface Projection {

    /**
     * How long a fetch of the projection may wait for {@code fetch-bytes} to gather: the read
     * models trail the games by up to this much, and in return a poll carries several moves of each
     * game, so each game's record is rewritten once per poll instead of once per move (the document
     * store rewrites the whole document on every update).
     */
    @WithDefault("1s")
    Duration fetchWait();

    /** The bytes a fetch waits for (at most {@code fetch-wait}). */
    @WithDefault("1048576")
    int fetchBytes();
  }

  /** Settings of finished games. */
  interface Finished {

    /**
     * How long a finished game stays in its owner's memory after its last event (a rematch, a
     * retried last move answered from its Idempotency-Key); after it the game is served from the
     * archive and its idempotency answers are gone (a retry then gets the finished game's answer).
     */
    @WithDefault("10m")
    Duration grace();

    /** How many finished games read from the archive are kept in memory, least recent out. */
    @WithDefault("1000")
    int cacheSize();

    /** How often each writer looks for finished games to evict. */
    @WithDefault("5s")
    Duration evictInterval();
  }

  /** Settings of the partition snapshots. */
  interface Snapshots {

    /** Whether owners write snapshots and load from them (false: every load reads from 0). */
    @WithDefault("true")
    boolean enabled();

    /** The least time between two snapshots of one partition; written only after new events. */
    @WithDefault("30s")
    Duration interval();
  }

  /** The directory of player names read from {@code chess.accounts}. */
  Players players();

  /** Looking up both players' ratings at rating-service when a game starts. */
  Ratings ratings();

  /** Settings of the player directory. */
  interface Players {

    /**
     * How long a name or id not known yet waits for the directory to read {@code chess.accounts} up
     * to its end offsets as of the question (read your writes) before it is answered.
     */
    @WithDefault("2s")
    Duration syncTimeout();
  }

  /** Settings of the rating lookup at the start of a game. */
  interface Ratings {

    /** Whether games record {@code PlayersRated} at all. */
    @WithDefault("true")
    boolean enabled();

    /** rating-service's base URL (env {@code RATING_SERVICE_URL}). */
    @WithDefault("http://127.0.0.1:8083")
    String url();

    /** How long one lookup of one player may take: at most this much is added to a start. */
    @WithDefault("1s")
    Duration timeout();
  }

  /** Settings of games against the computer and of hints. */
  interface Computer {

    /**
     * How long the engine has for one request (its {@code deadline}); a computer move with no
     * answer after this long is asked again (engine-service down, request expired).
     */
    @WithDefault("20s")
    Duration answerTimeout();

    /** How often owned games waiting for the computer are checked for an overdue answer. */
    @WithDefault("2s")
    Duration watchInterval();

    /**
     * Level 5's thinking time in an untimed game (timed: a fortieth of the base plus the increment,
     * at most {@code level5-max-movetime}).
     */
    @WithDefault(Level.FIVE_UNTIMED_MOVETIME_MS + "ms")
    Duration level5Movetime();

    /** Level 5's longest thinking time. */
    @WithDefault(Level.FIVE_MAX_MOVETIME_MS + "ms")
    Duration level5MaxMovetime();

    /** The engine's search time for a hint. */
    @WithDefault("500ms")
    Duration hintMovetime();

    /** How long a hint request waits for the engine before answering 503. */
    @WithDefault("10s")
    Duration hintTimeout();
  }
}
