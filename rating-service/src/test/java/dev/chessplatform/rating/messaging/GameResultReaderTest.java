package dev.chessplatform.rating.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.results.GameResultCodec;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.rating.domain.GameResult;
import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.RatedGame;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class GameResultReaderTest {

  private final ObjectMapper json = new ObjectMapper();
  private final GameResultReader reader = new GameResultReader();

  static String result(String white, String black, String result, String extra) {
    return """
        {"resultId":"r-1","gameId":"g-1","schemaVersion":1,"white":"%s","black":"%s",
         "result":"%s","termination":"CHECKMATE","rated":true,
         "endedAt":"2026-11-29T12:00:00Z"%s}"""
        .formatted(white, black, result, extra);
  }

  private ResultRead read(String json) {
    return reader.read(json == null ? null : json.getBytes(StandardCharsets.UTF_8));
  }

  private ParkReason parked(String json) {
    return assertInstanceOf(ResultRead.Unreadable.class, read(json)).reason();
  }

  @ParameterizedTest
  @EnumSource(Termination.class)
  void a_record_written_by_the_contract_encoder_is_read_as_the_same_game(Termination termination) {
    GameResultRecord written =
        new GameResultRecord(
            "r-1",
            "g-1",
            GameResultRecord.SCHEMA_VERSION,
            "acc-a",
            GameResultRecord.computer(5),
            GameResultRecord.BLACK_WINS,
            termination,
            true,
            Instant.parse("2026-11-29T12:00:00Z"));
    ResultRead.Readable read =
        assertInstanceOf(ResultRead.Readable.class, read(GameResultCodec.encode(written)));
    assertEquals(written, read.record());
    assertEquals(
        RatedGame.rated(
            "g-1", PlayerId.human("acc-a"), PlayerId.computer(5), GameResult.BLACK_WINS),
        read.game());
  }

  @ParameterizedTest
  @CsvSource({"REPETITION", "ABANDONED", "checkmate"})
  void a_termination_outside_the_contract_is_invalid(String termination) {
    ResultRead.Unreadable why =
        assertInstanceOf(
            ResultRead.Unreadable.class,
            read(result("a", "b", "1-0", "").replace("CHECKMATE", termination)));
    assertEquals(ParkReason.INVALID_FIELD, why.reason());
    assertEquals("field 'termination' is not a termination of the contract", why.detail());
  }

  @Test
  void unknown_fields_are_ignored() {
    assertInstanceOf(
        ResultRead.Readable.class, read(result("a", "b", "1-0", ",\"moves\":42,\"x\":{}")));
  }

  @Test
  void a_casual_game_is_readable_and_keeps_its_flag() {
    String casual = result("a", "b", "0-1", "").replace("\"rated\":true", "\"rated\":false");
    assertFalse(assertInstanceOf(ResultRead.Readable.class, read(casual)).game().rated());
  }

  @Test
  void text_that_is_not_json_or_not_an_object_is_not_json() {
    assertEquals(ParkReason.NOT_JSON, parked("{not json"));
    assertEquals(ParkReason.NOT_JSON, parked("[1,2]"));
    assertEquals(ParkReason.NOT_JSON, parked(null));
  }

  @ParameterizedTest
  @CsvSource({
    "resultId",
    "gameId",
    "schemaVersion",
    "white",
    "black",
    "result",
    "termination",
    "rated",
    "endedAt"
  })
  void a_missing_field_is_named(String field) throws Exception {
    ObjectNode node = (ObjectNode) json.readTree(result("a", "b", "1-0", ""));
    node.remove(field);
    String json = this.json.writeValueAsString(node);
    ResultRead.Unreadable why = assertInstanceOf(ResultRead.Unreadable.class, read(json));
    assertEquals(ParkReason.MISSING_FIELD, why.reason());
    assertEquals("missing field '" + field + "'", why.detail());
  }

  @Test
  void a_schema_version_other_than_1_is_unknown() {
    assertEquals(
        ParkReason.UNKNOWN_VERSION,
        parked(result("a", "b", "1-0", "").replace("\"schemaVersion\":1", "\"schemaVersion\":2")));
  }

  @ParameterizedTest
  @CsvSource({
    "a, b, 2-0",
    "a, a, 1-0",
    "computer:6, b, 1-0",
    "computer:0, b, 1-0",
    "computer:3, computer:3, 1/2-1/2"
  })
  void values_outside_the_contract_are_invalid(String white, String black, String outcome) {
    assertEquals(ParkReason.INVALID_FIELD, parked(result(white, black, outcome, "")));
  }

  @Test
  void a_time_that_is_not_an_instant_is_invalid() {
    assertEquals(
        ParkReason.INVALID_FIELD,
        parked(result("a", "b", "1-0", "").replace("2026-11-29T12:00:00Z", "yesterday")));
  }
}
