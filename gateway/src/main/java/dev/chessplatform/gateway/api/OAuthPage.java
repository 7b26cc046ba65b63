package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.domain.AuthorizationRequest;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /oauth}, OAuth 2.0's authorization endpoint at Lichess's path: a request the app can
 * be told about is refused with a redirect to its URI (RFC 6749 §4.1.2.1); any other is answered
 * with the web client's page, whose consent screen reads the request from the address, names the
 * app and the scopes, asks the person to sign in first if need be, and approves ({@code
 * approveAuthorization}) or denies. A request with a bad {@code client_id} or {@code redirect_uri}
 * gets the page too, which tells the person and sends nothing anywhere.
 */
@ApplicationScoped
public class OAuthPage {

  static final String PATH = "/oauth";

  void install(@Observes Router router) {
    router.get(PATH).handler(this::page);
  }

  private void page(RoutingContext rc) {
    AuthorizationRequest.Checked checked = AuthorizationRequest.check(parameters(rc.queryParams()));
    if (checked instanceof AuthorizationRequest.Refused refused) {
      rc.response()
          .setStatusCode(302)
          .putHeader("Location", refused.location().toString())
          .putHeader("Cache-Control", "no-store")
          .putHeader("Referrer-Policy", "no-referrer")
          .end();
      return;
    }
    // The page as at /, with its headers (the Content-Security-Policy): the browser keeps /oauth?…
    rc.reroute("/index.html");
  }

  private static Map<String, List<String>> parameters(MultiMap query) {
    Map<String, List<String>> parameters = new HashMap<>();
    query.names().forEach(name -> parameters.put(name, new ArrayList<>(query.getAll(name))));
    return parameters;
  }
}
