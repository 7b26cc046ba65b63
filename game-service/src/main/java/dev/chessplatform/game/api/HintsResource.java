package dev.chessplatform.game.api;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.HintGiven;
import dev.chessplatform.game.application.Hints;
import dev.chessplatform.game.application.Hints.HintOutcome;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.Problems;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Hints (seed 003: on your turn, at most 3 per game, the from and to squares with the notation and
 * an explanation). The allowance is checked before the engine is asked, and again by the game's
 * writer when the engine's move is appended as {@code HintGiven}: two racing requests cannot both
 * take the last hint, and a restart cannot forget one (the count is the events).
 */
@Path("/api/games/{gameId}/hints")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
public class HintsResource {

  /** A hint as shown to the player. */
  @Schema(description = "A hint: the engine's move for the player to move, explained")
  public record HintView(
      @Schema(description = GameApi.GAME_ID) String gameId,
      @Schema(description = "The seq of the HintGiven event") long version,
      @Schema(description = "The player the hint is for") Colour colour,
      @Schema(example = "g1f3") String uci,
      @Schema(example = "Nf3") String san,
      @Schema(description = "The square to move from", example = "g1") String from,
      @Schema(description = "The square to move to", example = "f3") String to,
      @Schema(
              description = "The move, what it threatens and the evaluation change, in English",
              example = "Nf3: White knight g1→f3; evaluation +0.30 for White (material now 0)")
          String explanation,
      @Schema(description = "The same in Chinese") String explanationZh,
      @Schema(description = "The engine's score for the player, centipawns; absent with mateIn")
          Integer scoreCp,
      @Schema(description = "Mate in this many moves for the player; negative when being mated")
          Integer mateIn,
      @Schema(description = "Hints the player has used in this game, this one included")
          int hintsUsed,
      @Schema(description = "Hints the player has left in this game") int hintsLeft) {

    static HintView of(String gameId, long version, HintGiven h, int used) {
      return new HintView(
          gameId,
          version,
          h.to(),
          h.uci(),
          h.san(),
          h.uci().substring(0, 2),
          h.uci().substring(2, 4),
          h.description(),
          h.descriptionZh(),
          h.scoreCp(),
          h.mateIn(),
          used,
          GameState.HINTS_PER_GAME - used);
    }
  }

  private final Hints hints;
  private final CommandScopes scopes;
  private final GameAccess access;

  public HintsResource(Hints hints, CommandScopes scopes, GameAccess access) {
    this.hints = hints;
    this.scopes = scopes;
    this.access = access;
  }

  @GET
  @ProblemGroups.Read
  @Operation(
      operationId = "listHints",
      summary = "List the hints given",
      description = "The hints given in this game so far, to either player, oldest first.")
  @APIResponse(
      responseCode = "200",
      description = "The hints, oldest first",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(type = SchemaType.ARRAY, implementation = HintView.class)))
  public List<HintView> list(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId) {
    GameState s = access.visible(gameId);
    int[] used = new int[2];
    return hints.given(gameId).stream()
        .map(
            e -> {
              HintGiven h = (HintGiven) e.payload();
              int n = ++used[h.to().ordinal()];
              return HintView.of(s.gameId(), e.seq(), h, n);
            })
        .toList();
  }

  @POST
  @ProblemGroups.PlayerCommand
  @Problems({
    "not-your-turn",
    "hints-not-allowed",
    "no-hints-left",
    "position-changed",
    "engine-unavailable",
    "computer-games-only"
  })
  @Operation(
      operationId = "askHint",
      summary = "Ask for a hint",
      description =
          "On your turn: the engine's move (from and to squares, UCI and SAN) with an English and"
              + " a Chinese explanation. At most 3 per player and game; none in rated games between"
              + " people. The engine searches briefly at full strength; nothing is counted when it"
              + " does not answer. Asked again in a position the player was given a hint in (the"
              + " same FEN, e.g. after an undo), it answers that hint again without spending one"
              + " or asking the engine, also when none are left.")
  @APIResponse(
      responseCode = "200",
      description = "The hint; the game's version after it is the ETag",
      headers = {
        @Header(
            name = GameApi.ETAG,
            description = GameApi.ETAG_DOC,
            schema = @Schema(type = SchemaType.STRING)),
        @Header(
            name = GameApi.REPLAYED,
            description =
                "true when this is a hint given before: the stored first answer of an"
                    + " Idempotency-Key seen before, or the hint already given in this position;"
                    + " nothing was spent",
            schema = @Schema(type = SchemaType.STRING))
      },
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = HintView.class)))
  public CompletionStage<Response> ask(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    String actor = scopes.inComputerGame(gameId);
    String path = uri.getPath();
    return hints.ask(gameId, actor, headers.options()).thenApply(outcome -> answer(outcome, path));
  }

  private static Response answer(HintOutcome outcome, String path) {
    if (outcome instanceof HintOutcome.Given g) {
      Response.ResponseBuilder b =
          Response.ok(
                  HintView.of(
                      g.state().gameId(), g.seq(), g.hint(), g.state().hintsUsed(g.hint().to())))
              .tag(CommandAnswers.etag(g.state().version()));
      return g.replayed() ? b.header(GameApi.REPLAYED, "true").build() : b.build();
    }
    if (outcome instanceof HintOutcome.NotGiven n) {
      return CommandAnswers.answer(n.outcome(), 200, path);
    }
    if (outcome instanceof HintOutcome.EngineSilent e) {
      return Response.fromResponse(
              CommandAnswers.problem(
                  Problem.of(GameProblems.ENGINE_UNAVAILABLE)
                      .detail(
                          "The engine gave no hint: "
                              + e.why()
                              + "; nothing was counted, ask again"),
                  path))
          .header("Retry-After", "5")
          .build();
    }
    throw new IllegalStateException("unhandled hint outcome " + outcome);
  }
}
