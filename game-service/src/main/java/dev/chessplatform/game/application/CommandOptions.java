package dev.chessplatform.game.application;

/**
 * Preconditions of a command.
 *
 * @param expectedVersion the {@code If-Match} version, or null
 * @param idempotencyKey the {@code Idempotency-Key}, or null; scoped by game and caller
 */
public record CommandOptions(Long expectedVersion, String idempotencyKey) {
  public static final CommandOptions NONE = new CommandOptions(null, null);
}
