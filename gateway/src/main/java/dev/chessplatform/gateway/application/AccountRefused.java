package dev.chessplatform.gateway.application;

/**
 * {@link Accounts} refused: the reason is a value ({@link Refusal}), and {@code api} maps each one
 * to its problem, so the application knows nothing of HTTP.
 */
public final class AccountRefused extends RuntimeException {

  /** Why a request about accounts or tokens was refused. */
  public sealed interface Refusal {}

  /** A field of the request is not acceptable; {@code reason} says why, for the caller. */
  public record InvalidField(String field, String reason) implements Refusal {}

  /** Another account has this name (names differ by more than case). */
  public record NameTaken(String name) implements Refusal {}

  /** No account has this name and password (or the name is a guest's, which has none). */
  public record WrongCredentials() implements Refusal {}

  /** The new token would allow more than the token it is made with. */
  public record ScopesBeyondCaller() implements Refusal {}

  /**
   * Too many failed sign-ins on the account name or from the client address ({@code limit}): the
   * next attempt may come in {@code retryAfterSeconds}; the password was not checked.
   */
  public record SignInsThrottled(String limit, long retryAfterSeconds) implements Refusal {}

  /** The account holds {@code max} active tokens already. */
  public record TooManyTokens(int max) implements Refusal {}

  /** The account has no active token {@code tokenId}. */
  public record UnknownToken(String tokenId) implements Refusal {}

  /** A guest's account cannot become a bot: it has no name of its own and cannot log in again. */
  public record GuestCannotBeBot() implements Refusal {}

  /**
   * {@code chess.accounts} did not confirm the write in time, the store of name claims did not
   * answer, or the gateway has not read the topic yet: the change was not answered as made.
   */
  public record AccountsUnavailable() implements Refusal {}

  private final transient Refusal refusal;

  public AccountRefused(Refusal refusal) {
    this(refusal, null);
  }

  public AccountRefused(Refusal refusal, Throwable cause) {
    super(refusal.toString(), cause);
    this.refusal = refusal;
  }

  public Refusal refusal() {
    return refusal;
  }
}
