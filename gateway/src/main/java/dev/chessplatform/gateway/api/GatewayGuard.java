package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.application.AccountBook;
import dev.chessplatform.gateway.application.AccountJournal;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.config.GatewayConfig;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.BotRestriction;
import dev.chessplatform.gateway.domain.RateLimiter;
import dev.chessplatform.gateway.domain.RouteAccess;
import dev.chessplatform.gateway.domain.Scope;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemType;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The gate in front of every {@code /api/} request, proxied or answered here, and of Lichess's
 * {@code /game/export/} (lichess-facade: Lichess's clients call the origin's root), in this order:
 * body size, the client address's bucket, the bearer token, the token's bucket (and a guest's
 * engine bucket on its engine POSTs), the route's scope, what a bot account may do ({@link
 * BotRestriction}), every one of them on the path that {@link RequestShape} has made sure is the
 * one routed and forwarded. A request that passes carries its {@link Caller} to the next handler;
 * one that fails is answered with a problem and reaches no service. A route {@link RouteAccess}
 * does not list is answered 404 {@code not-found}, the answer to any path where nothing is: a 403
 * would tell a prober which paths the gateway knows of, and this answer tells nothing a request to
 * a missing game does not.
 */
@ApplicationScoped
public class GatewayGuard {

  /** Key of the authenticated {@link Caller} in the routing context. */
  public static final String CALLER = "chess.caller";

  /** Key of the caller's account and token ({@link AccountBook.Holder}) when it sent one. */
  public static final String HOLDER = "chess.holder";

  /** Before the proxy routes (-100) and Quarkus REST. */
  private static final int ORDER = -200;

  public static final String RATE_LIMIT_LIMIT = "RateLimit-Limit";
  public static final String RATE_LIMIT_REMAINING = "RateLimit-Remaining";
  public static final String RATE_LIMIT_RESET = "RateLimit-Reset";

  private static final String BEARER = "Bearer ";
  private static final String CHALLENGE = "Bearer realm=\"chess-platform\"";

  private final Accounts accounts;
  private final AccountJournal log;
  private final GatewayConfig.Limits limits;
  private final RateLimiter perIp;
  private final RateLimiter perToken;
  private final RateLimiter perGuest;
  private final RateLimiter guestSessions;
  private final RateLimiter guestEngine;

  /** Lichess's game export, outside {@code /api/}: guarded like the rest. */
  static final String LICHESS_EXPORT = "/game/export(/.*)?";

  /**
   * Lichess's token test: lichess-bot sends the token as a bare body (Python's requests labels no
   * text body), which {@code LichessAccountsResource} reads as text whatever its label.
   */
  static final String TOKEN_TEST_PATH = "/api/token/test";

  /** The engine's routes, whose POSTs a guest makes at a rate of their own. */
  static final String ENGINE = "/api/engine";

  /** The route that starts a guest session, limited per client address on top of the rest. */
  static final String GUEST_SESSION_PATH = "/api/accounts/guest";

  /**
   * Requests whose token this gateway did not know, which waited for the accounts log before the
   * answer ({@code gateway_token_catchups_total} at {@code /q/metrics}): tokens issued a moment ago
   * through another gateway, and made-up ones.
   */
  static final String CATCH_UPS = "gateway.token.catchups";

  private final Counter catchUps;

  public GatewayGuard(
      Accounts accounts, AccountJournal log, GatewayConfig config, MeterRegistry registry) {
    this.catchUps =
        Counter.builder(CATCH_UPS)
            .description("Requests with a token unknown here that waited for the accounts log")
            .register(registry);
    this.accounts = accounts;
    this.log = log;
    this.limits = config.limits();
    this.perIp = bucket(limits.perIp());
    this.perToken = bucket(limits.perToken());
    this.perGuest = bucket(limits.perGuest());
    this.guestSessions = bucket(limits.guestSessions());
    this.guestEngine = bucket(limits.guestEngine());
  }

  private static RateLimiter bucket(GatewayConfig.Bucket bucket) {
    return new RateLimiter(bucket.capacity(), bucket.perSecond(), System::nanoTime);
  }

