package dev.chessplatform.replay;

import dev.chessplatform.events.Topics;
import dev.chessplatform.infra.EmbeddedKafka;
import dev.chessplatform.infra.KraftBrokerConfig;
import dev.chessplatform.infra.TopicCreator;
import java.net.ServerSocket;
import java.nio.file.Files;

/**
 * The real single-node KRaft broker of these tests, started on free ports with the platform's
 * topics created as the launcher creates them ({@code Topics.ALL}); one per test JVM, unless the
 * fixture asks for a {@link #fresh()} one.
 */
final class TestBroker {

  private static EmbeddedKafka broker;
  private static boolean stopAtExit;

  private TestBroker() {}

  /** The broker's address, started on the first call. */
  static synchronized String bootstrap() throws Exception {
    if (broker == null) {
      if (!stopAtExit) {
        Runtime.getRuntime().addShutdownHook(new Thread(TestBroker::stop, "test-broker-stop"));
        stopAtExit = true;
      }
      broker = start();
    }
    return broker.bootstrapServers();
  }

  /**
   * Stops the current broker and starts another with empty topics (new ports, new log directory):
   * what a fixture needs when its write failed half-way, since writing the same events again would
   * leave a second copy of some of them in the topic.
   */
  static synchronized String fresh() throws Exception {
    stop();
    return bootstrap();
  }

  private static synchronized void stop() {
    if (broker != null) {
      broker.close();
      broker = null;
    }
  }

  private static EmbeddedKafka start() throws Exception {
    EmbeddedKafka started =
        EmbeddedKafka.start(
            new KraftBrokerConfig(
                "127.0.0.1",
                freePort(),
                freePort(),
                Files.createTempDirectory("replay-test").resolve("kafka")));
    TopicCreator.createMissing(started.bootstrapServers(), Topics.ALL, (short) 1);
    return started;
  }

  private static int freePort() throws Exception {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
