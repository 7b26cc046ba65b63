package dev.chessplatform.game.application;

import java.util.Optional;

/**
 * The summary projection (how far it has read each game) as the use cases read it; persistence's
 * {@code GameSummaryRepository} implements it.
 */
public interface GameSummaries {

  Optional<GameSummary> find(String gameId);
}
