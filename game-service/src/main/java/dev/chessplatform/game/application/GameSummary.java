package dev.chessplatform.game.application;

import java.time.Instant;

/**
 * What the {@code game_summaries} projection knows of a game: how many events it has seen and the
 * last one. It records the last applied {@code seq}, so replays and redeliveries are no-ops.
 */
public record GameSummary(
    String gameId, long lastSeq, String lastEventType, Instant lastEventAt, long events) {}
