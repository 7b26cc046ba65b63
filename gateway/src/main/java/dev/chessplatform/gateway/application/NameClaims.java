package dev.chessplatform.gateway.application;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Who holds each account name, decided by the store whatever the number of gateways: one claim per
 * name key ({@link dev.chessplatform.gateway.domain.Account#nameKey}), and of two inserts of one
 * key the store takes exactly one. persistence's {@code NameClaimRepository} implements it
 * (MongoDB's {@code account_names}). Every claim but the one of a registration in flight is
 * rebuildable from {@code chess.accounts}: the earliest account of a name holds it ({@link
 * AccountBook}).
 *
 * <p>Every method throws {@link Unavailable} when the store does not answer.
 */
public interface NameClaims {

  /** {@code accountId} holds the name whose key is {@code nameKey}, since {@code claimedAt}. */
  record Claim(String nameKey, String accountId, Instant claimedAt) {}

  /**
   * Inserts {@code claim} unless its name is claimed already.
   *
   * @return empty when {@code claim} now stands, else the claim in its way
   */
  Optional<Claim> claim(Claim claim);

  /**
   * Replaces {@code old} with {@code claim} (same name key) if {@code old}'s account still holds
   * the name: of several callers taking over one claim, exactly one gets true.
   */
  boolean takeOver(Claim old, Claim claim);

  /** Deletes the claim of {@code accountId} on {@code nameKey}, if that account still holds it. */
  void release(String nameKey, String accountId);

  /**
   * Inserts each of {@code claims} whose name has no claim yet (callers racing insert each once)
   * and answers the claims found standing for another account than the one in {@code claims}.
   */
  List<Claim> backfill(Collection<Claim> claims);

  /** The store did not answer: nothing can be said about the name. */
  final class Unavailable extends RuntimeException {
    public Unavailable(Throwable cause) {
      super("the store of name claims did not answer", cause);
    }
  }
}
