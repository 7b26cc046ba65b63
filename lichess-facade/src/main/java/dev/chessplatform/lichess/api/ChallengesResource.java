package dev.chessplatform.lichess.api;

import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.lichess.application.Challenges;
import dev.chessplatform.lichess.application.GamePaths;
import dev.chessplatform.lichess.application.LichessJson;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

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
  @Consumes(MediaType.WILDCARD)
  public Uni<Response> open(@HeaderParam(HttpHeaders.CONTENT_TYPE) String type, String body) {
    return LichessBody.read(type, body)
        .map(form -> made(challenges.create(caller.requireSignedIn(), null, form)))
        .orElseGet(ChallengesResource::unreadable);
  }

  /** Form or JSON (berserk sends JSON, unset parameters as null: absent). */
  @POST
  @Path("{username}")
  @Consumes(MediaType.WILDCARD)
  public Uni<Response> create(
      @PathParam("username") String username,
      @HeaderParam(HttpHeaders.CONTENT_TYPE) String type,
      String body) {
    return LichessBody.read(type, body)
        .map(form -> made(challenges.create(caller.requireSignedIn(), username, form)))
        .orElseGet(ChallengesResource::unreadable);
  }

  @POST
  @Path("{challengeId}/accept")
  public Uni<Response> accept(@PathParam("challengeId") String id) {
    GamePaths.check(id);
    return challenges.accept(caller.requireSignedIn(), id).map(LichessAnswers::of);
  }

  @POST
  @Path("{challengeId}/decline")
  @Consumes(MediaType.WILDCARD)
  public Uni<Response> decline(
      @PathParam("challengeId") String id,
      @HeaderParam(HttpHeaders.CONTENT_TYPE) String type,
      String body) {
    GamePaths.check(id);
    return LichessBody.read(type, body)
        .map(
            form ->
                challenges
                    .decline(caller.requireSignedIn(), id, form.get("reason"))
                    .map(LichessAnswers::of))
        .orElseGet(ChallengesResource::unreadable);
  }

  private static Uni<Response> unreadable() {
    return Uni.createFrom().item(LichessAnswers.unreadableBody());
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
}
