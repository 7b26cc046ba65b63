package dev.chessplatform.engineservice.application;

/** Every worker is busy and the queue is full: ask again after {@link #retryAfterSeconds()}. */
public final class PoolFullException extends RuntimeException {
  private final long retryAfterSeconds;

  public PoolFullException(long retryAfterSeconds) {
    super("the search queue is full");
    this.retryAfterSeconds = retryAfterSeconds;
  }

  public long retryAfterSeconds() {
    return retryAfterSeconds;
  }
}
