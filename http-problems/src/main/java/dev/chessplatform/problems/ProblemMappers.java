package dev.chessplatform.problems;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.util.stream.Collectors;
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
  public Response mismatchedInput(MismatchedInputException e, UriInfo uri) {
    String field = fieldPath(e);
    Problem.Builder problem =
        Problem.of(ProblemType.INVALID_FIELD)
            .detail(
                field.isEmpty()
                    ? "The body does not have the expected shape"
                    : "Field '" + field + "' has the wrong type or is missing")
            .instance(path(uri));
    if (!field.isEmpty()) {
      problem.with("field", field);
    }
    return respond(problem.build()).build();
  }

  @ServerExceptionMapper
  public Response malformedJson(JsonParseException e, UriInfo uri) {
    return malformed(uri, "The body is not valid JSON");
  }

  @ServerExceptionMapper
  public Response unreadableJson(JsonProcessingException e, UriInfo uri) {
    return malformed(uri, "The body could not be read as JSON");
  }

  @ServerExceptionMapper
  public Response webApplication(WebApplicationException e, UriInfo uri) {
    int status = e.getResponse().getStatus();
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

  private static Response malformed(UriInfo uri, String detail) {
    return respond(
            Problem.of(ProblemType.MALFORMED_REQUEST).detail(detail).instance(path(uri)).build())
        .build();
  }

  /** The response for a problem, with its status and media type. */
  public static Response.ResponseBuilder respond(Problem problem) {
    return Response.status(problem.getStatus()).type(Problem.MEDIA_TYPE).entity(problem);
  }

  private static URI path(UriInfo uri) {
    return URI.create(uri.getRequestUri().getRawPath());
  }

  private static String fieldPath(MismatchedInputException e) {
    return e.getPath().stream()
        .map(ref -> ref.getFieldName() != null ? ref.getFieldName() : "[" + ref.getIndex() + "]")
        .collect(Collectors.joining("."));
  }
}
