package dev.chessplatform.game.api;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.game.application.GameRecord;
import dev.chessplatform.game.application.OpenGames;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.problems.Problems;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The public games being played, live: {@code game-started} (the game as a record view, as {@code
 * listGames} shows it) and {@code game-ended} (its id and how it ended). Clients load {@code GET
 * /api/games?status=STARTED} first, then follow this.
 */
@Path("/api/games/stream")
@Tag(name = "streams")
public class LiveGamesStreamResource {

  static final String GAME_STARTED = "game-started";
  static final String GAME_ENDED = "game-ended";

  /** The SSE events of the live-games stream, as the document names them. */
  @Schema(
      name = "LiveGameEvent",
      description =
          "One Server-Sent Event of the live games: game-started carries a GameRecordView,"
              + " game-ended a LiveGameEnded")
  public record LiveGameEventView(
      @Schema(
              description = "The SSE event name",
              enumeration = {GAME_STARTED, GAME_ENDED})
          String event,
      @Schema(
              description =
                  "The SSE data, JSON: a GameRecordView for game-started, a LiveGameEnded for"
                      + " game-ended",
              anyOf = {GameRecordView.class, LiveGameEnded.class})
          Object data) {}

  /** The data of a {@code game-ended} event. */
  @Schema(description = "A public game that is no longer played")
  public record LiveGameEnded(
      @Schema(description = GameApi.GAME_ID) String gameId,
      @Schema(description = "ENDED with a result, or CANCELLED") GameStatus status,
      @Schema(description = "1-0, 0-1 or 1/2-1/2; null when cancelled") String result,
      @Schema(description = "How it ended; null when cancelled") Termination termination) {}

  private final OpenGames games;

  public LiveGamesStreamResource(OpenGames games) {
    this.games = games;
  }

  @GET
  @Produces(MediaType.SERVER_SENT_EVENTS)
  @Problems({"unauthenticated"})
  @Operation(
      operationId = "streamLiveGames",
      summary = "Follow the live games (Server-Sent Events)",
      description =
          "Public games as they start (event game-started, data: a GameRecordView) and end"
              + " (game-ended, data: a LiveGameEnded). Load listGames with status STARTED first,"
              + " then follow this.")
  @APIResponse(
      responseCode = "200",
      description = "The live games' events",
      content =
          @Content(
              mediaType = MediaType.SERVER_SENT_EVENTS,
              schema = @Schema(implementation = LiveGameEventView.class)))
  public Multi<OutboundSseEvent> liveGames(@Context Sse sse) {
    return ChangeStreams.follow(games, sse, "the live games", LiveGamesStreamResource::liveEvent);
  }

  /** A public game's start or end as the stream's event; nothing for another change. */
  static Optional<ChangeStreams.Sent> liveEvent(OpenGames.Change change) {
    if (change.isPrivate()) {
      return Optional.empty(); // its players hear of it on their own streams
    }
    return switch (change.kind()) {
      case STARTED ->
          Optional.of(
              new ChangeStreams.Sent(
                  GAME_STARTED,
                  GameRecordView.class,
                  GameRecordView.of(GameRecord.of(change.state()))));
      case ENDED ->
          Optional.of(new ChangeStreams.Sent(GAME_ENDED, LiveGameEnded.class, ended(change)));
      case OPENED, CHANGED, CLOSED -> Optional.empty();
    };
  }

  static LiveGameEnded ended(OpenGames.Change change) {
    if (change.cause() instanceof GameEvent.GameEnded e) {
      return new LiveGameEnded(change.gameId(), GameStatus.ENDED, e.result(), e.termination());
    }
    return new LiveGameEnded(change.gameId(), GameStatus.CANCELLED, null, null);
  }
}
