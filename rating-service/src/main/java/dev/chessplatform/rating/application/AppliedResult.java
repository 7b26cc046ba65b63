package dev.chessplatform.rating.application;

import dev.chessplatform.rating.domain.RatingChange;

/**
 * One entry of {@code applied_results}, the journal of decided games ({@code _id} = gameId, so a
 * game is decided once). It is written <em>before</em> the players it changes and holds both
 * players' standings before and after, so a batch cut short by a crash is finished from the journal
 * on redelivery instead of being recomputed from half-written players.
 *
 * @param offset where the result sits in {@code chess.game-results}
 */
public record AppliedResult(String gameId, long offset, String resultId, RatingChange change) {}
