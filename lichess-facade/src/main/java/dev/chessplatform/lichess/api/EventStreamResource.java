package dev.chessplatform.lichess.api;

import com.fasterxml.jackson.databind.util.RawValue;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.lichess.application.EventStream;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.jboss.resteasy.reactive.RestStreamElementType;

/**
 * Their event stream ({@code apiStreamEvent}): NDJSON, each line written and flushed as it comes,
 * our player stream's empty lines (at once, then every 7 s) as their keep-alives.
 */
@Path("/api/stream/event")
public class EventStreamResource {

  private final EventStream events;
  private final CurrentCaller caller;

  public EventStreamResource(EventStream events, CurrentCaller caller) {
    this.events = events;
    this.caller = caller;
  }

  @GET
  @Produces(LichessAnswers.NDJSON)
  @RestStreamElementType(MediaType.APPLICATION_JSON)
  public Multi<RawValue> events() {
    Caller me = caller.requireSignedIn();
    return events.follow(me).map(RawValue::new);
  }
}
