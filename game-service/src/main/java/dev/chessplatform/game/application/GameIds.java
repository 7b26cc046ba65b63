package dev.chessplatform.game.application;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * The id of a new game. With an Idempotency-Key it is derived from the caller and the key, so a
 * retried create reaches the same game (on whichever instance owns it: {@code OwnerForwarding}
 * derives the same id to find the owner) and is answered from its first outcome.
 */
public final class GameIds {

  private GameIds() {}

  /** The id a keyed create by {@code actor} names. */
  public static String fromKey(String actor, String key) {
    return UUID.nameUUIDFromBytes((actor + "|" + key).getBytes(StandardCharsets.UTF_8)).toString();
  }

  /**
   * A new id for an unkeyed create: random, on a partition this instance owns when one can be found
   * quickly, so the game needs no forwarding.
   */
  static String random(GameOwners owners) {
    for (int i = 0; i < 256; i++) {
      String id = UUID.randomUUID().toString();
      if (owners.ownsGame(id)) {
        return id;
      }
    }
    return UUID.randomUUID().toString();
  }
}
