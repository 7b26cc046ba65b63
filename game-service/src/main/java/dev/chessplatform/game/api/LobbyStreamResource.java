package dev.chessplatform.game.api;

import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.application.GameEventBus;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.domain.GameState;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The lobby live: {@code seek-opened} (the seek as a game view) and {@code seek-closed} (its id,
 * when accepted or withdrawn). Clients load {@code GET /api/lobby/seeks} first, then follow this.
 */
@Path("/api/lobby/stream")
@Tag(name = "streams")
public class LobbyStreamResource {

  private final GameEventBus bus;
  private final GameRegistry registry;

  public LobbyStreamResource(GameEventBus bus, GameRegistry registry) {
    this.bus = bus;
    this.registry = registry;
  }

  @GET
  @Produces(MediaType.SERVER_SENT_EVENTS)
  @Operation(summary = "Seeks opened and closed, as Server-Sent Events")
  public Multi<OutboundSseEvent> lobby(@Context Sse sse) {
    return Multi.createFrom()
        .emitter(
            emitter ->
                emitter.onTermination(
                    bus.subscribeAll(
                        e -> {
                          GameState s = registry.getOrEmpty(e.gameId()).state();
                          if (s.settings() == null
                              || s.settings().mode() != GameMode.SEEK
                              || s.isPrivate()) {
                            return;
                          }
                          GameEvent p = e.payload();
                          if (p instanceof GameEvent.GameCreated) {
                            emitter.emit(
                                sse.newEventBuilder()
                                    .name("seek-opened")
                                    .mediaType(MediaType.APPLICATION_JSON_TYPE)
                                    .data(GameView.class, GameView.of(s, Instant.now()))
                                    .build());
                          } else if (p instanceof GameEvent.GameStarted
                              || p instanceof GameEvent.GameCancelled) {
                            emitter.emit(
                                sse.newEventBuilder()
                                    .name("seek-closed")
                                    .data("{\"gameId\":\"" + e.gameId() + "\"}")
                                    .build());
                          }
                        })));
  }
}
