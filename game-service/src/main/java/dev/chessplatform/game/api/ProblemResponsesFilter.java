package dev.chessplatform.game.api;

import dev.chessplatform.problems.ProblemResponsesContent;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;

/**
 * Declares the problem answers of every game operation in the OpenAPI document, so every non-2xx is
 * documented in one place: reads can answer 401/403/404, commands also 400, 409, 412, 413, 422 and
 * 503 (the problem types are listed in the README). The problem+json body of these answers is
 * {@link ProblemResponsesContent}'s, the one every service uses for its errors.
 */
public class ProblemResponsesFilter implements OASFilter {

  private static final Map<String, String> READ =
      Map.of(
          "401", "No gateway proof (unauthenticated)",
          "403", "private-game, or the token lacks a scope",
          "404", "not-found: no such game");

  private static final Map<String, String> WRITE =
      Map.of(
          "400", "malformed-request, invalid-field, invalid-game-settings",
          "403", "not-a-player, not-invited, forbidden (scope game:play)",
          "409",
              "not-your-turn, game-over, seat-taken, not-started, already-started,"
                  + " draw-offer-not-allowed, nothing-pending, takeback-not-allowed,"
                  + " abort-not-allowed, claim-not-allowed, undo-not-allowed, hints-not-allowed,"
                  + " no-hints-left, position-changed, game-exists (with the current state)",
          "412", "version-conflict: If-Match names an old version (with the current state)",
          "413", "payload-too-large",
          "422", "illegal-move (with the legal moves), invalid-pgn",
          "503",
              "game-owner-unavailable, engine-unavailable, service-unavailable (the player"
                  + " directory is catching up) (Retry-After)");

  private static final Map<String, String> WRITE_NOT_FOUND =
      Map.of(
          "404",
          "not-found: no such game; unknown-player: the opponent named (field opponent) is no"
              + " account and no computer level");

  @Override
  public PathItem filterPathItem(PathItem item) {
    if (item.getGET() != null) {
      add(item.getGET(), READ);
    }
    for (Operation write : new Operation[] {item.getPOST(), item.getDELETE(), item.getPUT()}) {
      if (write != null) {
        add(write, WRITE_NOT_FOUND);
        add(write, READ);
        add(write, WRITE);
      }
    }
    return item;
  }

  private static void add(Operation operation, Map<String, String> responses) {
    responses.forEach(
        (status, description) -> {
          if (operation.getResponses().getAPIResponse(status) == null) {
            operation
                .getResponses()
                .addAPIResponse(
                    status,
                    OASFactory.createAPIResponse()
                        .description(description)
                        .content(ProblemResponsesContent.problemContent()));
          }
        });
  }
}
