package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.config.EngineConfig;
import dev.chessplatform.engineservice.domain.AnalysisPlan;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * The analysis jobs of every replica, in the shared {@link AnalysisStore}: any replica answers for
 * any job. A job runs on one worker of the replica that holds its lease, which renews it every
 * {@code engine.analysis.heartbeat}; a job whose lease has lapsed ({@code engine.analysis.lease})
 * is taken over by whichever replica reads it next and goes on from its last answer (README,
 * "Analyses across replicas").
 */
@ApplicationScoped
public class AnalysisJobs implements AutoCloseable {

  private static final Logger LOG = Logger.getLogger(AnalysisJobs.class);

  private final SearchPool pool;
  private final AnalysisStore store;
  private final AnalysisSettings settings;
  private final Map<String, AnalysisRun> running = new ConcurrentHashMap<>();
  private final ScheduledExecutorService heartbeats;

  @Inject
  public AnalysisJobs(SearchPool pool, EngineConfig config, AnalysisStore store) {
    this(pool, store, AnalysisSettings.of(config.analysis()));
  }

  public AnalysisJobs(SearchPool pool, AnalysisStore store, AnalysisSettings settings) {
    this.pool = pool;
    this.store = store;
    this.settings = settings;
    this.heartbeats =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "analysis-heartbeats");
              t.setDaemon(true);
              return t;
            });
    long every = settings.heartbeat().toMillis();
    heartbeats.scheduleWithFixedDelay(this::renewAll, every, every, TimeUnit.MILLISECONDS);
  }

  /**
   * Stores the job and queues it here; a {@link PoolFullException} (and nothing stored) when no
   * worker or queue slot is free.
   */
  public AnalysisJob start(String caller, AnalysisPlan plan) {
    Instant now = now();
    store.removeExpired(now, settings.maxJobs());
    AnalysisJob job =
        AnalysisJob.queued(
            UUID.randomUUID().toString(),
            caller,
            plan,
            now,
            settings.deadline(),
            settings.keep(),
            newRunner());
    store.create(job);
    try {
      submit(job, job.lease().runner());
    } catch (PoolFullException e) {
      store.delete(job.id());
      throw e;
    }
    return job;
  }

  /**
   * The caller's job; another caller's job is as good as absent, and reading it changes nothing. A
   * job whose runner is gone is taken over first, so the answer is never "not found".
   */
  public Optional<AnalysisJob> find(String caller, String id) {
    Instant now = now();
    Optional<AnalysisJob> job = readable(caller, id, now);
    if (job.isPresent() && job.get().isLive() && job.get().lease().lapsed(now, settings.lease())) {
      takeOver(job.get(), now);
      return readable(caller, id, now).or(() -> job);
    }
    return job;
  }

  /** Cancels the caller's job wherever it runs; a finished job is answered as it is. */
  public Optional<AnalysisJob> cancel(String caller, String id) {
    Instant now = now();
    Optional<AnalysisJob> job = readable(caller, id, now);
    if (job.isEmpty() || !job.get().isLive()) {
      return job;
    }
    store.finish(id, null, AnalysisJob.Ending.cancelled(now, settings.keep()));
    // Here at once; on another replica, at its next heartbeat (its lease is refused).
    AnalysisRun run = running.get(id);
    if (run != null) {
      run.stop("caller-cancelled");
    }
    return readable(caller, id, now).or(() -> job);
  }

  private Optional<AnalysisJob> readable(String caller, String id, Instant now) {
    return store
        .find(id)
        .filter(j -> j.caller().equals(caller))
        .filter(j -> j.expiresAt().isAfter(now));
  }

  /**
   * Claims the job on the lease it was seen with (of several replicas, one wins), then ends it when
   * it is past its deadline or has lost too many runners, or else runs it from its last answer. A
   * released lease (a replica that stopped on purpose) is not counted as a lapse.
   */
  private void takeOver(AnalysisJob seen, Instant now) {
    int lapses = seen.lease().isReleased() ? seen.lapses() : seen.lapses() + 1;
    String runner = newRunner();
    if (!store.claim(seen.id(), seen.lease(), runner, lapses, now)) {
      return; // another replica was first, or the runner came back
    }
    LOG.infof(
        "Analysis %s: taken over at position %d/%d (lapses %d)",
        seen.id(), seen.done(), seen.total(), lapses);
    if (!now.isBefore(seen.deadlineAt())) {
      store.finish(
          seen.id(), runner, AnalysisJob.Ending.expired(now, settings.keep(), settings.deadline()));
    } else if (lapses >= settings.maxLapses()) {
      store.finish(seen.id(), runner, AnalysisJob.Ending.runnersLost(now, settings.keep(), lapses));
    } else {
      try {
        submit(seen, runner);
      } catch (PoolFullException e) {
        store.release(seen.id(), runner); // the next reader, here or elsewhere, tries again
      }
    }
  }

  private void submit(AnalysisJob job, String runner) {
    AnalysisRun run = new AnalysisRun(store, settings, job, runner);
    running.put(job.id(), run);
    SearchPool.Ticket<Void> ticket;
    try {
      ticket = pool.submit(run::run, job.deadlineAt(), "analysis");
    } catch (PoolFullException e) {
      running.remove(job.id(), run);
      throw e;
    }
    run.attach(ticket);
    ticket
        .result()
        .whenComplete(
            (ok, failure) -> {
              running.remove(job.id(), run);
              if (failure != null) {
                run.failed(failure);
              }
            });
  }

  /** Every job this replica runs is still its own: renew, or stop the run that lost it. */
  private void renewAll() {
    for (AnalysisRun run : running.values()) {
      try {
        if (!store.renew(run.id(), run.runner(), now())) {
          running.remove(run.id(), run);
          boolean cancelled =
              store
                  .find(run.id())
                  .map(j -> j.status() == AnalysisJob.Status.CANCELLED)
                  .orElse(false);
          run.stop(cancelled ? "caller-cancelled" : "lease-lost");
        }
      } catch (RuntimeException e) {
        LOG.warnf(e, "Analysis %s: could not renew the lease", run.id());
      }
    }
  }

  /** A replica that stops lets its jobs go, so the next reader resumes them at once. */
  void onStop(@Observes ShutdownEvent event) {
    close();
    for (AnalysisRun run : running.values()) {
      try {
        run.release();
      } catch (RuntimeException e) {
        LOG.warnf(
            e, "Analysis %s: could not let it go; it resumes when its lease lapses", run.id());
      }
    }
  }

  /** Stops renewing leases: the jobs still running here lapse (what a crash looks like). */
  @PreDestroy
  @Override
  public void close() {
    heartbeats.shutdownNow();
  }

  /** Milliseconds: what the store keeps, so a job reads the same before and after a write. */
  private static Instant now() {
    return Instant.now().truncatedTo(ChronoUnit.MILLIS);
  }

  private static String newRunner() {
    return UUID.randomUUID().toString();
  }
}
