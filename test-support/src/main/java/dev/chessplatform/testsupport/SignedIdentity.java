package dev.chessplatform.testsupport;

import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.IdentityProof;
import io.restassured.filter.Filter;
import java.net.URI;
import java.time.Instant;
import java.util.Map;
import java.util.Set;

/**
 * The headers the gateway would add for a caller, signed with the {@code %test} secret that every
 * service's application.properties sets. Tests of a service call it as the gateway does.
 */
public final class SignedIdentity {

  /** The {@code %test.chess.identity.secret} of every service. */
  public static final String TEST_SECRET = "test-only-internal-secret-0123456789";

  private static final IdentityProof PROOF = new IdentityProof(TEST_SECRET);

  private SignedIdentity() {}

  /** Headers for {@code player} with {@code scopes} on the request {@code method uri}. */
  public static Map<String, String> headers(
      String player, Set<String> scopes, String method, String uri) {
    return PROOF.sign(new Caller(player, scopes), method, uri, Instant.now().getEpochSecond());
  }

  /**
   * A RestAssured filter that signs every request it sees as the gateway would, for {@code player}
   * with {@code scopes} (or anonymous with {@link Caller#ANONYMOUS_ID}): install it with {@code
   * RestAssured.replaceFiltersWith(...)} in a test's set-up.
   */
  public static Filter filter(String player, Set<String> scopes) {
    return (request, response, ctx) -> {
      URI uri = URI.create(request.getURI());
      String target = uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
      headers(player, scopes, request.getMethod(), target).forEach(request::header);
      return ctx.next(request, response);
    };
  }

  /** Headers for an anonymous caller, as the gateway sends for a request without a token. */
  public static Map<String, String> anonymous(String method, String uri) {
    return PROOF.sign(Caller.ANONYMOUS, method, uri, Instant.now().getEpochSecond());
  }
}
