package dev.chessplatform.game.api;

import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.application.OpenGames;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.problems.Problems;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.time.Instant;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The lobby live: {@code seek-opened} (the seek as a game view) and {@code seek-closed} (its id,
 * when accepted or withdrawn), of every instance's seeks. Clients load {@code GET /api/lobby/seeks}
 * first, then follow this.
 */
@Path("/api/lobby/stream")
@Tag(name = "streams")
public class LobbyStreamResource {

  private final OpenGames games;

  public LobbyStreamResource(OpenGames games) {
    this.games = games;
  }

  /** The SSE events of the lobby stream, as the document names them. */
  @Schema(
      name = "LobbyEvent",
      description =
          "One Server-Sent Event of the lobby: event seek-opened carries the seek as a GameView,"
              + " seek-closed (accepted or withdrawn) a SeekClosed with its gameId")
  public record LobbyEventView(
      @Schema(
              description = "The SSE event name",
              enumeration = {SEEK_OPENED, SEEK_CLOSED})
          String event,
      @Schema(
              description =
                  "The SSE data, JSON: a GameView for seek-opened, a SeekClosed for"
                      + " seek-closed",
              anyOf = {GameView.class, SeekClosed.class})
          Object data) {}

  /** The data of a {@code seek-closed} event. */
  @Schema(description = "A seek that left the lobby: accepted (the game started) or withdrawn")
  public record SeekClosed(@Schema(description = GameApi.GAME_ID) String gameId) {}

  static final String SEEK_OPENED = "seek-opened";
  static final String SEEK_CLOSED = "seek-closed";

  @GET
  @Produces(MediaType.SERVER_SENT_EVENTS)
  @Problems({"unauthenticated"})
  @Operation(
      operationId = "streamLobby",
      summary = "Follow the lobby live (Server-Sent Events)",
      description =
          "Seeks as they open (event seek-opened, data: the seek as a GameView, sent again with"
              + " its new state when it changes, so keep the last one per gameId) and close (event"
              + " seek-closed, data: a SeekClosed with its gameId). Load listSeeks first, then"
              + " follow this.")
  @APIResponse(
      responseCode = "200",
      description = "The lobby's events",
      content =
          @Content(
              mediaType = MediaType.SERVER_SENT_EVENTS,
              schema = @Schema(implementation = LobbyEventView.class)))
  public Multi<OutboundSseEvent> lobby(@Context Sse sse) {
    return ChangeStreams.follow(games, sse, "the lobby, live", LobbyStreamResource::seekEvent);
  }

  /** A public seek's opening or closing as the lobby's event; nothing for another change. */
  static Optional<ChangeStreams.Sent> seekEvent(OpenGames.Change change) {
    GameState s = change.state();
    if (s == null
        || s.settings() == null
        || s.settings().mode() != GameMode.SEEK
        || s.isPrivate()) {
      return Optional.empty();
    }
    return switch (change.kind()) {
      // A seek's creation and its creator's seat are two events: the seek is sent again as it
      // changes, and a client keeps the last view of each seek.
      case OPENED, CHANGED ->
          Optional.of(
              new ChangeStreams.Sent(SEEK_OPENED, GameView.class, GameView.of(s, Instant.now())));
      case CLOSED ->
          Optional.of(
              new ChangeStreams.Sent(SEEK_CLOSED, SeekClosed.class, new SeekClosed(s.gameId())));
      case STARTED, ENDED -> Optional.empty();
    };
  }
}
