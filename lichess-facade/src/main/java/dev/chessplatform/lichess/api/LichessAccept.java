package dev.chessplatform.lichess.api;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.Provider;

/**
 * Lichess's content negotiation: a stream answers NDJSON and a command or look-up JSON whatever the
 * client's {@code Accept} says ({@code application/json}, as berserk sends for every call by
 * default, {@code application/x-ndjson}, {@code application/vnd.lichess.v3+json}, {@code *}{@code
 * /*} or none). Only a game export chooses by {@code Accept} (PGN, or JSON when asked), so its
 * header is left as sent.
 */
@Provider
@PreMatching
public class LichessAccept implements ContainerRequestFilter {

  /** Every answer of a route that serves one type whatever is asked. */
  static final String ANY = "*/*";

  @Override
  public void filter(ContainerRequestContext request) {
    if (!choosesByAccept(request.getUriInfo().getPath())) {
      request.getHeaders().putSingle(HttpHeaders.ACCEPT, ANY);
    }
  }

  /** Whether a request to {@code path} is answered as its {@code Accept} asks: an export only. */
  static boolean choosesByAccept(String path) {
    return path != null && path.startsWith("/game/export");
  }
}
