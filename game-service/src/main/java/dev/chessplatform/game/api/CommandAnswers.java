package dev.chessplatform.game.api;

import dev.chessplatform.game.application.CommandOutcome;
import dev.chessplatform.game.domain.GameError;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.MoveOptions;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemMappers;
import dev.chessplatform.problems.ProblemType;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Instant;
import java.util.concurrent.CompletionStage;

/** Turns a command's outcome into the HTTP answer: the game with its ETag, or a problem. */
final class CommandAnswers {

  private CommandAnswers() {}

  static EntityTag etag(long version) {
    return new EntityTag(Long.toString(version));
  }

  /**
   * The answer to a command on an existing game: 200 with the game after it, or 204 with only its
   * ETag when the caller asked for {@code Prefer: return=minimal}; a refusal is answered in full.
   */
  static CompletionStage<Response> of(
      CompletionStage<CommandOutcome> outcome, CommandHeaders headers, String path) {
    boolean minimal = headers.minimal();
    return outcome.thenApply(o -> minimal ? minimal(o, path) : answer(o, 200, path));
  }

  private static Response minimal(CommandOutcome outcome, String path) {
    if (outcome instanceof CommandOutcome.Applied a) {
      return Response.noContent()
          .tag(etag(a.state().version()))
          .header(GameApi.PREFERENCE_APPLIED, GameApi.RETURN_MINIMAL)
          .build();
    }
    if (outcome instanceof CommandOutcome.Replayed r) {
      return Response.noContent()
          .tag(etag(r.state().version()))
          .header(GameApi.PREFERENCE_APPLIED, GameApi.RETURN_MINIMAL)
          .header(GameApi.REPLAYED, "true")
          .build();
    }
    return answer(outcome, 200, path);
  }

  static Response answer(CommandOutcome outcome, int success, String path) {
    Instant now = Instant.now();
    if (outcome instanceof CommandOutcome.Applied a) {
      return ok(a.state(), success, now);
    }
    if (outcome instanceof CommandOutcome.Replayed r) {
      return Response.status(success)
          .tag(etag(r.state().version()))
          .entity(GameView.of(r.state(), now))
          .header(GameApi.REPLAYED, "true")
          .build();
    }
    if (outcome instanceof CommandOutcome.Refused r) {
      return refused(r.error(), r.state(), path, now);
    }
    if (outcome instanceof CommandOutcome.VersionMismatch v) {
      return problem(
          Problem.of(GameProblems.VERSION_CONFLICT)
              .detail(
                  "If-Match names version "
                      + v.expected()
                      + "; the game is at "
                      + v.state().version())
              .with("gameId", v.state().gameId())
              .with("expectedVersion", v.expected())
              .with("currentVersion", v.state().version())
              .with("state", GameView.of(v.state(), now)),
          path);
    }
    if (outcome instanceof CommandOutcome.Hidden h) {
      return PrivateGames.refusal(h.gameId(), path);
    }
    if (outcome instanceof CommandOutcome.NotFound n) {
      return problem(
          Problem.of(ProblemType.NOT_FOUND)
              .detail("There is no game " + n.gameId())
              .with("gameId", n.gameId()),
          path);
    }
    if (outcome instanceof CommandOutcome.UnknownPlayer u) {
      return problem(
          Problem.of(GameProblems.UNKNOWN_PLAYER)
              .detail("No player is named '" + u.given() + "'")
              .with("field", u.field()),
          path);
    }
    if (outcome instanceof CommandOutcome.DirectoryBehind d) {
      return Response.fromResponse(
              problem(
                  Problem.of(ProblemType.SERVICE_UNAVAILABLE)
                      .detail(
                          "The player directory is catching up: whether '"
                              + d.given()
                              + "' is a player is not known yet; try again")
                      .with("field", d.field()),
                  path))
          .header("Retry-After", "1")
          .build();
    }
    if (outcome instanceof CommandOutcome.Unavailable u) {
      return Response.fromResponse(
              problem(Problem.of(GameProblems.OWNER_UNAVAILABLE).detail(u.reason()), path))
          .header("Retry-After", "1")
          .build();
    }
    throw new IllegalStateException("unhandled outcome " + outcome);
  }

  static Response ok(GameState state, int status, Instant now) {
    return Response.status(status)
        .tag(etag(state.version()))
        .entity(GameView.of(state, now))
        .build();
  }

  private static Response refused(GameError error, GameState state, String path, Instant now) {
    Problem.Builder p = Problem.of(GameProblems.of(error.kind())).detail(error.detail());
    if (state.status() != dev.chessplatform.game.domain.GameStatus.NEW) {
      p.with("gameId", state.gameId()); // a refused create names no game: none exists
    }
    error.details().forEach(p::with);
    if (error.kind() == GameError.Kind.ILLEGAL_MOVE && state.game() != null) {
      p.with(
          "legalMoves",
          MoveOptions.of(state.game().position()).stream().map(MoveOptions.Option::uci).toList());
    }
    if (state.status() != dev.chessplatform.game.domain.GameStatus.NEW) {
      p.with("state", GameView.of(state, now));
    }
    return problem(p, path);
  }

  /** {@code path} is the decoded request path: quoted again, so any character makes a URI. */
  static Response problem(Problem.Builder problem, String path) {
    return ProblemMappers.respond(problem.instance(reference(path)).build()).build();
  }

  static URI reference(String decodedPath) {
    try {
      return new URI(null, null, decodedPath, null);
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException("not a path: " + decodedPath, e);
    }
  }
}
