package dev.chessplatform.deploy.authz;

/**
 * The kinds of caller of the matrix, in the table's order. Who each is, in a cell of a game {@code
 * g}:
 *
 * <ul>
 *   <li>{@code anonymous}: no token;
 *   <li>{@code guest}: a guest session's token ({@code game:computer}, {@code game:read}, {@code
 *       engine:review});
 *   <li>{@code stranger}: a signed-in player with every scope, no seat in {@code g};
 *   <li>{@code spectator}: a signed-in watcher, a token of {@code game:read} alone;
 *   <li>{@code mover}: the player to move in {@code g} (a waiting game's creator; after the end,
 *       the player whose turn it was), every scope;
 *   <li>{@code opponent}: the other player (a waiting challenge's invitee; a waiting seek's or
 *       room's player who takes the other seat), every scope;
 *   <li>{@code unscoped}: the mover again, with a token lacking the operation's scope: {@code
 *       account:read} alone, or, for the routes that need {@code account:read}, every scope but it.
 * </ul>
 */
enum Caller {
  ANONYMOUS,
  GUEST,
  STRANGER,
  SPECTATOR,
  MOVER,
  OPPONENT,
  UNSCOPED;

  String label() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  static Caller of(String label) {
    return valueOf(label.toUpperCase(java.util.Locale.ROOT));
  }
}
