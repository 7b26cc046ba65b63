package dev.chessplatform.infra;

import dev.chessplatform.events.TopicSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;

/** Creates the platform's topics with their intended settings; existing topics are left alone. */
public final class TopicCreator {

  private TopicCreator() {}

  /**
   * Creates every missing topic of {@code specs} with replication factor {@code replication}, once
   * the cluster has that many brokers up (a node of a cluster that just started may not have
   * registered yet, and a topic cannot have more copies than live brokers).
   *
   * @return the names of the topics that were created now
   */
  public static List<String> createMissing(
      String bootstrapServers, List<TopicSpec> specs, short replication)
      throws InterruptedException, ExecutionException, TimeoutException {
    try (Admin admin =
        Admin.create(
            Map.of(
                AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 15_000,
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 30_000))) {
      awaitBrokers(admin, replication);
      Set<String> existing = admin.listTopics().names().get(30, TimeUnit.SECONDS);
      List<NewTopic> missing = new ArrayList<>();
      for (TopicSpec spec : specs) {
        if (!existing.contains(spec.name())) {
          missing.add(
              new NewTopic(spec.name(), Optional.of(spec.partitions()), Optional.of(replication))
                  .configs(spec.config()));
        }
      }
      if (!missing.isEmpty()) {
        admin.createTopics(missing).all().get(30, TimeUnit.SECONDS);
      }
      List<String> created = missing.stream().map(NewTopic::name).toList();
      awaitLeaders(admin, specs.stream().map(TopicSpec::name).toList());
      return created;
    }
  }

  /** Returns once the cluster reports at least {@code count} live brokers. */
  private static void awaitBrokers(Admin admin, int count)
      throws InterruptedException, ExecutionException, TimeoutException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    int live;
    while ((live = admin.describeCluster().nodes().get(30, TimeUnit.SECONDS).size()) < count) {
      if (System.nanoTime() > deadline) {
        throw new TimeoutException(
            live + " of the " + count + " brokers the replication needs are up after 30 s");
      }
      TimeUnit.MILLISECONDS.sleep(50);
    }
  }

  /**
   * Returns once every partition of {@code topics} has a leader. A topic exists as soon as {@code
   * createTopics} answers, but its partitions may still be without a leader for a moment; a
   * producer that writes then keeps its batch for that partition until it has one, which on a busy
   * machine was long enough for the delivery timeout to expire (a test's first game was lost).
   */
  private static void awaitLeaders(Admin admin, List<String> topics)
      throws InterruptedException, ExecutionException, TimeoutException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (true) {
      Map<String, TopicDescription> described;
      try {
        described = admin.describeTopics(topics).allTopicNames().get(30, TimeUnit.SECONDS);
      } catch (ExecutionException e) {
        if (!(e.getCause() instanceof UnknownTopicOrPartitionException)
            || System.nanoTime() > deadline) {
          throw e;
        }
        // just created: the broker's metadata does not have it yet
        TimeUnit.MILLISECONDS.sleep(50);
        continue;
      }
      List<String> leaderless =
          described.values().stream()
              .flatMap(
                  d ->
                      d.partitions().stream()
                          .filter(p -> p.leader() == null || p.leader().isEmpty())
                          .map(p -> d.name() + "-" + p.partition()))
              .toList();
      if (leaderless.isEmpty()) {
        return;
      }
      if (System.nanoTime() > deadline) {
        throw new TimeoutException("partitions without a leader after 30 s: " + leaderless);
      }
      TimeUnit.MILLISECONDS.sleep(50);
    }
  }
}
