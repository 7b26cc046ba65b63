package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.accounts.AccountRecord;
import dev.chessplatform.events.accounts.AccountRecordCodec;
import dev.chessplatform.game.application.PlayerDirectory;
import dev.chessplatform.game.application.PlayerNames;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.kafka.TopicTail;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The {@link PlayerDirectory} read from {@code chess.accounts}, the gateway's compacted topic of
 * account states: every partition from offset 0, no consumer group (each instance reads it all, as
 * {@link EngineLink} reads engine answers), tailing it for as long as the service runs (a {@link
 * TopicTail}: after a failure it goes on from where it was, the fold being idempotent). Of each
 * record it keeps the account id and name only — never a password or token hash, which the records
 * also carry (in production give game-service read access to this topic and nothing else of the
 * accounts; a later change may give names their own topic).
 *
 * <p>Read your writes: the gateway answers a registration only once the record is on the topic, so
 * an id or name not known here is looked for again after this reader has reached the topic's end
 * offsets as of the question (asked with the admin client), waiting at most {@code
 * chess.games.players.sync-timeout}.
 */
@ApplicationScoped
public class AccountNames implements PlayerDirectory {

  private static final Logger LOG = Logger.getLogger(AccountNames.class);

  /** The id and name of one account record. */
  record Entry(String accountId, String name) {}

  private final String bootstrap;
  private final Duration syncTimeout;
  private final PlayerNames names = new PlayerNames();
  private volatile TopicTail tail;

  public AccountNames(
      @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrap, GamesConfig config) {
    this.bootstrap = bootstrap;
    this.syncTimeout = config.players().syncTimeout();
  }

  void onStart(@Observes StartupEvent event) {
    KafkaClients kafka = KafkaClients.at(bootstrap);
    tail =
        TopicTail.named("account-names", kafka, Topics.ACCOUNTS)
            .consumer(kafka.consumer().clientId("game-service-accounts"))
            .adminClientId("game-service-accounts-admin")
            .fold(r -> fold(r.key(), r.value()))
            .onCaughtUp(
                end ->
                    LOG.infof("%s read to its end: %d player names", Topics.ACCOUNTS, names.size()))
            .build();
    tail.start();
  }

  void onStop(@Observes ShutdownEvent event) {
    if (tail != null) {
      tail.requestStop();
    }
  }

  @Override
  public Optional<String> knownName(String playerId) {
    return names.nameOf(playerId);
  }

  @Override
  public CompletionStage<Optional<String>> nameOf(String playerId) {
    Optional<String> known = names.nameOf(playerId);
    if (known.isPresent() || playerId == null || playerId.isBlank()) {
      return CompletableFuture.completedFuture(known);
    }
    return readToNow().thenApply(caught -> names.nameOf(playerId));
  }

  @Override
  public CompletionStage<Resolution> resolve(String nameOrId) {
    Optional<Resolution.Found> known = names.find(nameOrId);
    if (known.isPresent()) {
      return CompletableFuture.completedFuture(known.get());
    }
    if (nameOrId == null || nameOrId.isBlank()) {
      return CompletableFuture.completedFuture(new Resolution.Unknown());
    }
    return readToNow()
        .thenApply(
            caught ->
                names
                    .find(nameOrId)
                    .<Resolution>map(f -> f)
                    .orElse(caught ? new Resolution.Unknown() : new Resolution.Unavailable()));
  }

  @Override
  public boolean caughtUp() {
    return tail != null && tail.caughtUp();
  }

  /** Accounts known now (readiness data). */
  public int size() {
    return names.size();
  }

  /**
   * Completes with true once this reader has read up to the end offsets the topic has now, false
   * when that did not happen within the sync timeout (broker away), at once when not started.
   */
  CompletableFuture<Boolean> readToNow() {
    return tail == null ? CompletableFuture.completedFuture(false) : tail.readToNow(syncTimeout);
  }

  private void fold(String key, String value) {
    if (value == null) {
      if (key != null) {
        names.remove(key);
      }
      return;
    }
    read(value).ifPresent(e -> names.put(e.accountId(), e.name()));
  }

  /**
   * The id and name of an account record; empty for a record of another type or one without both
   * (skipped with a log line). Nothing else of the record is kept.
   */
  static Optional<Entry> read(String value) {
    AccountRecordCodec.Decoded decoded = AccountRecordCodec.decode(value);
    if (decoded instanceof AccountRecordCodec.OtherType other) {
      LOG.infof("skipped a record of %s of type %s", Topics.ACCOUNTS, other.type());
      return Optional.empty();
    }
    if (!(decoded instanceof AccountRecordCodec.Read read)) {
      LOG.warnf("skipped an unreadable record of %s: %s", Topics.ACCOUNTS, decoded);
      return Optional.empty();
    }
    AccountRecord r = read.record();
    if (r.accountId() != null
        && r.name() != null
        && !r.accountId().isBlank()
        && !r.name().isBlank()) {
      return Optional.of(new Entry(r.accountId(), r.name()));
    }
    LOG.warnf("skipped a record of %s without accountId or name", Topics.ACCOUNTS);
    return Optional.empty();
  }
}
