package dev.chessplatform.gateway.api;

import dev.chessplatform.problems.ProblemType;

/** Problem types of the gateway, on top of the platform-wide ones in {@link ProblemType}. */
public final class GatewayProblems {

  public static final ProblemType INVALID_TOKEN =
      new ProblemType("invalid-token", "The token is not valid", 401);
  public static final ProblemType INVALID_CREDENTIALS =
      new ProblemType("invalid-credentials", "The name or the password is wrong", 401);
  public static final ProblemType MISSING_SCOPE =
      new ProblemType("missing-scope", "The token does not allow this", 403);
  public static final ProblemType NAME_TAKEN =
      new ProblemType("name-taken", "The name is taken", 409);
  public static final ProblemType TOO_MANY_TOKENS =
      new ProblemType("too-many-tokens", "The account holds as many tokens as it may", 409);
  public static final ProblemType LENGTH_REQUIRED =
      new ProblemType("length-required", "A request body needs a Content-Length", 411);
  public static final ProblemType INVALID_URI =
      new ProblemType("invalid-uri", "The request target is not a valid URI", 400);
  public static final ProblemType URI_TOO_LONG =
      new ProblemType("uri-too-long", "The request target is too long", 414);
  public static final ProblemType HEADER_FIELDS_TOO_LARGE =
      new ProblemType("header-fields-too-large", "The request's header fields are too large", 431);
  public static final ProblemType BOT_ACCOUNT_RESTRICTED =
      new ProblemType(
          "bot-account-restricted", "A bot account plays people only by challenge", 403);
  public static final ProblemType ACCOUNTS_UNAVAILABLE =
      new ProblemType("accounts-unavailable", "Accounts cannot be read or written now", 503);

  private GatewayProblems() {}
}
