package dev.chessplatform.game.messaging;

import dev.chessplatform.chess.Move;
import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.application.CommandHandling;
import dev.chessplatform.game.application.CommandOptions;
import dev.chessplatform.game.application.CommandOutcome;
import dev.chessplatform.game.application.CompactState;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.infra.EmbeddedKafka;
import dev.chessplatform.infra.KraftBrokerConfig;
import dev.chessplatform.infra.TopicCreator;
import dev.chessplatform.kafka.KafkaClients;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;

/**
 * Fills {@code chess.game-events} (and {@code chess.game-results}) with many games through the
 * writer's own code: every command goes through {@link CommandHandling#handle} (the checks, {@code
 * GameDecider}, {@code GameEvolver}, the envelopes), every event through {@code GameEventCodec},
 * each result through {@link ResultRecords}, to the partition game-service would write it to. What
 * it leaves out is HTTP and the group commit's transactions (records are written idempotently with
 * {@code acks=all}, which read_committed readers read as committed): a topic of a million events in
 * a minute instead of half an hour through the gateway, for the replay and rebuild measurements.
 *
 * <p>A hundred games are in play at a time, interleaved in their partitions as live games are:
 * seeks joined, random legal moves about 6.5 s apart in each game (simulated time, one clock for
 * all, from 30 days ago, so record timestamps rise in every partition), now and then a takeback
 * granted or a draw offer declined, to the end the rules give or a resignation or a draw by
 * agreement. Seeded: the same arguments give the same games.
 *
 * <pre>
 * java -cp ... dev.chessplatform.game.messaging.EventTopicGenerator EVENTS BOOTSTRAP|--broker DIR PORT [SEED]
 * </pre>
 *
 * With {@code --broker DIR PORT} it starts a single-node KRaft broker on that log directory first
 * (the topics as {@code Topics.ALL}), writes, and keeps serving until killed.
 */
public final class EventTopicGenerator {

  private static final int IN_PLAY = 100;
  private static final int PLAYERS = 1000;
  private static final TimeControl RAPID = new TimeControl("rapid", 900_000, 10_000);

  private final Random random;
  private final KafkaProducer<String, String> producer;
  private final int partitions;
  private final Map<String, LiveGame> games = new HashMap<>();
  private final Map<String, Integer> lengths = new HashMap<>();
  private final List<Future<RecordMetadata>> pending = new ArrayList<>();
  private Instant now = Instant.now().minus(Duration.ofDays(30));
  private long events;
  private long results;
  private long refused;

