package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.kafka.KafkaClients;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.ConsumerGroupDescription;
import org.apache.kafka.clients.admin.MemberDescription;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Which instance owns a partition, read from the owners' consumer group itself: each member's
 * {@code client.id} is {@code game-owner-<http port>} and the broker reports the member's host, so
 * the owner's address is {@code http://<host>:<port>}. Cached for a second or two.
 */
@ApplicationScoped
public class OwnerDirectory {

  private static final Logger LOG = Logger.getLogger(OwnerDirectory.class);
  static final String CLIENT_ID_PREFIX = "game-owner-";
  private static final long FRESH_NANOS = 2_000_000_000L;

  private final String bootstrap;
  private final GamesConfig config;
  private Admin admin;
  private Map<Integer, URI> owners = Map.of();
  private long loadedAt;
  private long triedAt;
  private static final long RETRY_MILLIS = 250;

  public OwnerDirectory(
      @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrap, GamesConfig config) {
    this.bootstrap = bootstrap;
    this.config = config;
  }

  /**
   * The HTTP address of the other instance that owns {@code partition}, if one does. A partition
   * nobody owns (a handover in progress) asks the group again at most every {@value #RETRY_MILLIS}
   * ms: one lookup at a time, not one per request (they waited in line for the group's answer and
   * were answered seconds late).
   */
  public synchronized Optional<URI> ownerOf(int partition) {
    long now = System.nanoTime();
    boolean stale = now - loadedAt > FRESH_NANOS;
    boolean missing = !owners.containsKey(partition);
    if (stale || (missing && now - triedAt > RETRY_MILLIS * 1_000_000L)) {
      triedAt = now;
      refresh();
    }
    return Optional.ofNullable(owners.get(partition));
  }

  private void refresh() {
    try {
      if (admin == null) {
        admin = KafkaClients.at(bootstrap).admin();
      }
      String group = config.ownersGroup();
      ConsumerGroupDescription d =
          admin
              .describeConsumerGroups(List.of(group))
              .describedGroups()
              .get(group)
              .get(1, TimeUnit.SECONDS);
      Map<Integer, URI> found = new HashMap<>();
      for (MemberDescription m : d.members()) {
        if (m.groupInstanceId().map(config.instanceId()::equals).orElse(false)
            || !m.clientId().startsWith(CLIENT_ID_PREFIX)) {
          continue;
        }
        String host = m.host().startsWith("/") ? m.host().substring(1) : m.host();
        URI url =
            URI.create("http://" + host + ":" + m.clientId().substring(CLIENT_ID_PREFIX.length()));
        for (TopicPartition tp : m.assignment().topicPartitions()) {
          if (tp.topic().equals(Topics.GAME_EVENTS)) {
            found.put(tp.partition(), url);
          }
        }
      }
      owners = found;
      loadedAt = System.nanoTime();
    } catch (Exception e) {
      LOG.debugf("could not read the owners' group: %s", e.toString());
    }
  }

  @PreDestroy
  synchronized void close() {
    if (admin != null) {
      admin.close();
    }
  }
}
