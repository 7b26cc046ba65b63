package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ApiToken;
import jakarta.inject.Singleton;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every account in memory, indexed by id, by name and by token id: the state folded from {@code
 * chess.accounts}. Reads are lock-free (one per API call); {@link #apply} keeps the newest version
 * of each account, so records seen twice or late change nothing.
 *
 * <p>A name belongs to the earliest account of that name (created first; the smaller id on a tie).
 * Name claims keep two accounts from taking one name, but a topic written before them may hold
 * both; the topic orders records only within a partition, so "the first record read" would differ
 * from one gateway to another, and the creation time does not.
 */
@Singleton
public class AccountBook {

  private final Map<String, Account> byId = new ConcurrentHashMap<>();
  private final Map<String, String> idByName = new ConcurrentHashMap<>();
  private final Map<String, String> idByToken = new ConcurrentHashMap<>();

  /** Takes {@code account} unless the book already has that version or a newer one. */
  public synchronized boolean apply(Account account) {
    Account old = byId.get(account.accountId());
    if (old != null && old.version() >= account.version()) {
      return false;
    }
    if (old != null) {
      old.tokens().forEach(t -> idByToken.remove(t.tokenId()));
    }
    byId.put(account.accountId(), account);
    idByName.merge(
        account.nameKey(),
        account.accountId(),
        (held, candidate) -> earlier(byId.get(candidate), byId.get(held)) ? candidate : held);
    account.tokens().forEach(t -> idByToken.put(t.tokenId(), account.accountId()));
    return true;
  }

  public Optional<Account> byId(String accountId) {
    return Optional.ofNullable(byId.get(accountId));
  }

  public Optional<Account> byName(String name) {
    return Optional.ofNullable(idByName.get(Account.nameKey(name))).flatMap(this::byId);
  }

  /** The account holding the token {@code tokenId}, with that token. */
  public Optional<Holder> byTokenId(String tokenId) {
    return Optional.ofNullable(idByToken.get(tokenId))
        .flatMap(this::byId)
        .flatMap(a -> a.token(tokenId).map(t -> new Holder(a, t)));
  }

  /** The account that holds each name. */
  public Collection<Account> nameHolders() {
    return idByName.values().stream().map(byId::get).toList();
  }

  public int size() {
    return byId.size();
  }

  private static boolean earlier(Account a, Account b) {
    int byTime = a.createdAt().compareTo(b.createdAt());
    return byTime < 0 || (byTime == 0 && a.accountId().compareTo(b.accountId()) < 0);
  }

  /** An account and one of its tokens. */
  public record Holder(Account account, ApiToken token) {}
}
