package dev.chessplatform.game;

import dev.chessplatform.game.messaging.GameOwnership;
import java.time.Duration;
import org.awaitility.Awaitility;

/**
 * For the test classes that stop, fence or restart the owner: they leave it as the next class
 * expects it, every partition owned and loaded.
 */
public final class OwnerAtRest {

  private OwnerAtRest() {}

  public static void await(GameOwnership ownership) {
    Awaitility.await()
        .atMost(Duration.ofSeconds(60))
        .until(() -> ownership.ready() && ownership.ownsAll());
  }
}
