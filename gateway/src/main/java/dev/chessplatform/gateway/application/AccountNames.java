package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.application.AccountRefused.AccountsUnavailable;
import dev.chessplatform.gateway.application.AccountRefused.NameTaken;
import dev.chessplatform.gateway.application.NameClaims.Claim;
import dev.chessplatform.gateway.domain.Account;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;

/**
 * Account names, each held by one account however many gateways register at once. The store's
 * {@link NameClaims} decides which registration claimed a name first; the {@link AccountBook} (what
 * {@code chess.accounts} says) tells a claim whose account exists from one whose registration is in
 * flight on some gateway, or died there between the claim and the write to the topic.
 *
 * <p>Timing assumptions, all in this class: a registration writes its account within {@link
 * #WRITE_WITHIN} of its claim, or gives up (and the journal confirms or fails a write within its
 * own 10 s); every gateway's tail reads a record within seconds; the gateways' clocks agree within
 * seconds. A claim older than {@link #ORPHANED_AFTER} whose account no book has is therefore one
 * that will never get its account, and may be taken over.
 */
@ApplicationScoped
public class AccountNames {

  private static final Logger LOG = Logger.getLogger(AccountNames.class);

  /** Claim age past which a claim without an account is orphaned (10 s + 10 s + slack). */
  public static final Duration ORPHANED_AFTER = Duration.ofSeconds(30);

  /** The longest a registration may take from its claim to its write: after that it gives up. */
  public static final Duration WRITE_WITHIN = Duration.ofSeconds(10);

  private final AccountBook book;
  private final NameClaims claims;

  public AccountNames(AccountBook book, NameClaims claims) {
    this.book = book;
    this.claims = claims;
  }

  /**
   * Claims {@code name} for {@code accountId} at {@code now}, taking over an orphaned claim.
   *
   * @throws AccountRefused {@link NameTaken} when another account holds it or is being registered
   *     with it; {@link AccountsUnavailable} when the store does not answer
   */
  void claim(String name, String accountId, Instant now) {
    Claim mine = new Claim(Account.nameKey(name), accountId, now);
    Optional<Claim> held = store(() -> claims.claim(mine));
    if (held.isEmpty()) {
      return;
    }
    Claim other = held.get();
    if (book.byId(other.accountId()).isPresent()
        || !orphaned(other, now)
        || !store(() -> claims.takeOver(other, mine))) {
      throw new AccountRefused(new NameTaken(name));
    }
    LOG.infof(
        "name key %s taken over by %s: claimed by %s at %s, an account chess.accounts never got",
        mine.nameKey(), accountId, other.accountId(), other.claimedAt());
  }

  /**
   * Claims {@code name} unless it is claimed (no take-over: a guest tries another name).
   *
   * @throws AccountRefused {@link AccountsUnavailable} when the store does not answer
   */
  boolean tryClaim(String name, String accountId, Instant now) {
    return store(() -> claims.claim(new Claim(Account.nameKey(name), accountId, now))).isEmpty();
  }

  /** True while a registration that claimed at {@code claimedAt} may still write its account. */
  boolean mayWrite(Instant claimedAt, Instant now) {
    return Duration.between(claimedAt, now).compareTo(WRITE_WITHIN) <= 0;
  }

  /**
   * Frees {@code name} after its account was surely not written. A store that does not answer
   * leaves the claim orphaned: the name is free again {@link #ORPHANED_AFTER} after the claim.
   */
  void release(String name, String accountId) {
    try {
      claims.release(Account.nameKey(name), accountId);
    } catch (RuntimeException e) {
      LOG.warnf(
          "claim of %s by %s not released (%s): free again %s after it was made",
          name, accountId, e, ORPHANED_AFTER);
    }
  }

  /**
   * After the replay of {@code chess.accounts}: gives every name the book holds a claim (the store
   * keeps only what the topic rebuilds, so a lost or older store is filled in; gateways starting
   * together insert each claim once). A claim naming another account than the book is corrected:
   * the topic is the truth. A failure is logged: the book still refuses the names it holds.
   */
  public void backfill() {
    Map<String, Claim> truth =
        book.nameHolders().stream()
            .map(a -> new Claim(a.nameKey(), a.accountId(), a.createdAt()))
            .collect(Collectors.toMap(Claim::nameKey, Function.identity()));
    try {
      List<Claim> others = claims.backfill(truth.values());
      for (Claim wrong : others) {
        Claim right = truth.get(wrong.nameKey());
        LOG.warnf(
            "name key %s was claimed by %s, but chess.accounts gives it to %s (its earliest"
                + " account of that name): claim corrected",
            wrong.nameKey(), wrong.accountId(), right.accountId());
        claims.takeOver(wrong, right);
      }
      LOG.infof("name claims: %d names of chess.accounts claimed", truth.size());
    } catch (RuntimeException e) {
      LOG.errorf(
          "name claims not backfilled (%s): the next start tries again; names the book holds"
              + " are refused from the book meanwhile",
          e.toString());
    }
  }

  private boolean orphaned(Claim claim, Instant now) {
    return Duration.between(claim.claimedAt(), now).compareTo(ORPHANED_AFTER) > 0;
  }

  private static <T> T store(Supplier<T> call) {
    try {
      return call.get();
    } catch (NameClaims.Unavailable e) {
      throw new AccountRefused(new AccountsUnavailable(), e);
    }
  }
}
