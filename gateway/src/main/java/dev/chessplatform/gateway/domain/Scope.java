package dev.chessplatform.gateway.domain;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** What a token allows. The wire name is what clients send and what services receive. */
public enum Scope {
  GAME_PLAY("game:play"),
  GAME_READ("game:read"),
  /**
   * Unrated games against the computer only: create them, move, hint, undo, resign, abort. What a
   * guest may do; {@link #GAME_PLAY} allows all of it and more.
   */
  GAME_COMPUTER("game:computer"),
  ENGINE_USE("engine:use"),
  /**
   * The engine for the after-game review only (web issue 33): start an analysis and read it, ask
   * for a best move, within engine-service's caps (README). What a guest holds in place of {@link
   * #ENGINE_USE}; an app cannot ask for it ({@link #forApps()}).
   */
  ENGINE_REVIEW("engine:review"),
  ACCOUNT_READ("account:read"),
  ACCOUNT_WRITE("account:write"),
  /**
   * Lichess's Bot API through the facade (issue 32): play as a bot account, by challenge only.
   * Gives the facade's bot routes; the token test names it, as lichess-bot requires.
   */
  BOT_PLAY("bot:play"),
  /** Lichess's Board API through the facade: play games between people from another client. */
  BOARD_PLAY("board:play");

  private final String wireName;

  Scope(String wireName) {
    this.wireName = wireName;
  }

  public String wireName() {
    return wireName;
  }

  public static Optional<Scope> fromWire(String name) {
    return Arrays.stream(values()).filter(s -> s.wireName.equals(name)).findFirst();
  }

  public static Set<Scope> all() {
    return EnumSet.allOf(Scope.class);
  }

  /**
   * What a guest's token allows: follow games, play unrated games against the computer, and review
   * a game with the engine within its caps. A guest's token allows this whatever it was issued with
   * ({@link Account#scopesOf}).
   */
  public static Set<Scope> guest() {
    return EnumSet.of(GAME_READ, GAME_COMPUTER, ENGINE_REVIEW);
  }

  /**
   * The scopes an app may ask a person for through OAuth: every scope but {@link #ENGINE_REVIEW}, a
   * guest's narrow share of {@link #ENGINE_USE} that no app needs, and {@link #ACCOUNT_WRITE}: an
   * app never mints or revokes the person's tokens (RFC 9700 §2.3, privilege restriction; issue
   * 51). Asking for either is refused as an unknown scope is.
   */
  public static Set<Scope> forApps() {
    Set<Scope> scopes = all();
    scopes.remove(ENGINE_REVIEW);
    scopes.remove(ACCOUNT_WRITE);
    return scopes;
  }

  public static Set<String> wireNames(Set<Scope> scopes) {
    return scopes.stream().map(Scope::wireName).collect(Collectors.toSet());
  }
}
