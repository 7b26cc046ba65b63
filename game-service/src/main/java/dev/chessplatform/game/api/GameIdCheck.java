package dev.chessplatform.game.api;

import dev.chessplatform.game.application.GameIds;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemMappers;
import dev.chessplatform.problems.ProblemType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.util.Optional;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * The one check of a {@code {gameId}} path segment, before any resource of game-service runs: an id
 * that is not a UUID names no game, so it is answered 404 {@code not-found} as an unknown game is,
 * and never reaches the partition of a writer, a Kafka key, the store or a problem's {@code
 * instance} (a decoded {@code %00} made a 500 there). Runs after matching (it reads the matched
 * path parameter) and before the body is read.
 */
public class GameIdCheck {

  @ServerRequestFilter
  public Optional<Response> check(UriInfo uri) {
    String gameId = uri.getPathParameters().getFirst("gameId");
    if (gameId == null || GameIds.wellFormed(gameId)) {
      return Optional.empty();
    }
    return Optional.of(
        ProblemMappers.respond(
                Problem.of(ProblemType.NOT_FOUND)
                    .detail(
                        "There is no game with this id: a game id is a UUID such as"
                            + " 7bc19bf6-61b3-4f40-8e7f-e19fcf8f66d9")
                    .instance(URI.create(uri.getRequestUri().getRawPath()))
                    .with("gameId", gameId)
                    .build())
            .build());
  }
}