  private EventTopicGenerator(KafkaProducer<String, String> producer, int partitions, long seed) {
    this.producer = producer;
    this.partitions = partitions;
    this.random = new Random(seed);
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println(
          "usage: EventTopicGenerator EVENTS BOOTSTRAP [SEED]"
              + " | EventTopicGenerator EVENTS --broker DIR PORT [SEED]");
      System.exit(2);
    }
    long target = Long.parseLong(args[0]);
    String bootstrap;
    EmbeddedKafka broker = null;
    int seedAt = 2;
    if (args[1].equals("--broker")) {
      broker =
          EmbeddedKafka.start(
              new KraftBrokerConfig(
                  "127.0.0.1",
                  Integer.parseInt(args[3]),
                  Integer.parseInt(args[3]) + 1,
                  Path.of(args[2]).toAbsolutePath()));
      bootstrap = broker.bootstrapServers();
      seedAt = 4;
    } else {
      bootstrap = args[1];
    }
    long seed = args.length > seedAt ? Long.parseLong(args[seedAt]) : 1;
    TopicCreator.createMissing(bootstrap, Topics.ALL, (short) 1);
    long started = System.nanoTime();
    try (KafkaProducer<String, String> producer =
        KafkaClients.at(bootstrap)
            .durableProducer()
            .linger(Duration.ofMillis(20))
            .with(ProducerConfig.BATCH_SIZE_CONFIG, 262_144)
            .with(ProducerConfig.BUFFER_MEMORY_CONFIG, 134_217_728L)
            .strings()) {
      int partitions = producer.partitionsFor(Topics.GAME_EVENTS).size();
      EventTopicGenerator g = new EventTopicGenerator(producer, partitions, seed);
      g.run(target);
      double seconds = (System.nanoTime() - started) / 1e9;
      System.out.printf(
          "wrote %d events and %d results to %s in %.1f s (%.0f events/s); %d commands refused%n",
          g.events, g.results, bootstrap, seconds, g.events / seconds, g.refused);
    }
    if (broker != null) {
      System.out.println("broker serving at " + bootstrap + "; stop with Ctrl-C or kill");
      new CountDownLatch(1).await();
    }
  }

  private void run(long target) throws Exception {
    int created = 0;
    while (events < target || !games.isEmpty()) {
      while (events < target && games.size() < IN_PLAY) {
        create(created++);
      }
      List<String> ids = new ArrayList<>(games.keySet());
      String id = ids.get(random.nextInt(ids.size()));
      step(id);
      if (pending.size() > 50_000) {
        drain();
      }
    }
    producer.flush();
    drain();
  }

  private void create(int n) {
    String gameId = UUID.nameUUIDFromBytes(("generated:" + n).getBytes()).toString();
    String white = player(random.nextInt(PLAYERS));
    String black = player(random.nextInt(PLAYERS));
    while (black.equals(white)) {
      black = player(random.nextInt(PLAYERS));
    }
    boolean timed = random.nextInt(3) > 0;
    lengths.put(gameId, 20 + random.nextInt(120)); // plies before a resignation or an agreement
    handle(
        gameId,
        new GameCommand.CreateGame(
            white,
            GameMode.SEEK,
            timed ? RAPID : TimeControl.UNTIMED,
            false,
            ColourChoice.WHITE,
            null,
            DrawRules.AUTOMATIC,
            false,
            null,
            Colour.WHITE,
            null,
            white,
            null));
    tick(100, 2_000);
    handle(gameId, new GameCommand.Join(black, Colour.BLACK, black));
  }

  /** One action in a game: a move, now and then a takeback or a declined offer, or its end. */
  private void step(String gameId) {
    GameState s = games.get(gameId).state();
    if (s.status() != GameStatus.STARTED) {
      games.remove(gameId);
      lengths.remove(gameId);
      return;
    }
    String mover = s.playerOf(s.sideToMove());
    String other = mover.equals(s.white()) ? s.black() : s.white();
    int plies = s.game().moves().size();
    int roll = random.nextInt(100);
    // One clock for all: with a hundred games in play each game moves every ~6.5 s
    tick(20, 110);
    if (plies >= lengths.get(gameId)) {
      if (roll < 70) {
        handle(gameId, new GameCommand.Resign(mover));
      } else {
        handle(gameId, new GameCommand.OfferDraw(mover));
        handle(gameId, new GameCommand.AcceptDraw(other));
      }
    } else if (roll < 2 && plies > 2) {
      handle(gameId, new GameCommand.RequestTakeback(other)); // takes back his last move
      handle(gameId, new GameCommand.AcceptTakeback(mover));
    } else if (roll < 3) {
      handle(gameId, new GameCommand.OfferDraw(mover));
      move(gameId, s, mover);
      handle(gameId, new GameCommand.DeclineDraw(other));
    } else {
      move(gameId, s, mover);
    }
  }

  private void move(String gameId, GameState s, String mover) {
    List<Move> legal = s.game().position().legalMoves();
    Move m = legal.get(random.nextInt(legal.size()));
    handle(gameId, new GameCommand.PlayMove(mover, m.uci(), false));
  }

  private void handle(String gameId, GameCommand command) {
    CommandOutcome outcome =
        CommandHandling.handle(new Batch(), gameId, command, CommandOptions.NONE, now);
    if (!(outcome instanceof CommandOutcome.Applied)) {
      refused++;
    }
  }

  /** The writer's batch for one command, held in memory and sent as it goes. */
  private final class Batch implements CommandHandling.Batch {

    @Override
    public LiveGame game(String gameId) {
      return games.getOrDefault(gameId, LiveGame.empty(gameId));
    }

    @Override
    public CompactState firstAnswer(String scopedKey) {
      return null;
    }

    @Override
    public void answered(String scopedKey, CompactState state) {}

    @Override
    public void write(GameState before, GameEventEnvelope event) {
      long at = event.occurredAt().toEpochMilli();
      if (event.payload() instanceof GameEnded ended) {
        pending.add(
            producer.send(
                new ProducerRecord<>(
                    Topics.GAME_RESULTS,
                    null,
                    at,
                    before.gameId(),
                    ResultRecords.json(before, ended, event.occurredAt()))));
        results++;
      }
      pending.add(
          producer.send(
              new ProducerRecord<>(
                  Topics.GAME_EVENTS,
                  Partitions.of(event.gameId(), partitions),
                  at,
                  event.gameId(),
                  GameEventCodec.encode(event))));
      events++;
    }

    @Override
    public void keep(LiveGame game) {
      games.put(game.gameId(), game);
    }
  }

  private void drain() throws Exception {
    for (Future<RecordMetadata> f : pending) {
      f.get(); // a write the broker refused stops the run with its cause
    }
    pending.clear();
  }

  private void tick(int fromMs, int toMs) {
    now = now.plusMillis(fromMs + random.nextInt(toMs - fromMs));
  }

  private static String player(int n) {
    return "player" + n;
  }
}
