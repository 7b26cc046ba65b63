package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.domain.AnalysisPlan;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One analysis as every replica reads it from the {@link AnalysisStore}: who may read it, its plan,
 * where it is, the answers so far, and the lease of the replica running it.
 *
 * @param caller the player who started it: the only one who may read or cancel it
 * @param deadlineAt a job still QUEUED or RUNNING at this instant ends EXPIRED
 * @param answers one per position, null where not searched yet or no move is legal
 * @param done positions evaluated, in order: the next run starts at this index
 * @param reason why it ended FAILED or EXPIRED, for a person to act on; else null
 * @param lease who runs it, while QUEUED or RUNNING
 * @param lapses how many times the replica running it stopped without finishing or letting go
 * @param expiresAt after this the job is gone (404): {@code engine.analysis.keep} after its end
 */
public record AnalysisJob(
    String id,
    String caller,
    AnalysisPlan plan,
    Instant createdAt,
    Instant deadlineAt,
    Status status,
    List<SearchAnswer> answers,
    int done,
    Instant finishedAt,
    String reason,
    Lease lease,
    int lapses,
    Instant expiresAt) {

  /** Where a job is. Only QUEUED and RUNNING still change. */
  public enum Status {
    QUEUED,
    RUNNING,
    DONE,
    CANCELLED,
    EXPIRED,
    FAILED
  }

  /**
   * The right to run a job: a token drawn by the run that holds it, renewed every heartbeat. A
   * lease whose heartbeat is older than {@code engine.analysis.lease} has lapsed; a released one
   * ({@code runner} null) was let go by a replica that stopped on purpose.
   */
  public record Lease(String runner, Instant heartbeatAt) {

    public boolean isReleased() {
      return runner == null;
    }

    public boolean lapsed(Instant now, Duration bound) {
      return heartbeatAt.isBefore(now.minus(bound));
    }
  }

  /**
   * How a job ended, as it is written down; it is forgotten {@code keep} after. The reasons are
   * addressed to the person who started it: what happened, and what to do.
   */
  public record Ending(Status status, String reason, Instant at, Instant expiresAt) {

    static Ending done(Instant at, Duration keep) {
      return new Ending(Status.DONE, null, at, at.plus(keep));
    }

    static Ending cancelled(Instant at, Duration keep) {
      return new Ending(Status.CANCELLED, null, at, at.plus(keep));
    }

    static Ending expired(Instant at, Duration keep, Duration deadline) {
      return new Ending(
          Status.EXPIRED,
          "The analysis ran past its deadline of "
              + readable(deadline)
              + "; what was evaluated stays readable. Start it again with fewer positions or less"
              + " time per position.",
          at,
          at.plus(keep));
    }

    static Ending engineFailed(Instant at, Duration keep, int position) {
      return new Ending(
          Status.FAILED,
          "The engine failed while evaluating position "
              + position
              + "; what was evaluated stays readable. Start the analysis again.",
          at,
          at.plus(keep));
    }

    static Ending runnersLost(Instant at, Duration keep, int lapses) {
      return new Ending(
          Status.FAILED,
          "The engine instance running this analysis stopped before it finished ("
              + lapses
              + (lapses == 1 ? " time" : " times")
              + "); what was evaluated stays readable. Start the analysis again.",
          at,
          at.plus(keep));
    }

    private static String readable(Duration d) {
      if (d.toSeconds() % 60 == 0 && d.toMinutes() > 0) {
        return d.toMinutes() + " min";
      }
      return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }
  }

  public AnalysisJob {
    // An unmodifiable view, not List.copyOf: answers hold nulls.
    answers = Collections.unmodifiableList(new ArrayList<>(answers));
  }

  /** A new job, queued, held by {@code runner}, with no answer yet. */
  static AnalysisJob queued(
      String id,
      String caller,
      AnalysisPlan plan,
      Instant now,
      Duration deadline,
      Duration keep,
      String runner) {
    Instant deadlineAt = now.plus(deadline);
    return new AnalysisJob(
        id,
        caller,
        plan,
        now,
        deadlineAt,
        Status.QUEUED,
        Collections.nCopies(plan.size(), null),
        0,
        null,
        null,
        new Lease(runner, now),
        0,
        deadlineAt.plus(keep));
  }

  public int total() {
    return plan.size();
  }

  /** QUEUED or RUNNING: someone holds (or held) its lease and it may still change. */
  public boolean isLive() {
    return status == Status.QUEUED || status == Status.RUNNING;
  }
}
