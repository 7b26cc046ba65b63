package dev.chessplatform.engineservice;

import dev.chessplatform.testsupport.LayeringContract;
import java.util.Set;

/** The layering of engine-service (test-support's LayeringContract and ArchitectureRules). */
class ArchitectureTest extends LayeringContract {

  ArchitectureTest() {
    // The api classes that still reach into messaging or persistence: to move into application.
    super("dev.chessplatform.engineservice", Set.of());
  }
}
