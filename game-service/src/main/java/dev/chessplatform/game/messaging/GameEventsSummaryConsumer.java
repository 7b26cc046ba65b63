package dev.chessplatform.game.messaging;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.game.persistence.GameSummaryRepository;
import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;

/**
 * Projects {@code chess.game-events} into {@code game_summaries}. Reads only the envelope ({@code
 * gameId}, {@code seq}, {@code type}, {@code occurredAt}) and ignores every other field, so new
 * event types and new fields never break it. A record without a readable envelope is logged and
 * skipped rather than blocking the partition.
 */
@ApplicationScoped
public class GameEventsSummaryConsumer {

  private static final Logger LOG = Logger.getLogger(GameEventsSummaryConsumer.class);

  private final ObjectMapper json;
  private final GameSummaryRepository summaries;

  public GameEventsSummaryConsumer(ObjectMapper json, GameSummaryRepository summaries) {
    this.json = json;
    this.summaries = summaries;
  }

  @Incoming("game-events-summary")
  @Blocking
  public void onEvent(String record) {
    JsonNode envelope;
    try {
      envelope = json.readTree(record);
    } catch (Exception e) {
      LOG.warnf("Skipping a record of chess.game-events that is not JSON: %s", e.getMessage());
      return;
    }
    if (!envelope.hasNonNull("gameId")
        || !envelope.hasNonNull("seq")
        || !envelope.hasNonNull("type")) {
      LOG.warnf("Skipping a record of chess.game-events without an envelope: %s", record);
      return;
    }
    Instant occurredAt =
        envelope.hasNonNull("occurredAt")
            ? Instant.parse(envelope.get("occurredAt").asText())
            : Instant.EPOCH;
    summaries.apply(
        envelope.get("gameId").asText(),
        envelope.get("seq").asLong(),
        envelope.get("type").asText(),
        occurredAt);
  }
}
