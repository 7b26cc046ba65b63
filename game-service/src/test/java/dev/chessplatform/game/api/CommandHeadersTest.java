package dev.chessplatform.game.api;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code Prefer} as RFC 7240 writes it: comma-separated, parameters after {@code ;}. */
class CommandHeadersTest {

  @Test
  void returnMinimalIsFoundAmongOtherPreferencesWhateverItsCaseAndSpacing() {
    for (String prefer :
        new String[] {
          "return=minimal",
          "Return=Minimal",
          "return = minimal",
          "return=\"minimal\"",
          "respond-async, return=minimal",
          "return=minimal; foo=bar",
          "wait=10,return=minimal"
        }) {
      assertTrue(CommandHeaders.minimal(prefer), prefer);
    }
  }

  @Test
  void anythingElseAsksForTheWholeGame() {
    for (String prefer :
        new String[] {
          "", "return=representation", "minimal", "return", "returns=minimal", "x; return=minimal"
        }) {
      assertFalse(CommandHeaders.minimal(prefer), prefer);
    }
    assertFalse(CommandHeaders.minimal(null));
  }
}
