package dev.chessplatform.identity;

import java.util.Set;
import java.util.TreeSet;

/**
 * Who is calling, as the gateway vouches for it.
 *
 * @param playerId the account id, or {@link #ANONYMOUS_ID} for a caller without a token
 * @param scopes what the caller's token allows, e.g. {@code game:play}
 */
public record Caller(String playerId, Set<String> scopes) {

  /** The player id the gateway sends for a request without credentials. */
  public static final String ANONYMOUS_ID = "-";

  public static final Caller ANONYMOUS = new Caller(ANONYMOUS_ID, Set.of());

  public Caller {
    if (playerId == null || playerId.isBlank() || !playerId.matches("[A-Za-z0-9_:.@-]{1,64}")) {
      throw new IllegalArgumentException("invalid player id");
    }
    scopes = Set.copyOf(new TreeSet<>(scopes));
  }

  public boolean isAnonymous() {
    return ANONYMOUS_ID.equals(playerId);
  }

  public boolean hasScope(String scope) {
    return scopes.contains(scope);
  }
}
