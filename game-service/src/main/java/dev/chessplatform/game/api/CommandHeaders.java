package dev.chessplatform.game.api;

import dev.chessplatform.game.application.CommandOptions;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import jakarta.ws.rs.HeaderParam;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/** The request headers every command on a game takes, and the options they give the command. */
public class CommandHeaders {

  @HeaderParam(GameApi.IF_MATCH)
  @Parameter(description = GameApi.IF_MATCH_DOC, example = "\"12\"")
  String ifMatch;

  @HeaderParam(GameApi.IDEMPOTENCY_KEY)
  @Parameter(description = GameApi.KEY_DOC, example = "7c9e6679-7425-40de-944b-e07fc1f90ae7")
  String idempotencyKey;

  /** Hidden as a parameter; the 204 answer {@link GameAnswerFilter} adds says how to ask. */
  @HeaderParam(GameApi.PREFER)
  @Parameter(hidden = true)
  String prefer;

  /**
   * Whether {@code Prefer} asks for {@code return=minimal} (RFC 7240: preferences are separated by
   * commas, each may carry parameters after {@code ;}, names are case-insensitive; one that is not
   * understood is ignored).
   */
  boolean minimal() {
    return minimal(prefer);
  }

  static boolean minimal(String prefer) {
    if (prefer == null) {
      return false;
    }
    for (String preference : prefer.split(",")) {
      int parameters = preference.indexOf(';');
      String token = (parameters < 0 ? preference : preference.substring(0, parameters)).strip();
      int equals = token.indexOf('=');
      if (equals > 0
          && token.substring(0, equals).strip().equalsIgnoreCase("return")
          && token.substring(equals + 1).strip().replace("\"", "").equalsIgnoreCase("minimal")) {
        return true;
      }
    }
    return false;
  }

  /** The command's preconditions; a malformed header is a 400 naming it. */
  CommandOptions options() {
    return new CommandOptions(version(ifMatch), key(idempotencyKey));
  }

  /** The version in {@code If-Match: "<seq>"}; {@code *} and absence mean no precondition. */
  static Long version(String ifMatch) {
    if (ifMatch == null || ifMatch.isBlank() || ifMatch.strip().equals("*")) {
      return null;
    }
    String v = ifMatch.strip();
    if (v.startsWith("W/")) {
      v = v.substring(2);
    }
    v = v.replace("\"", "");
    try {
      return Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw new ProblemException(
          Problem.of(ProblemType.INVALID_FIELD)
              .detail("If-Match must be a game version such as \"12\"")
              .with("field", GameApi.IF_MATCH)
              .build());
    }
  }

  /** The Idempotency-Key, or null when none was given; longer than 128 characters is a 400. */
  static String key(String idempotencyKey) {
    if (idempotencyKey == null || idempotencyKey.isBlank()) {
      return null;
    }
    if (idempotencyKey.length() > 128) {
      throw new ProblemException(
          Problem.of(ProblemType.INVALID_FIELD)
              .detail("Idempotency-Key is at most 128 characters")
              .with("field", GameApi.IDEMPOTENCY_KEY)
              .build());
    }
    return idempotencyKey;
  }
}
