package dev.chessplatform.engineservice.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The service's own consumer group answering chess.engine-requests on the real broker. */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class EngineRequestsConsumerTest {

  private static EngineRequest request(
      String fen, List<String> moves, Integer level, Instant deadline) {
    return new EngineRequest(
        UUID.randomUUID().toString(),
        EngineRequest.SCHEMA_VERSION,
        "g-" + UUID.randomUUID(),
        7,
        fen,
        moves,
        level,
        new EngineLimits(0, 3, 0),
        1,
        Instant.now(),
        deadline);
  }

  private static EngineResult answerTo(EngineRequest request) {
    KafkaProbe.send(Topics.ENGINE_REQUESTS, request.key(), EngineMessages.encode(request));
    List<EngineResult> results =
        ResultsReader.read(
            Topics.ENGINE_RESULTS,
            r -> r.requestId().equals(request.requestId()),
            Duration.ofSeconds(30),
            Duration.ofMillis(500));
    assertEquals(1, results.size(), "one answer per request");
    return results.get(0);
  }

  @Test
  void a_computer_move_request_is_answered_once_with_the_game_and_seq_it_was_asked_for() {
    EngineRequest request =
        request(EngineRequest.START_FEN, List.of("e2e4", "e7e5"), 3, Instant.now().plusSeconds(30));
    EngineResult result = answerTo(request);
    assertEquals(EngineResult.Status.MOVE, result.status());
    assertEquals(request.gameId(), result.gameId());
    assertEquals(7, result.forSeq());
    assertNotNull(result.bestMove());
    assertNotNull(result.san());
    assertTrue(result.scoreCp() != null || result.mateIn() != null);
  }

  @Test
  void a_request_with_a_bad_fen_is_answered_as_rejected_and_does_not_block_the_partition() {
    EngineResult result =
        answerTo(request("8/8/8/8 w - - 0 1", List.of(), null, Instant.now().plusSeconds(30)));
    assertEquals(EngineResult.Status.REJECTED, result.status());
    assertTrue(result.detail().contains("invalid FEN"), result.detail());
  }

  @Test
  void a_request_whose_deadline_has_passed_is_answered_as_expired_without_a_search() {
    EngineResult result =
        answerTo(request(EngineRequest.START_FEN, List.of(), 2, Instant.now().minusSeconds(1)));
    assertEquals(EngineResult.Status.EXPIRED, result.status());
  }

  @Test
  void a_checkmated_position_is_answered_as_no_legal_move() {
    EngineResult result =
        answerTo(
            request(
                EngineRequest.START_FEN,
                List.of("f2f3", "e7e5", "g2g4", "d8h4"),
                5,
                Instant.now().plusSeconds(30)));
    assertEquals(EngineResult.Status.NO_LEGAL_MOVE, result.status());
    assertEquals("checkmate", result.detail());
  }
}
