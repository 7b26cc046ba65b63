package dev.chessplatform.identity;

import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemMappers;
import dev.chessplatform.problems.ProblemType;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Clock;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses any request under {@code /api/} whose identity headers the gateway did not sign, and
 * records the caller of the others. The proof covers the raw request line, read from Vert.x so the
 * service checks exactly the bytes the gateway signed.
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
    if (!config.verify() || config.protectedPrefixes().stream().noneMatch(path::startsWith)) {
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
