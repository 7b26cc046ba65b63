package dev.chessplatform.gateway;

import dev.chessplatform.testsupport.LayeringContract;
import java.util.Set;

/** The layering of gateway (test-support's LayeringContract and ArchitectureRules). */
class ArchitectureTest extends LayeringContract {

  ArchitectureTest() {
    // The api classes that still reach into messaging or persistence: to move into application.
    super("dev.chessplatform.gateway", Set.of());
  }
}
