package dev.chessplatform.gateway.messaging;

import dev.chessplatform.events.accounts.AccountRecordCodec;
import dev.chessplatform.gateway.application.AccountJournal;
import dev.chessplatform.gateway.application.AccountProjection;
import dev.chessplatform.gateway.config.GatewayConfig;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.kafka.TopicTail;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.KafkaException;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * {@code chess.accounts}, the source of truth of accounts. {@link #append} writes an account's new
 * state with {@code acks=all} and an idempotent producer and returns only once the broker has it,
 * so an answered change is never lost. One thread (a {@link TopicTail}) reads the topic from offset
 * 0 at start-up (the gateway is not ready until it has caught up), then keeps tailing it: it folds
 * every record into the {@link AccountProjection} (the book in memory and the stored view), so the
 * view can lose writes and come back whole; once caught up it has the projection backfill the name
 * claims. Every gateway tails the topic, so a change made through one (a revoked token) reaches the
 * others' books after the tail's lag: milliseconds while the broker answers (gateway/README.md).
 */
@ApplicationScoped
public class AccountLog implements AccountJournal {

  private static final Logger LOG = Logger.getLogger(AccountLog.class);

  /** The topic's name; its settings (compacted, 6 partitions) live with the platform's topics. */
  public static final String TOPIC = "chess.accounts";

  private static final Duration SEND_TIMEOUT = Duration.ofSeconds(10);

  private final String bootstrapServers;
  private final AccountProjection accounts;
  private final GatewayConfig config;
  private final CountDownLatch caughtUp = new CountDownLatch(1);
  private KafkaProducer<String, String> producer;
  private volatile TopicTail tail;

  public AccountLog(
      @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers,
      AccountProjection accounts,
      GatewayConfig config) {
    this.bootstrapServers = bootstrapServers;
    this.accounts = accounts;
    this.config = config;
  }

  void onStart(@Observes StartupEvent event) throws InterruptedException {
    start();
  }

  void onStop(@Observes ShutdownEvent event) {
    stop();
  }

  /**
   * Starts the writer and the tail and waits (at most {@code gateway.accounts.replay-timeout})
   * until the tail has read every record that existed at start-up.
   */
  public void start() throws InterruptedException {
    KafkaClients kafka = KafkaClients.at(bootstrapServers);
    producer =
        kafka
            .durableProducer()
            .linger(Duration.ZERO)
            .with(ProducerConfig.MAX_BLOCK_MS_CONFIG, 5_000)
            .with(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, 5_000)
            .with(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, SEND_TIMEOUT.toMillis())
            .clientId("gateway-accounts-writer")
            .strings();
    tail =
        TopicTail.named("accounts-tail", kafka, TOPIC)
            .consumer(kafka.consumer().fromEarliest().clientId("gateway-accounts-reader"))
            .adminClientId("gateway-accounts-admin")
            .fold(this::fold)
            .onCaughtUp(end -> replayed())
            // A tail that stopped would leave this gateway's book behind for good (tokens revoked
            // elsewhere still working here): it goes on after 1 s from where it was, the fold being
            // idempotent.
            .stopWithin(Duration.ofSeconds(5))
            .closeWithin(Duration.ofSeconds(2))
            .build();
    tail.start();
    Duration wait = config.accounts().replayTimeout();
    if (!caughtUp.await(wait.toMillis(), TimeUnit.MILLISECONDS)) {
      LOG.errorf(
          "chess.accounts not replayed within %s: not ready, tokens refused meanwhile", wait);
    }
  }

  /** Stops the tail, then the writer: an append after this is refused, surely not written. */
  public void stop() {
    if (tail != null) {
      tail.stop();
    }
    if (producer != null) {
      producer.close(Duration.ofSeconds(5));
    }
  }

  @Override
  public CompletionStage<Boolean> catchUp(Duration within) {
    TopicTail t = tail;
    return t == null ? CompletableFuture.completedFuture(false) : t.readToNow(within);
  }

  /**
   * True once every record that existed at start-up has been read (and the name claims backfilled
   * from them).
   */
  @Override
  public boolean ready() {
    return caughtUp.getCount() == 0;
  }

  /**
   * Writes the new state of {@code account} and waits until the broker has it on every in-sync
   * replica.
   *
   * @throws AccountJournal.Unavailable when the broker does not confirm in time; {@code
   *     maybeWritten} unless the producer refused the record before sending it (closed, say): once
   *     it is handed over, a failure (a timeout, an answer lost) does not tell whether the broker
   *     appended it
   */
  @Override
  public void append(Account account) {
    String value = AccountRecordCodec.encode(AccountStates.record(account));
    Future<RecordMetadata> sent;
    try {
      sent = producer.send(new ProducerRecord<>(TOPIC, account.accountId(), value));
    } catch (KafkaException | IllegalStateException e) {
      throw new AccountJournal.Unavailable(e, false);
    }
    try {
      sent.get(SEND_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AccountJournal.Unavailable(e, true);
    } catch (ExecutionException | TimeoutException e) {
      throw new AccountJournal.Unavailable(e, true);
    }
  }

  /** Every record that existed at start-up is folded: the claims, then ready. */
  private void replayed() {
    LOG.infof("chess.accounts replayed: %d accounts", accounts.size());
    accounts.replayed();
    caughtUp.countDown();
  }

  private void fold(ConsumerRecord<String, String> record) {
    AccountRecordCodec.Decoded decoded = AccountRecordCodec.decode(record.value());
    if (decoded instanceof AccountRecordCodec.OtherType other) {
      LOG.infof("skipped record of unknown type %s at offset %d", other.type(), record.offset());
      return;
    }
    if (!(decoded instanceof AccountRecordCodec.Read read)) {
      LOG.warnf(
          "skipped unreadable record %s-%d@%d: %s",
          record.topic(), record.partition(), record.offset(), decoded);
      return;
    }
    accounts.apply(AccountStates.account(read.record()), record.partition(), record.offset());
  }
}
