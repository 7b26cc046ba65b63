package dev.chessplatform.lichess.api;

import com.fasterxml.jackson.databind.JsonNode;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.lichess.application.Challenges;
import dev.chessplatform.lichess.application.GamePaths;
import dev.chessplatform.lichess.application.LichessJson;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import java.util.HashMap;
import java.util.Map;

/**
 * Their challenges: create one for a player (form, or JSON as lichess-bot sends it) or an open one,
 * accept, decline with a reason, cancel.
 */
@Path("/api/challenge")
@Produces(MediaType.APPLICATION_JSON)
public class ChallengesResource {

  private final Challenges challenges;
  private final CurrentCaller caller;

  public ChallengesResource(Challenges challenges, CurrentCaller caller) {
    this.challenges = challenges;
    this.caller = caller;
  }

  @POST
  @Path("open")
  @Consumes({MediaType.APPLICATION_FORM_URLENCODED, MediaType.WILDCARD})
  public Uni<Response> open(MultivaluedMap<String, String> form) {
    return made(challenges.create(caller.requireSignedIn(), null, flat(form)));
  }

  @POST
  @Path("{username}")
  @Consumes({MediaType.APPLICATION_FORM_URLENCODED, MediaType.WILDCARD})
  public Uni<Response> create(
      @PathParam("username") String username, MultivaluedMap<String, String> form) {
    return made(challenges.create(caller.requireSignedIn(), username, flat(form)));
  }

  @POST
  @Path("{username}")
  @Consumes(MediaType.APPLICATION_JSON)
  public Uni<Response> createFromJson(@PathParam("username") String username, JsonNode body) {
    Map<String, String> form = new HashMap<>();
    if (body != null) {
      body.fields().forEachRemaining(e -> form.put(e.getKey(), e.getValue().asText()));
    }
    return made(challenges.create(caller.requireSignedIn(), username, form));
  }

  @POST
  @Path("{challengeId}/accept")
  public Uni<Response> accept(@PathParam("challengeId") String id) {
    GamePaths.check(id);
    return challenges.accept(caller.requireSignedIn(), id).map(LichessAnswers::of);
  }

  @POST
  @Path("{challengeId}/decline")
  @Consumes({MediaType.APPLICATION_FORM_URLENCODED, MediaType.WILDCARD})
  public Uni<Response> decline(
      @PathParam("challengeId") String id, @FormParam("reason") String reason) {
    GamePaths.check(id);
    return challenges.decline(caller.requireSignedIn(), id, reason).map(LichessAnswers::of);
  }

  @POST
  @Path("{challengeId}/cancel")
  public Uni<Response> cancel(@PathParam("challengeId") String id) {
    GamePaths.check(id);
    return challenges.cancel(caller.requireSignedIn(), id).map(LichessAnswers::of);
  }

  private static Uni<Response> made(Uni<Object> challenge) {
    return challenge.map(
        c -> Response.ok(LichessJson.write(c), MediaType.APPLICATION_JSON_TYPE).build());
  }

  private static Map<String, String> flat(MultivaluedMap<String, String> form) {
    Map<String, String> flat = new HashMap<>();
    if (form != null) {
      form.forEach((k, v) -> flat.put(k, v.isEmpty() ? "" : v.get(0)));
    }
    return flat;
  }
}
