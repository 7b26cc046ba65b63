package dev.chessplatform.lichess.application;

import dev.chessplatform.identity.Caller;
import java.util.HashSet;
import java.util.Set;

/**
 * Who the facade acts as in our API: the caller the gateway vouched for, with their Lichess scope
 * read as ours. {@code bot:play} and {@code board:play} play and read games ({@code game:play},
 * {@code game:read}); the gateway has already refused a route the token does not open.
 */
public final class Players {

  static final Set<String> LICHESS_PLAY = Set.of("bot:play", "board:play");

  private Players() {}

  public static Caller asPlayer(Caller caller) {
    if (caller.isAnonymous() || caller.scopes().stream().noneMatch(LICHESS_PLAY::contains)) {
      return caller;
    }
    Set<String> scopes = new HashSet<>(caller.scopes());
    scopes.add("game:play");
    scopes.add("game:read");
    return new Caller(caller.playerId(), scopes);
  }
}
