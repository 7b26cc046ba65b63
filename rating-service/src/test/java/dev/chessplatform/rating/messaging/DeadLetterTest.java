package dev.chessplatform.rating.messaging;

import static dev.chessplatform.rating.ResultsTopic.result;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.chessplatform.events.Topics;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.rating.ResultsTopic;
import dev.chessplatform.rating.persistence.PositionRepository;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedAsAnonymous;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
@ExtendWith(SignedAsAnonymous.class)
class DeadLetterTest {

  @Inject PositionRepository positions;

  private static double parkedMetric(String reason) {
    String metrics = given().get("/q/metrics").then().statusCode(200).extract().asString();
    return metrics
        .lines()
        .filter(
            l -> l.startsWith("ratings_results_parked_total{") && l.contains("\"" + reason + "\""))
        .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)))
        .sum();
  }

  @Test
  void unreadable_results_are_parked_with_a_reason_and_never_block_the_ones_behind_them() {
    String dave = "dave-" + UUID.randomUUID();
    String marker = UUID.randomUUID().toString();
    double notJsonBefore = parkedMetric("not-json");
    double versionBefore = parkedMetric("unknown-version");
    String futureVersion =
        ResultsTopic.json(result("g-" + marker, dave, "computer:1", "1-0", true))
            .replace("\"schemaVersion\":1", "\"schemaVersion\":2");
    ObjectNode withoutResultId =
        ResultsTopic.JSON.valueToTree(result("g2-" + marker, dave, "computer:1", "1-0", true));
    withoutResultId.remove("resultId");
    String missingGame = withoutResultId.toString();
    ResultsTopic.sendAll(
        List.of(
            "{not json " + marker,
            futureVersion,
            missingGame,
            ResultsTopic.json(
                result("g3-" + marker, dave, GameResultRecord.computer(1), "0-1", true))));
    ResultsTopic.awaitCaughtUp(positions);

    // Only the readable loss counted: the parked win of schema 2 and the one without gameId did
    // not.
    given()
        .get("/api/ratings/players/{id}", dave)
        .then()
        .statusCode(200)
        .body("record.wins", equalTo(0))
        .body("record.losses", equalTo(1));

    Map<String, String> reasons =
        await()
            .atMost(Duration.ofSeconds(30))
            .until(() -> parked(marker), parked -> parked.size() == 3);
    assertEquals(
        Map.of("garbage", "not-json", "future", "unknown-version", "missing", "missing-field"),
        reasons);
    assertTrue(parkedMetric("not-json") >= notJsonBefore + 1);
    assertTrue(parkedMetric("unknown-version") >= versionBefore + 1);
  }

  private static String reason(ConsumerRecord<String, String> record) {
    return new String(
        record.headers().lastHeader(DeadLetters.REASON).value(), StandardCharsets.UTF_8);
  }

  /** The dead letters of this test's records (marked), by what they were, with their reason. */
  private static Map<String, String> parked(String marker) {
    return KafkaProbe.committed(Topics.GAME_RESULTS_DEAD_LETTER).stream()
        .filter(r -> r.value() != null && r.value().contains(marker))
        .collect(
            Collectors.toMap(
                r ->
                    r.value().startsWith("{not")
                        ? "garbage"
                        : r.value().contains("\"schemaVersion\":2") ? "future" : "missing",
                DeadLetterTest::reason,
                (a, b) -> a));
  }
}
