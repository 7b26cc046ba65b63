package dev.chessplatform.testsupport;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * The shared test resource of every service: a real Kafka broker and a real MongoDB-wire server.
 *
 * <p>{@code -Dchess.test.infra=embedded} (the default) starts the in-process KRaft broker and
 * mongo-java-server on free ports; {@code containers} starts the {@code apache/kafka} and {@code
 * mongo} images with Testcontainers instead. Without a Docker engine the containers mode skips the
 * tests (see {@link InfrastructureCondition}). The infrastructure starts once per test JVM and
 * stops when the JVM exits, so several {@code @QuarkusTest} classes share it.
 *
 * <p>Every topic of the platform is created with its intended settings before the service starts.
 */
public class PlatformInfrastructure implements QuarkusTestResourceLifecycleManager {

  /** System property that selects the infrastructure. */
  public static final String MODE_PROPERTY = "chess.test.infra";

  @Override
  public Map<String, String> start() {
    RunningInfrastructure infra = RunningInfrastructure.get();
    return Map.of(
        "kafka.bootstrap.servers", infra.kafkaBootstrapServers(),
        "quarkus.kafka.bootstrap-servers", infra.kafkaBootstrapServers(),
        "quarkus.mongodb.connection-string", infra.mongoConnectionString(),
        "quarkus.devservices.enabled", "false");
  }

  @Override
  public void stop() {
    // Shared by every test class of the JVM; RunningInfrastructure stops it at JVM exit.
  }

  /** True when tests should use Testcontainers instead of the embedded broker and store. */
  public static boolean containersMode() {
    return "containers".equalsIgnoreCase(System.getProperty(MODE_PROPERTY, "embedded"));
  }
}
