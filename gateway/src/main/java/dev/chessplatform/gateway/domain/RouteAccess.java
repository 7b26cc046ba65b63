package dev.chessplatform.gateway.domain;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which scope each route of the public API needs: the gateway's half of authorization. The first
 * rule that matches decides; a request no rule names is {@link Unlisted} and refused, so a route a
 * service adds is closed until this table says who may use it. Whether a player holds a seat and
 * plays that colour is for game-service, which knows the seats.
 */
public final class RouteAccess {

  /** What a route asks of the caller. */
  public sealed interface Access {}

  /**
   * No rule names the request: the gateway answers it "not found" itself, whoever asks, and it
   * reaches no service. Every operation of the public API is named (a test walks the document).
   */
  public record Unlisted() implements Access {}

  /** Anyone, with or without a token (a token given must still be valid). */
  public record Open() implements Access {}

  /** Anyone without a token (a spectator); a token given must hold {@code scope}. */
  public record Readable(Scope scope) implements Access {}

  /**
   * A token holding at least one of {@code anyOf}. Most routes name one scope; the routes of a game
   * against the computer take {@code game:play} or the narrower {@code game:computer} of a guest.
   */
  public record Needs(Set<Scope> anyOf) implements Access {

    public Needs {
      if (anyOf.isEmpty()) {
        throw new IllegalArgumentException("a route needs at least one scope");
      }
      anyOf = Set.copyOf(anyOf);
    }

    public Needs(Scope scope) {
      this(Set.of(scope));
    }

    /** The scopes in their declaration order: the first is the one to ask a person for. */
    public List<Scope> inOrder() {
      return anyOf.stream().sorted().toList();
    }
  }

  /**
   * One line of the table.
   *
   * @param methods the methods it covers, empty for all
   * @param path the path, or the prefix when {@code prefix}; a segment {@code *} stands for any one
   *     segment (a game's id)
   */
  public record Rule(Set<String> methods, String path, boolean prefix, Access access) {

    boolean matches(String method, String requestPath) {
      boolean methodMatches = methods.isEmpty() || methods.contains(method);
      boolean pathMatches =
          prefix
              ? requestPath.equals(path) || requestPath.startsWith(path + "/")
              : segmentsMatch(requestPath);
      return methodMatches && pathMatches;
    }

    private boolean segmentsMatch(String requestPath) {
      if (!path.contains("*")) {
        return requestPath.equals(path);
      }
      String[] want = path.split("/", -1);
      String[] got = requestPath.split("/", -1);
      if (want.length != got.length) {
        return false;
      }
      for (int i = 0; i < want.length; i++) {
        boolean any = want[i].equals("*") && !got[i].isEmpty();
        if (!any && !want[i].equals(got[i])) {
          return false;
        }
      }
      return true;
    }
  }

  private static final Set<String> READ = Set.of("GET", "HEAD");
  private static final Set<String> ANY = Set.of();
  private static final List<String> GAME_PREFIXES =
      List.of("/api/games", "/api/lobby", "/api/rooms", "/api/challenges", "/api/players");

  /**
   * What a game against the computer needs besides reading: create it, move, hint, undo, resign,
   * abort. game-service checks that a caller with only {@code game:computer} uses them in an
   * unrated computer game; the gateway only lets the scope through on these routes.
   */
  private static final List<String> COMPUTER_GAME_ROUTES =
      List.of(
          "/api/games",
          "/api/games/*/moves",
          "/api/games/*/hints",
          "/api/games/*/undo",
          "/api/games/*/resign",
          "/api/games/*/abort");

  private static final Needs PLAY_OR_COMPUTER =
      new Needs(Set.of(Scope.GAME_PLAY, Scope.GAME_COMPUTER));

  /**
   * The engine's routes of the after-game review (web issue 33): start an analysis, poll it, ask
   * for a best move. engine-service caps what a caller with only {@code engine:review} asks for;
   * the rest of {@code /api/engine} (cancelling, the levels) needs {@code engine:use}.
   */
  private static final Needs USE_OR_REVIEW =
      new Needs(Set.of(Scope.ENGINE_USE, Scope.ENGINE_REVIEW));

  private static final List<Rule> ENGINE_REVIEW_RULES =
      List.of(
          new Rule(Set.of("POST"), "/api/engine/analyses", false, USE_OR_REVIEW),
          new Rule(Set.of("GET"), "/api/engine/analyses/*", false, USE_OR_REVIEW),
          new Rule(Set.of("POST"), "/api/engine/best-move", false, USE_OR_REVIEW));

  /** Lichess's routes that both its Bot and its Board API use (challenges, events, my games). */
  private static final Needs BOT_OR_BOARD = new Needs(Set.of(Scope.BOT_PLAY, Scope.BOARD_PLAY));

  private static final List<Rule> LICHESS_RULES = lichessRules();

  private static final List<Rule> RULES = rules();

