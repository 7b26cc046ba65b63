package dev.chessplatform.gateway.paths;

import static io.restassured.RestAssured.given;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.domain.Scope;
import io.restassured.path.json.JsonPath;
import io.vertx.core.http.impl.HttpUtils;
import java.util.List;
import java.util.Map;

/**
 * A caller of the path matrix: no token, or a working token of an account that a session token of
 * the same account replaces before its bucket runs dry ({@code RateLimit-Remaining}) and after it
 * revoked itself ({@code DELETE /api/token}), so that every cell is decided on its path, not on a
 * spent or revoked token.
 */
final class MatrixCaller {

  private final String name;
  private final String session;
  private final String player;
  private final List<String> scopes;
  private String token;
  private String tokenId;

  private MatrixCaller(String name, TestAccounts.Player account, List<String> scopes) {
    this.name = name;
    this.session = account == null ? null : account.bearer();
    this.player = account == null ? "-" : account.accountId();
    this.scopes = scopes;
    if (account != null) {
      renew();
    }
  }

  static MatrixCaller anonymous() {
    return new MatrixCaller("anonymous", null, List.of());
  }

  /** A person's token that reads games and may do nothing else. */
  static MatrixCaller reader() {
    return new MatrixCaller("reader", TestAccounts.player("matrix-reader"), List.of("game:read"));
  }

  /** A bot account's token with every scope: only the bot restriction stops it. */
  static MatrixCaller bot() {
    List<String> all = Scope.all().stream().map(Scope::wireName).sorted().toList();
    return new MatrixCaller("bot", TestAccounts.bot("matrix-bot"), all);
  }

  /** The {@code X-Chess-Player} the gateway signs for this caller. */
  String player() {
    return player;
  }

  RawHttp.Answer send(RawHttp http, String method, String target) {
    RawHttp.Answer answer = http.send(method, target, token == null ? null : "Bearer " + token);
    String remaining = answer.header("RateLimit-Remaining");
    boolean revokedItself =
        method.equals("DELETE") && HttpUtils.normalizePath(target).equals("/api/token");
    if (session != null
        && (revokedItself || (remaining != null && Integer.parseInt(remaining) < 5))) {
      renew();
    }
    return answer;
  }

  private void renew() {
    if (tokenId != null) {
      given().header("Authorization", session).delete("/api/accounts/me/tokens/" + tokenId);
    }
    JsonPath issued =
        given()
            .header("Authorization", session)
            .contentType("application/json")
            .body(Map.of("label", "matrix", "scopes", scopes))
            .post("/api/accounts/me/tokens")
            .then()
            .statusCode(201)
            .extract()
            .jsonPath();
    token = issued.getString("token");
    tokenId = issued.getString("tokenId");
  }

  @Override
  public String toString() {
    return name;
  }
}
