package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.config.EngineConfig;
import dev.chessplatform.engineservice.domain.AnalysisPlan;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The analysis jobs of this replica, in memory: a job runs on one worker of the shared pool, and is
 * forgotten {@code engine.analysis.keep} after it ends (or sooner when more than {@code
 * engine.analysis.max-jobs} are kept). A restart loses them; the README says so.
 */
@ApplicationScoped
public class AnalysisJobs {

  private final SearchPool pool;
  private final EngineConfig config;
  private final Map<String, AnalysisJob> jobs = new ConcurrentHashMap<>();

  public AnalysisJobs(SearchPool pool, EngineConfig config) {
    this.pool = pool;
    this.config = config;
  }

  /** Queues the job; a {@link PoolFullException} when no worker or queue slot is free. */
  public AnalysisJob start(String owner, AnalysisPlan plan) {
    forgetOld();
    AnalysisJob job = new AnalysisJob(UUID.randomUUID().toString(), owner, plan, Instant.now());
    SearchPool.Ticket<Void> ticket =
        pool.submit(job::run, Instant.now().plus(config.analysis().deadline()), "analysis");
    job.attach(ticket);
    ticket
        .result()
        .whenComplete(
            (ok, failure) -> {
              if (failure != null) {
                job.finish(
                    failure instanceof DeadlineExpiredException
                            || failure.getCause() instanceof DeadlineExpiredException
                        ? AnalysisJob.Status.EXPIRED
                        : AnalysisJob.Status.FAILED);
              }
            });
    jobs.put(job.id(), job);
    return job;
  }

  /** The caller's job; another caller's job is as good as absent. */
  public Optional<AnalysisJob> find(String owner, String id) {
    AnalysisJob job = jobs.get(id);
    return job != null && job.owner().equals(owner) ? Optional.of(job) : Optional.empty();
  }

  public Optional<AnalysisJob> cancel(String owner, String id) {
    Optional<AnalysisJob> job = find(owner, id);
    job.ifPresent(AnalysisJob::cancel);
    return job;
  }

  private void forgetOld() {
    Instant cutoff = Instant.now().minus(config.analysis().keep());
    jobs.values().removeIf(j -> j.isFinished() && j.finishedAt().isBefore(cutoff));
    while (jobs.size() >= config.analysis().maxJobs()) {
      Optional<AnalysisJob> oldest =
          jobs.values().stream()
              .filter(AnalysisJob::isFinished)
              .min(Comparator.comparing(AnalysisJob::finishedAt));
      if (oldest.isEmpty()) {
        break;
      }
      jobs.remove(oldest.get().id());
    }
  }
}
