package dev.chessplatform.rating.messaging;

/** Why a record of {@code chess.game-results} was parked on the dead-letter topic. */
public enum ParkReason {
  /** Not JSON, or not a JSON object. */
  NOT_JSON("not-json"),
  /** A required field is absent or null. */
  MISSING_FIELD("missing-field"),
  /** A field has the wrong type or a value outside the contract. */
  INVALID_FIELD("invalid-field"),
  /** A {@code schemaVersion} this reader does not know. */
  UNKNOWN_VERSION("unknown-version");

  private final String code;

  ParkReason(String code) {
    this.code = code;
  }

  /** Stable code: the metric tag and the {@code chess.dlq.reason} header. */
  public String code() {
    return code;
  }
}
