package dev.chessplatform.rating.application;

import dev.chessplatform.rating.domain.RatedGame;
import java.time.Instant;

/** A readable result and where it sits in {@code chess.game-results}. */
public record PositionedGame(long offset, String resultId, RatedGame game, Instant endedAt) {}