  void install(@Observes Router router, Vertx vertx) {
    router.route("/api/*").order(ORDER).handler(this::guard);
    // A regular expression, so that the guard covers exactly what the proxy's routes of the prefix
    // do (the prefix itself and what lies below; a trailing slash never gets here: RequestShape
    // refuses it as not canonical) and runs once.
    router.routeWithRegex(LICHESS_EXPORT).order(ORDER).handler(this::guard);
    vertx.setPeriodic(
        60_000,
        id -> {
          perIp.forgetIdle();
          perToken.forgetIdle();
          perGuest.forgetIdle();
          guestSessions.forgetIdle();
          guestEngine.forgetIdle();
        });
  }

  /** The caller that the guard let through on this request. */
  public static Caller caller(RoutingContext rc) {
    Caller caller = rc.get(CALLER);
    return caller == null ? Caller.ANONYMOUS : caller;
  }

  private void guard(RoutingContext rc) {
    HttpServerRequest request = rc.request();
    // No exception for OPTIONS: a CORS preflight (Origin and Access-Control-Request-Method) is
    // answered by Quarkus' CORS filter, which runs before this guard (VertxHttpRecorder installs a
    // filter at order -priority, CORS's 300, against -200 here) and ends it; any other OPTIONS is
    // counted and decided by the route table like any method.
    String address = "ip:" + request.remoteAddress().host();
    RateLimiter.Decision quota = perIp.peek(address);
    Optional<Refusal> refusal = bodyRefusal(request);
    if (refusal.isEmpty()) {
      quota = perIp.take(address);
      refusal = limited(quota, "client address");
    }
    if (refusal.isEmpty()
        && request.method() == HttpMethod.POST
        && GUEST_SESSION_PATH.equals(request.path())) {
      // Every guest session is an account: a client address starts only a few.
      quota = guestSessions.take(address);
      refusal = limited(quota, "client address's guest sessions");
    }
    if (refusal.isPresent()) {
      refuse(rc, quota, refusal.get());
      return;
    }
    String authorization = request.getHeader("Authorization");
    RateLimiter.Decision counted = quota;
    if (authorization != null
        && log.ready()
        && authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())
        && accounts.unknownToken(authorization.substring(BEARER.length()).trim())) {
      // A token issued a moment ago through another gateway: read the accounts up to now (the
      // request waits, the event loop does not), then decide as for any request. After the client
      // address's bucket, so made-up tokens cost their sender a request each like any other.
      catchUps.increment();
      request.pause();
      io.vertx.core.Context context = rc.vertx().getOrCreateContext(); // this request's
      log.catchUp(Accounts.CATCH_UP)
          .whenComplete(
              (caught, error) ->
                  context.runOnContext(
                      v -> {
                        request.resume();
                        authorize(rc, counted);
                      }));
      return;
    }
    authorize(rc, quota);
  }

  /** The token, its bucket, the route's scope: answers the refusal or lets the request on. */
  private void authorize(RoutingContext rc, RateLimiter.Decision addressQuota) {
    HttpServerRequest request = rc.request();
    RateLimiter.Decision quota = addressQuota;
    Optional<Refusal> refusal = Optional.empty();
    Caller caller = Caller.ANONYMOUS;
    Optional<AccountBook.Holder> holder = Optional.empty();
    String authorization = request.getHeader("Authorization");
    if (authorization != null && !log.ready()) {
      refusal =
          Optional.of(
              new Refusal(
                  problem(GatewayProblems.ACCOUNTS_UNAVAILABLE)
                      .detail("The gateway is still reading the accounts; retry shortly"),
                  Map.of("Retry-After", "5")));
    } else if (authorization != null) {
      holder = authenticate(authorization);
      if (holder.isEmpty()) {
        refusal =
            Optional.of(
                new Refusal(
                    problem(GatewayProblems.INVALID_TOKEN)
                        .detail("The bearer token is unknown, revoked, expired or malformed"),
                    Map.of("WWW-Authenticate", CHALLENGE + ", error=\"invalid_token\"")));
      } else {
        Account account = holder.get().account();
        caller =
            new Caller(
                account.accountId(), Scope.wireNames(account.scopesOf(holder.get().token())));
        boolean guest = account.guest();
        RateLimiter bucket = guest ? perGuest : perToken;
        quota = bucket.take("token:" + holder.get().token().tokenId());
        refusal = limited(quota, guest ? "guest token" : "token");
        if (refusal.isEmpty() && guest && engineWork(request)) {
          // On top of the token's: the answer tells of this one, the tighter.
          quota = guestEngine.take("guest:" + account.accountId());
          refusal = limited(quota, "guest's engine requests");
        }
      }
    }
    if (refusal.isEmpty()) {
      refusal = scopeRefusal(RouteAccess.of(request.method().name(), request.path()), caller);
    }
    if (refusal.isEmpty() && holder.isPresent()) {
      refusal = botRefusal(holder.get().account(), request);
    }
    if (refusal.isPresent()) {
      refuse(rc, quota, refusal.get());
      return;
    }
    announce(rc, quota);
    rc.put(CALLER, caller);
    holder.ifPresent(h -> rc.put(HOLDER, h));
    rc.next();
  }

  private static void refuse(RoutingContext rc, RateLimiter.Decision quota, Refusal refusal) {
    announce(rc, quota);
    HttpServerRequest request = rc.request();
    Problem problem = refusal.problem().instance(URI.create(request.path())).build();
    if (RouteAccess.lichess(request.method().name(), request.path())) {
      problem = LichessErrors.withError(problem);
    }
    ProblemBodies.send(rc.response(), problem, refusal.headers());
  }

  /**
   * What costs the engine CPU: a POST under {@code /api/engine} (an analysis, a best move). Reading
   * an analysis's progress costs none, so a guest polls its review freely.
   */
  static boolean engineWork(HttpServerRequest request) {
    String path = request.path();
    return request.method() == HttpMethod.POST
        && (path.equals(ENGINE) || path.startsWith(ENGINE + "/"));
  }

  /** A bot account plays people only by challenge ({@link BotRestriction}). */
  private static Optional<Refusal> botRefusal(Account account, HttpServerRequest request) {
    return BotRestriction.of(account, request.method().name(), request.path())
        .map(
            reason ->
                switch (reason) {
                  case ONLY_BY_CHALLENGE ->
                      "This is a bot account: it plays people only by challenge. Challenge a"
                          + " player (POST /api/challenge/{username}) or accept a challenge"
                          + " (GET /api/stream/event) instead of seeking or creating a game";
                  case BOARD_API ->
                      "This is a bot account: the Board API is for people. Play through the Bot"
                          + " API (/api/bot/game/...)";
                })
        .map(
            detail ->
                new Refusal(
                    problem(GatewayProblems.BOT_ACCOUNT_RESTRICTED)
                        .detail(detail)
                        .with("error", detail),
                    Map.of()));
  }

  /**
   * Every answer under {@code /api/} tells the client its quota, not only a 429 (the IETF draft's
   * {@code RateLimit-Limit}, {@code -Remaining}, {@code -Reset}): the bucket that counted the
   * request (a guest's engine bucket on its engine POSTs, else the token's when one was given, else
   * the client address's), its capacity, the whole requests left, and the seconds until it is full
   * again. Set when the headers are written, so a proxied answer carries them too.
   */
  private static void announce(RoutingContext rc, RateLimiter.Decision quota) {
    rc.addHeadersEndHandler(
        v ->
            rc.response()
                .putHeader(RATE_LIMIT_LIMIT, Integer.toString(quota.limit()))
                .putHeader(RATE_LIMIT_REMAINING, Integer.toString(quota.remaining()))
                .putHeader(RATE_LIMIT_RESET, Long.toString(quota.resetSeconds())));
  }

  private Optional<AccountBook.Holder> authenticate(String authorization) {
    if (!authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
      return Optional.empty();
    }
    return accounts.authenticate(authorization.substring(BEARER.length()).trim());
  }

  private Optional<Refusal> bodyRefusal(HttpServerRequest request) {
    String length = request.getHeader("Content-Length");
    if (length != null) {
      long bytes;
      try {
        bytes = Long.parseLong(length.trim());
      } catch (NumberFormatException e) {
        return Optional.of(
            new Refusal(
                problem(ProblemType.MALFORMED_REQUEST).detail("Content-Length is not a number"),
                Map.of("Connection", "close")));
      }
      if (bytes > limits.maxBodyBytes()) {
        return Optional.of(
            new Refusal(
                problem(ProblemType.PAYLOAD_TOO_LARGE)
                    .detail("The body may have at most " + limits.maxBodyBytes() + " bytes")
                    .with("maxBytes", limits.maxBodyBytes()),
                Map.of("Connection", "close")));
      }
      if (bytes > 0
          && request.getHeader("Content-Type") == null
          && !(request.method() == HttpMethod.POST && TOKEN_TEST_PATH.equals(request.path()))) {
        // Quarkus REST would read an unlabelled body as JSON; every body of the API is labelled
        // but Lichess's token test's, read as text whatever its label.
        return Optional.of(
            new Refusal(
                problem(ProblemType.UNSUPPORTED_MEDIA_TYPE)
                    .detail("A body needs a Content-Type: send JSON as application/json"),
                Map.of("Connection", "close")));
      }
      return Optional.empty();
    }
    String transfer = request.getHeader("Transfer-Encoding");
    if (transfer != null && transfer.toLowerCase(java.util.Locale.ROOT).contains("chunked")) {
      // A streamed body of unknown size cannot be refused before it reaches a service.
      return Optional.of(
          new Refusal(
              problem(GatewayProblems.LENGTH_REQUIRED)
                  .detail("Send the body with a Content-Length of at most " + limits.maxBodyBytes())
                  .with("maxBytes", limits.maxBodyBytes()),
              Map.of("Connection", "close")));
    }
    return Optional.empty();
  }

  private static Optional<Refusal> limited(RateLimiter.Decision decision, String what) {
    if (decision.allowed()) {
      return Optional.empty();
    }
    return Optional.of(
        new Refusal(
            problem(ProblemType.RATE_LIMITED)
                .detail("Too many requests from this " + what + "; retry later")
                .with("limit", what)
                .with("retryAfterSeconds", decision.retryAfterSeconds()),
            Map.of("Retry-After", Long.toString(decision.retryAfterSeconds()))));
  }

  private static Optional<Refusal> scopeRefusal(RouteAccess.Access access, Caller caller) {
    List<Scope> accepted;
    if (access instanceof RouteAccess.Unlisted) {
      return Optional.of(
          new Refusal(problem(ProblemType.NOT_FOUND).detail("Nothing is at this path"), Map.of()));
    } else if (access instanceof RouteAccess.Open) {
      return Optional.empty();
    } else if (access instanceof RouteAccess.Readable readable) {
      if (caller.isAnonymous()) {
        return Optional.empty();
      }
      accepted = List.of(readable.scope());
    } else if (access instanceof RouteAccess.Needs needs) {
      accepted = needs.inOrder();
    } else {
      throw new IllegalStateException("unhandled access " + access);
    }
    // The first accepted scope is the one to ask for (game:play rather than a guest's).
    Scope needed = accepted.get(0);
    String words = accepted.stream().map(Scope::wireName).collect(Collectors.joining(" or "));
    if (caller.isAnonymous()) {
      return Optional.of(
          new Refusal(
              problem(ProblemType.UNAUTHENTICATED)
                  .detail("This needs a bearer token with the scope " + words)
                  .with("requiredScope", needed.wireName()),
              Map.of("WWW-Authenticate", CHALLENGE)));
    }
    if (accepted.stream().noneMatch(s -> caller.hasScope(s.wireName()))) {
      return Optional.of(
          new Refusal(
              problem(GatewayProblems.MISSING_SCOPE)
                  .detail("The token lacks the scope " + words)
                  .with("requiredScope", needed.wireName()),
              Map.of(
                  "WWW-Authenticate",
                  CHALLENGE
                      + ", error=\"insufficient_scope\", scope=\""
                      + needed.wireName()
                      + "\"")));
    }
    return Optional.empty();
  }

  private static Problem.Builder problem(ProblemType type) {
    return Problem.of(type);
  }

  private record Refusal(Problem.Builder problem, Map<String, String> headers) {}
}
