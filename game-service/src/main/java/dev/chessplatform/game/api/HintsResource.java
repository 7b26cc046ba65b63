package dev.chessplatform.game.api;

import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.HintGiven;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.CommandOptions;
import dev.chessplatform.game.application.CommandOutcome;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameDecider;
import dev.chessplatform.game.domain.GameError;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.messaging.ComputerOpponent;
import dev.chessplatform.game.messaging.EngineLink;
import dev.chessplatform.game.messaging.EngineRequests;
import dev.chessplatform.game.messaging.GameOwnership;
import dev.chessplatform.problems.Problem;
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
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
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

  private final GameRegistry registry;
  private final GameOwnership ownership;
  private final EngineLink engine;
  private final GamesConfig.Computer config;
  private final CommandScopes scopes;
  private final GameAccess access;

  public HintsResource(
      GameRegistry registry,
      GameOwnership ownership,
      EngineLink engine,
      GamesConfig config,
      CommandScopes scopes,
      GameAccess access) {
    this.registry = registry;
    this.ownership = ownership;
    this.engine = engine;
    this.config = config.computer();
    this.scopes = scopes;
    this.access = access;
  }

  @GET
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
    return registry.find(gameId).map(LiveGame::events).orElse(List.of()).stream()
        .filter(e -> e.payload() instanceof HintGiven)
        .map(
            e -> {
              HintGiven h = (HintGiven) e.payload();
              int n = ++used[h.to().ordinal()];
              return HintView.of(s.gameId(), e.seq(), h, n);
            })
        .toList();
  }

  @POST
  @Operation(
      operationId = "askHint",
      summary = "Ask for a hint",
      description =
          "On your turn: the engine's move (from and to squares, UCI and SAN) with an English and"
              + " a Chinese explanation. At most 3 per player and game; none in rated games between"
              + " people. The engine searches briefly at full strength; nothing is counted when it"
              + " does not answer.")
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
            description = GameApi.REPLAYED_DOC,
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
    CommandOptions options =
        new CommandOptions(
            CommandGateway.version(headers.ifMatch), CommandGateway.key(headers.idempotencyKey));
    Optional<LiveGame> game = registry.find(gameId);
    if (game.isEmpty()) {
      return done(CommandAnswers.answer(new CommandOutcome.NotFound(gameId), 200, path));
    }
    GameState s = game.get().state();
    if (options.expectedVersion() != null && options.expectedVersion() != s.version()) {
      return done(
          CommandAnswers.answer(
              new CommandOutcome.VersionMismatch(options.expectedVersion(), s), 200, path));
    }
    Optional<GameError> refused = GameDecider.hintRefusal(s, actor, Instant.now());
    if (refused.isPresent() && options.idempotencyKey() == null) {
      return done(CommandAnswers.answer(new CommandOutcome.Refused(refused.get(), s), 200, path));
    }
    return engine
        .ask(request(s))
        .orTimeout(config.hintTimeout().toMillis(), TimeUnit.MILLISECONDS)
        .handle((result, error) -> result)
        .thenCompose(
            result -> {
              if (result == null || !EngineResult.Status.MOVE.equals(result.status())) {
                return done(engineUnavailable(unanswered(result), path));
              }
              var command =
                  new GameCommand.GiveHint(
                      actor, s.version(), result.bestMove(), result.scoreCp(), result.mateIn());
              return ownership
                  .submit(gameId, command, options)
                  .thenApply(outcome -> answer(outcome, actor, path));
            });
  }

  private Response answer(CommandOutcome outcome, String actor, String path) {
    if (outcome instanceof CommandOutcome.Applied a) {
      for (GameEventEnvelope e : a.events()) {
        if (e.payload() instanceof HintGiven h) {
          return ok(a.state(), e.seq(), h, false);
        }
      }
    }
    if (outcome instanceof CommandOutcome.Replayed r) {
      var colour = r.state().colourOf(actor).orElse(null);
      Optional<GameEventEnvelope> last =
          registry.find(r.state().gameId()).map(LiveGame::events).orElse(List.of()).stream()
              .filter(e -> e.payload() instanceof HintGiven h && h.to() == colour)
              .reduce((first, second) -> second);
      if (last.isPresent()) {
        return ok(r.state(), last.get().seq(), (HintGiven) last.get().payload(), true);
      }
    }
    return CommandAnswers.answer(outcome, 200, path);
  }

  private static Response ok(GameState s, long seq, HintGiven h, boolean replayed) {
    Response.ResponseBuilder b =
        Response.ok(HintView.of(s.gameId(), seq, h, s.hintsUsed(h.to())))
            .tag(CommandAnswers.etag(s.version()));
    return replayed ? b.header("Idempotent-Replayed", "true").build() : b.build();
  }

  private EngineRequest request(GameState s) {
    return EngineRequests.forPosition(
        s,
        ComputerOpponent.HINT_PREFIX + UUID.randomUUID(),
        null,
        EngineLimits.movetime(config.hintMovetime().toMillis()),
        Instant.now(),
        config.hintTimeout());
  }

  /** Why the engine gave no move, in words. */
  private static String unanswered(EngineResult result) {
    if (result == null) {
      return "it did not answer within the hint timeout";
    }
    return switch (result.status()) {
      case EngineResult.Status.EXPIRED -> "the request expired before a worker searched it";
      case EngineResult.Status.REJECTED -> "it refused the request";
      case EngineResult.Status.NO_LEGAL_MOVE -> "it found no legal move";
      default -> "it answered " + result.status().toLowerCase(java.util.Locale.ROOT);
    };
  }

  private static Response engineUnavailable(String why, String path) {
    return Response.fromResponse(
            CommandAnswers.problem(
                Problem.of(GameProblems.ENGINE_UNAVAILABLE)
                    .detail("The engine gave no hint: " + why + "; nothing was counted, ask again"),
                path))
        .header("Retry-After", "5")
        .build();
  }

  private static CompletionStage<Response> done(Response r) {
    return CompletableFuture.completedFuture(r);
  }
}
