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
