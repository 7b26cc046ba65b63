package dev.chessplatform.game.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.util.RawValue;
import dev.chessplatform.game.application.OpenGames;
import dev.chessplatform.game.application.OpenGamesFeed;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problems;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.time.Duration;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestStreamElementType;

/**
 * The signed-in player's own stream ({@link PlayerEvents}): on connection the challenges and games
 * that hold now, then each change, from any instance (every instance folds every partition).
 * Server- Sent Events with a comment every {@link #KEEP_ALIVE}, or NDJSON lines {@code {"type",
 * "data"}}.
 */
@Path("/api/players/me")
@Tag(name = "streams")
public class PlayerStreamResource {

  /** How often an idle stream says it is alive (an SSE comment; a proxy closes silent ones). */
  static final Duration KEEP_ALIVE = Duration.ofSeconds(7);

  /** The SSE events of a player's stream, as the document names them. */
  @Schema(
      name = "PlayerEvent",
      description =
          "One event of your stream: challenge-opened (a ChallengeOpened), challenge-closed (a"
              + " ChallengeClosed), game-started (a MyGameStarted), game-ended (a MyGameEnded)")
  public record PlayerEventView(
      @Schema(
              description = "The SSE event name, or the NDJSON line's type",
              enumeration = {
                PlayerEvents.CHALLENGE_OPENED,
                PlayerEvents.CHALLENGE_CLOSED,
                PlayerEvents.GAME_STARTED,
                PlayerEvents.GAME_ENDED
              })
          String type,
      @Schema(
              description = "The event's data",
              anyOf = {
                PlayerEvents.ChallengeOpened.class,
                PlayerEvents.ChallengeClosed.class,
                PlayerEvents.MyGameStarted.class,
                PlayerEvents.MyGameEnded.class
              })
          Object data) {}

  private final OpenGames games;
  private final OpenGamesFeed feed;
  private final CurrentCaller caller;
  private final ObjectMapper json;

  public PlayerStreamResource(
      OpenGames games, OpenGamesFeed feed, CurrentCaller caller, ObjectMapper json) {
    this.games = games;
    this.feed = feed;
    this.caller = caller;
    this.json = json;
  }

  @GET
  @Path("stream")
  @Produces(MediaType.SERVER_SENT_EVENTS)
  @Blocking // the catch-up below waits (bounded) for the open games
  @Problems({"unauthenticated"})
  @Operation(
      operationId = "streamMyEvents",
      summary = "Follow your challenges and games (Server-Sent Events)",
      description =
          "Your challenges, made and received (challenge-opened, challenge-closed with why), and"
              + " your games, private ones too (game-started, game-ended with your outcome). On"
              + " connection the challenges and games that hold now come first, then each change"
              + " once (a challenge-opened again when the challenge changes: its creator's seat"
              + " follows its creation); a comment every 7 s keeps an idle stream open. A rematch"
              + " offered to you is a challenge-opened. Key what you keep by gameId.")
  @APIResponse(
      responseCode = "200",
      description = "Your events",
      content =
          @Content(
              mediaType = MediaType.SERVER_SENT_EVENTS,
              schema = @Schema(implementation = PlayerEventView.class)))
  public Multi<OutboundSseEvent> stream(@Context Sse sse) {
    return keptAlive(
        sse.newEventBuilder().comment("your events, live").build(),
        follow().map(s -> ChangeStreams.event(sse, s)),
        sse.newEventBuilder().comment("").build());
  }

  @GET
  @Path("events")
  @Produces(GameStreamResource.NDJSON)
  @RestStreamElementType(MediaType.APPLICATION_JSON)
  @Blocking // the catch-up below waits (bounded) for the open games
  @Problems({"unauthenticated"})
  @Operation(
      operationId = "getMyEvents",
      summary = "Follow your challenges and games (NDJSON)",
      description =
          "The same events as streamMyEvents, one {\"type\", \"data\"} object per line"
              + " (application/x-ndjson); an empty line first and every 7 s keeps it open.")
  @APIResponse(
      responseCode = "200",
      description = "One PlayerEvent per line",
      content =
          @Content(
              mediaType = GameStreamResource.NDJSON,
              schema = @Schema(implementation = PlayerEventView.class)))
  public Multi<RawValue> ndjson() {
    // Written raw: an empty line first (the answer's head leaves now, not with the first event)
    // and every KEEP_ALIVE, as Lichess's clients expect of an NDJSON stream.
    RawValue empty = new RawValue("");
    return keptAlive(empty, follow().map(s -> new RawValue(line(s))), empty);
  }

  @GET
  @Path("playing")
  @Tag(name = "players")
  @Produces(MediaType.APPLICATION_JSON)
  @Blocking // the catch-up below waits (bounded) for the open games
  @Problems({"unauthenticated"})
  @Operation(
      operationId = "listMyGames",
      summary = "List your games being played",
      description =
          "Your games being played now, private ones too, as game-started tells each (the same"
              + " as the games streamMyEvents sends on connection), by gameId. From any instance;"
              + " a game started by a command answered before this request is in it.")
  @APIResponse(
      responseCode = "200",
      description = "Your games being played",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema =
                  @Schema(
                      type = org.eclipse.microprofile.openapi.annotations.enums.SchemaType.ARRAY,
                      implementation = PlayerEvents.MyGameStarted.class)))
  public java.util.List<PlayerEvents.MyGameStarted> playing() {
    String me = caller.requireSignedIn().playerId();
    feed.catchUp(WaitingGames.CATCH_UP);
    return PlayerEvents.playing(games, me);
  }

  /** {@code first} at once, then the events with {@code alive} between them every KEEP_ALIVE. */
  private static <T> Multi<T> keptAlive(T first, Multi<T> events, T alive) {
    Multi<T> ticks = Multi.createFrom().ticks().every(KEEP_ALIVE).map(t -> alive);
    return Multi.createBy()
        .concatenating()
        .streams(Multi.createFrom().item(first), Multi.createBy().merging().streams(events, ticks));
  }

  private String line(ChangeStreams.Sent s) {
    try {
      return json.writeValueAsString(Map.of("type", s.name(), "data", s.data()));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("an event that cannot be written: " + s.name(), e);
    }
  }

  /**
   * The caller's snapshot, then their changes: taken under the open games' lock, so nothing falls
   * between the two. A stream asked right after a command's answer shows its effect: it first waits
   * (at most {@link WaitingGames#CATCH_UP}) for this instance to read everything appended so far.
   */
  private Multi<ChangeStreams.Sent> follow() {
    String me = caller.requireSignedIn().playerId();
    feed.catchUp(WaitingGames.CATCH_UP);
    return ChangeStreams.changes(
        games, () -> PlayerEvents.snapshot(games, me), change -> PlayerEvents.of(change, me));
  }
}
