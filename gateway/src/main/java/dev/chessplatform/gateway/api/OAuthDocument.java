package dev.chessplatform.gateway.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.chessplatform.gateway.domain.Scope;

/**
 * The {@code oauth2} security scheme of the public document: the authorization code flow with PKCE
 * (S256) that third-party apps use ({@link OAuthPage}, {@link OAuthResource}), with every scope an
 * app may ask for ({@link Scope#forApps()}). An app's token is an ordinary bearer token, so the
 * operations keep naming {@code bearer}.
 */
public final class OAuthDocument {

  private OAuthDocument() {}

  public static void declare(ObjectNode merged) {
    ObjectNode flow =
        merged
            .with("components")
            .with("securitySchemes")
            .putObject("oauth2")
            .put("type", "oauth2")
            .put(
                "description",
                "For third-party apps, as Lichess offers it: the authorization code flow with PKCE"
                    + " (RFC 7636, code_challenge_method S256 only), public clients without"
                    + " registration (client_id is the app's name, the token's label). The"
                    + " person approves on the consent page at /oauth; a refused request comes"
                    + " back to redirect_uri with error, error_description and state (RFC 6749"
                    + " §4.1.2.1). POST /api/token (form: grant_type=authorization_code, code,"
                    + " code_verifier, redirect_uri, client_id) answers {token_type, access_token,"
                    + " expires_in} or 400 {error, error_description} (§5.2); a code is single-use"
                    + " and lasts 90 s. The token, sent as a bearer token, holds exactly the"
                    + " consented scopes; DELETE /api/token revokes it.")
            .putObject("flows")
            .putObject("authorizationCode")
            .put("authorizationUrl", OAuthPage.PATH)
            .put("tokenUrl", "/api/token");
    ObjectNode scopes = flow.putObject("scopes");
    for (Scope scope : Scope.forApps()) {
      scopes.put(scope.wireName(), description(scope));
    }
  }

  /** What the consent page says of each scope, in the document's words. */
  static String description(Scope scope) {
    return switch (scope) {
      case GAME_PLAY -> "Play for the person: move, offer draws, resign, seek and challenge";
      case GAME_READ -> "Read games and ratings, and the person's own streams";
      case GAME_COMPUTER -> "Play unrated games against the computer";
      case ENGINE_USE -> "Use the engine: best moves and analyses";
      case ENGINE_REVIEW ->
          throw new IllegalArgumentException(
              "engine:review is a guest's, never an app's: the document does not offer it");
      case ACCOUNT_READ -> "Read the account and its list of tokens";
      case ACCOUNT_WRITE -> "Issue and revoke the account's tokens";
      case BOT_PLAY -> "Play as a bot through the Lichess-compatible Bot API";
      case BOARD_PLAY -> "Play through the Lichess-compatible Board API";
    };
  }
}
