package dev.chessplatform.rating.bench;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.Topics;
import dev.chessplatform.events.results.GameResultCodec;
import dev.chessplatform.events.results.GameResultRecord;
import java.time.Instant;
import java.util.Properties;
import java.util.Random;
import java.util.UUID;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Writes {@code count} results among {@code players} humans and the five computer levels, from a
 * fixed seed (so two runs write the same games), with one malformed record per 1,000: {@code
 * ResultsLoad <bootstrap> <count> <players> <seed>}. Prints the topic's end offset.
 */
public final class ResultsLoad {

  private ResultsLoad() {}

  public static void main(String[] args) throws Exception {
    String bootstrap = args[0];
    int count = Integer.parseInt(args[1]);
    int players = Integer.parseInt(args[2]);
    Random random = new Random(Long.parseLong(args[3]));
    String[] results = {
      GameResultRecord.WHITE_WINS, GameResultRecord.BLACK_WINS, GameResultRecord.DRAW
    };
    Properties p = new Properties();
    p.put("bootstrap.servers", bootstrap);
    p.put("acks", "all");
    p.put("enable.idempotence", "true");
    p.put("linger.ms", "20");
    p.put("batch.size", "262144");
    p.put("compression.type", "lz4");
    long started = System.nanoTime();
    try (var producer = new KafkaProducer<>(p, new StringSerializer(), new StringSerializer())) {
      for (int i = 0; i < count; i++) {
        String value;
        if (i % 1000 == 999) {
          value = "{\"malformed\":" + i;
        } else {
          String white = player(random, players);
          String black = player(random, players);
          while (black.equals(white)
              || black.startsWith("computer") && white.startsWith("computer")) {
            black = player(random, players);
          }
          value =
              GameResultCodec.encode(
                  new GameResultRecord(
                      new UUID(random.nextLong(), random.nextLong()).toString(),
                      "bench-" + i,
                      GameResultRecord.SCHEMA_VERSION,
                      white,
                      black,
                      results[random.nextInt(3)],
                      Termination.CHECKMATE,
                      random.nextInt(20) != 0,
                      Instant.ofEpochSecond(1_800_000_000L + i)));
        }
        producer.send(new ProducerRecord<>(Topics.GAME_RESULTS, value));
      }
      producer.flush();
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    System.out.printf("WROTE %d results in %.1f s%n", count, seconds);
  }

  private static String player(Random random, int players) {
    int n = random.nextInt(players + 5);
    return n < 5 ? GameResultRecord.computer(n + 1) : "bench-player-" + (n - 5);
  }
}
