package dev.chessplatform.game;

import dev.chessplatform.testsupport.LayeringContract;
import java.util.Set;

/** The layering of game-service (test-support's LayeringContract and ArchitectureRules). */
class ArchitectureTest extends LayeringContract {

  ArchitectureTest() {
    // The api classes that still reach into messaging or persistence: to move into application.
    super(
        "dev.chessplatform.game",
        Set.of(
            "dev.chessplatform.game.api.CommandGateway",
            "dev.chessplatform.game.api.OwnerForwarding",
            "dev.chessplatform.game.api.HintsResource",
            "dev.chessplatform.game.api.GameCreation"));
  }
}
