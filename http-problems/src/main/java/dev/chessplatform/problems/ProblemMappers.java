package dev.chessplatform.problems;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Turns every error a service can raise into {@code application/problem+json}: the one way of
 * answering errors across the platform. Mappers are chosen by the most specific exception type, so
 * the Jackson subtypes are named explicitly to win over Quarkus' built-in mappers.
 */
public class ProblemMappers {

  private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

  @ServerExceptionMapper
  public Response problem(ProblemException e, UriInfo uri) {
    Response.ResponseBuilder builder = respond(e.problem().withInstanceIfAbsent(path(uri)));
    e.headers().forEach(builder::header);
    return builder.build();
  }

  @ServerExceptionMapper
  public Response unknownField(UnrecognizedPropertyException e, UriInfo uri) {
    return respond(
            Problem.of(ProblemType.INVALID_FIELD)
                .detail("Unknown field '" + e.getPropertyName() + "'")
                .instance(path(uri))
                .with("field", e.getPropertyName())
                .build())
        .build();
  }

  @ServerExceptionMapper
  public Response refusedText(RefusedText e, UriInfo uri) {
    String field = fieldPath(e);
    Problem.Builder problem =
        Problem.of(ProblemType.INVALID_FIELD)
            .detail((field.isEmpty() ? "The body " : "Field '" + field + "' ") + e.reason())
            .instance(path(uri));
    if (!field.isEmpty()) {
      problem.with("field", field);
    }
    return respond(problem.build()).build();
  }

  @ServerExceptionMapper
  public Response mismatchedInput(MismatchedInputException e, UriInfo uri) {
    if (e.getPath().isEmpty()
        && e.getOriginalMessage() != null
        && e.getOriginalMessage().startsWith("Trailing token")) {
      return respond(
              Problem.of(ProblemType.MALFORMED_REQUEST)
                  .detail("The body holds more after its JSON value: send one JSON value")
                  .instance(path(uri))
                  .build())
          .build();
    }
    String field = fieldPath(e);
    String expected = JsonShapes.expected(e.getTargetType());
    Problem.Builder problem =
        Problem.of(ProblemType.INVALID_FIELD)
            .detail(
                field.isEmpty()
                    ? "The body does not have the expected shape"
                        + (expected == null ? "" : ": it must be " + expected)
                    : expected == null
                        ? "Field '" + field + "' has the wrong type or is missing"
                        : "Field '" + field + "' must be " + expected)
            .instance(path(uri));
    if (!field.isEmpty()) {
      problem.with("field", field);
    }
    return respond(problem.build()).build();
  }

  @ServerExceptionMapper
  public Response malformedJson(JsonParseException e, UriInfo uri) {
    return notJson(e, uri);
  }

  @ServerExceptionMapper
  public Response unreadableJson(JsonProcessingException e, UriInfo uri) {
    return notJson(e, uri);
  }

  @ServerExceptionMapper
  public Response webApplication(WebApplicationException e, UriInfo uri) {
    int status = e.getResponse().getStatus();
    // Quarkus REST wraps a body that is not JSON (StreamReadException) in a 400.
    if (status == 400 && e.getCause() instanceof MismatchedInputException input) {
      return mismatchedInput(input, uri);
    }
    if (status == 400 && e.getCause() instanceof JsonProcessingException json) {
      return notJson(json, uri);
    }
    if (status < 400) {
      return e.getResponse();
    }
    if (status >= 500) {
      LOG.error("Request failed", e);
    }
    return respond(
            Problem.of(ProblemType.forStatus(status))
                .detail(status >= 500 ? null : e.getMessage())
                .instance(path(uri))
                .build())
        .build();
  }

  @ServerExceptionMapper
  public Response unexpected(Throwable e, UriInfo uri) {
    // Never leak internals to a client: the detail says where to look, not what broke.
    LOG.error("Unexpected error on " + uri.getPath(), e);
    return respond(
            Problem.of(ProblemType.INTERNAL)
                .detail("See the service log for this request")
                .instance(path(uri))
                .build())
        .build();
  }

  /** A body that is not JSON: where the reading stopped, and in which field when one was open. */
  private static Response notJson(JsonProcessingException e, UriInfo uri) {
    Problem.Builder problem =
        Problem.of(ProblemType.MALFORMED_REQUEST)
            .detail(JsonShapes.parseFailure(e))
            .instance(path(uri));
    JsonShapes.openField(e).ifPresent(field -> problem.with("field", field));
    return respond(problem.build()).build();
  }

  /** The response for a problem, with its status and media type. */
  public static Response.ResponseBuilder respond(Problem problem) {
    return Response.status(problem.getStatus()).type(Problem.MEDIA_TYPE).entity(problem);
  }

  private static URI path(UriInfo uri) {
    return URI.create(uri.getRequestUri().getRawPath());
  }

  private static String fieldPath(MismatchedInputException e) {
    StringBuilder path = new StringBuilder();
    for (var ref : e.getPath()) {
      if (ref.getFieldName() != null) {
        path.append(path.isEmpty() ? "" : ".").append(ref.getFieldName());
      } else {
        path.append('[').append(ref.getIndex()).append(']');
      }
    }
    return path.toString();
  }
}
