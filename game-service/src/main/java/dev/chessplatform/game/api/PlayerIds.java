package dev.chessplatform.game.api;

import dev.chessplatform.game.application.PlayerDirectory;

/** A player named in a request, as the id the games carry. */
final class PlayerIds {

  private PlayerIds() {}

  /**
   * The id of the account or computer level {@code given} names (id or name, any case); anything
   * else as given, since games imported from PGN carry their players' names as they are.
   */
  static String of(PlayerDirectory directory, String given) {
    return directory.resolve(given).toCompletableFuture().join()
            instanceof PlayerDirectory.Resolution.Found f
        ? f.playerId()
        : given;
  }
}
