package dev.chessplatform.events.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.results.GameResultCodec.Failed;
import dev.chessplatform.events.results.GameResultCodec.Failure;
import dev.chessplatform.events.results.GameResultCodec.Read;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class GameResultCodecTest {

  private static final String WRITTEN =
      "{\"resultId\":\"r-1\",\"gameId\":\"g-1\",\"schemaVersion\":1,\"white\":\"acc-a\","
          + "\"black\":\"computer:3\",\"result\":\"1-0\",\"termination\":\"CHECKMATE\","
          + "\"rated\":true,\"endedAt\":\"2026-11-29T12:00:00Z\"}";

  private static GameResultRecord ending(Termination termination) {
    return new GameResultRecord(
        "r-1",
        "g-1",
        GameResultRecord.SCHEMA_VERSION,
        "acc-a",
        GameResultRecord.computer(3),
        GameResultRecord.WHITE_WINS,
        termination,
        true,
        Instant.parse("2026-11-29T12:00:00Z"));
  }

  private static Failed failed(String text) {
    return assertInstanceOf(Failed.class, GameResultCodec.decode(text));
  }

  @Test
  void a_record_is_written_as_its_components_in_order() {
    assertEquals(WRITTEN, GameResultCodec.encode(ending(Termination.CHECKMATE)));
  }

  @ParameterizedTest
  @EnumSource(Termination.class)
  void every_termination_reads_back_as_written(Termination termination) {
    GameResultRecord record = ending(termination);
    byte[] wire = GameResultCodec.encode(record).getBytes(StandardCharsets.UTF_8);
    assertEquals(new Read(record), GameResultCodec.decode(wire));
  }

  @Test
  void unknown_members_are_ignored() {
    String newer = WRITTEN.replace("}", ",\"moves\":42,\"clocks\":{\"white\":1},\"tags\":[]}");
    assertEquals(new Read(ending(Termination.CHECKMATE)), GameResultCodec.decode(newer));
  }

  @ParameterizedTest
  @ValueSource(strings = {"{not json", "[1,2]", "\"text\"", "", "{} trailing"})
  void a_text_that_is_not_a_json_object_is_not_json(String text) {
    Failed why = failed(text);
    assertEquals(Failure.NOT_JSON, why.failure());
    assertEquals(null, why.field());
  }

  @Test
  void null_and_bytes_that_are_not_utf_8_are_not_json() {
    assertEquals(Failure.NOT_JSON, failed(null).failure());
    Failed bytes =
        assertInstanceOf(Failed.class, GameResultCodec.decode(new byte[] {'{', (byte) 0xC3, '}'}));
    assertEquals(Failure.NOT_JSON, bytes.failure());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
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
  void a_missing_or_null_member_is_named(String field) {
    String missing = WRITTEN.replaceFirst("\"" + field + "\":(\"[^\"]*\"|[^,}]*)", "\"x\":0");
    assertEquals(
        new Failed(Failure.MISSING_FIELD, field, "missing field '" + field + "'"), failed(missing));
    String nulled =
        WRITTEN.replaceFirst("\"" + field + "\":(\"[^\"]*\"|[^,}]*)", "\"" + field + "\":null");
    assertEquals(Failure.MISSING_FIELD, failed(nulled).failure());
  }

  @Test
  void a_schema_version_other_than_1_is_unknown() {
    assertEquals(
        new Failed(Failure.UNKNOWN_VERSION, "schemaVersion", "schemaVersion 2"),
        failed(WRITTEN.replace("\"schemaVersion\":1", "\"schemaVersion\":2")));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "\"schemaVersion\":1|\"schemaVersion\":\"1\"|schemaVersion",
        "\"schemaVersion\":1|\"schemaVersion\":1.5|schemaVersion",
        "\"gameId\":\"g-1\"|\"gameId\":\" \"|gameId",
        "\"white\":\"acc-a\"|\"white\":7|white",
        "\"rated\":true|\"rated\":\"yes\"|rated",
        "\"result\":\"1-0\"|\"result\":\"*\"|result",
        "\"termination\":\"CHECKMATE\"|\"termination\":\"REPETITION\"|termination",
        "\"termination\":\"CHECKMATE\"|\"termination\":\"ABANDONED\"|termination",
        "\"endedAt\":\"2026-11-29T12:00:00Z\"|\"endedAt\":\"yesterday\"|endedAt",
        "\"endedAt\":\"2026-11-29T12:00:00Z\"|\"endedAt\":1800000000|endedAt"
      })
  void a_value_outside_the_contract_is_invalid_and_names_its_field(
      String written, String instead, String field) {
    Failed why = failed(WRITTEN.replace(written, instead));
    assertEquals(Failure.INVALID_FIELD, why.failure());
    assertEquals(field, why.field());
  }
}
