package dev.chessplatform.events.engine;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One search asked of the engine workers on {@code chess.engine-requests}; answered by one {@link
 * EngineResult} on {@code chess.engine-results} with the same {@code requestId}.
 *
 * <p>Wire shape (JSON, UTF-8, see {@link EngineMessages}; {@code null} members are left out and
 * readers ignore unknown members):
 *
 * <pre>{@code
 * {
 *   "requestId": "5b0e…",            // unique per request; the result carries it back
 *   "schemaVersion": 1,
 *   "gameId": "g-42",                // absent for requests that are not about a game
 *   "forSeq": 17,                    // the game's seq (version) the move is asked for
 *   "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
 *   "moves": ["e2e4", "e7e5"],       // UCI moves played from fen (repetitions count)
 *   "level": 3,                      // 1..5; absent: full strength within limits
 *   "limits": {"movetimeMs": 500, "depth": 0, "nodes": 0},   // absent: the level's own
 *   "multiPv": 1,
 *   "requestedAt": "2026-11-29T12:00:00Z",
 *   "deadline": "2026-11-29T12:00:30Z"  // no answer is searched for after this instant
 * }
 * }</pre>
 *
 * <p>Record key: {@code gameId} when present (the requests of one game stay in order on one
 * partition), else {@code requestId}. A request may be delivered more than once (a worker died);
 * the engine answers it once ({@link EngineMessages}), and a reader that sees a repeat still
 * deduplicates by {@code requestId}.
 *
 * @param requestId unique id, chosen by the writer
 * @param schemaVersion {@link #SCHEMA_VERSION}
 * @param gameId the game the move is for, or null
 * @param forSeq the game's version the request was made at, so a late answer can be recognised
 * @param fen the start position
 * @param moves UCI moves from {@code fen} to the position to search
 * @param level playing level 1..5, or null for full strength
 * @param limits explicit bounds, or null
 * @param multiPv lines wanted, at least 1
 * @param requestedAt when the writer asked
 * @param deadline after this instant the answer is useless: no search starts, a running one stops
 */
public record EngineRequest(
    String requestId,
    int schemaVersion,
    String gameId,
    long forSeq,
    String fen,
    List<String> moves,
    Integer level,
    EngineLimits limits,
    int multiPv,
    Instant requestedAt,
    Instant deadline) {

  public static final int SCHEMA_VERSION = 1;

  /** The FEN of the initial position (FIDE Laws 2.3). */
  public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  public EngineRequest {
    Objects.requireNonNull(requestId, "requestId");
    Objects.requireNonNull(fen, "fen");
    Objects.requireNonNull(requestedAt, "requestedAt");
    Objects.requireNonNull(deadline, "deadline");
    moves = moves == null ? List.of() : List.copyOf(moves);
    multiPv = Math.max(1, multiPv);
  }

  /** The record key: the game, so one game's requests stay in order, else the request. */
  public String key() {
    return gameId != null ? gameId : requestId;
  }
}
