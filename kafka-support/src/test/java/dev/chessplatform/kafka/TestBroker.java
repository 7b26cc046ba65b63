package dev.chessplatform.kafka;

import dev.chessplatform.infra.EmbeddedKafka;
import dev.chessplatform.infra.KraftBrokerConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;

/** The real single-node KRaft broker of these tests: started once per test JVM, on free ports. */
final class TestBroker {

  private static EmbeddedKafka broker;

  private TestBroker() {}

  static synchronized KafkaClients clients() {
    if (broker == null) {
      try {
        Path dir = Files.createTempDirectory("kafka-support-test");
        broker =
            EmbeddedKafka.start(
                new KraftBrokerConfig("127.0.0.1", freePort(), freePort(), dir.resolve("kafka")));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      Runtime.getRuntime().addShutdownHook(new Thread(broker::close, "test-broker-stop"));
    }
    return KafkaClients.at(broker.bootstrapServers());
  }

  /** A new topic of its own for one test. */
  static String newTopic(int partitions) {
    String name = "test." + UUID.randomUUID();
    try (Admin admin = clients().admin()) {
      admin.createTopics(List.of(new NewTopic(name, partitions, (short) 1))).all().get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("could not create " + name, e.getCause());
    }
    return name;
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
