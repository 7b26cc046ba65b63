package dev.chessplatform.game.api;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.events.Topics;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.testsupport.RunningInfrastructure;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * The engine side of the Kafka contract, played by the test on the real broker: it reads {@code
 * chess.engine-requests} in its own consumer group and answers on {@code chess.engine-results} with
 * the first legal move (chess-core), a score the test sets, and — when told — twice, or not at all
 * (engine-service down). game-service cannot tell it from engine-service: only the topics connect
 * them. The real engine-service plays the computer in {@code deploy}'s ComputerGameIT.
 */
final class ScriptedEngine implements AutoCloseable {

  volatile boolean down;
  volatile boolean answerTwice;
  volatile int scoreCp = 50;
  final List<EngineRequest> requests = new CopyOnWriteArrayList<>();
  private volatile boolean running = true;
  private volatile boolean assigned;
  private final Thread thread;
  private final KafkaProducer<String, String> producer;

  ScriptedEngine() {
    Properties p = new Properties();
    p.put("bootstrap.servers", RunningInfrastructure.get().kafkaBootstrapServers());
    p.put("acks", "all");
    producer = new KafkaProducer<>(p, new StringSerializer(), new StringSerializer());
    thread = new Thread(this::run, "scripted-engine");
    thread.setDaemon(true);
    thread.start();
  }

  /** Waits until the group has given this engine its partitions: requests from now on are seen. */
  ScriptedEngine awaitReady() {
    org.awaitility.Awaitility.await().atMost(Duration.ofSeconds(60)).until(() -> assigned);
    return this;
  }

  List<EngineRequest> requestsFor(String gameId) {
    return requests.stream().filter(r -> gameId.equals(r.gameId())).toList();
  }

  private void run() {
    Properties p = new Properties();
    p.put("bootstrap.servers", RunningInfrastructure.get().kafkaBootstrapServers());
    p.put("group.id", "scripted-engine-" + UUID.randomUUID());
    p.put("auto.offset.reset", "latest");
    p.put("isolation.level", "read_committed");
    p.put("enable.auto.commit", "false");
    try (var consumer =
        new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of(Topics.ENGINE_REQUESTS));
      while (running) {
        if (down) {
          // An engine-service that is down reads nothing; requests wait in the topic.
          consumer.pause(consumer.assignment());
        } else {
          consumer.resume(consumer.paused());
        }
        var records = consumer.poll(Duration.ofMillis(100));
        assigned = !consumer.assignment().isEmpty();
        java.util.Set<org.apache.kafka.common.TopicPartition> rewound = new java.util.HashSet<>();
        for (ConsumerRecord<String, String> r : records) {
          var tp = new org.apache.kafka.common.TopicPartition(r.topic(), r.partition());
          if (down || rewound.contains(tp)) {
            // went down while polling: leave this request (and the rest) in the topic
            if (rewound.add(tp)) {
              consumer.seek(tp, r.offset());
            }
            continue;
          }
          EngineRequest request = EngineMessages.decodeRequest(r.value());
          requests.add(request);
          answer(request);
          if (answerTwice) {
            answer(request);
          }
        }
        consumer.commitSync();
      }
    }
  }

  private void answer(EngineRequest request) {
    Game game = Game.start(Fen.read(request.fen()), RuleSet.AUTOMATIC);
    for (String uci : request.moves()) {
      game = ((MoveResult.Played<Game>) game.play(UciNotation.read(game.position(), uci))).after();
    }
    Position position = game.position();
    Move best = position.legalMoves().get(0);
    EngineResult result =
        new EngineResult(
            request.requestId(),
            EngineResult.SCHEMA_VERSION,
            request.gameId(),
            request.forSeq(),
            EngineResult.Status.MOVE,
            best.uci(),
            San.write(position, best),
            scoreCp,
            null,
            1,
            20,
            1_000,
            1,
            List.of(best.uci()),
            null,
            "scripted-engine",
            Instant.now());
    producer.send(
        new ProducerRecord<>(Topics.ENGINE_RESULTS, result.key(), EngineMessages.encode(result)));
    producer.flush();
  }

  @Override
  public void close() {
    running = false;
    try {
      thread.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    producer.close();
  }
}
