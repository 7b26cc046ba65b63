package dev.chessplatform.game.api;

import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemType;
import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpHeaders;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Answers an oversize body with problem+json before it is read: the HTTP layer's own limit ({@code
 * quarkus.http.limits.max-body-size}) would answer a bare 413. Bodies without a length (chunked)
 * still meet that bare limit.
 */
@ApplicationScoped
public class BodyLimitFilter {

  private final long limit;

  public BodyLimitFilter(
      @ConfigProperty(name = "quarkus.http.limits.max-body-size") MemorySize limit) {
    this.limit = limit.asLongValue();
  }

  void register(@Observes Filters filters) {
    filters.register(
        ctx -> {
          String length = ctx.request().getHeader(HttpHeaders.CONTENT_LENGTH);
          long size;
          try {
            size = length == null ? 0 : Long.parseLong(length);
          } catch (NumberFormatException e) {
            size = 0;
          }
          if (size <= limit) {
            ctx.next();
            return;
          }
          String body =
              "{\"type\":\""
                  + ProblemType.PAYLOAD_TOO_LARGE.uri()
                  + "\",\"title\":\""
                  + ProblemType.PAYLOAD_TOO_LARGE.title()
                  + "\",\"status\":413,\"detail\":\"Bodies are limited to "
                  + limit
                  + " bytes\",\"instance\":\""
                  + ctx.request().path().replace("\"", "")
                  + "\"}";
          ctx.response()
              .setStatusCode(413)
              .putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
              .putHeader(HttpHeaders.CONNECTION, "close")
              .end(body);
        },
        1000);
  }
}
