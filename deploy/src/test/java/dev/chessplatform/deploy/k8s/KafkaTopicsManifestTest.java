package dev.chessplatform.deploy.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.chessplatform.events.TopicSpec;
import dev.chessplatform.events.Topics;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Kafka of the Kubernetes manifests agrees with the code: both overlays (deploy/k8s/overlays)
 * are rendered with {@code kubectl kustomize}, and their Strimzi {@code KafkaTopic}s must be
 * exactly game-events' {@link Topics#ALL} (names, partitions, configs), their replication what the
 * overlay's cluster can hold, and KEDA's scaler of engine-service must watch engine-service's own
 * consumer group on {@link Topics#ENGINE_REQUESTS}, with no more replicas than partitions.
 *
 * <p>Needs {@code /usr/bin/kubectl} (or {@code -Dkubectl=PATH}); skips with that reason without it.
 * .ci/run installs it.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class KafkaTopicsManifestTest {

  private static final Path KUBECTL = Path.of(System.getProperty("kubectl", "/usr/bin/kubectl"));
  private static final Path K8S = Path.of("k8s").toAbsolutePath();
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
  private static final Map<String, List<JsonNode>> RENDERED = new ConcurrentHashMap<>();

  /** Per test, so that each is reported skipped with the reason. */
  @BeforeEach
  void kubectl_is_there() {
    dev.chessplatform.deploy.MachineTool.assumePresent(
        Files.isExecutable(KUBECTL),
        KUBECTL + " is absent: the manifests cannot be rendered (apt-get install kubectl)");
    assertTrue(Files.isDirectory(K8S.resolve("overlays")), "run from the deploy module: " + K8S);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"dev", "prod"})
  void the_topics_are_those_of_the_code_with_their_partitions_and_configs(String overlay) {
    Map<String, JsonNode> topics = topics(overlay);
    Map<String, TopicSpec> code =
        Topics.ALL.stream().collect(Collectors.toMap(TopicSpec::name, Function.identity()));
    assertEquals(
        new TreeMap<>(code).keySet(),
        new TreeMap<>(topics).keySet(),
        overlay + ": the KafkaTopics are exactly Topics.ALL");
    for (TopicSpec spec : Topics.ALL) {
      JsonNode topic = topics.get(spec.name()).path("spec");
      assertEquals(
          spec.partitions(),
          topic.path("partitions").asInt(-1),
          overlay + ": partitions of " + spec.name());
      assertEquals(
          new TreeMap<>(spec.config()),
          stringMap(topic.path("config")),
          overlay + ": config of " + spec.name());
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"dev", "prod"})
  void every_topic_belongs_to_the_cluster_and_is_replicated_as_it_can_be(String overlay) {
    JsonNode kafka = one(overlay, "Kafka");
    String cluster = kafka.path("metadata").path("name").asText();
    Map<String, String> config = stringMap(kafka.path("spec").path("kafka").path("config"));
    int brokers = brokers(overlay, cluster);
    int replication = Integer.parseInt(config.get("default.replication.factor"));
    int minInSync = Integer.parseInt(config.get("min.insync.replicas"));
    assertEquals("false", config.get("auto.create.topics.enable"), overlay + ": no auto-creation");
    assertTrue(replication <= brokers, overlay + ": replication " + replication + " > brokers");
    assertTrue(
        minInSync < replication || replication == 1,
        overlay + ": min.insync.replicas " + minInSync + " leaves no broker to lose");
    for (Map.Entry<String, JsonNode> topic : topics(overlay).entrySet()) {
      String name = topic.getKey();
      JsonNode metadata = topic.getValue().path("metadata");
      assertEquals(
          cluster,
          metadata.path("labels").path("strimzi.io/cluster").asText(null),
          overlay + ": " + name + " belongs to the Kafka cluster " + cluster);
      assertEquals(
          replication,
          topic.getValue().path("spec").path("replicas").asInt(-1),
          overlay + ": replicas of " + name + " = default.replication.factor");
    }
  }

  @Test
  void production_runs_three_brokers_with_replication_3_and_min_insync_2() {
    JsonNode kafka = one("prod", "Kafka");
    Map<String, String> config = stringMap(kafka.path("spec").path("kafka").path("config"));
    assertEquals(3, brokers("prod", kafka.path("metadata").path("name").asText()));
    assertEquals("3", config.get("default.replication.factor"));
    assertEquals("2", config.get("min.insync.replicas"));
    assertEquals("3", config.get("offsets.topic.replication.factor"));
    assertEquals("3", config.get("transaction.state.log.replication.factor"));
    assertEquals("2", config.get("transaction.state.log.min.isr"));
    assertEquals("false", config.get("auto.create.topics.enable"));
    for (JsonNode pool : all("prod", "KafkaNodePool")) {
      List<String> roles = texts(pool.path("spec").path("roles"));
      assertTrue(roles.contains("controller"), "KRaft: the pool's nodes are controllers");
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"dev", "prod"})
  void keda_scales_engine_service_on_its_own_group_up_to_the_partitions_of_its_requests(
      String overlay) throws IOException {
    JsonNode scaled = one(overlay, "ScaledObject");
    JsonNode spec = scaled.path("spec");
    assertEquals("engine-service", spec.path("scaleTargetRef").path("name").asText());
    JsonNode trigger = spec.path("triggers").path(0);
    assertEquals("kafka", trigger.path("type").asText());
    JsonNode scaler = trigger.path("metadata");
    assertEquals(Topics.ENGINE_REQUESTS, scaler.path("topic").asText(null), overlay + ": topic");
    assertEquals(
        engineGroup(overlay), scaler.path("consumerGroup").asText(null), overlay + ": group");

    JsonNode kafka = one(overlay, "Kafka");
    String bootstrap =
        kafka.path("metadata").path("name").asText()
            + "-kafka-bootstrap."
            + kafka.path("metadata").path("namespace").asText()
            + ".svc:9092";
    assertEquals(bootstrap, scaler.path("bootstrapServers").asText(null), overlay + ": brokers");
    assertTrue(scaler.path("lagThreshold").asInt(0) > 0, overlay + ": a lag threshold");

    int partitions =
        topics(overlay).get(Topics.ENGINE_REQUESTS).path("spec").path("partitions").asInt();
    int max = spec.path("maxReplicaCount").asInt(-1);
    int min = spec.path("minReplicaCount").asInt(-1);
    assertTrue(
        0 < max && max <= partitions,
        overlay + ": maxReplicaCount " + max + " within the " + partitions + " partitions");
    assertTrue(1 <= min && min <= max, overlay + ": minReplicaCount " + min);
  }

  /**
   * The group engine-service joins: ENGINE_GROUP_ID from its Deployment, or the default of {@code
   * engine.consumer.group-id} in its application.properties.
   */
  private static String engineGroup(String overlay) throws IOException {
    for (JsonNode deployment : all(overlay, "Deployment")) {
      if (deployment.path("metadata").path("name").asText().equals("engine-service")) {
        for (JsonNode env :
            deployment
                .path("spec")
                .path("template")
                .path("spec")
                .path("containers")
                .path(0)
                .path("env")) {
          if (env.path("name").asText().equals("ENGINE_GROUP_ID")) {
            return env.path("value").asText();
          }
        }
      }
    }
    Path file =
        K8S.getParent()
            .getParent()
            .resolve("engine-service/src/main/resources/application.properties");
    Properties properties = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      properties.load(in);
    }
    String value = properties.getProperty("engine.consumer.group-id");
    assertNotNull(value, "engine.consumer.group-id in " + file);
    Matcher defaulted = Pattern.compile("\\$\\{ENGINE_GROUP_ID:([^}]*)}").matcher(value);
    return defaulted.matches() ? defaulted.group(1) : value;
  }

  /** KafkaTopics by topic name (spec.topicName, else metadata.name). */
  private static Map<String, JsonNode> topics(String overlay) {
    Map<String, JsonNode> topics = new TreeMap<>();
    for (JsonNode topic : all(overlay, "KafkaTopic")) {
      String name =
          topic.path("spec").path("topicName").asText(topic.path("metadata").path("name").asText());
      assertFalse(topics.containsKey(name), overlay + ": topic " + name + " twice");
      topics.put(name, topic);
    }
    return topics;
  }

  /** Nodes with the broker role in the node pools of {@code cluster}. */
  private static int brokers(String overlay, String cluster) {
    int brokers = 0;
    for (JsonNode pool : all(overlay, "KafkaNodePool")) {
      if (cluster.equals(pool.path("metadata").path("labels").path("strimzi.io/cluster").asText())
          && texts(pool.path("spec").path("roles")).contains("broker")) {
        brokers += pool.path("spec").path("replicas").asInt();
      }
    }
    return brokers;
  }

  private static JsonNode one(String overlay, String kind) {
    List<JsonNode> found = all(overlay, kind);
    assertEquals(1, found.size(), overlay + ": one " + kind);
    return found.get(0);
  }

  private static List<JsonNode> all(String overlay, String kind) {
    return rendered(overlay).stream().filter(o -> o.path("kind").asText().equals(kind)).toList();
  }

  private static List<String> texts(JsonNode array) {
    return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asText).toList();
  }

  /** A YAML map of scalars as strings (-1 and "-1" are the same topic config). */
  private static Map<String, String> stringMap(JsonNode map) {
    Map<String, String> strings = new TreeMap<>();
    map.fields().forEachRemaining(e -> strings.put(e.getKey(), e.getValue().asText()));
    return strings;
  }

  private static List<JsonNode> rendered(String overlay) {
    return RENDERED.computeIfAbsent(overlay, KafkaTopicsManifestTest::render);
  }

  /** {@code kubectl kustomize deploy/k8s/overlays/<overlay>}, every object of its output. */
  private static List<JsonNode> render(String overlay) {
    Path dir = K8S.resolve("overlays").resolve(overlay);
    try {
      Path errors = Files.createTempFile("kustomize-" + overlay, ".err");
      Process kustomize =
          new ProcessBuilder(KUBECTL.toString(), "kustomize", dir.toString())
              .redirectError(errors.toFile())
              .start();
      List<JsonNode> objects = new ArrayList<>();
      try (InputStream out = kustomize.getInputStream()) {
        YAML.readValues(YAML.getFactory().createParser(out), JsonNode.class)
            .forEachRemaining(
                o -> {
                  if (o != null && !o.isNull() && !o.isMissingNode()) {
                    objects.add(o);
                  }
                });
      }
      assertTrue(kustomize.waitFor(2, TimeUnit.MINUTES), "kubectl kustomize " + dir + " ended");
      String stderr = Files.readString(errors);
      Files.delete(errors);
      assertEquals(0, kustomize.exitValue(), "kubectl kustomize " + dir + ": " + stderr);
      assertFalse(objects.isEmpty(), "kubectl kustomize " + dir + " rendered nothing");
      return objects;
    } catch (IOException e) {
      throw new AssertionError("kubectl kustomize " + dir, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }
}
