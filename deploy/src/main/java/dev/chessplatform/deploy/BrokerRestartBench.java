package dev.chessplatform.deploy;

import dev.chessplatform.events.TopicSpec;
import dev.chessplatform.infra.TopicCreator;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * The broker's start and its restart after {@code kill -9}, as the launcher runs it ({@link
 * BrokerLaunch}: its flags or {@code CHESS_KAFKA_JVM_OPTS}, its class-data archive when built, its
 * {@code server.properties} from {@code KraftBrokerConfig}; {@link ScratchBroker}): from the JVM's
 * launch to the first record a producer gets acknowledged ({@code acks=all}), the moment a move
 * could be. Run by {@code deploy/bench/broker-restart.sh}; {@code key=value} arguments are added to
 * the properties, to measure a setting before it becomes the default.
 */
final class BrokerRestartBench {

  private static final Duration BOUND = Duration.ofSeconds(60);
  private static final String TOPIC = "bench.restart";

  private BrokerRestartBench() {}

  public static void main(String[] args) throws Exception {
    int restarts = Integer.getInteger("restarts", 3);
    Properties extra = new Properties();
    for (String arg : args) {
      int eq = arg.indexOf('=');
      if (eq <= 0) {
        System.err.println("usage: BrokerRestartBench [key=value ...]  (-Drestarts=3)");
        System.exit(2);
      }
      extra.setProperty(arg.substring(0, eq), arg.substring(eq + 1));
    }
    ScratchBroker node = ScratchBroker.format(new CheckoutHome(), "broker-restart-bench", extra);
    List<String> jvm = BrokerLaunch.jvmArgs(node.home, System.getenv());
    System.out.println(
        "broker JVM: " + String.join(" ", jvm) + (extra.isEmpty() ? "" : "; " + extra));
    ChildProcess broker = null;
    try {
      broker = start(node, jvm, "first start", true);
      for (int i = 1; i <= restarts; i++) {
        Thread.sleep(3000); // what the broker wrote settles, as under play
        ProcessHandle handle = ProcessHandle.of(broker.pid()).orElseThrow();
        handle.destroyForcibly();
        handle.onExit().get(BOUND.toSeconds(), TimeUnit.SECONDS);
        awaitPortsFree(node);
        broker = start(node, jvm, "restart " + i + " after kill -9", false);
      }
    } finally {
      if (broker != null) {
        broker.stop(Duration.ofSeconds(30));
      }
    }
    if (!Boolean.getBoolean("keep")) {
      node.delete();
    }
  }

  /**
   * Launches the broker and prints the seconds to its port and to the first acknowledged record,
   * both polled every 20 ms (on the first start, the topic is created once the port is open, inside
   * the second figure). A broker that is not serving in {@link #BOUND} is stopped.
   */
  private static ChildProcess start(
      ScratchBroker node, List<String> jvm, String what, boolean createTopic) throws Exception {
    long t0 = System.nanoTime();
    ChildProcess broker = node.start(jvm);
    try {
      long deadline = t0 + BOUND.toNanos();
      while (!node.accepts()) {
        check(broker, deadline);
        Thread.sleep(20);
      }
      double port = seconds(t0);
      if (createTopic) {
        TopicCreator.createMissing(
            node.bootstrap(), List.of(new TopicSpec(TOPIC, 1, Map.of())), (short) 1);
      }
      try (KafkaProducer<String, String> producer = producer(node.bootstrap())) {
        while (true) {
          check(broker, deadline);
          try {
            producer.send(new ProducerRecord<>(TOPIC, "k", what)).get(2, TimeUnit.SECONDS);
            break;
          } catch (java.util.concurrent.ExecutionException
              | java.util.concurrent.TimeoutException e) {
            // not yet: the broker is not registered yet, or the partition has no leader yet
          }
        }
      }
      System.out.printf(
          "%-26s port open %.2f s, first record acknowledged %.2f s%n", what, port, seconds(t0));
      return broker;
    } catch (Exception | Error e) {
      broker.stop(Duration.ofSeconds(30));
      throw e;
    }
  }

  private static void check(ChildProcess broker, long deadline) {
    if (!broker.isAlive()) {
      throw new IllegalStateException("the broker died:\n" + broker.logTail(25));
    }
    if (System.nanoTime() > deadline) {
      throw new IllegalStateException("not ready in " + BOUND);
    }
  }

  private static KafkaProducer<String, String> producer(String bootstrap) {
    Properties p = new Properties();
    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    p.put(ProducerConfig.ACKS_CONFIG, "all");
    p.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "false");
    p.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "2000");
    p.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, "1000");
    p.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, "2000");
    p.put(ProducerConfig.LINGER_MS_CONFIG, "0");
    p.put(ProducerConfig.RETRY_BACKOFF_MS_CONFIG, "20");
    p.put(ProducerConfig.RETRY_BACKOFF_MAX_MS_CONFIG, "50");
    p.put(ProducerConfig.RECONNECT_BACKOFF_MS_CONFIG, "20");
    p.put(ProducerConfig.RECONNECT_BACKOFF_MAX_MS_CONFIG, "50");
    p.put(ProducerConfig.METADATA_MAX_AGE_CONFIG, "500");
    return new KafkaProducer<>(p, new StringSerializer(), new StringSerializer());
  }

  private static void awaitPortsFree(ScratchBroker node) throws InterruptedException {
    long deadline = System.nanoTime() + BOUND.toNanos();
    while (!node.portsFree()) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("the killed broker's ports stay taken");
      }
      Thread.sleep(20);
    }
  }

  private static double seconds(long t0) {
    return (System.nanoTime() - t0) / 1e9;
  }
}
