package dev.chessplatform.rating.domain;

import java.time.Instant;

/**
 * One line of {@code rating_history}: {@code _id} = {@code gameId:playerId}; a line is a function
 * of the journaled change, so a second write of it is skipped, never different.
 *
 * @param offset position of the result in {@code chess.game-results}: the order of a history
 */
public record HistoryLine(
    String playerId,
    String gameId,
    long offset,
    String opponent,
    Score score,
    int before,
    int after,
    int change,
    boolean counted,
    int ladderBefore,
    int ladderAfter,
    Instant endedAt) {}
