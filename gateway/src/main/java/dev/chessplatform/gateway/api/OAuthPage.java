package dev.chessplatform.gateway.api;

import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * {@code GET /oauth}, OAuth 2.0's authorization endpoint at Lichess's path: always the web client's
 * page, whose consent screen reads the request from the address, tells the person what is wrong
 * with it if anything, else names the app and the scopes, asks the person to sign in first if need
 * be, and approves ({@code approveAuthorization}) or denies.
 *
 * <p>Nothing here redirects: no client is registered, so no redirect URI is verified, and an error
 * redirected to an unverified URI makes this an open redirector (RFC 9700 §4.11.2; RFC 6749
 * §4.1.2.1 lets the server inform the person instead). The browser goes to the redirect URI only
 * after the person approves or denies. The page cannot be framed (RFC 9700 §4.7, clickjacking):
 * {@code frame-ancestors 'none'} and {@code X-Frame-Options: DENY}, the page's headers at /.
 */
@ApplicationScoped
public class OAuthPage {

  static final String PATH = "/oauth";

  void install(@Observes Router router) {
    router.get(PATH).handler(this::page);
  }

  private void page(RoutingContext rc) {
    // The page as at /, with its headers: the browser keeps /oauth?… for the consent screen.
    rc.response()
        .putHeader("Cache-Control", "no-store")
        .putHeader("Referrer-Policy", "no-referrer");
    rc.reroute("/index.html");
  }
}
