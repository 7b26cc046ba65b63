package dev.chessplatform.deploy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.deploy.LocalPlatform;
import dev.chessplatform.events.Topics;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.UUID;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * Issue 29's fuzz, against the real platform: every operation of the served OpenAPI document gets
 * the malformed requests of {@link FuzzCases}, byte for byte ({@link RawHttp}). It fails on any
 * 5xx, any refusal that is not {@code application/problem+json}, any command that accepted bad
 * input, and any record written to any topic meanwhile (bad input changes nothing). It prints the
 * requests by status and by problem type (also in {@code deploy/target/api-fuzz.txt}).
 */
@Order(1) // on LocalPlatform.shared(): its classes run one after the other
class ApiFuzzIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static LocalPlatform platform;

  @BeforeAll
  static void start() throws Exception {
    platform = LocalPlatform.shared(); // its gateway's rate limits are raised
  }

  @Test
  void everyMalformedRequestIsRefusedWithAProblemAndWritesNothing() throws Exception {
    LocalPlatform.Player alice =
        platform.register("fuzz_alice_" + UUID.randomUUID().toString().substring(0, 8));
    HttpResponse<String> created =
        platform.send(alice, "POST", "/api/games", "{\"mode\":\"SEEK\",\"colour\":\"WHITE\"}");
    assertEquals(201, created.statusCode(), created.body());
    String gameId = JSON.readTree(created.body()).path("gameId").asText();
    JsonNode document =
        JSON.readTree(platform.send(null, "GET", "/api/platform/openapi.json", null).body());
    Map<String, String> valid =
        Map.of(
            "gameId",
            gameId,
            "playerId",
            alice.id(),
            "id",
            UUID.randomUUID().toString(),
            "ply",
            "0",
            "seat",
            "left",
            "tokenId",
            "0000000000000000");
    List<FuzzCases.Case> cases = FuzzCases.of(document, valid, alice.token());
    String gameBefore = platform.send(alice, "GET", "/api/games/" + gameId, null).body();
    Map<TopicPartition, Long> offsetsBefore = endOffsets();

    RawHttp http = new RawHttp("127.0.0.1", platform.gatewayPort);
    Map<Integer, Integer> byStatus = new TreeMap<>();
    Map<String, Integer> byType = new TreeMap<>();
    List<String> failures = new ArrayList<>();
    long started = System.nanoTime();
    String previous = "none";
    for (FuzzCases.Case c : cases) {
      StringBuilder head = new StringBuilder(c.method() + " " + c.target() + " HTTP/1.1");
      c.headers().forEach(h -> head.append("\r\n").append(h));
      RawHttp.Answer answer = http.send(head.toString(), c.body());
      byStatus.merge(answer.status(), 1, Integer::sum);
      String verdict = verdict(c, answer);
      if (answer.status() >= 400 && answer.contentType().startsWith("application/problem+json")) {
        byType.merge(
            JSON.readTree(answer.body())
                .path("type")
                .asText()
                .replace("https://chess-platform.dev/problems/", ""),
            1,
            Integer::sum);
      }
      if (verdict != null) {
        failures.add(
            c.operation()
                + " ["
                + c.fault()
                + "]: "
                + verdict
                + " "
                + abbreviate(answer.body())
                + " (the request before: "
                + previous
                + ")");
      }
      previous = c.operation() + " [" + c.fault() + "] " + answer.status();
    }
    double seconds = (System.nanoTime() - started) / 1e9;

    Map<TopicPartition, Long> offsetsAfter = endOffsets();
    String gameAfter = platform.send(alice, "GET", "/api/games/" + gameId, null).body();
    String report = report(document, cases.size(), seconds, byStatus, byType, failures);
    System.out.println(report);
    Files.writeString(platform.home.resolve("deploy/target/api-fuzz.txt"), report);

    assertEquals(List.of(), failures, report);
    assertEquals(offsetsBefore, offsetsAfter, "a refused request wrote to a topic");
    assertEquals(
        JSON.readTree(gameBefore).path("version"), JSON.readTree(gameAfter).path("version"));
  }

  /** Why {@code answer} breaks the promise for {@code c}; null when it keeps it. */
  private static String verdict(FuzzCases.Case c, RawHttp.Answer answer) {
    int status = answer.status();
    if (status == 0) {
      return "no answer";
    }
    if (status >= 500) {
      return status + " (a server error)";
    }
    if (status >= 400 && !answer.contentType().startsWith("application/problem+json")) {
      return status + " without application/problem+json (" + answer.contentType() + ")";
    }
    if (status < 400 && c.mutating()) {
      return status + ": a command accepted malformed input";
    }
    return null;
  }

  private static Map<TopicPartition, Long> endOffsets() {
    Properties properties = new Properties();
    properties.put("bootstrap.servers", "127.0.0.1:" + platform.kafkaPort);
    properties.put("isolation.level", "read_committed");
    try (KafkaConsumer<byte[], byte[]> consumer =
        new KafkaConsumer<>(properties, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
      List<TopicPartition> partitions = new ArrayList<>();
      for (var topic : Topics.ALL) {
        consumer
            .partitionsFor(topic.name())
            .forEach(p -> partitions.add(new TopicPartition(p.topic(), p.partition())));
      }
      return new HashMap<>(consumer.endOffsets(partitions));
    }
  }

  private static String report(
      JsonNode document,
      int requests,
      double seconds,
      Map<Integer, Integer> byStatus,
      Map<String, Integer> byType,
      List<String> failures) {
    int operations = 0;
    for (JsonNode path : document.path("paths")) {
      for (String method : List.of("get", "post", "put", "delete", "patch")) {
        operations += path.has(method) ? 1 : 0;
      }
    }
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            "API fuzz: %d operations, %d malformed requests in %.1f s%n",
            operations, requests, seconds));
    out.append("by status: ").append(byStatus).append('\n');
    out.append("by problem type: ").append(byType).append('\n');
    out.append("failures: ").append(failures.size()).append('\n');
    failures.stream().limit(200).forEach(f -> out.append("  ").append(f).append('\n'));
    return out.toString();
  }

  private static String abbreviate(String body) {
    String line = body.replace('\n', ' ');
    return line.length() > 200 ? line.substring(0, 200) + "…" : line;
  }
}
