package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.Topics;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;

/**
 * The whole platform, started the way the README says: every service healthy through the gateway,
 * an event written to Kafka read back through a MongoDB projection, a stop that leaves no process,
 * and a second start that finds the data again.
 */
class PlatformSmokeIT {

  @Test
  void thePlatformStartsServesAnEventEndToEndStopsCleanlyAndKeepsItsData() throws Exception {
    LocalPlatform platform = new LocalPlatform("smoke");
    String gameId = UUID.randomUUID().toString(); // a game id is a UUID (GameIdCheck)

    Process first = platform.start(false);
    try {
      HttpResponse<String> health = platform.get("/api/platform/health");
      assertEquals(200, health.statusCode(), health.body());
      for (String service :
          List.of("game-service", "engine-service", "rating-service", "lichess-facade")) {
        assertTrue(health.body().contains("\"" + service + "\":{\"status\":\"UP\""), health.body());
      }
      sendEvent(platform, gameId);
      awaitSummary(platform, gameId);
    } finally {
      assertEquals(0, platform.stop());
    }
    assertTrue(first.waitFor(60, TimeUnit.SECONDS), "the launcher exits after stop");
    assertEquals(List.of(), platform.leftovers(), "no process of the platform is left");

    Process second = platform.start(true);
    try {
      HttpResponse<String> summary = platform.get("/api/games/" + gameId + "/summary");
      assertEquals(
          200, summary.statusCode(), "the projection survived the restart: " + summary.body());
      assertTrue(summary.body().contains("\"version\":1"), summary.body());
    } finally {
      assertEquals(0, platform.stop());
    }
    assertTrue(second.waitFor(10, TimeUnit.SECONDS));
    assertEquals(List.of(), platform.leftovers(), "no process of the platform is left");
  }

  private static void sendEvent(LocalPlatform platform, String gameId) throws Exception {
    Properties p = new Properties();
    p.put("bootstrap.servers", "127.0.0.1:" + platform.kafkaPort);
    p.put("acks", "all");
    String event =
        "{\"eventId\":\"%s\",\"gameId\":\"%s\",\"seq\":1,\"type\":\"GameCreated\",\"schemaVersion\":1,\"occurredAt\":\"2026-11-29T12:00:00Z\",\"payload\":{}}"
            .formatted(UUID.randomUUID(), gameId);
    try (var producer = new KafkaProducer<>(p, new StringSerializer(), new StringSerializer())) {
      producer
          .send(new ProducerRecord<>(Topics.GAME_EVENTS, gameId, event))
          .get(30, TimeUnit.SECONDS);
    }
  }

  private static void awaitSummary(LocalPlatform platform, String gameId) throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    HttpResponse<String> last = null;
    while (System.nanoTime() < deadline) {
      last = platform.get("/api/games/" + gameId + "/summary");
      if (last.statusCode() == 200) {
        assertTrue(last.body().contains("\"lastEventType\":\"GameCreated\""), last.body());
        return;
      }
      Thread.sleep(250);
    }
    throw new AssertionError(
        "the event never reached the projection: " + (last == null ? "" : last.body()));
  }
}
