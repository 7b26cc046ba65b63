package dev.chessplatform.events.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class EngineMessagesTest {

  private static final Instant AT = Instant.parse("2026-11-29T12:00:00Z");

  static EngineRequest request() {
    return new EngineRequest(
        "req-1",
        EngineRequest.SCHEMA_VERSION,
        "g-42",
        17,
        EngineRequest.START_FEN,
        List.of("e2e4", "e7e5"),
        3,
        EngineLimits.movetime(500),
        1,
        AT,
        AT.plusSeconds(30));
  }

  @Test
  void a_request_and_a_result_are_written_as_before_the_writers_were_explicit() {
    // the bytes of the reflective writer these replaced (main, 2026-12-03), for the same records
    assertEquals(
        "{\"requestId\":\"req-1\",\"schemaVersion\":1,\"gameId\":\"g-42\",\"forSeq\":17,"
            + "\"fen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\","
            + "\"moves\":[\"e2e4\",\"e7e5\"],\"level\":3,"
            + "\"limits\":{\"movetimeMs\":500,\"depth\":0,\"nodes\":0},\"multiPv\":1,"
            + "\"requestedAt\":\"2026-11-29T12:00:00Z\",\"deadline\":\"2026-11-29T12:00:30Z\"}",
        EngineMessages.encode(request()));
    assertEquals(
        "{\"requestId\":\"req-1\",\"schemaVersion\":1,\"gameId\":\"g-42\",\"forSeq\":17,"
            + "\"status\":\"MOVE\",\"bestMove\":\"g1f3\",\"san\":\"Nf3\",\"scoreCp\":31,\"depth\":9,"
            + "\"nodes\":1000,\"nps\":50000,\"timeMs\":20,\"pv\":[\"g1f3\",\"b8c6\"],"
            + "\"worker\":\"engine-service-0\",\"answeredAt\":\"2026-11-29T12:00:00Z\"}",
        EngineMessages.encode(
            new EngineResult(
                "req-1",
                1,
                "g-42",
                17,
                EngineResult.Status.MOVE,
                "g1f3",
                "Nf3",
                31,
                null,
                9,
                1000,
                50000,
                20,
                List.of("g1f3", "b8c6"),
                null,
                "engine-service-0",
                AT)));
  }

  @Test
  void a_request_survives_the_round_trip() {
    assertEquals(request(), EngineMessages.decodeRequest(EngineMessages.encode(request())));
  }

  @Test
  void a_result_survives_the_round_trip() {
    EngineResult result =
        new EngineResult(
            "req-1",
            1,
            "g-42",
            17,
            EngineResult.Status.MOVE,
            "g1f3",
            "Nf3",
            31,
            null,
            9,
            1000,
            50000,
            20,
            List.of("g1f3", "b8c6"),
            null,
            "engine-service-0",
            AT);
    assertEquals(result, EngineMessages.decodeResult(EngineMessages.encode(result)));
  }

  @Test
  void a_request_without_game_level_or_limits_reads_with_defaults() {
    String text =
        "{\"requestId\":\"r\",\"schemaVersion\":1,\"fen\":\"x\",\"requestedAt\":\"2026-11-29T12:00:00Z\","
            + "\"deadline\":\"2026-11-29T12:00:30Z\",\"futureField\":true}";
    EngineRequest read = EngineMessages.decodeRequest(text);
    assertNull(read.gameId());
    assertNull(read.level());
    assertNull(read.limits());
    assertEquals(List.of(), read.moves());
    assertEquals(1, read.multiPv());
    assertEquals("r", read.key());
  }

  @Test
  void the_key_of_a_game_request_is_the_game() {
    assertEquals("g-42", request().key());
  }

  @Test
  void an_unknown_schema_version_is_unreadable_but_keeps_the_request_id() {
    var e =
        assertThrows(
            EngineMessages.UnreadableMessage.class,
            () -> EngineMessages.decodeRequest("{\"requestId\":\"r-9\",\"schemaVersion\":2}"));
    assertEquals("r-9", e.requestId());
  }

  @Test
  void a_request_missing_its_deadline_is_unreadable() {
    assertThrows(
        EngineMessages.UnreadableMessage.class,
        () ->
            EngineMessages.decodeRequest(
                "{\"requestId\":\"r\",\"schemaVersion\":1,\"fen\":\"x\","
                    + "\"requestedAt\":\"2026-11-29T12:00:00Z\"}"));
  }

  @Test
  void text_that_is_not_json_is_unreadable() {
    assertThrows(EngineMessages.UnreadableMessage.class, () -> EngineMessages.decodeResult("{"));
  }

  @Test
  void negative_limits_are_refused() {
    assertThrows(IllegalArgumentException.class, () -> new EngineLimits(-1, 0, 0));
  }

  @Test
  void a_move_result_without_a_move_is_refused() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new EngineResult(
                "r", 1, null, 0, "MOVE", null, null, null, null, 0, 0, 0, 0, null, null, null, AT));
  }
}
