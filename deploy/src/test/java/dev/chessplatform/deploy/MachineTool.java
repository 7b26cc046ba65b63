package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A test that needs a tool of the machine (Chromium, kubectl): skipped with the reason when the
 * tool is absent, as the README promises a newcomer; failed instead when {@code
 * CHESS_REQUIRE_TOOLS=1} (.ci/run installs the tools first, so there an absent one is a fault, not
 * a skip).
 */
public final class MachineTool {

  private MachineTool() {}

  public static void assumePresent(boolean present, String reason) {
    if ("1".equals(System.getenv("CHESS_REQUIRE_TOOLS"))) {
      assertTrue(present, reason + " (CHESS_REQUIRE_TOOLS=1)");
    } else {
      assumeTrue(present, reason + "; ./platform doctor says what else is missing");
    }
  }
}
