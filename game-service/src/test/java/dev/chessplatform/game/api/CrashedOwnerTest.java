package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.unique;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.messaging.GameOwnership;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.RunningInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;

/**
 * An owner dies in the middle of a transaction: its half-written events must never count. The new
 * owner fences the old writer (same partition-bound transactional.id), whose open transaction is
 * aborted, and the game goes on from its last committed event.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class CrashedOwnerTest {

  @Inject GameOwnership ownership;

  @org.junit.jupiter.api.AfterEach
  void everyPartitionOwnedAgain() {
    dev.chessplatform.game.OwnerAtRest.await(ownership);
  }

  @Test
  void aHalfWrittenTransactionOfADeadOwnerIsAbortedAndTheGameGoesOnWithoutIt() throws Exception {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    move(alice, id, "e4").then().statusCode(200).body("version", equalTo(5));
    int partition = ownership.partitionOf(id);
    ownership.stop();

    Properties p = new Properties();
    p.put("bootstrap.servers", RunningInfrastructure.get().kafkaBootstrapServers());
    p.put("transactional.id", "game-service-events-" + partition);
    p.put("acks", "all");
    KafkaProducer<String, String> zombie =
        new KafkaProducer<>(p, new StringSerializer(), new StringSerializer());
    try {
      zombie.initTransactions();
      zombie.beginTransaction();
      GameEventEnvelope ghost =
          GameEventEnvelope.of(
              "ghost",
              id,
              6,
              Instant.now(),
              null,
              bob,
              new GameEvent.MovePlayed(Colour.BLACK, "e7e5", "e5", "x", 0, 0, 0));
      zombie.send(
          new ProducerRecord<>(Topics.GAME_EVENTS, partition, id, GameEventCodec.encode(ghost)));
      zombie.flush();

      ownership.start();
      await()
          .atMost(Duration.ofSeconds(60))
          .untilAsserted(
              () ->
                  get(alice, "/api/games/" + id)
                      .then()
                      .statusCode(200)
                      .body("version", equalTo(5))
                      .body("moves", equalTo(List.of("e4"))));
      move(bob, id, "c5").then().statusCode(200).body("version", equalTo(6));

      assertThrows(KafkaException.class, zombie::commitTransaction, "the zombie is fenced");
    } finally {
      zombie.close(Duration.ofSeconds(1));
    }
    List<String> events = Players.events(id);
    assertEquals(6, events.size(), events.toString());
    assertTrue(events.stream().noneMatch(e -> e.contains("\"ghost\"")), events.toString());
  }

  @Test
  void aFencedWriterGivesItsPartitionUpAndTheOwnerReadsItAgainAndGoesOn() throws Exception {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    move(alice, id, "e4").then().statusCode(200);
    int partition = ownership.partitionOf(id);

    Properties p = new Properties();
    p.put("bootstrap.servers", RunningInfrastructure.get().kafkaBootstrapServers());
    p.put("transactional.id", "game-service-events-" + partition);
    try (var intruder = new KafkaProducer<>(p, new StringSerializer(), new StringSerializer())) {
      intruder.initTransactions(); // fences the live writer of the partition
    }
    int first = move(bob, id, "e5").statusCode();
    assertTrue(first == 503 || first == 200, "answered " + first);
    await()
        .atMost(Duration.ofSeconds(30))
        .untilAsserted(
            () ->
                get(bob, "/api/games/" + id)
                    .then()
                    .statusCode(200)
                    .body("turn", equalTo(first == 200 ? "WHITE" : "BLACK")));
    if (first == 503) {
      move(bob, id, "e5").then().statusCode(200);
    }
    move(alice, id, "Nf3").then().statusCode(200).body("version", equalTo(7));
    assertEquals(7, Players.events(id).size());
  }
}
