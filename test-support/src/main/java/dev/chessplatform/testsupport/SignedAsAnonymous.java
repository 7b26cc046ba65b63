package dev.chessplatform.testsupport;

import dev.chessplatform.identity.Caller;
import io.restassured.RestAssured;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * {@code @ExtendWith(SignedAsAnonymous.class)}: every RestAssured request of each test carries the
 * identity the gateway forwards for a caller without a token (public reads).
 */
public class SignedAsAnonymous implements BeforeEachCallback, AfterEachCallback {

  @Override
  public void beforeEach(ExtensionContext context) {
    RestAssured.replaceFiltersWith(SignedIdentity.filter(Caller.ANONYMOUS_ID, Set.of()));
  }

  @Override
  public void afterEach(ExtensionContext context) {
    RestAssured.replaceFiltersWith(List.of());
  }
}
