package dev.chessplatform.gateway.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * An account: the full state that one record of {@code chess.accounts} carries. A revoked token is
 * simply no longer in the list, so the latest record of a key is all a reader needs (which is what
 * log compaction keeps).
 *
 * @param accountId the player id the services see
 * @param name the name chosen at registration, unique regardless of case
 * @param passwordHash the slow hash of the password, with its algorithm prefix
 * @param createdAt when the account was registered
 * @param version 1 at registration, +1 on every change
 * @param tokens the tokens that still work or have not been pruned yet
 * @param guest a guest's account: a generated name, no password (it cannot log in), only the token
 *     it was started with
 * @param bot a bot account (Lichess's {@code BOT} title, issue 32): it plays people only by
 *     challenge ({@link BotRestriction}); once a bot, always a bot
 */
public record Account(
    String accountId,
    String name,
    String passwordHash,
    Instant createdAt,
    long version,
    List<ApiToken> tokens,
    boolean guest,
    boolean bot) {

  public Account {
    tokens = List.copyOf(tokens);
  }

  /** A registered account (not a guest). */
  public Account(
      String accountId,
      String name,
      String passwordHash,
      Instant createdAt,
      long version,
      List<ApiToken> tokens) {
    this(accountId, name, passwordHash, createdAt, version, tokens, false, false);
  }

  public static Account register(String accountId, String name, String passwordHash, Instant now) {
    return new Account(accountId, name, passwordHash, now, 1, List.of(), false, false);
  }

  /** A guest's account: no password hash, so no password ever matches it. */
  public static Account guest(String accountId, String name, Instant now) {
    return new Account(accountId, name, null, now, 1, List.of(), true, false);
  }

  /** The key under which names are unique: names differing only in case are the same name. */
  public static String nameKey(String name) {
    return name.toLowerCase(Locale.ROOT);
  }

  public String nameKey() {
    return nameKey(name);
  }

  /** Tokens that work at {@code now}. */
  public List<ApiToken> activeTokens(Instant now) {
    return tokens.stream().filter(t -> t.activeAt(now)).toList();
  }

  public Optional<ApiToken> token(String tokenId) {
    return tokens.stream().filter(t -> t.tokenId().equals(tokenId)).findFirst();
  }

  /**
   * What {@code token} of this account allows now. A guest's token allows what a guest may do,
   * {@link Scope#guest()}, whatever it was issued with: a guest never chooses its scopes, so a
   * guest started before a scope was added to guests has it too, and no record of {@code
   * chess.accounts} needs rewriting.
   */
  public Set<Scope> scopesOf(ApiToken token) {
    return guest ? Scope.guest() : token.scopes();
  }

  /** This account with {@code token} added and expired tokens pruned. */
  public Account withToken(ApiToken token, Instant now) {
    List<ApiToken> kept = new ArrayList<>(activeTokens(now));
    kept.add(token);
    return new Account(accountId, name, passwordHash, createdAt, version + 1, kept, guest, bot);
  }

  /**
   * This account with the login token {@code token} added and, while it holds more than {@code
   * maxLogins} login tokens, the oldest dropped with the tokens they minted: logging in is never
   * refused, and the record stays bounded.
   */
  public Account withLogin(ApiToken token, Instant now, int maxLogins) {
    Account account = withToken(token, now);
    List<ApiToken> logins =
        account.tokens.stream()
            .filter(t -> t.kind() == ApiToken.Kind.LOGIN)
            .sorted(Comparator.comparing(ApiToken::createdAt))
            .toList();
    Set<String> dropped = new HashSet<>();
    for (int i = 0; i < logins.size() - maxLogins; i++) {
      dropped.add(logins.get(i).tokenId());
    }
    return account.without(dropped, account.version);
  }

  /** The working tokens that count toward the cap of an account's tokens: all but logins. */
  public long countedTokens(Instant now) {
    return activeTokens(now).stream().filter(t -> t.kind() != ApiToken.Kind.LOGIN).count();
  }

  /**
   * This account without the token {@code tokenId}, without every token minted with it (and with
   * those, and so on: RFC 7009 §2.1 lets a revocation take the tokens of the same grant), and
   * without expired tokens.
   */
  public Account withoutToken(String tokenId, Instant now) {
    return new Account(
            accountId, name, passwordHash, createdAt, version, activeTokens(now), guest, bot)
        .without(Set.of(tokenId), version + 1);
  }

  /** This account, at {@code newVersion}, without {@code roots} and their descendants. */
  private Account without(Set<String> roots, long newVersion) {
    Set<String> gone = new HashSet<>(roots);
    boolean grew = !gone.isEmpty();
    while (grew) {
      grew = false;
      for (ApiToken t : tokens) {
        if (t.parent().filter(gone::contains).isPresent() && gone.add(t.tokenId())) {
          grew = true;
        }
      }
    }
    List<ApiToken> kept = tokens.stream().filter(t -> !gone.contains(t.tokenId())).toList();
    return new Account(accountId, name, passwordHash, createdAt, newVersion, kept, guest, bot);
  }

  /** This account with a new password hash (a stronger setting of the same password). */
  public Account withPasswordHash(String newHash) {
    return new Account(accountId, name, newHash, createdAt, version + 1, tokens, guest, bot);
  }

  /**
   * This account as a bot, from now on: its tokens and games stay, what it may do changes. Whether
   * it may become one is for the caller ({@code Accounts}).
   */
  public Account asBot() {
    return new Account(accountId, name, passwordHash, createdAt, version + 1, tokens, guest, true);
  }
}
