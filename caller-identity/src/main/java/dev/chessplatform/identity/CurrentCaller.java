package dev.chessplatform.identity;

import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import jakarta.enterprise.context.RequestScoped;
import java.util.Arrays;

/** The caller of the current request, set by {@link CallerFilter}. */
@RequestScoped
public class CurrentCaller {

  private Caller caller = Caller.ANONYMOUS;

  void set(Caller caller) {
    this.caller = caller;
  }

  public Caller get() {
    return caller;
  }

  /** The caller, who must be signed in: 401 problem otherwise. */
  public Caller requireSignedIn() {
    if (caller.isAnonymous()) {
      throw new ProblemException(
          Problem.of(ProblemType.UNAUTHENTICATED).detail("Sign in: this needs a token").build());
    }
    return caller;
  }

  /** The caller, who must hold {@code scope}: 401 or 403 problem otherwise. */
  public Caller requireScope(String scope) {
    return requireAnyScope(scope);
  }

  /**
   * The caller, who must hold at least one of {@code scopes}: 401 or 403 problem otherwise. The
   * first is the one the refusal asks for ({@code requiredScope}), as the gateway's does.
   */
  public Caller requireAnyScope(String... scopes) {
    if (scopes.length == 0) {
      throw new IllegalArgumentException("name at least one scope");
    }
    Caller signedIn = requireSignedIn();
    if (Arrays.stream(scopes).noneMatch(signedIn::hasScope)) {
      throw new ProblemException(
          Problem.of(ProblemType.FORBIDDEN)
              .detail("The token lacks the scope " + String.join(" or ", scopes))
              .with("requiredScope", scopes[0])
              .build());
    }
    return signedIn;
  }
}
