package dev.chessplatform.gateway;

import dev.chessplatform.testsupport.LayeringContract;

/** The layering of gateway (test-support's LayeringContract and ArchitectureRules). */
class ArchitectureTest extends LayeringContract {

  ArchitectureTest() {
    super("dev.chessplatform.gateway");
  }
}
