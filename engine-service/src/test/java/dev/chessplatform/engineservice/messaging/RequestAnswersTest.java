package dev.chessplatform.engineservice.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** Which Kafka requests are searched and which are answered at once, and how. */
@QuarkusTest
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class RequestAnswersTest {

  private static final SearchBounds BOUNDS = new SearchBounds(60_000, 64, 2_000_000_000L, 5, 100);
  private static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");

  private static EngineRequest request(
      String fen, List<String> moves, Integer level, EngineLimits limits, Instant deadline) {
    return new EngineRequest("r-1", 1, "g-1", 4, fen, moves, level, limits, 1, NOW, deadline);
  }

  private static EngineResult immediate(EngineRequest r) {
    RequestAnswers.Plan plan = RequestAnswers.plan(r, BOUNDS, "w", NOW);
    return assertInstanceOf(RequestAnswers.Immediate.class, plan).result();
  }

  @Test
  void a_valid_request_is_searched_with_a_seed_from_its_id() {
    RequestAnswers.Plan plan =
        RequestAnswers.plan(
            request(EngineRequest.START_FEN, List.of(), 2, null, NOW.plusSeconds(5)),
            BOUNDS,
            "w",
            NOW);
    assertEquals(
        "r-1".hashCode(), assertInstanceOf(RequestAnswers.Search.class, plan).spec().seed());
  }

  @Test
  void every_kind_of_bad_request_is_answered_rejected_with_the_reason_and_the_game_it_was_for() {
    Instant later = NOW.plusSeconds(5);
    List<EngineRequest> bad =
        List.of(
            request("8/8/8/8 w - - 0 1", List.of(), null, null, later),
            request(EngineRequest.START_FEN, List.of("e2e5"), null, null, later),
            request(EngineRequest.START_FEN, List.of(), 6, null, later),
            request(EngineRequest.START_FEN, List.of(), null, new EngineLimits(0, 1000, 0), later));
    for (EngineRequest r : bad) {
      EngineResult result = immediate(r);
      assertEquals(EngineResult.Status.REJECTED, result.status());
      assertEquals("g-1", result.gameId());
      assertEquals(4, result.forSeq());
      assertTrue(result.detail() != null && !result.detail().isBlank());
    }
  }

  @Test
  void a_stalemate_is_answered_as_no_legal_move() {
    EngineResult result =
        immediate(
            request("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", List.of(), null, null, NOW.plusSeconds(5)));
    assertEquals(EngineResult.Status.NO_LEGAL_MOVE, result.status());
    assertEquals("stalemate", result.detail());
  }

  @Test
  void a_request_at_or_past_its_deadline_expires_unsearched() {
    assertEquals(
        EngineResult.Status.EXPIRED,
        immediate(request(EngineRequest.START_FEN, List.of(), 1, null, NOW)).status());
  }
}
