package dev.chessplatform.gateway.api;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The last line of {@link RequestShape}: should a Vert.x release normalize a path that {@code
 * CanonicalPath} lets through, the request is refused rather than decided on one path and served on
 * another.
 */
class OnePathTest {

  @Test
  void aPathRoutedAndForwardedAsItCameIsLetThrough() {
    assertTrue(RequestShape.onePath("/api/games", "/api/games", "/api/games").isEmpty());
    assertTrue(RequestShape.onePath("/api/games", "/api/games", "/api/games?x=/y").isEmpty());
    assertTrue(
        RequestShape.onePath("/api/games", "/api/games", "http://h:1/api/games?x=1").isEmpty());
  }

  @Test
  void aPathTheRouterOrTheProxyWouldReadOtherwiseIsRefused() {
    assertTrue(
        RequestShape.onePath("/api/x/../games", "/api/games", "/api/x/../games").isPresent());
    assertTrue(RequestShape.onePath("/api/games", "/api/games", "/api/other").isPresent());
    assertTrue(RequestShape.onePath("/api/games", "/api/games", "*").isPresent());
  }
}
