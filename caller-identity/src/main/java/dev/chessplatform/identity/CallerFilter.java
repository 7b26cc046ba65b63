package dev.chessplatform.identity;

import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemMappers;
import dev.chessplatform.problems.ProblemType;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Clock;
import java.util.Optional;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses any request under {@code /api/} whose identity headers the gateway did not sign, and
 * records the caller of the others. The proof covers the raw request line, read from Vert.x so the
 * service checks exactly the bytes the gateway signed.
 *
 * <p>First of all it refuses a path that is not canonical ({@link CanonicalPath}): the gateway
 * never forwards one, and the prefix check below reads the raw path while the router serves the
 * normalized one ({@code /q/../api/games} does not start with {@code /api/} but is routed there).
 */
public class CallerFilter {

  private static final Logger LOG = Logger.getLogger(CallerFilter.class);

  private final IdentityConfig config;
  private final IdentityProof proof;
  private final CurrentCaller current;
  private final Clock clock;

  public CallerFilter(IdentityConfig config, CurrentCaller current) {
    this.config = config;
    this.proof = new IdentityProof(config.secret());
    this.current = current;
    this.clock = Clock.systemUTC();
  }

  @ServerRequestFilter(preMatching = true)
  public Response check(HttpServerRequest request) {
    String path = request.path();
    boolean api = config.protectedPrefixes().stream().anyMatch(path::startsWith);
    Optional<String> fault = CanonicalPath.fault(path, !api);
    if (config.verify() && fault.isPresent()) {
      // Not repeated as the instance: a client would resolve its dot segments to another path.
      return ProblemMappers.respond(
              Problem.of(ProblemType.MALFORMED_REQUEST).detail("The path " + fault.get()).build())
          .build();
    }
    if (!config.verify() || !api) {
      return null;
    }
    IdentityProof.Verdict verdict =
        proof.verify(
            request::getHeader,
            request.method().name(),
            request.uri(),
            clock.instant().getEpochSecond());
    if (verdict instanceof IdentityProof.Verified verified) {
      current.set(verified.caller());
      return null;
    }
    if (verdict instanceof IdentityProof.Rejected rejected) {
      LOG.debugf("refused %s %s: %s", request.method(), request.path(), rejected.reason());
      return ProblemMappers.respond(
              Problem.of(ProblemType.UNAUTHENTICATED)
                  .detail("Requests reach this service only through the gateway")
                  .instance(URI.create(request.path()))
                  .build())
          .build();
    }
    throw new IllegalStateException("unhandled verdict " + verdict);
  }
}
