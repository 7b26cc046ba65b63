package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.application.AccountRefused.AccountsUnavailable;
import dev.chessplatform.gateway.application.AccountRefused.GuestCannotBeBot;
import dev.chessplatform.gateway.application.AccountRefused.InvalidField;
import dev.chessplatform.gateway.application.AccountRefused.NameTaken;
import dev.chessplatform.gateway.application.AccountRefused.ScopesBeyondCaller;
import dev.chessplatform.gateway.application.AccountRefused.TooManyTokens;
import dev.chessplatform.gateway.application.AccountRefused.UnknownToken;
import dev.chessplatform.gateway.application.AccountRefused.WrongCredentials;
import dev.chessplatform.gateway.config.GatewayConfig;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ApiToken;
import dev.chessplatform.gateway.domain.Credentials;
import dev.chessplatform.gateway.domain.Scope;
import jakarta.enterprise.context.ApplicationScoped;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Registering, logging in, issuing and revoking tokens: check against the {@link AccountBook},
 * write the account's new state to {@code chess.accounts}, and only then fold it into the book and
 * answer. A refusal is an {@link AccountRefused}; {@code api} answers it with its problem.
 *
 * <p>Several gateways run side by side, each with its own book. A new account's name is claimed in
 * the store first ({@link AccountNames}), which every gateway shares, so one name gets one account
 * whichever gateways register it. A token change rewrites the whole account (its next version), so
 * changes to one account are serialized within this gateway ({@link #lockOf}); two gateways
 * changing one account at the same moment are not serialized (gateway/README.md).
 */
@ApplicationScoped
public class Accounts {

  /** A token just issued to the account {@code name}: its text, shown once, and what is stored. */
  public record Issued(String accountId, String name, String text, ApiToken token) {}

  /** Hex digits after {@link Credentials#GUEST_PREFIX}: 16.7 million names, retried on a clash. */
  private static final int GUEST_NAME_BYTES = 3;

  /** Guest names tried before giving up: a clash is one in millions, ten in a row is a fault. */
  private static final int GUEST_NAME_TRIES = 10;

  /** Locks of token changes, by account id: one account's changes in turn, others in parallel. */
  private static final int LOCK_STRIPES = 64;

  private static final SecureRandom RANDOM = new SecureRandom();

  /** The longest a login or a token check waits for this gateway to read other gateways' writes. */
  public static final Duration CATCH_UP = Duration.ofSeconds(1);

  private final AccountBook book;
  private final AccountJournal log;
  private final AccountNames names;
  private final PasswordHasher hasher;
  private final TokenCodec codec;
  private final SignInThrottle throttle;
  private final GatewayConfig.Accounts config;
  private final Clock clock = Clock.systemUTC();
  private final Object[] locks = new Object[LOCK_STRIPES];

  public Accounts(
      AccountBook book,
      AccountJournal log,
      AccountNames names,
      PasswordHasher hasher,
      TokenCodec codec,
      SignInThrottle throttle,
      GatewayConfig config) {
    this.book = book;
    this.throttle = throttle;
    this.log = log;
    this.names = names;
    Arrays.setAll(locks, i -> new Object());
    this.hasher = hasher;
    this.codec = codec;
    this.config = config.accounts();
  }

  /**
   * Registers {@code name}: refused when the book has it, else claimed in the store (which decides
   * between registrations on several gateways), then written. Before the topic is replayed the book
   * may miss names, so nothing is registered then.
   */
  public Account register(String name, String password) {
    Credentials.nameProblem(name).ifPresent(reason -> invalid("name", reason));
    Credentials.passwordProblem(password).ifPresent(reason -> invalid("password", reason));
    String hash = hasher.hash(password); // slow on purpose: before the claim, which it would age
    if (book.byName(name).isPresent()) {
      throw new AccountRefused(new NameTaken(name));
    }
    requireReplayed();
    String accountId = UUID.randomUUID().toString();
    Instant now = clock.instant();
    names.claim(name, accountId, now);
    return writeClaimed(Account.register(accountId, name, hash, now));
  }

  /**
   * Starts a guest: an account with a generated name no registration can take, no password, and one
   * token with {@link Scope#guest()} that lives {@code gateway.accounts.guest-ttl}. The account is
   * in {@code chess.accounts} like any other, so the services know the guest's name.
   */
  public Issued startGuest() {
    requireReplayed();
    String accountId = UUID.randomUUID().toString();
    Instant now = clock.instant();
    String name = claimGuestName(accountId, now);
    TokenCodec.NewToken fresh = codec.generate();
    ApiToken token =
        new ApiToken(
            fresh.tokenId(),
            "guest",
            Scope.guest(),
            TokenCodec.hash(fresh.text()),
            now,
            now.plus(config.guestTtl()),
            ApiToken.Kind.GUEST,
            null);
    // One record: the account and its token appear together, or not at all.
    Account account = writeClaimed(Account.guest(accountId, name, now).withToken(token, now));
    return new Issued(account.accountId(), account.name(), fresh.text(), token);
  }

  /**
   * Checks the password of {@code name}, tried from the client address {@code host}, and issues a
   * session token with {@code scopes} (all when null). The {@link SignInThrottle} lets the attempt
   * in first, or refuses it without checking the password.
   */
  public Issued login(String name, String password, Set<Scope> scopes, String host) {
    SignInThrottle.Pass pass = throttle.admit(name, host);
    Optional<Account> found = name == null ? Optional.empty() : book.byName(name);
    if (name != null && found.isEmpty() && caughtUp()) {
      found = book.byName(name); // registered a moment ago through another gateway
    }
    if (password == null || found.isEmpty() || found.get().guest()) {
      // A guest has no password: the same answer and the same work as an unknown name.
      hasher.matchNothing(password == null ? "" : password);
      throw wrongCredentials();
    }
    if (!hasher.matches(password, found.get().passwordHash())) {
      throw wrongCredentials();
    }
    throttle.succeeded(pass);
    String upgraded =
        hasher.needsUpgrade(found.get().passwordHash()) ? hasher.hash(password) : null;
    Instant now = clock.instant();
    return issue(
        found.get().accountId(),
        upgraded,
        "login",
        scopes == null ? Scope.all() : scopes,
        now.plus(config.sessionTtl()));
  }

  /**
   * Issues a personal token with the token {@code minter}: a token never mints a token wider or
   * longer-lived than itself (RFC 9700 §2.3: privilege restriction), so the new one allows at most
   * the minter's scopes, expires at the latest when the minter does ({@code ttl} absent: then; a
   * longer {@code ttl} is cut to it), and is revoked with it ({@link Account#withoutToken}).
   */
  public Issued issuePersonal(
      AccountBook.Holder minter, String label, Set<Scope> scopes, Duration ttl) {
    ApiToken parent = minter.token();
    requireTokenFields(minter, label, scopes);
    Instant expires = ttl == null ? null : clock.instant().plus(ttl);
    if (parent.expiresAt() != null && (expires == null || expires.isAfter(parent.expiresAt()))) {
      expires = parent.expiresAt();
    }
    return issue(
        minter.account().accountId(),
        null,
        new Minting(ApiToken.Kind.PERSONAL, parent.tokenId(), label, scopes, expires));
  }

  /**
   * Issues a personal token its owner authorises again with the password (a step-up, as a sudo
   * prompt): the password, not the calling token, makes it, so it may outlive the calling token
   * ({@code ttl}, or no end when null) and is not revoked with it; a bot's long-lived token is made
   * this way. Its scopes stay within the calling token's. The password is checked as a login checks
   * it, under the same throttle per account and per address ({@link SignInThrottle}).
   */
  public Issued issueWithPassword(
      AccountBook.Holder caller,
      String password,
      String host,
      String label,
      Set<Scope> scopes,
      Duration ttl) {
    requireTokenFields(caller, label, scopes);
    Account account = caller.account();
    SignInThrottle.Pass pass = throttle.admit(account.name(), host);
    if (account.guest() || password == null) {
      hasher.matchNothing(password == null ? "" : password);
      throw wrongCredentials();
    }
    if (!hasher.matches(password, account.passwordHash())) {
      throw wrongCredentials();
    }
    throttle.succeeded(pass);
    Instant expires = ttl == null ? null : clock.instant().plus(ttl);
    return issue(
        account.accountId(),
        null,
        new Minting(ApiToken.Kind.PERSONAL, null, label, scopes, expires));
  }

  /** A personal token's label and scopes, which must lie within the calling token's. */
  private static void requireTokenFields(
      AccountBook.Holder caller, String label, Set<Scope> scopes) {
    if (label == null || label.isBlank() || label.length() > 64) {
      invalid("label", "A label has 1 to 64 characters");
    }
    if (scopes == null || scopes.isEmpty()) {
      invalid("scopes", "Name at least one scope");
    }
    if (!caller.account().scopesOf(caller.token()).containsAll(scopes)) {
      throw new AccountRefused(new ScopesBeyondCaller());
    }
  }

  /**
   * Issues an app's token for a code the person approved (RFC 6749 §4.1.3): labelled with the app's
   * {@code client_id}, minted by no token (the person's consent, not the token they approved with,
   * grants it), counted toward the account's cap like a personal token.
   */
  public Issued issueApp(String accountId, String clientId, Set<Scope> scopes, Duration ttl) {
    return issue(
        accountId,
        null,
        new Minting(ApiToken.Kind.APP, null, clientId, scopes, clock.instant().plus(ttl)));
  }

  public List<ApiToken> tokens(String accountId) {
    return account(accountId).activeTokens(clock.instant());
  }

  public Account account(String accountId) {
    return book.byId(accountId)
        .orElseThrow(() -> new IllegalStateException("no account " + accountId));
  }

  /** Revokes {@code tokenId} and every token minted with it, in one write of the account. */
  public void revoke(String accountId, String tokenId) {
    synchronized (lockOf(accountId)) {
      Account account = account(accountId);
      if (account.token(tokenId).filter(t -> t.activeAt(clock.instant())).isEmpty()) {
        throw new AccountRefused(new UnknownToken(tokenId));
      }
      write(account.withoutToken(tokenId, clock.instant()));
    }
  }

  /**
   * Flags the account as a bot, for good (Lichess's upgrade, issue 32). Already a bot: nothing is
   * written, the answer is the same. Whether the account has played games does not matter here, as
   * it does on Lichess: the gateway does not know the games, and the flag only changes what the
   * account may do from now on (gateway/README.md).
   */
  public Account upgradeToBot(String accountId) {
    synchronized (lockOf(accountId)) {
      Account account = account(accountId);
      if (account.guest()) {
        throw new AccountRefused(new GuestCannotBeBot());
      }
      return account.bot() ? account : write(account.asBot());
    }
  }

  /**
   * What each token text is now (Lichess's token test): its account and token when it works, empty
   * when it is unknown, revoked, expired or malformed. When one is well-formed and unknown here,
   * this first waits once (at most {@link #CATCH_UP}) for the changes other gateways made, as the
   * guard does for a bearer token, so that every gateway gives the same answer.
   */
  public Map<String, Optional<AccountBook.Holder>> check(Collection<String> texts) {
    if (log.ready() && texts.stream().anyMatch(this::unknownToken)) {
      caughtUp();
    }
    Map<String, Optional<AccountBook.Holder>> found = new LinkedHashMap<>();
    texts.forEach(text -> found.put(text, authenticate(text)));
    return found;
  }

  /**
   * Whether {@code text} is a well-formed token this gateway does not know (yet): issued a moment
   * ago through another gateway, or unknown to all. Worth a {@link AccountJournal#catchUp} before
   * it is refused.
   */
  public boolean unknownToken(String text) {
    Optional<String> tokenId = TokenCodec.tokenId(text);
    return tokenId.isPresent() && book.byTokenId(tokenId.get()).isEmpty();
  }

  /** Waits (at most {@link #CATCH_UP}) until this gateway has read every account change so far. */
  private boolean caughtUp() {
    try {
      return log.catchUp(CATCH_UP).toCompletableFuture().join();
    } catch (RuntimeException e) {
      return false;
    }
  }

  /** The account and token of a bearer token text, when it is known, matches and works now. */
  public Optional<AccountBook.Holder> authenticate(String text) {
    Instant now = clock.instant();
    return TokenCodec.tokenId(text)
        .flatMap(book::byTokenId)
        .filter(h -> TokenCodec.matches(text, h.token().secretHash()))
        .filter(h -> h.token().activeAt(now));
  }

  /** A login token, the one kind that {@link #login} issues. */
  private Issued issue(
      String accountId, String newPasswordHash, String label, Set<Scope> scopes, Instant expires) {
    return issue(
        accountId, newPasswordHash, new Minting(ApiToken.Kind.LOGIN, null, label, scopes, expires));
  }

  /** What {@link #issue} makes: a token of {@code kind}, minted with {@code parentTokenId}. */
  private record Minting(
      ApiToken.Kind kind, String parentTokenId, String label, Set<Scope> scopes, Instant expires) {}

  /**
   * Adds the token {@code minting} describes. Login tokens have a bound of their own (the oldest
   * go, {@link Account#withLogin}), so logging in is never refused for the other tokens, which are
   * capped at {@code max-tokens}. A minter revoked meanwhile mints nothing.
   */
  private Issued issue(String accountId, String newPasswordHash, Minting minting) {
    synchronized (lockOf(accountId)) {
      Account account = account(accountId);
      Instant now = clock.instant();
      if (minting.parentTokenId() != null
          && account.token(minting.parentTokenId()).filter(t -> t.activeAt(now)).isEmpty()) {
        throw new AccountRefused(new UnknownToken(minting.parentTokenId()));
      }
      if (minting.kind() != ApiToken.Kind.LOGIN
          && account.countedTokens(now) >= config.maxTokens()) {
        throw new AccountRefused(new TooManyTokens(config.maxTokens()));
      }
      if (newPasswordHash != null) {
        account = account.withPasswordHash(newPasswordHash);
      }
      TokenCodec.NewToken fresh = codec.generate();
      ApiToken token =
          new ApiToken(
              fresh.tokenId(),
              minting.label(),
              minting.scopes(),
              TokenCodec.hash(fresh.text()),
              now,
              minting.expires(),
              minting.kind(),
              minting.parentTokenId());
      write(
          minting.kind() == ApiToken.Kind.LOGIN
              ? account.withLogin(token, now, config.maxLoginTokens())
              : account.withToken(token, now));
      return new Issued(accountId, account.name(), fresh.text(), token);
    }
  }

  /** A random guest name, claimed for {@code accountId}. */
  private String claimGuestName(String accountId, Instant now) {
    for (int i = 0; i < GUEST_NAME_TRIES; i++) {
      byte[] bytes = new byte[GUEST_NAME_BYTES];
      RANDOM.nextBytes(bytes);
      String name = Credentials.GUEST_PREFIX + HexFormat.of().formatHex(bytes);
      if (book.byName(name).isEmpty() && names.tryClaim(name, accountId, now)) {
        return name;
      }
    }
    throw new AccountRefused(new AccountsUnavailable());
  }

  /**
   * Writes a new account whose name it has claimed. Too late (the claim may pass for orphaned
   * soon), or surely not written: the claim is released. Perhaps written: the claim stays, right if
   * the account is in the topic, orphaned (and free after a while) if not.
   */
  private Account writeClaimed(Account account) {
    if (!names.mayWrite(account.createdAt(), clock.instant())) {
      names.release(account.name(), account.accountId());
      throw new AccountRefused(new AccountsUnavailable());
    }
    try {
      return write(account);
    } catch (AccountRefused e) {
      if (e.getCause() instanceof AccountJournal.Unavailable u && !u.maybeWritten()) {
        names.release(account.name(), account.accountId());
      }
      throw e;
    }
  }

  private Account write(Account account) {
    try {
      log.append(account);
    } catch (AccountJournal.Unavailable e) {
      throw new AccountRefused(new AccountsUnavailable(), e);
    }
    book.apply(account);
    return account;
  }

  private void requireReplayed() {
    if (!log.ready()) {
      throw new AccountRefused(new AccountsUnavailable());
    }
  }

  private Object lockOf(String accountId) {
    return locks[Math.floorMod(accountId.hashCode(), LOCK_STRIPES)];
  }

  private static AccountRefused wrongCredentials() {
    return new AccountRefused(new WrongCredentials());
  }

  private static void invalid(String field, String reason) {
    throw new AccountRefused(new InvalidField(field, reason));
  }
}
