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
  ENGINE_USE("engine:use"),
  ACCOUNT_READ("account:read"),
  ACCOUNT_WRITE("account:write");

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

  public static Set<String> wireNames(Set<Scope> scopes) {
    return scopes.stream().map(Scope::wireName).collect(Collectors.toSet());
  }
}
