package dev.chessplatform.game.api;

import dev.chessplatform.game.application.OpenGames;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

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
    return Multi.createBy()
        .concatenating()
        .streams(
            Multi.createFrom().item(sse.newEventBuilder().comment(hello).build()),
            changes(games, List::of, pick).map(s -> event(sse, s)));
  }

  /**
   * What {@code first} says holds now, then the changes {@code pick} turns into events: {@code
   * first} runs under the open games' lock as the subscription starts, so no change falls between
   * the two or is told by both.
   */
  static Multi<Sent> changes(
      OpenGames games,
      Supplier<List<Sent>> first,
      Function<OpenGames.Change, Optional<Sent>> pick) {
    return Multi.createFrom()
        .emitter(
            emitter ->
                emitter.onTermination(
                    games.subscribe(
                        () -> first.get().forEach(emitter::emit),
                        change -> pick.apply(change).ifPresent(emitter::emit))));
  }

  /** One change as a Server-Sent Event: its name, its data as JSON. */
  static OutboundSseEvent event(Sse sse, Sent s) {
    return sse.newEventBuilder()
        .name(s.name())
        .mediaType(MediaType.APPLICATION_JSON_TYPE)
        .data(s.type(), s.data())
        .build();
  }
}
