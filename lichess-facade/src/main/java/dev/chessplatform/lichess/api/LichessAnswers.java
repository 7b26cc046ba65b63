package dev.chessplatform.lichess.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.chessplatform.lichess.application.GameCommands;
import dev.chessplatform.lichess.application.GamePaths;
import dev.chessplatform.lichess.application.GameStream;
import dev.chessplatform.lichess.upstream.OurApi;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemType;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The facade's answers in both contracts at once: a success is Lichess's {@code {"ok":true}} (their
 * clients parse every POST's answer as JSON); a refusal is our problem+json, with our API's own
 * type and detail when it refused, and their {@code error} member holding the same detail. Their
 * statuses: 400 for a command refused (ours: 409, 412, 422…), 401, 403, 404, 429 and 5xx as ours.
 */
public class LichessAnswers {

  static final String NDJSON = "application/x-ndjson";

  private static final ObjectMapper JSON = new ObjectMapper();

  static Response ok() {
    return Response.ok("{\"ok\":true}", MediaType.APPLICATION_JSON_TYPE).build();
  }

  /** {@code reply} as their answer: ok, or the refusal it is. */
  static Response of(OurApi.Reply reply) {
    return reply.ok() ? ok() : refusal(reply);
  }

  static Response refusal(OurApi.Reply reply) {
    ObjectNode body;
    try {
      JsonNode parsed = JSON.readTree(reply.body());
      body = parsed instanceof ObjectNode o ? o : JSON.createObjectNode();
    } catch (Exception e) {
      body = JSON.createObjectNode();
    }
    int status = theirStatus(reply.status());
    if (!body.has("type")) {
      ProblemType type = ProblemType.forStatus(reply.status());
      body.put("type", type.uri().toString()).put("title", type.title());
    }
    String detail =
        body.hasNonNull("detail") ? body.get("detail").asText() : body.path("title").asText();
    body.put("status", status);
    body.put("error", detail);
    return Response.status(status).type(Problem.MEDIA_TYPE).entity(body.toString()).build();
  }

  private static int theirStatus(int ours) {
    return switch (ours) {
      case 401, 403, 404, 429 -> ours;
      default -> ours >= 500 ? ours : 400;
    };
  }

  static Response problem(ProblemType type, int status, String detail, String field) {
    ObjectNode body = JSON.createObjectNode();
    body.put("type", type.uri().toString()).put("title", type.title()).put("status", status);
    body.put("detail", detail);
    if (field != null) {
      body.put("field", field);
    }
    body.put("error", detail);
    return Response.status(status).type(Problem.MEDIA_TYPE).entity(body.toString()).build();
  }

  /** A body that is neither a form nor a JSON object ({@link LichessBody}). */
  static Response unreadableBody() {
    return problem(
        ProblemType.MALFORMED_REQUEST, 400, "The body is neither a form nor a JSON object", null);
  }

  @ServerExceptionMapper
  public Response refused(OurApi.Refused e) {
    return refusal(e.reply());
  }

  @ServerExceptionMapper
  public Response invalid(GameCommands.Invalid e) {
    return problem(ProblemType.INVALID_FIELD, 400, e.getMessage(), e.field());
  }

  @ServerExceptionMapper
  public Response notYours(GameStream.NotYourGame e) {
    return problem(ProblemType.NOT_FOUND, 404, "No game of yours has this id", null);
  }

  /** A game id that cannot be one of ours: no such game. */
  @ServerExceptionMapper
  public Response notAnId(GamePaths.NotAGameId e) {
    return problem(ProblemType.NOT_FOUND, 404, "No game has this id", null);
  }
}
