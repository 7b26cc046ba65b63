package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.game.application.GameArchive;
import dev.chessplatform.game.application.GameRecord;
import dev.chessplatform.game.application.GameRecords;
import dev.chessplatform.game.application.GameReplay;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.application.OpenGames;
import dev.chessplatform.game.application.OpenGamesFeed;
import dev.chessplatform.game.application.ProjectionStore;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.kafka.TopicTail;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Feeds {@link OpenGames} on every instance: every partition of {@code chess.game-events}
 * (committed records only, no consumer group), whichever instance owns it. It starts from the read
 * model instead of offset 0: the projection's stored position of each partition is read first, then
 * the open games it holds (the waiting ones rebuilt from the archive), and the tail goes on from
 * those positions (the {@link TopicTail}'s start hook); the games' seqs make an event read twice
 * harmless. A restart after a failure goes on from where this tail was.
 *
 * <p>{@link #catchUp}: a list waits (bounded) until this tail has read everything appended before
 * the question, so every instance lists what every other has acknowledged.
 */
@ApplicationScoped
public class OpenGamesTail implements OpenGamesFeed {

  private static final Logger LOG = Logger.getLogger(OpenGamesTail.class);

  private final String bootstrap;
  private final OpenGames games;
  private final GameRecords records;
  private final GameArchive archive;
  private final ProjectionStore store;
  private final boolean projectionOnly;
  private volatile TopicTail tail;

  public OpenGamesTail(
      @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrap,
      OpenGames games,
      GameRecords records,
      GameArchive archive,
      ProjectionStore store,
      GamesConfig config) {
    this.bootstrap = bootstrap;
    this.games = games;
    this.records = records;
    this.archive = archive;
    this.store = store;
    this.projectionOnly = config.projectionOnly();
  }

  void onStart(@Observes StartupEvent event) {
    if (projectionOnly) {
      return; // a rebuild's instance answers no list
    }
    KafkaClients kafka = KafkaClients.at(bootstrap);
    tail =
        TopicTail.named("open-games", kafka, Topics.GAME_EVENTS)
            .consumer(
                kafka
                    .consumer()
                    .readCommitted()
                    .maxPollRecords(5000)
                    .fetchMaxWait(Duration.ofMillis(20))
                    .clientId("game-service-open-games"))
            .adminClientId("game-service-open-games-admin")
            .startAt(this::seed)
            .fold(this::fold)
            .onCaughtUp(
                end ->
                    LOG.infof(
                        "open games read to the end: %d waiting, %d games played",
                        games.waitingCount(), games.playedCount()))
            .stopWithin(Duration.ofSeconds(5))
            .build();
    tail.start();
  }

  void onStop(@Observes ShutdownEvent event) {
    if (tail != null) {
      tail.requestStop();
    }
  }

  @Override
  public boolean catchUp(Duration within) {
    if (tail == null) {
      return false;
    }
    try {
      return tail.readToNow(within).get(within.toMillis() + 100, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    } catch (ExecutionException | TimeoutException e) {
      return false;
    }
  }

  @Override
  public boolean ready() {
    return projectionOnly || (tail != null && tail.caughtUp());
  }

  /**
   * Decodes only the events that may change the open games: the head first ({@link
   * GameEventCodec#peek}), the whole event when {@link OpenGames#mayChange}. Decoding every move of
   * every game cost a third of this tail's CPU (docs/benchmarks.md).
   */
  private void fold(ConsumerRecord<String, String> r) {
    GameEventCodec.Head head = GameEventCodec.peek(r.value());
    if (head != null && !games.mayChange(head.gameId(), head.seq(), head.payload())) {
      return;
    }
    if (GameEventCodec.decode(r.value()) instanceof GameEventCodec.Known k) {
      games.apply(k.envelope());
    }
  }

  /**
   * Where the tail starts: the projection's positions first, then its open games: the read model is
   * at least at those positions (it stores a position after the records it covers), so nothing
   * falls between.
   */
  private Map<TopicPartition, Long> seed(List<TopicPartition> parts) {
    Map<TopicPartition, Long> from = new HashMap<>();
    for (TopicPartition tp : parts) {
      from.put(tp, store.next(tp.topic(), tp.partition()).orElse(0L));
    }
    List<GameState> waiting = new ArrayList<>();
    List<OpenGames.Playing> played = new ArrayList<>();
    for (GameRecord r : records.open()) {
      if (GameStatus.STARTED.name().equals(r.status())) {
        played.add(
            new OpenGames.Playing(
                r.gameId(), new OpenGames.Seats(r.white(), r.black(), r.privateGame()), r));
        continue;
      }
      try {
        GameState s =
            GameReplay.apply(LiveGame.empty(r.gameId()), archive.events(r.gameId())).state();
        if (s.status() == GameStatus.WAITING) {
          waiting.add(s);
        }
      } catch (RuntimeException e) {
        LOG.warnf("open game %s cannot be rebuilt from the archive: %s", r.gameId(), e.toString());
      }
    }
    games.seed(waiting, played);
    LOG.infof(
        "open games seeded from the read model: %d waiting, %d played; reading on from %s",
        waiting.size(), played.size(), from.values());
    return from;
  }
}