  private RouteAccess() {}

  private static List<Rule> rules() {
    List<Rule> rules = new java.util.ArrayList<>();
    rules.add(new Rule(Set.of("POST"), "/api/accounts", false, new Open()));
    rules.add(new Rule(Set.of("POST"), "/api/accounts/login", false, new Open()));
    rules.add(new Rule(Set.of("POST"), "/api/accounts/guest", false, new Open()));
    rules.add(new Rule(READ, "/api/accounts", true, new Needs(Scope.ACCOUNT_READ)));
    rules.add(new Rule(ANY, "/api/accounts", true, new Needs(Scope.ACCOUNT_WRITE)));
    // OAuth 2.0: the person approves an app's request with their own token (README).
    rules.add(
        new Rule(
            Set.of("POST"), "/api/oauth/authorizations", false, new Needs(Scope.ACCOUNT_WRITE)));
    rules.add(new Rule(ANY, "/api/platform", true, new Open()));
    // A player's own stream: nobody's without a token (exact paths: a player may be named "me").
    for (String path :
        List.of("/api/players/me/stream", "/api/players/me/events", "/api/players/me/playing")) {
      rules.add(new Rule(READ, path, false, new Needs(Scope.GAME_READ)));
    }
    for (String path : COMPUTER_GAME_ROUTES) {
      rules.add(new Rule(Set.of("POST"), path, false, PLAY_OR_COMPUTER));
    }
    for (String prefix : GAME_PREFIXES) {
      rules.add(new Rule(READ, prefix, true, new Readable(Scope.GAME_READ)));
      rules.add(new Rule(ANY, prefix, true, new Needs(Scope.GAME_PLAY)));
    }
    rules.addAll(ENGINE_REVIEW_RULES);
    rules.add(new Rule(ANY, "/api/engine", true, new Needs(Scope.ENGINE_USE)));
    rules.add(new Rule(READ, "/api/ratings", true, new Readable(Scope.GAME_READ)));
    rules.add(new Rule(ANY, "/api/ratings", true, new Needs(Scope.GAME_PLAY)));
    rules.addAll(LICHESS_RULES);
    return List.copyOf(rules);
  }

  /**
   * Lichess's Bot and Board API on Lichess's own paths (issue 32), with Lichess's scopes: its
   * accounts answered here, the rest by lichess-facade. {@code /api/challenge} is Lichess's, {@code
   * /api/challenges} ours: a prefix never matches a longer word. The export is public, as Lichess's
   * is (the facade hides a private game from who may not read it).
   */
  private static List<Rule> lichessRules() {
    List<Rule> rules = new java.util.ArrayList<>();
    // Answered by the gateway itself (LichessAccountsResource): the token test asks nothing of the
    // caller, as Lichess's; the account is any token's, a guest's too.
    rules.add(new Rule(Set.of("POST"), "/api/token/test", false, new Open()));
    // OAuth 2.0's token endpoint (OAuthResource): an app trades its code without a token; any
    // token revokes itself.
    rules.add(new Rule(Set.of("POST", "DELETE"), "/api/token", false, new Open()));
    rules.add(new Rule(READ, "/api/account", false, new Needs(Scope.all())));
    rules.add(
        new Rule(Set.of("POST"), "/api/bot/account/upgrade", false, new Needs(Scope.BOT_PLAY)));
    rules.add(new Rule(ANY, "/api/bot/game", true, new Needs(Scope.BOT_PLAY)));
    rules.add(new Rule(ANY, "/api/board", true, new Needs(Scope.BOARD_PLAY)));
    rules.add(new Rule(READ, "/api/stream/event", false, BOT_OR_BOARD));
    rules.add(new Rule(READ, "/api/account/playing", false, BOT_OR_BOARD));
    rules.add(new Rule(ANY, "/api/challenge", true, BOT_OR_BOARD));
    rules.add(new Rule(READ, "/game/export", true, new Open()));
    // A spectator's stream of a game (streamGame): public, as the export (the facade hides a
    // private game from who may not read it).
    rules.add(new Rule(READ, "/api/stream/game", true, new Open()));
    return List.copyOf(rules);
  }

  /** The table, in the order it is read. */
  public static List<Rule> table() {
    return RULES;
  }

  public static Access of(String method, String path) {
    return decidingRule(method, path).map(Rule::access).orElse(new Unlisted());
  }

  /**
   * Whether the rule that decides this request is one of Lichess's API: its clients read a
   * refusal's {@code error} member, where ours read the problem's {@code detail}.
   */
  public static boolean lichess(String method, String path) {
    return decidingRule(method, path).filter(LICHESS_RULES::contains).isPresent();
  }

  private static java.util.Optional<Rule> decidingRule(String method, String path) {
    String m = method.toUpperCase(Locale.ROOT);
    return RULES.stream().filter(rule -> rule.matches(m, path)).findFirst();
  }
}
