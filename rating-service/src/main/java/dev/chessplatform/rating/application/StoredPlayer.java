package dev.chessplatform.rating.application;

import dev.chessplatform.rating.domain.PlayerRating;

/**
 * A human's standing as stored, with the offset of the last result of {@code chess.game-results}
 * applied to it: a result at offset o changes the document only while {@code lastAppliedOffset <
 * o}, which makes the write idempotent on its own.
 */
public record StoredPlayer(PlayerRating standing, long lastAppliedOffset) {

  /** Nothing applied yet: the offset before the first record of the topic. */
  public static final long NOTHING_APPLIED = -1;
}
