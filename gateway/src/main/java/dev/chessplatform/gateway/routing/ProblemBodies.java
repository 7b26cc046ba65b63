package dev.chessplatform.gateway.routing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.problems.Problem;
import io.vertx.core.buffer.Buffer;

/** Problem documents written straight to a Vert.x response, outside JAX-RS. */
final class ProblemBodies {

  private static final ObjectMapper JSON = new ObjectMapper();

  private ProblemBodies() {}

  static Buffer toBuffer(Problem problem) {
    try {
      return Buffer.buffer(JSON.writeValueAsBytes(problem));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a Problem always serializes", e);
    }
  }
}
