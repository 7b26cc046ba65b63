package dev.chessplatform.problems;

import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.Json;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * The first failure handler of every route of a service: a request the Vert.x router fails before
 * or beside Quarkus REST (a body over {@code quarkus.http.limits.max-body-size}, a handler's
 * exception, a path Vert.x cannot normalise) is answered with the platform's problem for the
 * status, not Quarkus' HTML or text error page. Failures under Quarkus REST never get here: {@link
 * ProblemMappers} answers them.
 */
@ApplicationScoped
public class RouterProblems {

  private static final Logger LOG = Logger.getLogger(RouterProblems.class);

  void install(@Observes Router router) {
    router.route().order(Integer.MIN_VALUE).failureHandler(RouterProblems::answer);
  }

  static void answer(RoutingContext rc) {
    HttpServerResponse response = rc.response();
    if (response.headWritten()) {
      rc.next(); // too late for a body: the default handler closes the connection
      return;
    }
    int status = status(rc);
    if (status >= 500) {
      LOG.errorf(rc.failure(), "Request failed: %s %s", rc.request().method(), rc.request().path());
    }
    Problem.Builder problem =
        Problem.of(ProblemType.forStatus(status))
            .detail(status >= 500 ? "See the service log for this request" : detail(status, rc));
    instance(rc.request().path()).ifPresent(problem::instance);
    response
        .setStatusCode(status)
        .putHeader("content-type", Problem.MEDIA_TYPE)
        .end(Json.encodeToBuffer(problem.build()));
  }

  static int status(RoutingContext rc) {
    if (rc.failure() instanceof HttpException http) {
      return http.getStatusCode();
    }
    return rc.statusCode() >= 400 ? rc.statusCode() : 500;
  }

  private static String detail(int status, RoutingContext rc) {
    return switch (status) {
      case 413 -> "The body is larger than this service reads";
      case 404 -> "Nothing is served at this path";
      case 405 -> "This method is not allowed on this path";
      default ->
          rc.failure() != null && rc.failure().getMessage() != null
              ? rc.failure().getMessage()
              : "The request could not be read";
    };
  }

  private static Optional<URI> instance(String path) {
    try {
      return Optional.ofNullable(path).map(URI::create);
    } catch (IllegalArgumentException e) {
      return Optional.empty(); // not a URI: no instance rather than a 500 while answering
    }
  }
}
