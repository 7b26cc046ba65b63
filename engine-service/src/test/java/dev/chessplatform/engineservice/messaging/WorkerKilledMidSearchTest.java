package dev.chessplatform.engineservice.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.engine.search.SearchControl;
import dev.chessplatform.engineservice.application.BuiltInBackend;
import dev.chessplatform.engineservice.application.SearchBackend;
import dev.chessplatform.engineservice.application.SearchObserver;
import dev.chessplatform.engineservice.application.SearchPool;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.engineservice.domain.SearchSpec;
import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.RunningInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * A replica consumes a request and its worker dies before answering; the replica restarted (same
 * instance id: static membership, same transactional id) answers it, once. Runs the real loop on
 * the real broker, on topics of its own; the "death" is in-process ({@link
 * EngineRequestLoop#crash()}, or a worker stuck until the new incarnation has answered), not a
 * {@code kill -9} (README, "Kill and restart").
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class WorkerKilledMidSearchTest {

  private static final SearchBounds BOUNDS = new SearchBounds(60_000, 64, 2_000_000_000L, 5, 100);
  private static final long ZOMBIE_NODES = 424_242;

  private final String suffix = UUID.randomUUID().toString().substring(0, 8);
  private final String requests = "test.engine-requests." + suffix;
  private final String results = "test.engine-results." + suffix;
  private final String group = "kill-test-" + suffix;
  private final CountDownLatch searching = new CountDownLatch(1);
  private final CountDownLatch release = new CountDownLatch(1);
  private SearchPool stuckPool;
  private SearchPool healthyPool;

  @AfterEach
  void close() {
    release.countDown();
    if (stuckPool != null) {
      stuckPool.close();
    }
    if (healthyPool != null) {
      healthyPool.close();
    }
  }

  /** A worker that starts searching and then hangs until released, answering a marked move. */
  private final class HangingBackend implements SearchBackend {
    @Override
    public SearchAnswer search(SearchSpec spec, SearchControl control) {
      searching.countDown();
      try {
        release.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return new SearchAnswer(
          "a2a3",
          "a3",
          new SearchAnswer.Evaluation(0, null),
          1,
          ZOMBIE_NODES,
          1,
          1,
          List.of(),
          false);
    }

    @Override
    public void close() {}
  }

  private EngineRequestLoop loop(SearchPool pool) {
    return new EngineRequestLoop(
        new EngineRequestLoop.Settings(
            RunningInfrastructure.get().kafkaBootstrapServers(),
            requests,
            results,
            group,
            "engine-kill-" + suffix,
            Duration.ofSeconds(10),
            Duration.ofSeconds(10),
            Duration.ofSeconds(30)),
        pool,
        BOUNDS);
  }

  private EngineRequest sendRequest() throws Exception {
    try (Admin admin =
        Admin.create(
            Map.of("bootstrap.servers", RunningInfrastructure.get().kafkaBootstrapServers()))) {
      admin
          .createTopics(
              List.of(new NewTopic(requests, 1, (short) 1), new NewTopic(results, 1, (short) 1)))
          .all()
          .get();
    }
    EngineRequest request =
        new EngineRequest(
            UUID.randomUUID().toString(),
            EngineRequest.SCHEMA_VERSION,
            "g-kill",
            12,
            EngineRequest.START_FEN,
            List.of("e2e4"),
            null,
            new EngineLimits(0, 3, 0),
            1,
            Instant.now(),
            Instant.now().plusSeconds(60));
    KafkaProbe.send(requests, request.key(), EngineMessages.encode(request));
    return request;
  }

  private List<EngineResult> resultsOf(EngineRequest request) throws Exception {
    return ResultsReader.read(
        results,
        r -> r.requestId().equals(request.requestId()),
        1,
        group,
        ResultsReader.lastOffsets(requests),
        Duration.ofSeconds(30));
  }

  @Test
  void a_request_whose_worker_died_mid_search_is_answered_once_by_the_restarted_replica()
      throws Exception {
    EngineRequest request = sendRequest();
    stuckPool = new SearchPool(1, 1, HangingBackend::new, SearchObserver.NONE);
    EngineRequestLoop first = loop(stuckPool);
    first.start();
    assertTrue(searching.await(30, TimeUnit.SECONDS), "the first incarnation took the request");
    first.crash();

    healthyPool = new SearchPool(1, 1, () -> new BuiltInBackend(1), SearchObserver.NONE);
    EngineRequestLoop second = loop(healthyPool);
    second.start();

    List<EngineResult> answers = resultsOf(request);
    second.stop();
    assertEquals(1, answers.size(), "exactly one committed answer");
    EngineResult answer = answers.get(0);
    assertEquals(EngineResult.Status.MOVE, answer.status());
    assertEquals(12, answer.forSeq());
    assertNotEquals(ZOMBIE_NODES, answer.nodes(), "answered by the restarted replica");
  }

  @Test
  void a_stuck_worker_that_finishes_after_the_restart_is_fenced_and_writes_nothing()
      throws Exception {
    EngineRequest request = sendRequest();
    stuckPool = new SearchPool(1, 1, HangingBackend::new, SearchObserver.NONE);
    EngineRequestLoop zombie = loop(stuckPool);
    zombie.start();
    assertTrue(searching.await(30, TimeUnit.SECONDS));

    healthyPool = new SearchPool(1, 1, () -> new BuiltInBackend(1), SearchObserver.NONE);
    EngineRequestLoop restarted = loop(healthyPool);
    restarted.start();
    assertEquals(1, resultsOf(request).size());

    release.countDown();
    zombie.awaitStopped(Duration.ofSeconds(30));
    List<EngineResult> answers = resultsOf(request);
    restarted.stop();
    assertEquals(1, answers.size(), "the zombie's late answer was not committed");
    assertNotEquals(ZOMBIE_NODES, answers.get(0).nodes());
  }
}
