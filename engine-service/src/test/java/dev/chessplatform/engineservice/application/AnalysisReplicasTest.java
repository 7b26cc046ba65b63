package dev.chessplatform.engineservice.application;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import dev.chessplatform.engine.search.SearchLimits;
import dev.chessplatform.engineservice.application.AnalysisJob.Status;
import dev.chessplatform.engineservice.domain.AnalysisPlan;
import dev.chessplatform.engineservice.domain.AnalysisPlans;
import dev.chessplatform.engineservice.persistence.AnalysisRepository;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.RunningInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * Two replicas built by hand (each its own worker pool, MongoDB client and heartbeat) against the
 * one real MongoDB-wire server of the tests: what one replica runs, the other answers for, and a
 * replica that dies mid-analysis leaves a job the other finishes or fails, never loses. A
 * {@code @QuarkusTest} only for the class loader (see {@code SearchPoolTest}).
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class AnalysisReplicasTest {

  private static final Duration LEASE = Duration.ofSeconds(2);
  private static final Duration HEARTBEAT = Duration.ofMillis(200);
  private static final Duration WAIT = Duration.ofSeconds(60);

  private final List<Replica> replicas = new ArrayList<>();

  @AfterEach
  void stop() {
    replicas.forEach(Replica::close);
  }

  private static AnalysisSettings settings(Duration lease, Duration keep, int maxLapses) {
    return new AnalysisSettings(Duration.ofMinutes(5), keep, 1000, lease, HEARTBEAT, maxLapses);
  }

  private Replica replica(AnalysisSettings settings) {
    Replica r = new Replica(settings);
    replicas.add(r);
    return r;
  }

  private Replica replica() {
    return replica(settings(LEASE, Duration.ofHours(1), 3));
  }

  /** {@code n} positions searched {@code ms} each: long enough to be caught mid-way. */
  private static AnalysisPlan plan(int n, long ms) {
    List<String> fens = Collections.nCopies(n, EngineRequest.START_FEN);
    return ((AnalysisPlans.Planned) AnalysisPlans.positions(fens, SearchLimits.movetime(ms)))
        .plan();
  }

  /** Reads until {@code done}; every read must find the job (never "not found"). */
  private static AnalysisJob readUntil(
      Replica r, String id, java.util.function.Predicate<AnalysisJob> done) {
    AnalysisJob[] last = new AnalysisJob[1];
    await()
        .atMost(WAIT)
        .pollInterval(Duration.ofMillis(20))
        .until(
            () -> {
              Optional<AnalysisJob> job = r.jobs.find("alice", id);
              assertTrue(job.isPresent(), "the job is always found");
              last[0] = job.get();
              return done.test(job.get());
            });
    return last[0];
  }

  @Test
  void a_job_started_on_one_replica_is_read_on_the_other_with_its_progress_and_the_same_answer() {
    Replica a = replica();
    Replica b = replica();
    String id = a.jobs.start("alice", plan(8, 150)).id();

    AnalysisJob midway =
        readUntil(b, id, j -> j.status() == Status.RUNNING && j.done() > 0 && j.done() < 8);
    assertTrue(midway.answers().get(midway.done() - 1) != null, "the answers so far are there");

    AnalysisJob onB = readUntil(b, id, j -> !j.isLive());
    AnalysisJob onA = a.jobs.find("alice", id).orElseThrow();
    assertEquals(Status.DONE, onB.status());
    assertEquals(8, onB.done());
    assertEquals(onA, onB, "both replicas give the same answer");
    assertEquals(0, onB.lapses());
  }

  @Test
  void a_replica_that_dies_mid_analysis_leaves_the_job_to_the_other_which_goes_on_from_there() {
    Replica a = replica();
    Replica b = replica();
    String id = a.jobs.start("alice", plan(12, 150)).id();
    AnalysisJob before = readUntil(b, id, j -> j.done() >= 3 && j.status() == Status.RUNNING);
    String deadRunner = before.lease().runner();

    a.kill();
    Instant[] firstTakenOver = new Instant[1];
    AnalysisJob after =
        readUntil(
            b,
            id,
            j -> {
              if (firstTakenOver[0] == null && !deadRunner.equals(j.lease().runner())) {
                firstTakenOver[0] = Instant.now();
              }
              return !j.isLive();
            });

    assertEquals(Status.DONE, after.status(), String.valueOf(after.reason()));
    assertEquals(12, after.done());
    assertEquals(1, after.lapses(), "one runner lost");
    assertEquals(
        before.answers().subList(0, before.done()),
        after.answers().subList(0, before.done()),
        "what the dead replica evaluated is kept, not searched again");
    assertFalse(
        firstTakenOver[0].isBefore(before.lease().heartbeatAt().plus(LEASE)),
        "taken over only once the lease had lapsed");
  }

  @Test
  void a_job_whose_runners_keep_dying_ends_failed_with_a_reason_a_person_can_act_on() {
    Replica a = replica();
    Replica b = replica(settings(LEASE, Duration.ofHours(1), 1));
    String id = a.jobs.start("alice", plan(12, 150)).id();
    AnalysisJob before = readUntil(b, id, j -> j.done() >= 2);

    a.kill();
    AnalysisJob after = readUntil(b, id, j -> !j.isLive());

    assertEquals(Status.FAILED, after.status());
    assertTrue(after.reason().contains("stopped before it finished"), after.reason());
    assertTrue(after.reason().contains("Start the analysis again"), after.reason());
    assertTrue(after.done() >= before.done(), "what was evaluated stays readable");
    assertTrue(after.finishedAt() != null);
  }

  @Test
  void a_replica_that_stops_on_purpose_lets_its_job_go_at_once() {
    Duration longLease = Duration.ofMinutes(5);
    Replica a = replica(settings(longLease, Duration.ofHours(1), 3));
    Replica b = replica(settings(longLease, Duration.ofHours(1), 3));
    String id = a.jobs.start("alice", plan(12, 150)).id();
    String first = readUntil(b, id, j -> j.done() >= 1).lease().runner();

    a.jobs.onStop(null);

    // Well within the five-minute lease: the released job is taken over by the next read.
    AnalysisJob after = readUntil(b, id, j -> !j.isLive());
    assertEquals(Status.DONE, after.status());
    assertNotEquals(first, after.lease().runner());
    assertEquals(0, after.lapses(), "a release is not a lapse");
  }

  @Test
  void a_cancel_on_one_replica_stops_the_search_on_the_other() {
    Replica a = replica();
    Replica b = replica();
    String id = a.jobs.start("alice", plan(40, 150)).id();
    readUntil(b, id, j -> j.done() >= 1);

    assertEquals(Status.CANCELLED, b.jobs.cancel("alice", id).orElseThrow().status());

    await().atMost(Duration.ofSeconds(10)).until(() -> a.pool.busyWorkers() == 0);
    AnalysisJob after = a.jobs.find("alice", id).orElseThrow();
    assertEquals(Status.CANCELLED, after.status());
    assertTrue(after.done() < 40);
  }

  @Test
  void another_caller_learns_nothing_from_either_replica_and_takes_nothing_over() {
    Replica a = replica();
    Replica b = replica();
    String id = a.jobs.start("alice", plan(12, 150)).id();
    readUntil(b, id, j -> j.done() >= 1);

    assertEquals(b.jobs.find("mallory", "no-such-job"), b.jobs.find("mallory", id));
    assertEquals(Optional.empty(), b.jobs.find("mallory", id));
    assertEquals(Optional.empty(), b.jobs.cancel("mallory", id));
    assertEquals(Optional.empty(), a.jobs.find("mallory", id));

    a.kill();
    AnalysisJob stale = b.store.find(id).orElseThrow();
    await()
        .atMost(WAIT)
        .until(() -> Instant.now().isAfter(stale.lease().heartbeatAt().plus(LEASE)));
    assertEquals(Optional.empty(), b.jobs.find("mallory", id));
    assertEquals(Optional.empty(), b.jobs.cancel("mallory", id));
    AnalysisJob untouched = b.store.find(id).orElseThrow();
    assertEquals(stale.lease(), untouched.lease(), "a read by another caller takes nothing over");
    assertTrue(untouched.isLive());

    assertEquals(Status.DONE, readUntil(b, id, j -> !j.isLive()).status());
  }

  @Test
  void a_finished_job_expires_on_every_replica_and_whichever_starts_a_job_removes_it() {
    Duration keep = Duration.ofMillis(300);
    Replica a = replica(settings(LEASE, keep, 3));
    Replica b = replica(settings(LEASE, keep, 3));
    String id = a.jobs.start("alice", plan(1, 20)).id();
    AnalysisJob done = readUntil(b, id, j -> !j.isLive());

    await().atMost(WAIT).until(() -> Instant.now().isAfter(done.finishedAt().plus(keep)));
    assertEquals(Optional.empty(), a.jobs.find("alice", id));
    assertEquals(Optional.empty(), b.jobs.find("alice", id));
    assertTrue(b.store.find(id).isPresent(), "still stored until someone cleans up");

    b.jobs.start("bob", plan(1, 20));
    assertEquals(Optional.empty(), a.store.find(id));
  }

  /** One replica: its own pool of one worker, MongoDB client, store and heartbeat. */
  private static final class Replica implements AutoCloseable {
    private final MongoClient mongo =
        MongoClients.create(RunningInfrastructure.get().mongoConnectionString());
    private final AnalysisRepository store = new AnalysisRepository(mongo, "engine-replicas-test");
    private final SearchPool pool =
        new SearchPool(1, 4, () -> new BuiltInBackend(1), SearchObserver.NONE);
    private final AnalysisJobs jobs;

    Replica(AnalysisSettings settings) {
      this.jobs = new AnalysisJobs(pool, store, settings);
    }

    /**
     * What a {@code kill -9} leaves behind: no more heartbeat, no write of any kind (its store is
     * gone first), its workers stopped.
     */
    void kill() {
      mongo.close();
      jobs.close();
      pool.close();
    }

    @Override
    public void close() {
      jobs.close();
      pool.close();
      mongo.close();
    }
  }
}
