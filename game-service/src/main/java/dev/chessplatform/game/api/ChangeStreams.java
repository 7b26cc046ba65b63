package dev.chessplatform.game.api;

import dev.chessplatform.game.application.OpenGames;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.util.Optional;
import java.util.function.Function;

/**
 * The lobby, rooms and live-games streams: {@link OpenGames}' changes as Server-Sent Events, the
 * same from every instance (every instance folds every partition).
 */
final class ChangeStreams {

  /** One SSE event: its name and its JSON data. */
  record Sent(String name, Class<?> type, Object data) {}

  private ChangeStreams() {}

  /**
   * The changes {@code pick} turns into events, from now on. A comment first: the answer's head
   * leaves now, not with the first change (a client would otherwise wait for its status, and an
   * EventSource for its open).
   */
  static Multi<OutboundSseEvent> follow(
      OpenGames games, Sse sse, String hello, Function<OpenGames.Change, Optional<Sent>> pick) {
    return Multi.createFrom()
        .emitter(
            emitter -> {
              emitter.emit(sse.newEventBuilder().comment(hello).build());
              emitter.onTermination(
                  games.subscribe(
                      change ->
                          pick.apply(change)
                              .ifPresent(
                                  s ->
                                      emitter.emit(
                                          sse.newEventBuilder()
                                              .name(s.name())
                                              .mediaType(MediaType.APPLICATION_JSON_TYPE)
                                              .data(s.type(), s.data())
                                              .build()))));
            });
  }
}
