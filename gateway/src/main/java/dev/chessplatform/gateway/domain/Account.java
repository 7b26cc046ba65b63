package dev.chessplatform.gateway.domain;

import java.time.Instant;
import java.util.ArrayList;
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

  /** This account without the token {@code tokenId} and without expired tokens. */
  public Account withoutToken(String tokenId, Instant now) {
    List<ApiToken> kept =
        activeTokens(now).stream().filter(t -> !t.tokenId().equals(tokenId)).toList();
    return new Account(accountId, name, passwordHash, createdAt, version + 1, kept, guest, bot);
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
