package dev.chessplatform.game;

import dev.chessplatform.testsupport.LayeringContract;

/** The layering of game-service (test-support's LayeringContract and ArchitectureRules). */
class ArchitectureTest extends LayeringContract {

  ArchitectureTest() {
    super("dev.chessplatform.game");
  }
}
