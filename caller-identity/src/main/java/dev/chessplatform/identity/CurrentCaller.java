package dev.chessplatform.identity;

import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import jakarta.enterprise.context.RequestScoped;

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
    Caller signedIn = requireSignedIn();
    if (!signedIn.hasScope(scope)) {
      throw new ProblemException(
          Problem.of(ProblemType.FORBIDDEN)
              .detail("The token lacks the scope " + scope)
              .with("requiredScope", scope)
              .build());
    }
    return signedIn;
  }
}
