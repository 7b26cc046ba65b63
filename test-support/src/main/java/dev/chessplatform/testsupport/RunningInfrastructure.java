package dev.chessplatform.testsupport;

import dev.chessplatform.events.Topics;
import dev.chessplatform.infra.EmbeddedKafka;
import dev.chessplatform.infra.EmbeddedMongo;
import dev.chessplatform.infra.KraftBrokerConfig;
import dev.chessplatform.infra.TopicCreator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;
import org.testcontainers.kafka.KafkaContainer;
import org.testcontainers.mongodb.MongoDBContainer;

/**
 * The broker and store of this test JVM, started on first use and stopped at JVM exit: one per JVM,
 * whatever class loader asks (see {@link #get()}).
 */
public final class RunningInfrastructure {

  private static final String KAFKA_IMAGE = "apache/kafka:4.1.1";
  private static final String MONGO_IMAGE = "mongo:8.0";

  private static RunningInfrastructure instance;

  private final String kafkaBootstrapServers;
  private final String mongoConnectionString;

  private RunningInfrastructure(String kafkaBootstrapServers, String mongoConnectionString) {
    this.kafkaBootstrapServers = kafkaBootstrapServers;
    this.mongoConnectionString = mongoConnectionString;
  }

  /**
   * The infrastructure of this JVM, started now if it is not running yet.
   *
   * <p>Quarkus loads the test classes, and so this class, anew for each test profile (a class
   * loader of its own, closed when the profile's application stops). A static field per class
   * loader would start a broker and a store for each profile and leave them running, their classes
   * in a closed class loader. So the one of the JVM lives in the system class loader, which the
   * test classpath is on and which is never closed: every other copy of this class asks that one.
   */
  public static synchronized RunningInfrastructure get() {
    if (instance == null) {
      instance = shared().orElseGet(RunningInfrastructure::startHere);
    }
    return instance;
  }

  /** The system class loader's infrastructure, when this copy of the class is not that one. */
  private static Optional<RunningInfrastructure> shared() {
    ClassLoader system = ClassLoader.getSystemClassLoader();
    Class<?> root;
    try {
      root = Class.forName(RunningInfrastructure.class.getName(), true, system);
    } catch (ClassNotFoundException | LinkageError notOnTheClasspath) {
      return Optional.empty();
    }
    if (root == RunningInfrastructure.class) {
      return Optional.empty();
    }
    try {
      Object running = root.getMethod("get").invoke(null);
      return Optional.of(
          new RunningInfrastructure(
              (String) root.getMethod("kafkaBootstrapServers").invoke(running),
              (String) root.getMethod("mongoConnectionString").invoke(running)));
    } catch (InvocationTargetException e) {
      throw new IllegalStateException("could not start the test infrastructure", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Starts the broker and the store with this class's loader as the threads' context class loader:
   * their threads inherit it, and Kafka loads the classes named in its configuration with it.
   */
  private static RunningInfrastructure startHere() {
    Thread thread = Thread.currentThread();
    ClassLoader context = thread.getContextClassLoader();
    thread.setContextClassLoader(RunningInfrastructure.class.getClassLoader());
    try {
      RunningInfrastructure started =
          PlatformInfrastructure.containersMode() ? startContainers() : startEmbedded();
      try {
        TopicCreator.createMissing(started.kafkaBootstrapServers, Topics.ALL, (short) 1);
      } catch (Exception e) {
        throw new IllegalStateException("could not create the platform's topics", e);
      }
      return started;
    } finally {
      thread.setContextClassLoader(context);
    }
  }

  public String kafkaBootstrapServers() {
    return kafkaBootstrapServers;
  }

  public String mongoConnectionString() {
    return mongoConnectionString;
  }

  private static RunningInfrastructure startEmbedded() {
    try {
      Path dir = Files.createTempDirectory("chess-test-infra");
      EmbeddedKafka kafka =
          EmbeddedKafka.start(
              new KraftBrokerConfig("127.0.0.1", freePort(), freePort(), dir.resolve("kafka")));
      EmbeddedMongo mongo = EmbeddedMongo.start("127.0.0.1", freePort(), null);
      Runtime.getRuntime()
          .addShutdownHook(
              new Thread(
                  () -> {
                    mongo.close();
                    kafka.close();
                    deleteRecursively(dir);
                  }));
      return new RunningInfrastructure(kafka.bootstrapServers(), mongo.connectionString());
    } catch (IOException e) {
      throw new UncheckedIOException("could not start the embedded broker and store", e);
    }
  }

  @SuppressWarnings("resource") // stopped by the Testcontainers reaper and the shutdown hook
  private static RunningInfrastructure startContainers() {
    KafkaContainer kafka = new KafkaContainer(KAFKA_IMAGE);
    MongoDBContainer mongo = new MongoDBContainer(MONGO_IMAGE);
    kafka.start();
    mongo.start();
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  mongo.stop();
                  kafka.stop();
                }));
    return new RunningInfrastructure(kafka.getBootstrapServers(), mongo.getConnectionString());
  }

  /** A port that was free a moment ago; the broker and store bind it right after. */
  public static int freePort() {
    try (ServerSocket socket = new ServerSocket(0)) {
      socket.setReuseAddress(true);
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void deleteRecursively(Path dir) {
    try (Stream<Path> paths = Files.walk(dir)) {
      paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // Best effort: a temp folder left behind is harmless.
    }
  }
}
