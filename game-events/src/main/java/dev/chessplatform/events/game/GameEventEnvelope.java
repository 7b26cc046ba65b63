package dev.chessplatform.events.game;

import java.time.Instant;
import java.util.Objects;

/**
 * One record of {@code chess.game-events} (key = {@code gameId}).
 *
 * @param eventId UUID of this event
 * @param gameId the game, also the record key
 * @param seq 1, 2, 3 … per game without gaps: the game's version after this event
 * @param type the payload's stable type name, see {@link GameEventTypes}
 * @param schemaVersion the payload shape's version
 * @param occurredAt when the server decided the event; clocks are measured between these
 * @param idempotencyKey the key of the command that caused it, scoped by {@code actor}; absent for
 *     events the server raised itself (a flag fall, a resume)
 * @param actor the player whose command caused the event, absent for the server's own events
 * @param payload the event itself
 */
public record GameEventEnvelope(
    String eventId,
    String gameId,
    long seq,
    String type,
    int schemaVersion,
    Instant occurredAt,
    String idempotencyKey,
    String actor,
    GameEvent payload) {

  public GameEventEnvelope {
    Objects.requireNonNull(eventId, "eventId");
    Objects.requireNonNull(gameId, "gameId");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(occurredAt, "occurredAt");
    Objects.requireNonNull(payload, "payload");
    if (seq < 1) {
      throw new IllegalArgumentException("seq starts at 1");
    }
  }

  /** An envelope for {@code payload} with its registered type and current schema version. */
  public static GameEventEnvelope of(
      String eventId,
      String gameId,
      long seq,
      Instant occurredAt,
      String idempotencyKey,
      String actor,
      GameEvent payload) {
    GameEventTypes.Registration r = GameEventTypes.of(payload.getClass());
    return new GameEventEnvelope(
        eventId,
        gameId,
        seq,
        r.type(),
        r.schemaVersion(),
        occurredAt,
        idempotencyKey,
        actor,
        payload);
  }
}
