package dev.chessplatform.engineservice;

import dev.chessplatform.testsupport.LayeringContract;

/** The layering of engine-service (test-support's LayeringContract and ArchitectureRules). */
class ArchitectureTest extends LayeringContract {

  ArchitectureTest() {
    super("dev.chessplatform.engineservice");
  }
}
