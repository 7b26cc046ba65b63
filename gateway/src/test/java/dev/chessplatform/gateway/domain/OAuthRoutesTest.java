package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OAuthRoutesTest {

  @Test
  void approvingNeedsAccountWriteAndTheTokenEndpointIsOpenOnLichesssPath() {
    assertEquals(
        new RouteAccess.Needs(Scope.ACCOUNT_WRITE),
        RouteAccess.of("POST", "/api/oauth/authorizations"));
    assertFalse(RouteAccess.lichess("POST", "/api/oauth/authorizations"));
    for (String method : new String[] {"POST", "DELETE"}) {
      assertEquals(new RouteAccess.Open(), RouteAccess.of(method, "/api/token"), method);
      assertTrue(RouteAccess.lichess(method, "/api/token"), method);
    }
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("GET", "/api/token"));
    assertEquals(new RouteAccess.Unlisted(), RouteAccess.of("GET", "/api/oauth/authorizations"));
    assertEquals(new RouteAccess.Open(), RouteAccess.of("POST", "/api/token/test"));
  }
}
