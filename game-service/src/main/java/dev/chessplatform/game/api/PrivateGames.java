package dev.chessplatform.game.api;

import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.Privacy;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemMappers;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Optional;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * The one gate of privacy: every operation whose path names a game ({@code {gameId}}), read or
 * command, stream or count, is refused here with 403 {@code private-game} when the caller may not
 * read the game ({@link Privacy}), before the resource runs: the answer carries the game's id,
 * which the caller gave, and nothing else. A request reaches this filter on the game's owner
 * ({@link OwnerForwarding} ran first), so the state read here is the writer's. A game not loaded
 * here is left to the resource, whose 404 and 503 say nothing of any game either.
 */
public class PrivateGames {

  static final String DETAIL = "Only the players of a private game may read it or act in it";

  private final GameRegistry registry;
  private final CurrentCaller caller;

  public PrivateGames(GameRegistry registry, CurrentCaller caller) {
    this.registry = registry;
    this.caller = caller;
  }

  @ServerRequestFilter
  public Response gate(ContainerRequestContext request, ResourceInfo resource) {
    String gameId = request.getUriInfo().getPathParameters().getFirst("gameId");
    if (gameId == null) {
      return null;
    }
    Optional<GameState> state = registry.state(gameId);
    if (state.isEmpty() || Privacy.mayRead(state.get(), caller.get().playerId())) {
      return null;
    }
    boolean takesSeat =
        resource.getResourceMethod() != null
            && resource.getResourceMethod().isAnnotationPresent(TakesFreeSeat.class);
    if (takesSeat && Privacy.mayTakeSeat(state.get())) {
      return null;
    }
    return refusal(gameId, request.getUriInfo().getPath());
  }

  static Response refusal(String gameId, String path) {
    return ProblemMappers.respond(
            Problem.of(GameProblems.PRIVATE_GAME)
                .detail(DETAIL)
                .with("gameId", gameId)
                .instance(URI.create(path))
                .build())
        .build();
  }
}
