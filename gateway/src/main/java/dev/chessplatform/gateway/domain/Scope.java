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

  /** What a guest's token holds: follow games, and play unrated games against the computer. */
  public static Set<Scope> guest() {
    return EnumSet.of(GAME_READ, GAME_COMPUTER);
  }

  public static Set<String> wireNames(Set<Scope> scopes) {
    return scopes.stream().map(Scope::wireName).collect(Collectors.toSet());
  }
}
