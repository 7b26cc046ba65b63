package dev.chessplatform.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.Topics;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class KraftClusterTest {

  @TempDir Path dir;

  @Test
  void three_nodes_are_each_others_voters_with_production_replication() {
    KraftCluster cluster =
        new KraftCluster(
            "127.0.0.1",
            List.of(
                new KraftCluster.Node(9092, 9093, dir.resolve("a")),
                new KraftCluster.Node(9192, 9193, dir.resolve("b")),
                new KraftCluster.Node(9292, 9293, dir.resolve("c"))));
    List<Properties> nodes =
        cluster.configs().stream().map(KraftBrokerConfig::toProperties).toList();
    assertEquals(
        List.of("1", "2", "3"), nodes.stream().map(p -> p.getProperty("node.id")).toList());
    for (int i = 0; i < 3; i++) {
      Properties p = nodes.get(i);
      int port = 9092 + 100 * i;
      assertEquals(
          "1@127.0.0.1:9093,2@127.0.0.1:9193,3@127.0.0.1:9293", p.get("controller.quorum.voters"));
      assertEquals(
          "PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + (port + 1),
          p.get("listeners"));
      assertEquals("PLAINTEXT://127.0.0.1:" + port, p.get("advertised.listeners"));
      // deploy/k8s/base/kafka.yaml, the production cluster
      assertEquals("3", p.get("default.replication.factor"));
      assertEquals("2", p.get("min.insync.replicas"));
      assertEquals("3", p.get("offsets.topic.replication.factor"));
      assertEquals("3", p.get("transaction.state.log.replication.factor"));
      assertEquals("2", p.get("transaction.state.log.min.isr"));
      assertEquals("false", p.get("auto.create.topics.enable"));
      // a dead node fenced after 1.5 s, not Kafka's 9 s
      assertEquals("1500", p.get("broker.session.timeout.ms"));
      assertEquals("500", p.get("broker.heartbeat.interval.ms"));
    }
    assertEquals("127.0.0.1:9092,127.0.0.1:9192,127.0.0.1:9292", cluster.bootstrapServers());
    assertEquals(3, cluster.replicationFactor());
  }

  @Test
  void one_node_is_the_single_broker_with_one_copy_of_everything() {
    KraftCluster cluster =
        new KraftCluster("127.0.0.1", List.of(new KraftCluster.Node(9092, 9093, dir)));
    assertEquals(
        new KraftBrokerConfig("127.0.0.1", 9092, 9093, dir).toProperties(),
        cluster.configs().get(0).toProperties());
    Properties p = cluster.configs().get(0).toProperties();
    assertEquals("1@127.0.0.1:9093", p.get("controller.quorum.voters"));
    assertEquals("1", p.get("min.insync.replicas"));
    assertEquals("1", p.get("transaction.state.log.replication.factor"));
    assertEquals(null, p.get("broker.session.timeout.ms"), "a single node keeps Kafka's timeouts");
    assertEquals(1, cluster.replicationFactor());
  }

  @Test
  void two_or_four_nodes_are_refused() {
    for (int n : new int[] {0, 2, 4}) {
      List<KraftCluster.Node> nodes = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        nodes.add(new KraftCluster.Node(9092 + 100 * i, 9093 + 100 * i, dir.resolve("n" + i)));
      }
      assertThrows(IllegalArgumentException.class, () -> new KraftCluster("127.0.0.1", nodes));
    }
  }

  /**
   * Three real nodes in this JVM: the platform's topics get three copies and min ISR 2, and a
   * record acknowledged by acks=all is still there, and writes still go on, once the leader of its
   * partition is gone.
   */
  @Test
  void three_nodes_keep_acknowledged_records_and_take_writes_with_one_node_down() throws Exception {
    List<KraftCluster.Node> nodes = new ArrayList<>();
    int[] ports = freePorts(6);
    for (int i = 0; i < 3; i++) {
      nodes.add(
          new KraftCluster.Node(
              ports[2 * i], ports[2 * i + 1], dir.resolve("kafka-" + i + "/logs")));
    }
    KraftCluster cluster = new KraftCluster("127.0.0.1", nodes);
    List<EmbeddedKafka> running = start(cluster);
    try {
      TopicCreator.createMissing(
          cluster.bootstrapServers(), Topics.ALL, cluster.replicationFactor());
      int leader;
      try (Admin admin = Admin.create(Map.of("bootstrap.servers", cluster.bootstrapServers()))) {
        for (TopicDescription topic :
            admin
                .describeTopics(Topics.ALL.stream().map(t -> t.name()).toList())
                .allTopicNames()
                .get()
                .values()) {
          for (TopicPartitionInfo partition : topic.partitions()) {
            assertEquals(3, partition.replicas().size(), topic.name() + " has three copies");
          }
        }
        var resource = new ConfigResource(ConfigResource.Type.TOPIC, Topics.GAME_EVENTS);
        assertEquals(
            "2",
            admin
                .describeConfigs(List.of(resource))
                .all()
                .get()
                .get(resource)
                .get("min.insync.replicas")
                .value());
        RecordMetadata first = send(cluster, "before");
        leader =
            admin
                .describeTopics(List.of(Topics.GAME_EVENTS))
                .allTopicNames()
                .get()
                .get(Topics.GAME_EVENTS)
                .partitions()
                .get(first.partition())
                .leader()
                .id();
      }
      running.get(leader - 1).close();
      running.set(leader - 1, null);
      RecordMetadata second = send(cluster, "after");
      assertEquals(
          List.of("before", "after"),
          read(cluster, new TopicPartition(Topics.GAME_EVENTS, second.partition())));
    } finally {
      closeAll(running);
    }
  }

  /** Each node on its own thread: a node's start returns once the quorum has a majority. */
  private static List<EmbeddedKafka> start(KraftCluster cluster) throws Exception {
    String clusterId = Uuid.randomUuid().toString();
    ExecutorService pool = Executors.newFixedThreadPool(3);
    try {
      List<Future<EmbeddedKafka>> starts = new ArrayList<>();
      for (KraftBrokerConfig config : cluster.configs()) {
        starts.add(pool.submit(() -> EmbeddedKafka.start(config, clusterId)));
      }
      List<EmbeddedKafka> running = new ArrayList<>();
      for (Future<EmbeddedKafka> start : starts) {
        running.add(start.get(120, TimeUnit.SECONDS));
      }
      return running;
    } finally {
      pool.shutdown();
    }
  }

  private static void closeAll(List<EmbeddedKafka> running) throws InterruptedException {
    ExecutorService pool = Executors.newFixedThreadPool(3);
    running.stream().filter(k -> k != null).forEach(k -> pool.submit(k::close));
    pool.shutdown();
    pool.awaitTermination(2, TimeUnit.MINUTES);
  }

  private static RecordMetadata send(KraftCluster cluster, String value) throws Exception {
    Properties p = new Properties();
    p.put("bootstrap.servers", cluster.bootstrapServers());
    p.put("acks", "all");
    p.put("enable.idempotence", "true");
    try (var producer = new KafkaProducer<>(p, new StringSerializer(), new StringSerializer())) {
      return producer.send(new ProducerRecord<>(Topics.GAME_EVENTS, "g1", value)).get();
    }
  }

  private static List<String> read(KraftCluster cluster, TopicPartition partition) {
    Properties p = new Properties();
    p.put("bootstrap.servers", cluster.bootstrapServers());
    try (var consumer =
        new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
      consumer.assign(List.of(partition));
      consumer.seekToBeginning(List.of(partition));
      List<String> values = new ArrayList<>();
      long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
      while (values.size() < 2 && System.nanoTime() < deadline) {
        for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
          values.add(r.value());
        }
      }
      assertTrue(values.size() >= 2, "both records came back: " + values);
      return values;
    }
  }

  /**
   * {@code n} different free ports: each socket is held until all are chosen, since the system may
   * hand a port just closed to the next bind to port 0 (two nodes on one port: "Address already in
   * use", seen once in the test command).
   */
  private static int[] freePorts(int n) throws IOException {
    List<ServerSocket> held = new ArrayList<>();
    try {
      for (int i = 0; i < n; i++) {
        held.add(new ServerSocket(0));
      }
      return held.stream().mapToInt(ServerSocket::getLocalPort).toArray();
    } finally {
      for (ServerSocket socket : held) {
        socket.close();
      }
    }
  }
}
