package dev.chessplatform.events.engine;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The answer to one {@link EngineRequest} on {@code chess.engine-results}.
 *
 * <p>Wire shape (JSON, UTF-8, see {@link EngineMessages}; {@code null} members are left out):
 *
 * <pre>{@code
 * {
 *   "requestId": "5b0e…",        // the request's id: readers deduplicate by it
 *   "schemaVersion": 1,
 *   "gameId": "g-42",            // copied from the request
 *   "forSeq": 17,                // copied: a game that has moved past it ignores the answer
 *   "status": "MOVE",            // MOVE, NO_LEGAL_MOVE, EXPIRED or REJECTED (see Status)
 *   "bestMove": "g1f3",          // UCI, only with MOVE
 *   "san": "Nf3",
 *   "scoreCp": 31,               // side to move's view; or "mateIn": 3 (negative: being mated)
 *   "depth": 9, "nodes": 120345, "nps": 480000, "timeMs": 250,
 *   "pv": ["g1f3", "b8c6"],      // UCI
 *   "detail": "…",               // why, with REJECTED, EXPIRED and NO_LEGAL_MOVE
 *   "worker": "engine-service-0",
 *   "answeredAt": "2026-11-29T12:00:00.25Z"
 * }
 * }</pre>
 *
 * <p>{@code status} is a plain string, not an enum, so a newer writer's status never breaks an
 * older reader; a reader treats an unknown status like {@code REJECTED}. Same key as the request.
 */
public record EngineResult(
    String requestId,
    int schemaVersion,
    String gameId,
    long forSeq,
    String status,
    String bestMove,
    String san,
    Integer scoreCp,
    Integer mateIn,
    int depth,
    long nodes,
    long nps,
    long timeMs,
    List<String> pv,
    String detail,
    String worker,
    Instant answeredAt) {

  public static final int SCHEMA_VERSION = 1;

  public EngineResult {
    Objects.requireNonNull(requestId, "requestId");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(answeredAt, "answeredAt");
    pv = pv == null ? List.of() : List.copyOf(pv);
    if (Status.MOVE.equals(status) && bestMove == null) {
      throw new IllegalArgumentException("a MOVE result needs bestMove");
    }
  }

  /** The record key, the same as the request's. */
  public String key() {
    return gameId != null ? gameId : requestId;
  }

  /** An answer without a move (no legal move, expired or rejected request). */
  public static EngineResult without(
      EngineRequest request, String status, String detail, String worker, Instant at) {
    return new EngineResult(
        request.requestId(),
        SCHEMA_VERSION,
        request.gameId(),
        request.forSeq(),
        status,
        null,
        null,
        null,
        null,
        0,
        0,
        0,
        0,
        List.of(),
        detail,
        worker,
        at);
  }

  /** Values of {@link #status()}; writers may add more. */
  public static final class Status {
    /** A move was found: {@code bestMove}, {@code san} and the score are set. */
    public static final String MOVE = "MOVE";

    /** The position is checkmate or stalemate; {@code detail} says which. */
    public static final String NO_LEGAL_MOVE = "NO_LEGAL_MOVE";

    /** The deadline passed before a worker was free: ask again if still needed. */
    public static final String EXPIRED = "EXPIRED";

    /** The request cannot be searched (bad FEN, illegal move, bad level); {@code detail} says. */
    public static final String REJECTED = "REJECTED";

    private Status() {}
  }
}
