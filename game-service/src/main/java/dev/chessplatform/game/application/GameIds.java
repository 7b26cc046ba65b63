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

  private static final java.util.regex.Pattern CANONICAL =
      java.util.regex.Pattern.compile(
          "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

  /**
   * Whether {@code id} can name a game: every game id is a UUID in its canonical text (RFC 9562
   * §4), as made here; anything else names no game and need reach no partition, store or topic.
   */
  public static boolean wellFormed(String id) {
    return id != null && CANONICAL.matcher(id).matches();
  }

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
