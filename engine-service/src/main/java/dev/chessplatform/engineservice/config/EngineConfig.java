package dev.chessplatform.engineservice.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** Everything under {@code engine.*} in application.properties (README, "Configuration"). */
@ConfigMapping(prefix = "engine")
public interface EngineConfig {

  /** Search worker threads; absent or 0: one per available core. */
  Optional<Integer> workers();

  /** Searches that may wait for a worker; beyond it the service answers 503. */
  @WithDefault("16")
  int queueCapacity();

  /** Transposition table of each worker, in MiB (each worker owns one, reused across searches). */
  @WithDefault("32")
  int hashMb();

  /**
   * {@code builtin} (chess-engine) or {@code uci} (an external UCI binary, see {@link #uci()}); any
   * other value stops the start with a configuration error that names the two.
   */
  @WithDefault("builtin")
  Backend backend();

  /** What runs the searches; configured by its lower-case name. */
  enum Backend {
    BUILTIN,
    UCI
  }

  /** The UCI backend. */
  UciConfig uci();

  /** How long any search request may take from arrival to answer, queueing included. */
  @WithDefault("30s")
  Duration requestDeadline();

  /** The move time used when a request sets no limit at full strength. */
  @WithDefault("1s")
  Duration defaultMovetime();

  /** Upper bounds of what a caller may ask for. */
  LimitsConfig limits();

  /** Analysis jobs. */
  AnalysisConfig analysis();

  /** The consumer of {@code chess.engine-requests}. */
  ConsumerConfig consumer();

  interface UciConfig {
    /** The command that starts the engine, e.g. {@code /usr/games/stockfish}. */
    @WithDefault("stockfish")
    String command();

    /** Threads of each UCI process (1: the pool provides the parallelism). */
    @WithDefault("1")
    int threads();
  }

  interface LimitsConfig {
    /** Keep it below {@link #requestDeadline()}, or long searches are cut by the deadline. */
    @WithDefault("20s")
    Duration maxMovetime();

    @WithDefault("64")
    int maxDepth();

    @WithDefault("2000000000")
    long maxNodes();

    @WithDefault("5")
    int maxMultiPv();
  }

  interface AnalysisConfig {
    /** Positions one job may hold (a game of 250 moves has 501 positions). */
    @WithDefault("600")
    int maxPositions();

    /** Per-position move time when the job sets no limit. */
    @WithDefault("200ms")
    Duration defaultMovetime();

    /** A job still running after this is cancelled and ends as EXPIRED. */
    @WithDefault("15m")
    Duration deadline();

    /** Finished jobs are forgotten after this (unfinished ones: this after their deadline). */
    @WithDefault("1h")
    Duration keep();

    /** Jobs kept in the store at most; the oldest finished ones go first. */
    @WithDefault("1000")
    int maxJobs();

    /**
     * A QUEUED or RUNNING job whose runner has not renewed its lease for this long is taken over by
     * the replica that reads it next. Well above {@link #heartbeat()}, and above the clock skew of
     * the replicas (their clocks stamp the heartbeats).
     */
    @WithDefault("10s")
    Duration lease();

    /** How often a replica renews the lease of each job it runs. */
    @WithDefault("1s")
    Duration heartbeat();

    /** A job whose runner stopped unannounced this many times ends FAILED instead of resuming. */
    @WithDefault("3")
    int maxLapses();
  }

  interface ConsumerConfig {
    @WithDefault("true")
    boolean enabled();

    @WithDefault("engine-service")
    String groupId();

    /**
     * Static membership ({@code group.instance.id}) and the stem of the transactional id: a
     * restarted replica takes its partitions back at once and fences its own unfinished
     * transaction. Must be unique per replica (the pod name in Kubernetes).
     */
    @WithDefault("engine-service-0")
    String instanceId();

    @WithDefault("10s")
    Duration sessionTimeout();

    /** Kafka transaction timeout: an unfinished transaction of a dead replica ends after this. */
    @WithDefault("15s")
    Duration transactionTimeout();
  }
}
