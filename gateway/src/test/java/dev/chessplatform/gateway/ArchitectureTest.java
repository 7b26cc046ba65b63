package dev.chessplatform.gateway;

import dev.chessplatform.testsupport.LayeringContract;
import java.util.Set;

/** The layering of gateway (test-support's LayeringContract and ArchitectureRules). */
class ArchitectureTest extends LayeringContract {

  ArchitectureTest() {
    // No api class reaches into messaging or persistence. Still in package cycles, to break:
    // security <-> api/routing (the guard builds problems and routes), application <-> messaging
    // (Accounts and AccountLog) and application -> api (problems thrown from application).
    super("dev.chessplatform.gateway", Set.of(), Set.of("security", "api", "messaging"));
  }
}
