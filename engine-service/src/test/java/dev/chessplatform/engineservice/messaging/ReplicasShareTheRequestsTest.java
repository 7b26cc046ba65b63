package dev.chessplatform.engineservice.messaging;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.engineservice.application.BuiltInBackend;
import dev.chessplatform.engineservice.application.SearchObserver;
import dev.chessplatform.engineservice.application.SearchPool;
import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.RunningInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * Two replicas in one consumer group split the request partitions: adding a replica adds workers.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ReplicasShareTheRequestsTest {

  private static final SearchBounds BOUNDS = new SearchBounds(60_000, 64, 2_000_000_000L, 5, 100);

  private final String suffix = UUID.randomUUID().toString().substring(0, 8);
  private final String requests = "test.engine-requests.replicas-" + suffix;
  private final String results = "test.engine-results.replicas-" + suffix;
  private final List<SearchPool> pools = new ArrayList<>();
  private final List<EngineRequestLoop> loops = new ArrayList<>();

  @AfterEach
  void close() {
    loops.forEach(EngineRequestLoop::stop);
    pools.forEach(SearchPool::close);
  }

  private EngineRequestLoop replica(int n) {
    SearchPool pool = new SearchPool(1, 1, () -> new BuiltInBackend(1), SearchObserver.NONE);
    pools.add(pool);
    EngineRequestLoop loop =
        new EngineRequestLoop(
            new EngineRequestLoop.Settings(
                RunningInfrastructure.get().kafkaBootstrapServers(),
                requests,
                results,
                "replicas-" + suffix,
                "replica-" + n + "-" + suffix,
                Duration.ofSeconds(10),
                Duration.ofSeconds(10),
                Duration.ofSeconds(30)),
            pool,
            BOUNDS);
    loops.add(loop);
    loop.start();
    return loop;
  }

  @Test
  void two_replicas_each_take_a_partition_and_every_request_is_answered_once() throws Exception {
    String servers = RunningInfrastructure.get().kafkaBootstrapServers();
    try (Admin admin = Admin.create(Map.of("bootstrap.servers", servers))) {
      admin
          .createTopics(
              List.of(new NewTopic(requests, 2, (short) 1), new NewTopic(results, 2, (short) 1)))
          .all()
          .get();
    }
    EngineRequestLoop first = replica(1);
    EngineRequestLoop second = replica(2);
    await()
        .atMost(Duration.ofSeconds(30))
        .until(() -> first.assignedPartitions() == 1 && second.assignedPartitions() == 1);

    List<String> ids = new ArrayList<>();
    try (var producer =
        new KafkaProducer<>(
            Map.<String, Object>of("bootstrap.servers", servers, "acks", "all"),
            new StringSerializer(),
            new StringSerializer())) {
      for (int i = 0; i < 6; i++) {
        EngineRequest r =
            new EngineRequest(
                UUID.randomUUID().toString(),
                1,
                "g-" + i,
                i,
                EngineRequest.START_FEN,
                List.of(),
                null,
                new EngineLimits(0, 2, 0),
                1,
                Instant.now(),
                Instant.now().plusSeconds(60));
        ids.add(r.requestId());
        producer
            .send(new ProducerRecord<>(requests, i % 2, r.key(), EngineMessages.encode(r)))
            .get();
      }
    }
    List<EngineResult> answers =
        ResultsReader.read(
            results,
            r -> ids.contains(r.requestId()),
            6,
            "replicas-" + suffix,
            ResultsReader.lastOffsets(requests),
            Duration.ofSeconds(30));
    assertEquals(6, answers.size());
    assertEquals(
        Set.copyOf(ids), answers.stream().map(EngineResult::requestId).collect(Collectors.toSet()));
    assertEquals(
        2, answers.stream().map(EngineResult::worker).distinct().count(), "both replicas answered");
  }
}
