package dev.chessplatform.gateway.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.problems.Problem;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import java.util.Map;

/** Problem documents written straight to a Vert.x response, outside JAX-RS. */
public final class ProblemBodies {

  private static final ObjectMapper JSON = new ObjectMapper();

  private ProblemBodies() {}

  public static Buffer toBuffer(Problem problem) {
    try {
      return Buffer.buffer(JSON.writeValueAsBytes(problem));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a Problem always serializes", e);
    }
  }

  /** Ends {@code response} with {@code problem}, its status and the extra {@code headers}. */
  public static void send(
      HttpServerResponse response, Problem problem, Map<String, String> headers) {
    response.setStatusCode(problem.getStatus()).putHeader("content-type", Problem.MEDIA_TYPE);
    headers.forEach(response::putHeader);
    response.end(toBuffer(problem));
  }
}
