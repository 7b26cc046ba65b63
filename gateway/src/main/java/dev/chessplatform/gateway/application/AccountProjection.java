package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.domain.Account;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

/**
 * What becomes of each account read from {@code chess.accounts}: the {@link AccountBook} (which the
 * gateway answers from) takes it first, then the stored view. A view that fails to store is only
 * logged: it is rebuilt from the topic at the next start, and the book already has the account.
 * Once the topic is replayed, the name claims are filled in from the book ({@link
 * AccountNames#backfill}).
 */
@ApplicationScoped
public class AccountProjection {

  private static final Logger LOG = Logger.getLogger(AccountProjection.class);

  private final AccountBook book;
  private final StoredAccounts view;
  private final AccountNames names;

  public AccountProjection(AccountBook book, StoredAccounts view, AccountNames names) {
    this.book = book;
    this.view = view;
    this.names = names;
  }

  /** Folds {@code account}, read at {@code offset} of {@code partition}. */
  public void apply(Account account, int partition, long offset) {
    book.apply(account);
    try {
      view.save(account, partition, offset);
    } catch (RuntimeException e) {
      LOG.warnf("accounts view not updated for %s: %s", account.accountId(), e.toString());
    }
  }

  /** Every record that existed at start-up is folded: claims every name the book holds. */
  public void replayed() {
    names.backfill();
  }

  /** Accounts folded so far. */
  public int size() {
    return book.size();
  }
}
