package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.infra.KraftCluster;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * What {@code platform start} would start for its options, without starting it: the processes'
 * names, ports and environment ({@link ServiceSpec}), the brokers ({@link
 * PlatformSettings#kafkaCluster}), the port checks ({@link Ports}) and the refusals.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class PlatformShapeTest {

  @TempDir Path dir;

  @Test
  void by_default_one_process_of_each_on_the_documented_ports() {
    PlatformSettings s = settings();
    assertEquals(
        List.of("game-service", "engine-service", "rating-service", "lichess-facade", "gateway"),
        names(s));
    assertEquals(List.of(8081, 8082, 8083, 8084, 8080), ports(s));
    assertEquals("127.0.0.1:9092", s.kafkaBootstrap());
    KraftCluster cluster = s.kafkaCluster();
    assertEquals(1, cluster.replicationFactor());
    assertEquals(
        List.of(new KraftCluster.Node(9092, 9093, dir.resolve("kafka/logs"))), cluster.nodes());
    assertEquals(List.of("kafka"), Brokers.names(s));
    assertNull(s.instancesProblem());
  }

  @Test
  void every_gateway_gets_every_instance_of_every_service_and_each_rating_service_its_own_id() {
    PlatformSettings s =
        settings(
            "--game-instances", "2",
            "--engine-instances", "2",
            "--rating-instances", "3",
            "--facade-instances", "2",
            "--gateway-instances", "2");
    assertNull(s.instancesProblem());
    assertEquals(
        List.of(
            "game-service",
            "game-service-1",
            "engine-service",
            "engine-service-1",
            "rating-service",
            "rating-service-1",
            "rating-service-2",
            "lichess-facade",
            "lichess-facade-1",
            "gateway",
            "gateway-1"),
        names(s));
    assertEquals(
        List.of(8081, 8181, 8082, 8182, 8083, 8183, 8283, 8084, 8184, 8080, 8180), ports(s));
    Map<String, ServiceSpec> byName = new HashMap<>();
    ServiceSpec.all(s).forEach(spec -> byName.put(spec.name(), spec));

    for (String gateway : List.of("gateway", "gateway-1")) {
      Map<String, String> env = byName.get(gateway).env();
      assertEquals("http://127.0.0.1:8081,http://127.0.0.1:8181", env.get("GAME_SERVICE_URL"));
      assertEquals("http://127.0.0.1:8082,http://127.0.0.1:8182", env.get("ENGINE_SERVICE_URL"));
      assertEquals(
          "http://127.0.0.1:8083,http://127.0.0.1:8183,http://127.0.0.1:8283",
          env.get("RATING_SERVICE_URL"));
      assertEquals("http://127.0.0.1:8084,http://127.0.0.1:8184", env.get("LICHESS_FACADE_URL"));
      assertTrue(env.keySet().stream().noneMatch(k -> k.endsWith("INSTANCE_ID")), env.toString());
    }
    Map<String, String> first = new HashMap<>(byName.get("gateway").env());
    Map<String, String> second = new HashMap<>(byName.get("gateway-1").env());
    assertEquals("8180", second.remove("QUARKUS_HTTP_PORT"));
    first.remove("QUARKUS_HTTP_PORT");
    // health and metrics on a management port of each gateway's own, never the public one
    assertEquals("9000", first.remove("MANAGEMENT_PORT"));
    assertEquals("9100", second.remove("MANAGEMENT_PORT"));
    assertEquals(first, second, "the gateways differ by their ports alone");

    for (int i = 0; i < 3; i++) {
      ServiceSpec rating = byName.get(ServiceSpec.instanceName("rating-service", i));
      assertEquals("rating-service-" + i, rating.env().get("RATINGS_INSTANCE_ID"));
      assertEquals(Integer.toString(8083 + 100 * i), rating.env().get("QUARKUS_HTTP_PORT"));
    }
    // the facade calls every game-service instance in turn; its links name the public gateway
    for (String facade : List.of("lichess-facade", "lichess-facade-1")) {
      Map<String, String> env = byName.get(facade).env();
      assertEquals("http://127.0.0.1:8081,http://127.0.0.1:8181", env.get("GAME_SERVICE_URL"));
      assertEquals("http://127.0.0.1:8080", env.get("PUBLIC_URL"));
      assertEquals(
          "http://127.0.0.1:8083,http://127.0.0.1:8183,http://127.0.0.1:8283",
          env.get("RATING_SERVICE_URL"));
    }
    // game-service asks every rating-service instance in turn (chess.games.ratings.url)
    assertEquals(
        "http://127.0.0.1:8083,http://127.0.0.1:8183,http://127.0.0.1:8283",
        byName.get("game-service-1").env().get("RATING_SERVICE_URL"));
    assertEquals(
        "game-service-1", byName.get("game-service-1").env().get("GAME_SERVICE_INSTANCE_ID"));
  }

  @Test
  void three_brokers_are_nodes_1_to_3_a_hundred_ports_apart_and_every_service_knows_all_three() {
    PlatformSettings s = settings("--kafka-brokers", "3");
    assertNull(s.instancesProblem());
    KraftCluster cluster = s.kafkaCluster();
    assertEquals(
        List.of(
            new KraftCluster.Node(9092, 9093, dir.resolve("kafka/logs")),
            new KraftCluster.Node(9192, 9193, dir.resolve("kafka-1/logs")),
            new KraftCluster.Node(9292, 9293, dir.resolve("kafka-2/logs"))),
        cluster.nodes());
    assertEquals(3, cluster.replicationFactor());
    assertEquals(
        List.of("1", "2", "3"),
        cluster.configs().stream().map(c -> c.toProperties().getProperty("node.id")).toList());
    assertEquals(List.of("kafka", "kafka-1", "kafka-2"), Brokers.names(s));
    String bootstrap = "127.0.0.1:9092,127.0.0.1:9192,127.0.0.1:9292";
    assertEquals(bootstrap, s.kafkaBootstrap());
    for (ServiceSpec spec : ServiceSpec.all(s)) {
      assertEquals(bootstrap, spec.env().get("KAFKA_BOOTSTRAP_SERVERS"), spec.name());
    }
  }

  @Test
  void counts_outside_their_range_are_refused_with_the_option_named() {
    for (String option :
        List.of("--gateway-instances", "--rating-instances", "--facade-instances")) {
      for (String n : List.of("0", "13")) {
        String problem = settings(option, n).instancesProblem();
        assertTrue(
            problem != null && problem.contains(option) && problem.contains("1 to 12"), problem);
        assertTrue(problem.endsWith("not " + n), problem);
      }
      assertNull(settings(option, "12").instancesProblem());
    }
    for (String n : List.of("0", "2", "4", "5")) {
      String problem = settings("--kafka-brokers", n).instancesProblem();
      assertTrue(problem != null && problem.startsWith("--kafka-brokers takes 1 or 3"), problem);
    }
  }

  @Test
  void every_port_is_checked_and_the_derived_ones_never_meet_at_the_defaults() {
    PlatformSettings s =
        settings(
            "--kafka-brokers", "3",
            "--game-instances", "12",
            "--engine-instances", "12",
            "--rating-instances", "12",
            "--facade-instances", "12",
            "--gateway-instances", "12");
    Map<String, int[]> ports = Ports.of(s);
    assertEquals(2 * 3 + 1 + 6 * 12, ports.size());
    assertEquals(10100, ports.get("gateway-11 management (--gateway-management-port + 1100)")[0]);
    assertEquals(9184, ports.get("lichess-facade-11 (--facade-port + 1100)")[0]);
    assertEquals(9293, ports.get("kafka-2 controller (--kafka-controller-port + 200)")[0]);
    assertEquals(9192, ports.get("kafka-1 broker (--kafka-port + 100)")[0]);
    assertEquals(9180, ports.get("gateway-11 (--gateway-port + 1100)")[0]);
    assertEquals(9183, ports.get("rating-service-11 (--rating-port + 1100)")[0]);
    assertEquals(List.of(), Ports.clashes(s));
  }

  @Test
  void a_port_given_to_two_parts_is_named_with_both() {
    PlatformSettings s = settings("--gateway-instances", "2", "--game-port", "8180");
    assertEquals(
        List.of(
            "Port 8180 is given to both the gateway-1 (--gateway-port + 100) and the game-service"
                + " (GAME_SERVICE_PORT / --game-port): move one of them with its variable or"
                + " option."),
        Ports.clashes(s));
  }

  @Test
  void kafka_data_of_one_shape_is_not_started_as_the_other() throws Exception {
    assertNull(Brokers.dataProblem(settings("--kafka-brokers", "3")));
    Files.createDirectories(dir.resolve("kafka/logs"));
    Files.writeString(dir.resolve("kafka/logs/meta.properties"), "");
    assertNull(Brokers.dataProblem(settings()));
    String single = Brokers.dataProblem(settings("--kafka-brokers", "3"));
    assertTrue(single != null && single.contains("--kafka-brokers 1"), single);
    for (String node : List.of("kafka-1", "kafka-2")) {
      Files.createDirectories(dir.resolve(node + "/logs"));
      Files.writeString(dir.resolve(node + "/logs/meta.properties"), "");
    }
    assertNull(Brokers.dataProblem(settings("--kafka-brokers", "3")));
    String cluster = Brokers.dataProblem(settings());
    assertTrue(cluster != null && cluster.contains("--kafka-brokers 3"), cluster);
  }

  @Test
  void a_broker_is_kafka_or_kafka_with_its_instance_number() {
    for (String name : List.of("kafka", "kafka-1", "kafka-2")) {
      assertTrue(Brokers.isBroker(name), name);
    }
    for (String name : List.of("kafka-format", "kafka-1-format", "mongo", "gateway-1", "kafkas")) {
      assertFalse(Brokers.isBroker(name), name);
    }
  }

  private PlatformSettings settings(String... options) {
    StartCommand start = new StartCommand();
    new CommandLine(start)
        .parseArgs(
            Stream.concat(Stream.of("--data-dir", dir.toString()), Stream.of(options))
                .toArray(String[]::new));
    return start.settings;
  }

  private static List<String> names(PlatformSettings s) {
    return ServiceSpec.all(s).stream().map(ServiceSpec::name).toList();
  }

  private static List<Integer> ports(PlatformSettings s) {
    return ServiceSpec.all(s).stream().map(ServiceSpec::port).toList();
  }
}
