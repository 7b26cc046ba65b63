package dev.chessplatform.gateway.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.chessplatform.gateway.application.AccountBook;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ApiToken;
import dev.chessplatform.gateway.domain.Scope;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * Lichess's account calls that its clients make first (lichess-bot: token test, account, upgrade;
 * issue 32), answered by the gateway, which holds the accounts; the rest of Lichess's API is
 * lichess-facade's. Lichess's shapes and paths, not ours: hidden from our OpenAPI document (Lichess
 * documents them). Every answer is JSON, a refusal a problem with an {@code error} member.
 */
@Path("/api")
@Produces(MediaType.APPLICATION_JSON)
public class LichessAccountsResource {

  /** Lichess's limit: tokens tested in one request. */
  static final int MAX_TOKENS = 1000;

  private final Accounts accounts;

  public LichessAccountsResource(Accounts accounts) {
    this.accounts = accounts;
  }

  /** Lichess's {@code UserExtended}, as much of it as we know: no ratings here, no play time. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record LichessUser(
      String id,
      String username,
      String title,
      long createdAt,
      String url,
      Map<String, Object> perfs,
      PlayTime playTime) {}

  /** Seconds played, and seen on TV: not counted here. */
  public record PlayTime(long total, long tv) {}

  /**
   * Lichess's token test: the body holds up to {@value #MAX_TOKENS} token texts, comma-separated,
   * labelled text/plain or not at all (lichess-bot). Each one maps to what it is now, or null; a
   * token issued a moment ago through another gateway is known here too.
   */
  @POST
  @Path("/token/test")
  @Consumes(MediaType.WILDCARD)
  @Operation(hidden = true)
  public ObjectNode testTokens(String body) {
    List<String> texts =
        body == null
            ? List.of()
            : Arrays.stream(body.split(",")).map(String::trim).filter(t -> !t.isEmpty()).toList();
    if (texts.isEmpty()) {
      throw invalidBody("Send the tokens to test in the body, comma-separated");
    }
    if (texts.size() > MAX_TOKENS) {
      throw invalidBody(
          "At most " + MAX_TOKENS + " tokens at once; this body holds " + texts.size());
    }
    ObjectNode answer = JsonNodeFactory.instance.objectNode();
    accounts
        .check(new LinkedHashSet<>(texts))
        .forEach(
            (text, holder) -> {
              if (holder.isPresent()) {
                answer.set(text, tokenInfo(holder.get()));
              } else {
                answer.putNull(text);
              }
            });
    return answer;
  }

  /** Any token's account, in Lichess's shape; {@code title} is {@code BOT} for a bot alone. */
  @GET
  @Path("/account")
  @Operation(hidden = true)
  public LichessUser account(@Context RoutingContext rc, @Context UriInfo uri) {
    Account account = accounts.account(caller(rc).playerId());
    String origin = uri.getBaseUri().resolve("/").toString();
    return new LichessUser(
        account.accountId(),
        account.name(),
        account.bot() ? "BOT" : null,
        account.createdAt().toEpochMilli(),
        origin + "#/player/" + URLEncoder.encode(account.name(), StandardCharsets.UTF_8),
        Map.of(),
        new PlayTime(0, 0));
  }

  /**
   * Lichess's bot upgrade: the token's account is a bot from now on, for good; a bot already is
   * answered the same. A guest cannot become one.
   */
  @POST
  @Path("/bot/account/upgrade")
  @Consumes(MediaType.WILDCARD) // no body
  @Operation(hidden = true)
  public Map<String, Boolean> upgrade(@Context RoutingContext rc) {
    accounts.upgradeToBot(caller(rc).playerId());
    return Map.of("ok", true);
  }

  private static ObjectNode tokenInfo(AccountBook.Holder holder) {
    ApiToken token = holder.token();
    ObjectNode info = JsonNodeFactory.instance.objectNode();
    info.put("userId", holder.account().accountId());
    info.put(
        "scopes",
        String.join(
            ",", Scope.wireNames(holder.account().scopesOf(token)).stream().sorted().toList()));
    if (token.expiresAt() == null) {
      info.putNull("expires");
    } else {
      info.put("expires", token.expiresAt().toEpochMilli());
    }
    return info;
  }

  private static Caller caller(RoutingContext rc) {
    // The guard let the request through only with a token holding the route's scope.
    Caller caller = GatewayGuard.caller(rc);
    if (caller.isAnonymous()) {
      throw new ProblemException(Problem.of(ProblemType.UNAUTHENTICATED).build());
    }
    return caller;
  }

  private static ProblemException invalidBody(String detail) {
    return new ProblemException(
        Problem.of(ProblemType.INVALID_FIELD)
            .detail(detail)
            .with("field", "body")
            .with("error", detail)
            .build());
  }
}
