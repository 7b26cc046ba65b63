package dev.chessplatform.rating;

import dev.chessplatform.testsupport.LayeringContract;

/** The layering of rating-service (test-support's LayeringContract and ArchitectureRules). */
class ArchitectureTest extends LayeringContract {

  ArchitectureTest() {
    super("dev.chessplatform.rating");
  }
}
