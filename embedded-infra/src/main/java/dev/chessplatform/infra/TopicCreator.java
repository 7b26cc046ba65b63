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

/** Creates the platform's topics with their intended settings; existing topics are left alone. */
public final class TopicCreator {

  private TopicCreator() {}

  /**
   * Creates every missing topic of {@code specs} with replication factor {@code replication}.
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
      return missing.stream().map(NewTopic::name).toList();
    }
  }
}
