package dev.chessplatform.engineservice.application;

/** The task's deadline passed while it waited for a worker: it never ran. */
public final class DeadlineExpiredException extends RuntimeException {
  public DeadlineExpiredException() {
    super("the deadline passed before a worker was free");
  }
}
