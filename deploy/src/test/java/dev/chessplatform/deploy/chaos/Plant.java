package dev.chessplatform.deploy.chaos;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.results.GameResultCodec;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.kafka.KafkaClients;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;

/**
 * Planted faults, to show that each check of {@link Verifier} fails when its guarantee breaks
 * ({@code -Dchaos.plant=lost,duplicated,gap,rating}): after play and before the verification,
 *
 * <ul>
 *   <li>{@code lost}: one acknowledgement the platform never gave (a key no event carries);
 *   <li>{@code duplicated}: the last acknowledged move's event written again with the next seq
 *       (also a replay mismatch: the replay has one event more than game-service);
 *   <li>{@code gap}: an event of another game written again two seqs past its end;
 *   <li>{@code rating}: a rated result on {@code chess.game-results} for a game the campaign never
 *       played, which rating-service counts and the topic's games do not explain.
 * </ul>
 */
final class Plant {

  static final Set<String> KINDS = Set.of("lost", "duplicated", "gap", "rating");

  private Plant() {}

  static void plant(Campaign c, Set<String> kinds) throws Exception {
    if (!KINDS.containsAll(kinds)) {
      throw new IllegalArgumentException("chaos.plant takes " + KINDS + ", not " + kinds);
    }
    KafkaClients kafka = KafkaClients.at(c.platform.kafkaBootstrap());
    Map<String, List<GameEventEnvelope>> events =
        new Verifier(c).readEvents(new Verifier.Verdict());
    List<Campaign.Ack> acks = new ArrayList<>(c.acks);
    try (KafkaProducer<String, String> out =
        kafka.durableProducer().clientId("chaos-plant").strings()) {
      if (kinds.contains("lost")) {
        Campaign.Ack any = acks.get(0);
        c.acks.add(
            new Campaign.Ack(
                any.gameId(), "planted-" + UUID.randomUUID(), any.uci(), any.playerId()));
      }
      if (kinds.contains("duplicated")) {
        Campaign.Ack last = acks.get(acks.size() - 1);
        List<GameEventEnvelope> game = events.get(last.gameId());
        GameEventEnvelope move =
            game.stream()
                .filter(
                    e -> e.payload() instanceof MovePlayed && last.key().equals(e.idempotencyKey()))
                .findFirst()
                .orElseThrow();
        write(out, again(move, game.get(game.size() - 1).seq() + 1));
      }
      if (kinds.contains("gap")) {
        String other =
            c.games.stream()
                .filter(g -> !g.equals(acks.get(acks.size() - 1).gameId()))
                .findFirst()
                .orElseThrow();
        List<GameEventEnvelope> game = events.get(other);
        GameEventEnvelope end = game.get(game.size() - 1);
        write(out, again(end, end.seq() + 2));
      }
      out.flush();
    }
    if (kinds.contains("rating")) {
      try (KafkaProducer<byte[], byte[]> out =
          kafka.durableProducer().clientId("chaos-plant-results").bytes()) {
        String game = "planted-" + UUID.randomUUID();
        GameResultRecord r =
            new GameResultRecord(
                UUID.randomUUID().toString(),
                game,
                GameResultRecord.SCHEMA_VERSION,
                c.players.get(0).id(),
                c.players.get(1).id(),
                GameResultRecord.WHITE_WINS,
                Termination.RESIGNATION,
                true,
                Instant.now());
        out.send(
                new ProducerRecord<>(
                    Topics.GAME_RESULTS,
                    game.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                    GameResultCodec.encode(r).getBytes(java.nio.charset.StandardCharsets.UTF_8)))
            .get(30, TimeUnit.SECONDS);
      }
    }
  }

  private static GameEventEnvelope again(GameEventEnvelope e, long seq) {
    return new GameEventEnvelope(
        UUID.randomUUID().toString(),
        e.gameId(),
        seq,
        e.type(),
        e.schemaVersion(),
        e.occurredAt(),
        e.idempotencyKey(),
        e.actor(),
        e.payload());
  }

  private static void write(KafkaProducer<String, String> out, GameEventEnvelope e)
      throws Exception {
    out.send(new ProducerRecord<>(Topics.GAME_EVENTS, e.gameId(), GameEventCodec.encode(e)))
        .get(30, TimeUnit.SECONDS);
  }
}
