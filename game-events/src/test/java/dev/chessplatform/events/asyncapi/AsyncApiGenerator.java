package dev.chessplatform.events.asyncapi;

import static dev.chessplatform.events.asyncapi.PrettyJson.object;

import dev.chessplatform.events.TopicSpec;
import dev.chessplatform.events.Topics;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Writes the AsyncAPI 3.0.0 document of every topic of {@link Topics#ALL}: one channel per topic
 * (address = topic name; partitions and topic configs from its {@link TopicSpec} as the Kafka
 * channel binding), the messages of {@link ContractMessages} with their record key as the Kafka
 * message binding, and a send and a receive operation per topic naming who writes and who reads.
 * Only words are written here by hand; every setting and every shape comes from the contract, so a
 * new topic without words here, or a new event type, changes the document or fails the build.
 */
final class AsyncApiGenerator {

  /** The committed document, served by the gateway from the classpath. */
  static final Path COMMITTED =
      Path.of("src/main/resources/dev/chessplatform/events/asyncapi.json");

  /** The words of a topic: what it is, who writes and who reads it, and its messages. */
  private record Topic(
      String title,
      String description,
      String writtenBy,
      String readBy,
      Function<ContractMessages, List<String>> messages) {}

  private static final Map<String, Topic> TOPICS =
      Map.of(
          Topics.GAME_EVENTS,
          new Topic(
              "Game events",
              "Every game as a stream of events: the system of record, kept forever. One message"
                  + " per event type, each the envelope with its `type` fixed: a reader reads"
                  + " `type` and decodes `payload` with the schema of that name. Several payloads"
                  + " have the same shape (DrawOffered, DrawDeclined … are all {by}), so only"
                  + " `type` tells them apart.",
              "game-service, the owner of the game's partition (transactional producer)",
              "game-service (its own state and read models) and analysts replaying the games",
              ContractMessages::gameEvents),
          Topics.GAME_RESULTS,
          new Topic(
              "Game results",
              "One record per finished game; one partition, so ratings are computed in one total"
                  + " order and a replay from offset 0 reproduces every rating.",
              "game-service, in the transaction of the GameEnded event",
              "rating-service (one consumer group)",
              m -> List.of(m.gameResult())),
          Topics.GAME_RESULTS_DEAD_LETTER,
          new Topic(
              "Parked game results",
              "Records of chess.game-results that rating-service could not read, parked instead of"
                  + " blocking the partition.",
              "rating-service (DeadLetters, acks=all, before it moves past the record)",
              "operators",
              m -> List.of(m.parkedGameResult())),
          Topics.ENGINE_REQUESTS,
          new Topic(
              "Engine requests",
              "Searches for computer moves and REST jobs.",
              "game-service (computer moves) and engine-service (its REST callers)",
              "engine workers of engine-service (one consumer group)",
              m -> List.of(m.engineRequest())),
          Topics.ENGINE_RESULTS,
          new Topic(
              "Engine results",
              "The engine workers' answers, one per request.",
              "engine workers, with the request's offset in one transaction",
              "game-service and engine-service (read_committed)",
              m -> List.of(m.engineResult())),
          Topics.ACCOUNTS,
          new Topic(
              "Accounts",
              "Accounts and token hashes, compacted: the gateway's source of truth, whose MongoDB"
                  + " view is rebuilt from it.",
              "the gateway, before it answers an account change",
              "the gateway (from offset 0 at its start, then tailing) and game-service (player names:"
                  + " ids and names, never hashes)",
              m -> List.of(m.accountState())));

  private AsyncApiGenerator() {}

  static String generate() {
    return PrettyJson.write(document());
  }

  static Map<String, Object> document() {
    ContractMessages contract = new ContractMessages();
    Map<String, Object> channels = new LinkedHashMap<>();
    Map<String, Object> operations = new LinkedHashMap<>();
    for (TopicSpec spec : Topics.ALL) {
      Topic topic = TOPICS.get(spec.name());
      if (topic == null) {
        throw new IllegalStateException(
            "topic " + spec.name() + " has no words in AsyncApiGenerator.TOPICS: add them");
      }
      String id = channelId(spec.name());
      Map<String, Object> messages = new LinkedHashMap<>();
      topic.messages().apply(contract).forEach(m -> messages.put(m, message(m)));
      channels.put(id, channel(spec, topic, messages));
      operations.put("send" + capital(id), operation("send", id, topic.writtenBy(), messages));
      operations.put("receive" + capital(id), operation("receive", id, topic.readBy(), messages));
    }
    return object(
        "asyncapi",
        "3.0.0",
        "id",
        "urn:dev:chessplatform:topics",
        "info",
        object(
            "title",
            "Chess platform topics",
            "version",
            "0.1.0",
            "description",
            "The Kafka topics of the chess platform, the system of record. Every value is one"
                + " JSON object (UTF-8), written and read by game-events' codecs. Readers ignore"
                + " members they do not know (old readers survive new writers). Partitions and"
                + " topic configs are those the local platform creates (game-events' Topics.ALL);"
                + " production manifests may add partitions and replicas. Generated from"
                + " game-events' records by AsyncApiGenerator: do not edit by hand."),
        "defaultContentType",
        "application/json",
        "channels",
        channels,
        "operations",
        operations,
        "components",
        object("schemas", contract.schemas, "messages", contract.messages));
  }

  /** {@code chess.game-results.dlq} → {@code gameResultsDlq}. */
  static String channelId(String topic) {
    String[] words = topic.replaceFirst("^chess\\.", "").split("[-.]");
    StringBuilder id = new StringBuilder(words[0]);
    Arrays.stream(words).skip(1).forEach(w -> id.append(capital(w)));
    return id.toString();
  }

  private static Map<String, Object> channel(
      TopicSpec spec, Topic topic, Map<String, Object> messages) {
    return object(
        "address",
        spec.name(),
        "title",
        topic.title(),
        "description",
        topic.description()
            + " Written by "
            + topic.writtenBy()
            + "; read by "
            + topic.readBy()
            + ".",
        "messages",
        messages,
        "bindings",
        object(
            "kafka",
            object(
                "partitions",
                (long) spec.partitions(),
                "topicConfiguration",
                topicConfiguration(spec),
                "bindingVersion",
                ContractMessages.KAFKA_BINDING)));
  }

  /** The topic's configs as the Kafka binding types them: numbers as integers, policies a list. */
  static Map<String, Object> topicConfiguration(TopicSpec spec) {
    Map<String, Object> config = new LinkedHashMap<>();
    spec.config().keySet().stream()
        .sorted()
        .forEach(
            name -> {
              String value = spec.config().get(name);
              if (name.equals("cleanup.policy")) {
                config.put(name, List.of((Object[]) value.split(",")));
              } else if (value.matches("-?\\d+")) {
                config.put(name, Long.parseLong(value));
              } else {
                config.put(name, value);
              }
            });
    return config;
  }

  private static Map<String, Object> operation(
      String action, String channel, String who, Map<String, Object> messages) {
    List<Object> refs = new ArrayList<>();
    messages
        .keySet()
        .forEach(m -> refs.add(object("$ref", "#/channels/" + channel + "/messages/" + m)));
    return object(
        "action",
        action,
        "channel",
        object("$ref", "#/channels/" + channel),
        "summary",
        (action.equals("send") ? "Written by " : "Read by ") + who,
        "messages",
        refs);
  }

  private static Map<String, Object> message(String id) {
    return object("$ref", "#/components/messages/" + id);
  }

  private static String capital(String word) {
    return Character.toUpperCase(word.charAt(0)) + word.substring(1);
  }
}
