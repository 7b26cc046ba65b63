package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.domain.SearchAnswer;
import java.time.Instant;
import java.util.Optional;

/**
 * Where the analysis jobs live, shared by every replica (persistence's {@code AnalysisRepository},
 * the MongoDB collection {@code analyses}). Every write of a run is conditional on the run still
 * holding the job's lease and the job being QUEUED or RUNNING: a run that lost its lease (another
 * replica took the job over, or its caller cancelled it) learns so from a {@code false} and stops;
 * it can never overwrite the newer state.
 */
public interface AnalysisStore {

  void create(AnalysisJob job);

  /** The job as stored, whoever asks: the caller check is the application's. */
  Optional<AnalysisJob> find(String id);

  /** The run's worker took the job: RUNNING, heartbeat now. */
  boolean markRunning(String id, String runner, Instant now);

  /** One more position evaluated, in order ({@code index + 1} done); renews the heartbeat. */
  boolean recordAnswer(String id, String runner, int index, SearchAnswer answer, Instant now);

  /** The run is alive: heartbeat now. */
  boolean renew(String id, String runner, Instant now);

  /**
   * Takes over a job whose lease is exactly {@code seen} (so of two replicas that saw the same
   * lapsed lease, one wins): QUEUED under {@code runner}, heartbeat now, {@code lapses} as given.
   */
  boolean claim(String id, AnalysisJob.Lease seen, String runner, int lapses, Instant now);

  /** The run lets the job go unfinished (its replica stops): any replica may take it at once. */
  boolean release(String id, String runner);

  /**
   * Ends a QUEUED or RUNNING job; with {@code runner} null whoever holds it (a cancel by its
   * caller).
   */
  boolean finish(String id, String runner, AnalysisJob.Ending ending);

  /** Forgets a job nobody has seen (its start was refused). */
  void delete(String id);

  /**
   * Forgets every job expired at {@code now}, then the oldest finished ones until fewer than {@code
   * maxJobs} remain.
   */
  void removeExpired(Instant now, int maxJobs);
}
