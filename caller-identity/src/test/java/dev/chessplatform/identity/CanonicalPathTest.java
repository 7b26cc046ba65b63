package dev.chessplatform.identity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.http.impl.HttpUtils;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CanonicalPathTest {

  @Test
  void pathsOfTheApiAsClientsSendThemAreCanonical() {
    for (String path :
        List.of(
            "/",
            "/api/games",
            "/api/games/g1/moves",
            "/api/players/alice%20smith",
            "/api/games/a%3Bb",
            "/api/games/%252e%252e",
            "/api/games/..x",
            "/api/games/...",
            "/api/games/x.",
            "/game/export/g1",
            "/api/games/%C3%A9")) {
      assertTrue(CanonicalPath.isCanonical(path), path);
    }
  }

  @Test
  void dotSegmentsAreRefusedRawOrEncodedInAnyCase() {
    for (String segment : List.of(".", "..", "%2e", "%2E", "%2e%2e", "%2E%2E", ".%2e", "%2e.")) {
      for (String path :
          List.of("/api/" + segment + "/accounts", "/api/games/" + segment, "/" + segment)) {
        String fault = CanonicalPath.fault(path, true).orElseThrow(() -> new AssertionError(path));
        assertTrue(fault.contains("dot segment"), path + ": " + fault);
      }
    }
  }

  @Test
  void everyOtherFormARouterWouldReadDifferentlyIsRefusedWithItsReason() {
    assertFault("/api//games", "empty segment");
    assertFault("//api/games", "empty segment");
    assertFault("/api/games;jsessionid=1", "matrix parameters");
    assertFault("/api/games\\g1", "'\\'");
    for (String escape : List.of("%2f", "%2F", "%5c", "%5C")) {
      assertFault("/api/games" + escape + "g1", "'" + escape + "', an encoded");
    }
    assertFault("/api/games/g%00", "NUL");
    assertFault("/api/%61ccounts/me", "send 'a' itself");
    assertFault("/api/games/%7E", "send '~' itself");
    assertFault("/api/games/%", "two hexadecimal digits");
    assertFault("/api/games/%\u0663\u0663", "two hexadecimal digits");
    assertFault("api/games", "start with '/'");
  }

  @Test
  void aTrailingSlashIsRefusedUnlessAllowed() {
    assertFault("/api/games/", "ends with '/'");
    assertTrue(CanonicalPath.fault("/q/swagger-ui/", true).isEmpty());
    assertFalse(CanonicalPath.fault("/q//swagger-ui/", true).isEmpty());
  }

  /**
   * The property the gateway rests on: a path found canonical is left as it is by Vert.x's own
   * normalization (what its router matches), over many paths built from the pieces that matter.
   */
  @Test
  void vertxLeavesEveryCanonicalPathAsItIs() {
    List<String> pieces =
        List.of(
            "/", "a", "api", ".", "..", "%2e", "%2E", "%61", "%7e", "%25", "%2f", "%5c", ";", "\\",
            "%00", "%20", "~", "-", "x.", "%3B");
    Random random = new Random(51);
    int canonical = 0;
    for (int n = 0; n < 200_000; n++) {
      StringBuilder path = new StringBuilder("/");
      int length = 1 + random.nextInt(8);
      for (int i = 0; i < length; i++) {
        path.append(pieces.get(random.nextInt(pieces.size())));
      }
      String p = path.toString();
      if (CanonicalPath.fault(p, true).isEmpty()) {
        canonical++;
        assertEquals(p, HttpUtils.normalizePath(p), p);
      }
    }
    assertTrue(canonical > 10_000, "too few canonical paths to prove anything: " + canonical);
  }

  private static void assertFault(String path, String words) {
    String fault = CanonicalPath.fault(path, false).orElseThrow(() -> new AssertionError(path));
    assertTrue(fault.contains(words), path + ": " + fault);
  }
}
