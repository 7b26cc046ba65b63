package dev.chessplatform.events.asyncapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.chessplatform.events.AsyncApiDocument;
import dev.chessplatform.events.TopicSpec;
import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.GameEvent;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The committed AsyncAPI document ({@code
 * src/main/resources/dev/chessplatform/events/asyncapi.json}, served by the gateway) is what {@link
 * AsyncApiGenerator} makes of the contract now, is valid against the official AsyncAPI 3.0.0 JSON
 * schema, names every topic and every event type, and every example in it (the codecs' own output)
 * is valid against its message's payload schema. To accept a change: {@code ./mvnw -pl game-events
 * test -Dtest=AsyncApiDocumentTest -Dasyncapi.update=true}, then review the diff.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class AsyncApiDocumentTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path BUILT = Path.of("target/asyncapi.json");
  private static final JsonSchemaFactory DRAFT_07 =
      JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7);

  private static JsonNode document;

  @BeforeAll
  static void readTheCommittedDocument() throws IOException {
    document = JSON.readTree(AsyncApiGenerator.COMMITTED.toFile());
  }

  @Test
  void the_committed_document_is_what_the_contract_generates_now() throws IOException {
    String generated = AsyncApiGenerator.generate();
    if (Boolean.getBoolean("asyncapi.update")) {
      Files.writeString(AsyncApiGenerator.COMMITTED, generated, StandardCharsets.UTF_8);
    }
    if (!generated.equals(Files.readString(AsyncApiGenerator.COMMITTED, StandardCharsets.UTF_8))) {
      Files.createDirectories(BUILT.getParent());
      Files.writeString(BUILT, generated, StandardCharsets.UTF_8);
      fail(
          "The contract's AsyncAPI document changed. Review it and accept it: cp game-events/"
              + BUILT
              + " game-events/"
              + AsyncApiGenerator.COMMITTED
              + " (or run with -Dasyncapi.update=true)");
    }
  }

  @Test
  void the_jar_ships_the_committed_document() throws IOException {
    assertEquals(
        Files.readString(AsyncApiGenerator.COMMITTED, StandardCharsets.UTF_8),
        AsyncApiDocument.text());
  }

  @Test
  void the_document_is_valid_against_the_official_AsyncAPI_3_0_0_schema() throws IOException {
    assertEquals("3.0.0", document.path("asyncapi").asText());
    assertEquals(Set.of(), asyncApiSchema().validate(document));
  }

  @Test
  void the_official_schema_refuses_a_document_without_info() throws IOException {
    ObjectNode broken = document.deepCopy();
    broken.remove("info");
    assertFalse(asyncApiSchema().validate(broken).isEmpty());
  }

  @Test
  void every_topic_is_a_channel_with_its_partitions_and_configs() {
    List<String> addresses = new ArrayList<>();
    document.path("channels").forEach(c -> addresses.add(c.path("address").asText()));
    assertEquals(Topics.ALL.stream().map(TopicSpec::name).toList(), addresses);
    for (TopicSpec spec : Topics.ALL) {
      JsonNode kafka =
          document
              .path("channels")
              .path(AsyncApiGenerator.channelId(spec.name()))
              .path("bindings")
              .path("kafka");
      assertEquals(spec.partitions(), kafka.path("partitions").asInt(), spec.name());
      JsonNode configs = kafka.path("topicConfiguration");
      assertEquals(spec.config().size(), configs.size(), spec.name());
      spec.config()
          .forEach(
              (name, value) -> {
                JsonNode v = configs.path(name);
                String text = v.isArray() ? String.join(",", strings(v)) : v.asText();
                assertEquals(value, text, spec.name() + " " + name);
              });
    }
  }

  @Test
  void every_event_type_of_the_sealed_GameEvent_is_a_message_of_chess_game_events() {
    JsonNode messages =
        document.path("channels").path(AsyncApiGenerator.channelId(Topics.GAME_EVENTS));
    for (Class<?> type : GameEvent.class.getPermittedSubclasses()) {
      String name = type.getSimpleName();
      assertTrue(messages.path("messages").has(name), "no message for " + name);
      JsonNode payload = document.path("components").path("schemas").path(name);
      for (RecordComponent c : type.getRecordComponents()) {
        assertTrue(payload.path("properties").has(c.getName()), name + "." + c.getName());
      }
      assertEquals(type.getRecordComponents().length, payload.path("properties").size(), name);
    }
    assertEquals(
        GameEvent.class.getPermittedSubclasses().length,
        messages.path("messages").size(),
        "a message that is no event type");
  }

  @Test
  void every_channel_is_written_and_read() {
    document
        .path("channels")
        .fieldNames()
        .forEachRemaining(
            id -> {
              String ref = "#/channels/" + id;
              for (String action : List.of("send", "receive")) {
                boolean found = false;
                for (JsonNode op : document.path("operations")) {
                  found |=
                      op.path("action").asText().equals(action)
                          && op.path("channel").path("$ref").asText().equals(ref);
                }
                assertTrue(found, "no " + action + " operation on " + id);
              }
            });
  }

  @TestFactory
  Stream<DynamicTest> every_example_is_valid_against_its_payload_and_declares_every_member() {
    List<DynamicTest> tests = new ArrayList<>();
    document
        .path("components")
        .path("messages")
        .fields()
        .forEachRemaining(
            m ->
                m.getValue()
                    .path("examples")
                    .forEach(
                        example ->
                            tests.add(
                                DynamicTest.dynamicTest(
                                    "the example of " + m.getKey() + " is its payload",
                                    () -> {
                                      JsonNode payload = example.path("payload");
                                      assertEquals(
                                          Set.of(), payloadSchema(m.getKey()).validate(payload));
                                      List<String> undeclared = new ArrayList<>();
                                      SchemaMembers.undeclared(
                                          document,
                                          m.getValue().path("payload"),
                                          payload,
                                          "",
                                          undeclared);
                                      assertEquals(List.of(), undeclared);
                                    }))));
    assertFalse(tests.isEmpty());
    return tests.stream();
  }

  @Test
  void a_payload_with_a_member_of_the_wrong_type_is_refused() {
    JsonNode example =
        document.path("components").path("messages").path("MovePlayed").path("examples").get(0);
    ObjectNode wrong = example.path("payload").deepCopy();
    ((ObjectNode) wrong.path("payload")).put("spentMs", "1250");
    Set<ValidationMessage> errors = payloadSchema("MovePlayed").validate(wrong);
    assertEquals(1, errors.size(), errors.toString());
    assertTrue(errors.iterator().next().getMessage().contains("spentMs"), errors.toString());
  }

  @Test
  void an_event_whose_type_and_payload_disagree_is_refused() {
    JsonNode example =
        document.path("components").path("messages").path("DrawOffered").path("examples").get(0);
    ObjectNode wrong = example.path("payload").deepCopy();
    wrong.put("type", "DrawDeclined");
    assertFalse(payloadSchema("DrawOffered").validate(wrong).isEmpty());
  }

  /** The payload schema of a message, its references resolved within the document. */
  private static JsonSchema payloadSchema(String message) {
    ObjectNode schema = JSON.createObjectNode();
    schema.put("$schema", "http://json-schema.org/draft-07/schema#");
    schema.put("$ref", "#/components/messages/" + message + "/payload");
    schema.set("components", document.path("components"));
    return DRAFT_07.getSchema(schema);
  }

  private static JsonSchema asyncApiSchema() throws IOException {
    try (InputStream in =
        AsyncApiDocumentTest.class.getResourceAsStream("/asyncapi/asyncapi-3.0.0-schema.json")) {
      return DRAFT_07.getSchema(JSON.readTree(in));
    }
  }

  private static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(v -> out.add(v.asText()));
    return out;
  }
}
