package dev.chessplatform.events.results;

import dev.chessplatform.chess.Termination;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;

/**
 * One finished game on {@code chess.game-results}: written by game-service, read by rating-service.
 * The topic has one partition, so every reader sees the results in one total order.
 *
 * <p>Wire shape (JSON, UTF-8; the record's components by name, {@code endedAt} as an ISO-8601
 * instant; readers ignore unknown fields):
 *
 * <pre>{@code
 * {
 *   "resultId": "7f0c2a6e-3c1d-4e0b-9a51-0d6f1b1f5e11",  // UUID of this record
 *   "gameId": "g-42",                                     // unique per game
 *   "schemaVersion": 1,                                   // readers park versions they do not know
 *   "white": "acc-alice",                                 // account id, or "computer:1".."computer:5"
 *   "black": "computer:3",
 *   "result": "1-0",                                      // "1-0", "0-1" or "1/2-1/2" (PGN)
 *   "termination": "CHECKMATE",                           // a Termination, by name
 *   "rated": true,                                        // false: a casual game, changes nothing
 *   "endedAt": "2026-11-29T12:00:00Z"
 * }
 * }</pre>
 *
 * <p>The record key is free (none, or the game id); readers do not use it. A result is about one
 * game: the same {@code gameId} written twice is applied once. Player ids starting with {@value
 * #COMPUTER_PREFIX} are reserved for the engine's levels. {@code termination} is chess-core's
 * {@link Termination} by name, the one vocabulary of how a game ends (an aborted game is written as
 * an unrated draw with {@link Termination#ABORTED}: it counts for nothing); a reader answers any
 * other name as a field outside the contract, so a new end is a contract change: readers learn it
 * before a writer writes it. {@link GameResultCodec} is the one wire form, for writers and readers.
 *
 * @param resultId UUID of this record (a retried write may repeat it)
 * @param gameId the game's id
 * @param schemaVersion {@link #SCHEMA_VERSION} for this shape
 * @param white player id of white
 * @param black player id of black
 * @param result {@link #WHITE_WINS}, {@link #BLACK_WINS} or {@link #DRAW}
 * @param termination why the game ended, for example {@link Termination#CHECKMATE}
 * @param rated whether the game counts for ratings
 * @param endedAt when the game ended (the server's clock)
 */
public record GameResultRecord(
    String resultId,
    String gameId,
    int schemaVersion,
    String white,
    String black,
    String result,
    Termination termination,
    boolean rated,
    Instant endedAt) {

  /** The version of this shape. */
  public static final int SCHEMA_VERSION = 1;

  public static final String WHITE_WINS = "1-0";
  public static final String BLACK_WINS = "0-1";
  public static final String DRAW = "1/2-1/2";

  /** Player ids of the computer levels: {@code computer:1} .. {@code computer:5}. */
  public static final String COMPUTER_PREFIX = "computer:";

  private static final Set<String> RESULTS = Set.of(WHITE_WINS, BLACK_WINS, DRAW);

  public GameResultRecord {
    Objects.requireNonNull(resultId, "resultId");
    Objects.requireNonNull(gameId, "gameId");
    Objects.requireNonNull(white, "white");
    Objects.requireNonNull(black, "black");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(termination, "termination");
    Objects.requireNonNull(endedAt, "endedAt");
    if (!RESULTS.contains(result)) {
      throw new IllegalArgumentException("result must be 1-0, 0-1 or 1/2-1/2, was " + result);
    }
  }

  /** The player id of a computer level. */
  public static String computer(int level) {
    return COMPUTER_PREFIX + level;
  }
}
