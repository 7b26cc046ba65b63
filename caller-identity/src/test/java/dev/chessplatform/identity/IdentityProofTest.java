package dev.chessplatform.identity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class IdentityProofTest {

  private static final long NOW = 1_800_000_000L;
  private final IdentityProof proof = new IdentityProof("a-secret-of-sufficient-length");
  private final Caller alice = new Caller("alice", Set.of("game:play", "game:read"));

  private IdentityProof.Verdict check(
      Map<String, String> headers, String method, String uri, long now) {
    return proof.verify(headers::get, method, uri, now);
  }

  @Test
  void aSignedRequestIsVerifiedWithItsCallerAndScopes() {
    var headers = proof.sign(alice, "POST", "/api/games/g1/moves?x=1", NOW);
    var verdict = check(headers, "POST", "/api/games/g1/moves?x=1", NOW + 5);
    assertEquals(new IdentityProof.Verified(alice), verdict);
  }

  @Test
  void theAnonymousCallerIsSignedToo() {
    var headers = proof.sign(Caller.ANONYMOUS, "GET", "/api/games", NOW);
    assertEquals(
        new IdentityProof.Verified(Caller.ANONYMOUS), check(headers, "GET", "/api/games", NOW));
  }

  @Test
  void missingHeadersAreRejected() {
    assertInstanceOf(IdentityProof.Rejected.class, check(Map.of(), "GET", "/api/games", NOW));
  }

  @Test
  void aForgedPlayerIsRejected() {
    Map<String, String> headers = new HashMap<>(proof.sign(alice, "GET", "/api/games", NOW));
    headers.put(IdentityProof.PLAYER_HEADER, "bob");
    assertInstanceOf(IdentityProof.Rejected.class, check(headers, "GET", "/api/games", NOW));
  }

  @Test
  void anAddedScopeIsRejected() {
    Map<String, String> headers = new HashMap<>(proof.sign(alice, "GET", "/api/games", NOW));
    headers.put(IdentityProof.SCOPES_HEADER, "admin game:play game:read");
    assertInstanceOf(IdentityProof.Rejected.class, check(headers, "GET", "/api/games", NOW));
  }

  @Test
  void aProofForAnotherRequestLineIsRejected() {
    var headers = proof.sign(alice, "GET", "/api/games/g1", NOW);
    assertInstanceOf(IdentityProof.Rejected.class, check(headers, "POST", "/api/games/g1", NOW));
    assertInstanceOf(IdentityProof.Rejected.class, check(headers, "GET", "/api/games/g2", NOW));
  }

  @Test
  void anOldProofIsRejected() {
    var headers = proof.sign(alice, "GET", "/api/games", NOW);
    var verdict = check(headers, "GET", "/api/games", NOW + IdentityProof.MAX_SKEW_SECONDS + 1);
    assertInstanceOf(IdentityProof.Rejected.class, verdict);
  }

  @Test
  void aProofMadeWithAnotherSecretIsRejected() {
    var headers =
        new IdentityProof("another-secret-of-enough-length").sign(alice, "GET", "/api/x", NOW);
    assertInstanceOf(IdentityProof.Rejected.class, check(headers, "GET", "/api/x", NOW));
  }

  @Test
  void aShortSecretIsRefusedAtStart() {
    assertThrows(IllegalArgumentException.class, () -> new IdentityProof("short"));
  }
}
