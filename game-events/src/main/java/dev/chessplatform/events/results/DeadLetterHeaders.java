package dev.chessplatform.events.results;

/**
 * The headers a parked result carries on {@code chess.game-results.dlq} beside the original
 * record's own (copied unchanged), each a UTF-8 string: written by rating-service, described by the
 * AsyncAPI document, read by whoever replays the parked records.
 */
public final class DeadLetterHeaders {

  /** Why the record was parked: a {@link GameResultCodec.Failure} in kebab case. */
  public static final String REASON = "chess.dlq.reason";

  /** The reader's sentence, e.g. {@code missing field 'gameId'}. */
  public static final String DETAIL = "chess.dlq.detail";

  /** Where the record came from: {@code topic/partition/offset}. */
  public static final String SOURCE = "chess.dlq.source";

  private DeadLetterHeaders() {}
}
