package dev.chessplatform.deploy.chaos;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.results.GameResultCodec;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.kafka.EndOffsets;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.kafka.TopicPartitions;
import dev.chessplatform.replay.RefereedGame;
import dev.chessplatform.replay.ReplayedGame;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.kafka.clients.consumer.KafkaConsumer;

/**
 * What the campaign checks once play has stopped, from the system of record: {@code
 * chess.game-events} and {@code chess.game-results} read from offset 0 (committed records only)
 * with the contract's codecs, against what the clients were told and what the services answer.
 */
final class Verifier {

  private static final Duration RATING_BOUND = Duration.ofSeconds(90);

  /** The checks' counts; each list holds the first details of its kind. */
  static final class Verdict {
    long eventsRead;
    long unreadableEvents;
    long resultsRead;
    long lost;
    long duplicated;
    long seqGaps;
    long replayMismatches;
    long ratingMismatches;
    long writtenUnacknowledged;
    long ratedResults;
    long gamesChecked;
    final List<String> details = new ArrayList<>();

    /**
     * Fails unless the topics hold every acknowledged move exactly once, without seq gaps, every
     * game equal to its replay, every rated result counted once and every event readable; {@code
     * saved} is where the summary is, for the message.
     */
    void assertClean(Path saved) {
      assertAll(
          () -> assertZero(lost, "lost acknowledged moves", saved),
          () -> assertZero(duplicated, "duplicated acknowledged moves", saved),
          () -> assertZero(seqGaps, "games with a seq gap", saved),
          () -> assertZero(replayMismatches, "games unlike their replay", saved),
          () -> assertZero(ratingMismatches, "results not counted exactly once", saved),
          () -> assertZero(unreadableEvents, "unreadable events", saved));
    }

    private static void assertZero(long count, String what, Path saved) {
      assertEquals(0, count, what + "; see " + saved);
    }

    void detail(String d) {
      if (details.size() < 40) {
        details.add(d);
      }
    }

    boolean clean() {
      return lost == 0
          && duplicated == 0
          && seqGaps == 0
          && replayMismatches == 0
          && ratingMismatches == 0
          && unreadableEvents == 0;
    }
  }

  private final Campaign campaign;
  private final KafkaClients kafka;

  Verifier(Campaign campaign) {
    this.campaign = campaign;
    this.kafka = KafkaClients.at(campaign.platform.kafkaBootstrap());
  }

  Verdict verify() throws Exception {
    Verdict v = new Verdict();
    Map<String, List<GameEventEnvelope>> events = readEvents(v);
    Set<String> ours = campaign.games;
    moves(v, events, ours);
    seqs(v, events, ours);
    replays(v, events, ours);
    ratings(v, ours);
    return v;
  }

  /** Every event of every game, in the topic's order (one game lives in one partition). */
  Map<String, List<GameEventEnvelope>> readEvents(Verdict v) {
    Map<String, List<GameEventEnvelope>> byGame = new HashMap<>();
    try (KafkaConsumer<String, String> consumer =
        kafka
            .consumer()
            .clientId("chaos-verifier-events")
            .readCommitted()
            .maxPollRecords(5000)
            .with("default.api.timeout.ms", "30000")
            .strings()) {
      v.eventsRead =
          EndOffsets.readFromStart(
              consumer,
              TopicPartitions.of(consumer, Topics.GAME_EVENTS),
              Duration.ofMillis(200),
              r -> {
                if (GameEventCodec.decode(r.value()) instanceof GameEventCodec.Known k) {
                  byGame
                      .computeIfAbsent(k.envelope().gameId(), g -> new ArrayList<>())
                      .add(k.envelope());
                } else if (campaign.games.contains(r.key())) {
                  v.unreadableEvents++;
                  v.detail("unreadable event of " + r.key() + ": " + r.value());
                }
              });
    }
    return byGame;
  }

  /** Every acknowledged move exactly once in the topic, matched by its Idempotency-Key. */
  private void moves(Verdict v, Map<String, List<GameEventEnvelope>> events, Set<String> ours) {
    Map<String, List<GameEventEnvelope>> byKey = new HashMap<>();
    for (String game : ours) {
      for (GameEventEnvelope e : events.getOrDefault(game, List.of())) {
        if (e.payload() instanceof MovePlayed && e.idempotencyKey() != null) {
          byKey.computeIfAbsent(e.idempotencyKey(), k -> new ArrayList<>()).add(e);
        }
      }
    }
    Set<String> acknowledged = new HashSet<>();
    for (Campaign.Ack ack : campaign.acks) {
      acknowledged.add(ack.key());
      List<GameEventEnvelope> found = byKey.getOrDefault(ack.key(), List.of());
      if (found.isEmpty()) {
        v.lost++;
        v.detail("lost: " + ack);
      } else if (found.size() > 1) {
        v.duplicated += found.size() - 1;
        v.detail("duplicated " + found.size() + " times: " + ack);
      } else {
        GameEventEnvelope e = found.get(0);
        String uci = ((MovePlayed) e.payload()).uci();
        if (!e.gameId().equals(ack.gameId()) || !uci.equals(ack.uci())) {
          v.lost++;
          v.detail("acknowledged " + ack + " but the topic has " + uci + " in " + e.gameId());
        }
      }
    }
    for (Map.Entry<String, List<GameEventEnvelope>> e : byKey.entrySet()) {
      if (!acknowledged.contains(e.getKey())) {
        v.writtenUnacknowledged += e.getValue().size();
      }
    }
  }

