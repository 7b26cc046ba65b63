package dev.chessplatform.engineservice.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * The wire JSON of the engine contract is approved in {@code
 * src/test/resources/approved/engine/<Type>.v<version>.json}: the framework-free codec writes it,
 * and Jackson (as this service configures it, the way game-service will read it) reads it back to
 * the same record and writes the same JSON. A missing file is written and the test fails once:
 * review it and commit it to approve.
 */
@QuarkusTest
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class EngineContractApprovalTest {

  private static final Path APPROVED = Path.of("src/test/resources/approved/engine");
  private static final Instant AT = Instant.parse("2026-11-29T12:00:00Z");

  static final EngineRequest REQUEST =
      new EngineRequest(
          "5b0e6c1e-8a51-4f7e-9d1f-3f1c0b7e2a10",
          EngineRequest.SCHEMA_VERSION,
          "g-42",
          17,
          EngineRequest.START_FEN,
          List.of("e2e4", "e7e5"),
          3,
          new EngineLimits(500, 0, 0),
          1,
          AT,
          AT.plusSeconds(30));

  static final EngineResult RESULT =
      new EngineResult(
          "5b0e6c1e-8a51-4f7e-9d1f-3f1c0b7e2a10",
          EngineResult.SCHEMA_VERSION,
          "g-42",
          17,
          EngineResult.Status.MOVE,
          "g1f3",
          "Nf3",
          31,
          null,
          9,
          120345,
          480000,
          250,
          List.of("g1f3", "b8c6"),
          null,
          "engine-service-0",
          AT.plusMillis(250));

  @Inject ObjectMapper json;

  @Test
  void the_request_json_is_unchanged_and_reads_with_jackson() throws Exception {
    approve("EngineRequest.v1.json", EngineMessages.encode(REQUEST), REQUEST, EngineRequest.class);
  }

  @Test
  void the_result_json_is_unchanged_and_reads_with_jackson() throws Exception {
    approve("EngineResult.v1.json", EngineMessages.encode(RESULT), RESULT, EngineResult.class);
  }

  @Test
  void the_codec_reads_what_jackson_writes() throws Exception {
    ObjectMapper writer = json.copy().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    assertEquals(REQUEST, EngineMessages.decodeRequest(writer.writeValueAsString(REQUEST)));
    assertEquals(RESULT, EngineMessages.decodeResult(writer.writeValueAsString(RESULT)));
  }

  private <T> void approve(String file, String encoded, T sample, Class<T> type) throws Exception {
    Path path = APPROVED.resolve(file);
    String pretty =
        json.writerWithDefaultPrettyPrinter().writeValueAsString(json.readTree(encoded));
    if (!Files.exists(path)) {
      Files.writeString(path, pretty + "\n", StandardCharsets.UTF_8);
      fail("wrote " + path + ": review and commit it to approve");
    }
    String approved = Files.readString(path, StandardCharsets.UTF_8);
    assertEquals(json.readTree(approved), json.readTree(encoded), "the wire changed: " + file);
    assertEquals(approved.strip(), pretty.strip(), "member order changed: " + file);
    assertEquals(sample, json.readValue(approved, type), "Jackson reads the approved JSON");
  }
}
