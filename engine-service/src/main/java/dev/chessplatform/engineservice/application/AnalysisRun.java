package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.domain.AnalysisPlan;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchSpec;
import java.time.Instant;
import java.util.concurrent.CancellationException;
import org.jboss.logging.Logger;

/**
 * One run of a job on this replica: on one worker, the positions from where the job stands, each
 * answer written to the store as soon as it is found. Every write is conditional on this run's
 * lease ({@link AnalysisStore}): the first refused write ends the run without a trace.
 */
final class AnalysisRun {

  private static final Logger LOG = Logger.getLogger(AnalysisRun.class);

  private final AnalysisStore store;
  private final AnalysisSettings settings;
  private final String id;
  private final String runner;
  private final AnalysisPlan plan;
  private final int from;
  private volatile int position;
  private volatile boolean released;
  private volatile boolean ended;
  private volatile SearchPool.Ticket<Void> ticket;

  AnalysisRun(AnalysisStore store, AnalysisSettings settings, AnalysisJob job, String runner) {
    this.store = store;
    this.settings = settings;
    this.id = job.id();
    this.runner = runner;
    this.plan = job.plan();
    this.from = job.done();
    this.position = job.done();
  }

  String id() {
    return id;
  }

  String runner() {
    return runner;
  }

  void attach(SearchPool.Ticket<Void> ticket) {
    this.ticket = ticket;
  }

  /** Runs on a worker: every position still to do, in order, until done, stopped or refused. */
  Void run(SearchPool.Searcher searcher) {
    if (!store.markRunning(id, runner, Instant.now())) {
      return end(); // cancelled or taken over while it waited
    }
    for (int i = from; i < plan.size(); i++) {
      position = i;
      SearchSpec spec = plan.searches().get(i);
      SearchAnswer answer;
      try {
        answer = searcher.isStopped() || spec == null ? null : searcher.search(spec);
      } catch (RuntimeException e) {
        LOG.errorf(e, "Analysis %s: the engine failed on position %d", id, i);
        store.finish(id, runner, AnalysisJob.Ending.engineFailed(now(), settings.keep(), i));
        return end();
      }
      if (searcher.isStopped()) {
        return stopped(); // cut short: not a full evaluation of this position
      }
      if (!store.recordAnswer(id, runner, i, answer, Instant.now())) {
        return end(); // the lease is someone else's now
      }
    }
    store.finish(id, runner, AnalysisJob.Ending.done(now(), settings.keep()));
    return end();
  }

  /**
   * Stopped by its deadline, its caller, a lost lease or this replica's shutdown. Only the deadline
   * is this run's to write down: a cancel is already written, a lost lease refuses the write, and a
   * released job is left for another replica.
   */
  private Void stopped() {
    if (!released) {
      store.finish(
          id, runner, AnalysisJob.Ending.expired(now(), settings.keep(), settings.deadline()));
    }
    return end();
  }

  /** The ticket ended without running to its end. */
  void failed(Throwable failure) {
    ended = true;
    Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
    if (failure instanceof DeadlineExpiredException || cause instanceof DeadlineExpiredException) {
      store.finish(
          id, runner, AnalysisJob.Ending.expired(now(), settings.keep(), settings.deadline()));
    } else if (!(failure instanceof CancellationException)) {
      // The store could not be written (the engine's own failures are caught in run): the lease
      // lapses, and the next reader of the job takes it over.
      LOG.warnf(failure, "Analysis %s: run %s stopped at position %d", id, runner, position);
    }
  }

  /** Stops the search; {@code reason} names it in engine_cancelled_total. */
  void stop(String reason) {
    SearchPool.Ticket<Void> t = ticket;
    if (t != null && !ended) {
      t.cancel(reason);
    }
  }

  /** This replica stops: the job is let go unfinished, for another replica to go on with. */
  void release() {
    released = true;
    store.release(id, runner);
    stop("shutdown");
  }

  private Void end() {
    ended = true;
    return null;
  }

  private static Instant now() {
    return Instant.now();
  }
}