  /** Each game's seqs are 1, 2, 3 … with neither a gap nor a repeat. */
  private void seqs(Verdict v, Map<String, List<GameEventEnvelope>> events, Set<String> ours) {
    for (String game : ours) {
      List<GameEventEnvelope> list = events.getOrDefault(game, List.of());
      if (list.isEmpty()) {
        v.seqGaps++;
        v.detail("no event at all for game " + game);
        continue;
      }
      for (int i = 0; i < list.size(); i++) {
        if (list.get(i).seq() != i + 1) {
          v.seqGaps++;
          v.detail(
              "game "
                  + game
                  + ": event "
                  + i
                  + " has seq "
                  + list.get(i).seq()
                  + ", seqs "
                  + list.stream().map(GameEventEnvelope::seq).toList());
          break;
        }
      }
    }
  }

  /** Each game as game-service serves it equals the game folded again from its events. */
  private void replays(Verdict v, Map<String, List<GameEventEnvelope>> events, Set<String> ours)
      throws InterruptedException {
    for (String game : ours) {
      v.gamesChecked++;
      RefereedGame fold = new RefereedGame(game);
      events.getOrDefault(game, List.of()).forEach(fold::apply);
      ReplayedGame replayed = fold.game();
      ChaosClient.Answer answer =
          campaign.client.call(
              campaign.players.get(0),
              "GET",
              "/api/games/" + game,
              null,
              null,
              true,
              Duration.ZERO);
      if (answer == null || answer.status() != 200) {
        v.replayMismatches++;
        v.detail("game " + game + " could not be read: " + (answer == null ? "-" : answer.body()));
        continue;
      }
      JsonNode view = answer.json();
      List<String> sans = new ArrayList<>();
      view.path("moves").forEach(m -> sans.add(m.asText()));
      List<String> differences = new ArrayList<>();
      if (replayed.problem() != null) {
        differences.add("the replay stopped: " + replayed.problem());
      }
      compare(differences, "version", view.path("version").asLong(), replayed.lastSeq());
      compare(differences, "status", view.path("status").asText(), replayed.status().name());
      compare(differences, "moves", sans, replayed.sans());
      compare(differences, "fen", view.path("fen").asText(), Fen.write(replayed.game().position()));
      if (replayed.status() == ReplayedGame.Status.ENDED) {
        compare(differences, "result", view.path("result").asText(null), replayed.result());
        compare(
            differences,
            "termination",
            view.path("termination").asText(null),
            replayed.termination() == null ? null : replayed.termination().name());
      }
      if (!differences.isEmpty()) {
        v.replayMismatches++;
        v.detail("game " + game + " differs from its replay: " + differences);
      }
    }
  }

  private static void compare(
      List<String> differences, String what, Object served, Object replayed) {
    if (!Objects.equals(served, replayed)) {
      differences.add(what + " served " + served + ", replayed " + replayed);
    }
  }

  /**
   * Every rated result on {@code chess.game-results} counted exactly once by rating-service: each
   * player's record (wins + draws + losses) equals the rated results of his games, awaited with a
   * bound while rating-service catches up.
   */
  private void ratings(Verdict v, Set<String> ours) throws InterruptedException {
    Map<String, GameResultRecord> results = new HashMap<>();
    long[] read = {0};
    try (KafkaConsumer<byte[], byte[]> consumer =
        kafka
            .consumer()
            .clientId("chaos-verifier-results")
            .readCommitted()
            .with("default.api.timeout.ms", "30000")
            .bytes()) {
      EndOffsets.readFromStart(
          consumer,
          TopicPartitions.of(consumer, Topics.GAME_RESULTS),
          Duration.ofMillis(200),
          r -> {
            read[0]++;
            if (GameResultCodec.decode(r.value()) instanceof GameResultCodec.Read ok) {
              results.put(ok.record().gameId(), ok.record());
            }
          });
    }
    v.resultsRead = read[0];
    Map<String, Integer> expected = new HashMap<>();
    campaign.players.forEach(p -> expected.put(p.id(), 0));
    for (GameResultRecord r : results.values()) {
      if (r.rated() && ours.contains(r.gameId())) {
        v.ratedResults++;
        expected.computeIfPresent(r.white(), (k, n) -> n + 1);
        expected.computeIfPresent(r.black(), (k, n) -> n + 1);
      }
    }
    Map<String, Integer> counted = new HashMap<>();
    long deadline = System.nanoTime() + RATING_BOUND.toNanos();
    while (true) {
      for (var p : campaign.players) {
        ChaosClient.Answer a =
            campaign.client.call(
                p, "GET", "/api/ratings/players/" + p.id(), null, null, false, Duration.ZERO);
        counted.put(
            p.id(),
            a == null
                ? -1
                : a.status() == 404 ? 0 : a.json().path("record").path("games").asInt(-1));
      }
      if (counted.equals(expected) || System.nanoTime() > deadline) {
        break;
      }
      Thread.sleep(500); // rating-service catches up: the next read is the check
    }
    for (var e : expected.entrySet()) {
      int got = counted.getOrDefault(e.getKey(), -1);
      if (got != e.getValue()) {
        v.ratingMismatches++;
        v.detail(
            "player "
                + e.getKey()
                + ": "
                + e.getValue()
                + " rated results on the topic, rating-service counted "
                + got);
      }
    }
  }
}
