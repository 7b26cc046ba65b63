package dev.chessplatform.events.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The serialized JSON of every event type and version is approved in {@code
 * src/test/resources/approved/events/<Type>.v<version>.json}: a silent change of the wire fails
 * here. A new type writes its file and fails once; review the file and commit it to approve.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class EventApprovalTest {

  private static final Path APPROVED = Path.of("src/test/resources/approved/events");

  @Test
  void every_event_type_has_a_sample() {
    for (Class<?> type : GameEvent.class.getPermittedSubclasses()) {
      assertTrue(EventSamples.ALL.containsKey(type), "no sample for " + type.getSimpleName());
    }
  }

  @TestFactory
  Stream<DynamicTest> the_json_of_every_event_matches_its_approved_file() {
    return GameEventTypes.all().stream()
        .map(
            r ->
                DynamicTest.dynamicTest(
                    r.type() + " v" + r.schemaVersion() + " is unchanged on the wire",
                    () -> approve(r)));
  }

  @TestFactory
  Stream<DynamicTest> every_approved_file_still_reads_as_the_same_event() {
    return GameEventTypes.all().stream()
        .map(
            r ->
                DynamicTest.dynamicTest(
                    r.type() + " reads back from its approved file",
                    () -> {
                      Path file = APPROVED.resolve(r.type() + ".v" + r.schemaVersion() + ".json");
                      String json = Files.readString(file, StandardCharsets.UTF_8).strip();
                      var decoded = GameEventCodec.decode(json);
                      assertEquals(
                          new GameEventCodec.Known(
                              EventSamples.envelope(EventSamples.ALL.get(r.payload()), 7)),
                          decoded);
                    }));
  }

  @Test
  void a_move_written_as_version_1_reads_as_version_2_with_the_ply_its_fen_counts()
      throws IOException {
    String v1 = Files.readString(APPROVED.resolve("MovePlayed.v1.json"), StandardCharsets.UTF_8);
    assertTrue(v1.contains("\"schemaVersion\":1") && !v1.contains("\"ply\""), v1);
    GameEventEnvelope expected =
        EventSamples.envelope(EventSamples.ALL.get(GameEvent.MovePlayed.class), 7);
    assertEquals(2, expected.schemaVersion());
    assertEquals(1, ((GameEvent.MovePlayed) expected.payload()).ply(), "after 1. e4");
    assertEquals(new GameEventCodec.Known(expected), GameEventCodec.decode(v1.strip()));
  }

  @Test
  void the_ply_is_the_one_fen_counts() {
    assertEquals(
        0, GameEvent.MovePlayed.plyOf("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    assertEquals(
        1,
        GameEvent.MovePlayed.plyOf("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    assertEquals(80, GameEvent.MovePlayed.plyOf("8/8/8/4k3/8/8/4K3/8 w - - 12 41"));
    assertEquals(0, GameEvent.MovePlayed.plyOf("not a fen"));
  }

  private static void approve(GameEventTypes.Registration r) throws IOException {
    GameEvent sample = EventSamples.ALL.get(r.payload());
    String actual = GameEventCodec.encode(EventSamples.envelope(sample, 7));
    Path file = APPROVED.resolve(r.type() + ".v" + r.schemaVersion() + ".json");
    if (!Files.exists(file)) {
      Files.createDirectories(APPROVED);
      Files.writeString(file, actual + "\n", StandardCharsets.UTF_8);
      fail("new approval file " + file + ": review it and commit it");
    }
    assertEquals(Files.readString(file, StandardCharsets.UTF_8).strip(), actual);
  }
}
