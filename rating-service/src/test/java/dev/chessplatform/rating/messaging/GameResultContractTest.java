package dev.chessplatform.rating.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.results.GameResultCodec;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.rating.domain.GameResult;
import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.RatedGame;
import java.io.IOException;
import java.io.InputStream;
import java.time.Instant;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * Approval test of the wire shape of {@link GameResultRecord}: the checked-in file is the contract
 * game-service writes to with {@link GameResultCodec}. A renamed, retyped or dropped field fails
 * here before it fails in production. Jackson (configured as Quarkus configures it, ISO-8601
 * instants) only compares JSON trees, so key order and spacing do not matter.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class GameResultContractTest {

  private static final ObjectMapper JSON =
      JsonMapper.builder()
          .addModule(new JavaTimeModule())
          .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
          .build();

  private static final GameResultRecord SAMPLE =
      new GameResultRecord(
          "7f0c2a6e-3c1d-4e0b-9a51-0d6f1b1f5e11",
          "g-42",
          GameResultRecord.SCHEMA_VERSION,
          "acc-alice",
          GameResultRecord.computer(3),
          GameResultRecord.DRAW,
          Termination.THREEFOLD_REPETITION,
          true,
          Instant.parse("2026-11-29T12:00:00Z"));

  private static byte[] approved() throws IOException {
    try (InputStream in =
        GameResultContractTest.class.getResourceAsStream("/contract/game-result-v1.json")) {
      return in.readAllBytes();
    }
  }

  @Test
  void the_record_serializes_to_exactly_the_approved_json() throws IOException {
    JsonNode written = JSON.readTree(GameResultCodec.encode(SAMPLE));
    assertEquals(JSON.readTree(approved()), written);
  }

  @Test
  void the_approved_json_deserializes_to_the_same_record() throws IOException {
    assertEquals(new GameResultCodec.Read(SAMPLE), GameResultCodec.decode(approved()));
  }

  @Test
  void the_rating_service_reader_reads_the_approved_json_as_a_rated_draw() throws IOException {
    ResultRead read = new GameResultReader().read(approved());
    ResultRead.Readable readable = assertInstanceOf(ResultRead.Readable.class, read);
    assertEquals(SAMPLE, readable.record());
    assertEquals(
        RatedGame.rated("g-42", PlayerId.human("acc-alice"), PlayerId.computer(3), GameResult.DRAW),
        readable.game());
  }
}
