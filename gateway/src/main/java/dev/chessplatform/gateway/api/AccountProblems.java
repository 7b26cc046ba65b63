package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.application.AccountRefused;
import dev.chessplatform.gateway.application.AccountRefused.AccountsUnavailable;
import dev.chessplatform.gateway.application.AccountRefused.GuestCannotBeBot;
import dev.chessplatform.gateway.application.AccountRefused.InvalidField;
import dev.chessplatform.gateway.application.AccountRefused.NameTaken;
import dev.chessplatform.gateway.application.AccountRefused.Refusal;
import dev.chessplatform.gateway.application.AccountRefused.ScopesBeyondCaller;
import dev.chessplatform.gateway.application.AccountRefused.SignInsThrottled;
import dev.chessplatform.gateway.application.AccountRefused.TooManyTokens;
import dev.chessplatform.gateway.application.AccountRefused.UnknownToken;
import dev.chessplatform.gateway.application.AccountRefused.WrongCredentials;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemMappers;
import dev.chessplatform.problems.ProblemType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.util.Map;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** The RFC 9457 problem of each {@link Refusal} of the accounts application. */
public class AccountProblems {

  @ServerExceptionMapper
  public Response refused(AccountRefused e, UriInfo uri) {
    Problem problem =
        problemOf(e.refusal()).instance(URI.create(uri.getRequestUri().getRawPath())).build();
    Response.ResponseBuilder response = ProblemMappers.respond(problem);
    headersOf(e.refusal()).forEach(response::header);
    return response.build();
  }

  /** The problem of {@code refusal}, without its instance. */
  static Problem.Builder problemOf(Refusal refusal) {
    if (refusal instanceof InvalidField f) {
      return Problem.of(ProblemType.INVALID_FIELD).detail(f.reason()).with("field", f.field());
    }
    if (refusal instanceof NameTaken t) {
      return Problem.of(GatewayProblems.NAME_TAKEN)
          .detail("An account named '" + t.name() + "' exists")
          .with("field", "name");
    }
    if (refusal instanceof WrongCredentials) {
      return Problem.of(GatewayProblems.INVALID_CREDENTIALS)
          .detail("No account has this name and password");
    }
    if (refusal instanceof SignInsThrottled t) {
      return Problem.of(ProblemType.RATE_LIMITED)
          .detail("Too many failed logins; try again in " + t.retryAfterSeconds() + " s")
          .with("limit", t.limit())
          .with("retryAfterSeconds", t.retryAfterSeconds());
    }
    if (refusal instanceof ScopesBeyondCaller) {
      return Problem.of(GatewayProblems.MISSING_SCOPE)
          .detail("A token cannot allow more than the token that makes it")
          .with("field", "scopes");
    }
    if (refusal instanceof TooManyTokens t) {
      return Problem.of(GatewayProblems.TOO_MANY_TOKENS)
          .detail("Revoke a token first; at most " + t.max() + " at once");
    }
    if (refusal instanceof UnknownToken t) {
      return Problem.of(ProblemType.NOT_FOUND)
          .detail("This account has no token " + t.tokenId())
          .with("tokenId", t.tokenId());
    }
    if (refusal instanceof GuestCannotBeBot) {
      // 403 like the missing-scope a guest's token gets first (it never holds bot:play)
      String detail = "A guest cannot become a bot: register an account, then upgrade it";
      return Problem.of(ProblemType.FORBIDDEN)
          .detail(detail)
          .with("error", detail); // Lichess's clients read error
    }
    if (refusal instanceof AccountsUnavailable) {
      return Problem.of(GatewayProblems.ACCOUNTS_UNAVAILABLE)
          .detail("The change was not made; try again");
    }
    throw new IllegalStateException("unhandled refusal: " + refusal);
  }

  /** Response headers beside the problem: when to try an unconfirmed write or a login again. */
  static Map<String, String> headersOf(Refusal refusal) {
    if (refusal instanceof SignInsThrottled t) {
      return Map.of("Retry-After", Long.toString(t.retryAfterSeconds()));
    }
    return refusal instanceof AccountsUnavailable ? Map.of("Retry-After", "5") : Map.of();
  }
}
