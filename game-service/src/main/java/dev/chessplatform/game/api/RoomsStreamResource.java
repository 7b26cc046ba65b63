package dev.chessplatform.game.api;

import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.application.OpenGames;
import dev.chessplatform.game.domain.GameState;
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
import java.time.Instant;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The public rooms live: {@code room-opened}, {@code room-changed} (a seat taken or left, colours
 * swapped) with the room as a game view, and {@code room-closed} when its game starts or the table
 * closes. Clients load {@code GET /api/rooms} first, then follow this.
 */
@Path("/api/rooms/stream")
@Tag(name = "streams")
public class RoomsStreamResource {

  static final String ROOM_OPENED = "room-opened";
  static final String ROOM_CHANGED = "room-changed";
  static final String ROOM_CLOSED = "room-closed";

  /** Why a room left the list. */
  public enum ClosedBecause {
    /** Its game started: it is among the live games now. */
    STARTED,
    /** The table was closed before a game started. */
    CLOSED
  }

  /** The SSE events of the rooms stream, as the document names them. */
  @Schema(
      name = "RoomEvent",
      description =
          "One Server-Sent Event of the rooms: room-opened and room-changed carry the room as a"
              + " GameView, room-closed a RoomClosed")
  public record RoomEventView(
      @Schema(
              description = "The SSE event name",
              enumeration = {ROOM_OPENED, ROOM_CHANGED, ROOM_CLOSED})
          String event,
      @Schema(
              description =
                  "The SSE data, JSON: a GameView for room-opened and room-changed, a RoomClosed"
                      + " for room-closed",
              anyOf = {GameView.class, RoomClosed.class})
          Object data) {}

  /** The data of a {@code room-closed} event. */
  @Schema(description = "A room that left the list: its game started, or the table closed")
  public record RoomClosed(
      @Schema(description = GameApi.GAME_ID) String gameId,
      @Schema(description = "Why it left the list") ClosedBecause reason) {}

  private final OpenGames games;

  public RoomsStreamResource(OpenGames games) {
    this.games = games;
  }

  @GET
  @Produces(MediaType.SERVER_SENT_EVENTS)
  @Problems({"unauthenticated"})
  @Operation(
      operationId = "streamRooms",
      summary = "Follow the rooms live (Server-Sent Events)",
      description =
          "Public rooms as they open (event room-opened, data: the room as a GameView), change"
              + " (room-changed: a seat taken or left, colours swapped) and close (room-closed,"
              + " data: a RoomClosed with its gameId and why). Load listRooms first, then follow"
              + " this.")
  @APIResponse(
      responseCode = "200",
      description = "The rooms' events",
      content =
          @Content(
              mediaType = MediaType.SERVER_SENT_EVENTS,
              schema = @Schema(implementation = RoomEventView.class)))
  public Multi<OutboundSseEvent> rooms(@Context Sse sse) {
    return ChangeStreams.follow(games, sse, "the rooms, live", RoomsStreamResource::roomEvent);
  }

  /** A public room's change as the stream's event; nothing for another game. */
  static Optional<ChangeStreams.Sent> roomEvent(OpenGames.Change change) {
    GameState s = change.state();
    if (s == null
        || s.settings() == null
        || s.settings().mode() != GameMode.ROOM
        || s.isPrivate()) {
      return Optional.empty();
    }
    return switch (change.kind()) {
      case OPENED -> Optional.of(view(ROOM_OPENED, s));
      case CHANGED -> Optional.of(view(ROOM_CHANGED, s));
      case CLOSED ->
          Optional.of(
              new ChangeStreams.Sent(
                  ROOM_CLOSED,
                  RoomClosed.class,
                  new RoomClosed(
                      s.gameId(),
                      s.status() == GameStatus.STARTED
                          ? ClosedBecause.STARTED
                          : ClosedBecause.CLOSED)));
      case STARTED, ENDED -> Optional.empty();
    };
  }

  private static ChangeStreams.Sent view(String name, GameState s) {
    return new ChangeStreams.Sent(name, GameView.class, GameView.of(s, Instant.now()));
  }
}
