package dev.chessplatform.rating.bench;

import dev.chessplatform.events.Topics;
import dev.chessplatform.infra.EmbeddedKafka;
import dev.chessplatform.infra.EmbeddedMongo;
import dev.chessplatform.infra.KraftBrokerConfig;
import dev.chessplatform.infra.TopicCreator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * The broker and store for the scripts in {@code rating-service/bench}, as one process of their own
 * (so killing the service kills neither): {@code BenchInfrastructure <kafkaPort> <mongoPort>}. The
 * store is in memory; it stays up across the service's kills and restarts.
 */
public final class BenchInfrastructure {

  private BenchInfrastructure() {}

  public static void main(String[] args) throws Exception {
    int kafkaPort = Integer.parseInt(args[0]);
    int mongoPort = Integer.parseInt(args[1]);
    Path dir = Files.createTempDirectory("rating-bench");
    EmbeddedKafka kafka =
        EmbeddedKafka.start(
            new KraftBrokerConfig("127.0.0.1", kafkaPort, kafkaPort + 1, dir.resolve("kafka")));
    TopicCreator.createMissing(kafka.bootstrapServers(), Topics.ALL, (short) 1);
    EmbeddedMongo mongo = EmbeddedMongo.start("127.0.0.1", mongoPort, null);
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  mongo.close();
                  kafka.close();
                  stopped.countDown();
                }));
    System.out.println(
        "READY kafka=" + kafka.bootstrapServers() + " mongo=" + mongo.connectionString());
    stopped.await();
  }
}
