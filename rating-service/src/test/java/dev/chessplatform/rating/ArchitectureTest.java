package dev.chessplatform.rating;

import dev.chessplatform.testsupport.LayeringContract;
import java.util.Set;

/** The layering of rating-service (test-support's LayeringContract and ArchitectureRules). */
class ArchitectureTest extends LayeringContract {

  ArchitectureTest() {
    // The api classes that still reach into messaging or persistence: to move into application.
    super("dev.chessplatform.rating", Set.of());
  }
}
