package dev.chessplatform.game.api;

import jakarta.ws.rs.HeaderParam;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/** The request headers every command on a game takes. */
public class CommandHeaders {

  @HeaderParam(GameApi.IF_MATCH)
  @Parameter(description = GameApi.IF_MATCH_DOC, example = "\"12\"")
  String ifMatch;

  @HeaderParam(GameApi.IDEMPOTENCY_KEY)
  @Parameter(description = GameApi.KEY_DOC, example = "7c9e6679-7425-40de-944b-e07fc1f90ae7")
  String idempotencyKey;
}
