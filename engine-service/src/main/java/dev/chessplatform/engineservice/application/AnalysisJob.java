package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.domain.AnalysisPlan;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One analysis: its plan, its progress, the answers so far. Written by one worker, read by many.
 */
public final class AnalysisJob {

  /** Where a job is. */
  public enum Status {
    QUEUED,
    RUNNING,
    DONE,
    CANCELLED,
    EXPIRED,
    FAILED
  }

  private final String id;
  private final String owner;
  private final AnalysisPlan plan;
  private final Instant createdAt;
  private final SearchAnswer[] answers;
  private Status status = Status.QUEUED;
  private int done;
  private Instant finishedAt;
  private volatile boolean cancelRequested;
  private SearchPool.Ticket<Void> ticket;

  AnalysisJob(String id, String owner, AnalysisPlan plan, Instant createdAt) {
    this.id = id;
    this.owner = owner;
    this.plan = plan;
    this.createdAt = createdAt;
    this.answers = new SearchAnswer[plan.size()];
  }

  /** What a reader sees: a consistent copy. */
  public record Snapshot(
      String id,
      Status status,
      int done,
      int total,
      Instant createdAt,
      Instant finishedAt,
      AnalysisPlan plan,
      List<SearchAnswer> answers) {}

  public synchronized Snapshot snapshot() {
    return new Snapshot(
        id,
        status,
        done,
        plan.size(),
        createdAt,
        finishedAt,
        plan,
        new ArrayList<>(Arrays.asList(answers)));
  }

  public String id() {
    return id;
  }

  public String owner() {
    return owner;
  }

  synchronized boolean isFinished() {
    return finishedAt != null;
  }

  synchronized Instant finishedAt() {
    return finishedAt;
  }

  synchronized void attach(SearchPool.Ticket<Void> ticket) {
    this.ticket = ticket;
  }

  /** Runs on a worker: every position in order, until done or stopped. */
  Void run(SearchPool.Searcher searcher) {
    synchronized (this) {
      status = Status.RUNNING;
    }
    for (int i = 0; i < plan.size(); i++) {
      if (searcher.isStopped()) {
        break;
      }
      SearchAnswer answer =
          plan.searches().get(i) == null ? null : searcher.search(plan.searches().get(i));
      if (searcher.isStopped()) {
        break; // cut short: not a full evaluation of this position
      }
      synchronized (this) {
        answers[i] = answer;
        done = i + 1;
      }
    }
    finish(done == plan.size() ? Status.DONE : cancelRequested ? Status.CANCELLED : Status.EXPIRED);
    return null;
  }

  synchronized void finish(Status end) {
    if (finishedAt == null) {
      status = end;
      finishedAt = Instant.now();
    }
  }

  void cancel() {
    cancelRequested = true;
    SearchPool.Ticket<Void> t;
    synchronized (this) {
      t = ticket;
    }
    if (t != null) {
      t.cancel("caller-cancelled");
    }
    finish(Status.CANCELLED);
  }
}
