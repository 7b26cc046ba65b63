package dev.chessplatform.replay;

import dev.chessplatform.events.Topics;
import dev.chessplatform.infra.EmbeddedKafka;
import dev.chessplatform.infra.KraftBrokerConfig;
import dev.chessplatform.infra.TopicCreator;
import java.net.ServerSocket;
import java.nio.file.Files;

/**
 * The real single-node KRaft broker of these tests, started once per test JVM on free ports, with
 * the platform's topics created as the launcher creates them ({@code Topics.ALL}).
 */
final class TestBroker {

  private static String bootstrap;

  private TestBroker() {}

  static synchronized String bootstrap() throws Exception {
    if (bootstrap == null) {
      EmbeddedKafka broker =
          EmbeddedKafka.start(
              new KraftBrokerConfig(
                  "127.0.0.1",
                  freePort(),
                  freePort(),
                  Files.createTempDirectory("replay-test").resolve("kafka")));
      Runtime.getRuntime().addShutdownHook(new Thread(broker::close, "test-broker-stop"));
      TopicCreator.createMissing(broker.bootstrapServers(), Topics.ALL, (short) 1);
      bootstrap = broker.bootstrapServers();
    }
    return bootstrap;
  }

  private static int freePort() throws Exception {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
