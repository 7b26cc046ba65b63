package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.api.AccountViews.AccountView;
import dev.chessplatform.gateway.api.AccountViews.CredentialsBody;
import dev.chessplatform.gateway.api.AccountViews.IssuedTokenView;
import dev.chessplatform.gateway.api.AccountViews.NewTokenBody;
import dev.chessplatform.gateway.api.AccountViews.TokenView;
import dev.chessplatform.gateway.application.AccountBook;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.Scope;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.problems.Problems;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Accounts and tokens: register, log in, and manage personal API tokens. */
@Path("/api/accounts")
@Tag(name = "accounts")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@SecurityScheme(
    securitySchemeName = "bearer",
    type = SecuritySchemeType.HTTP,
    scheme = "bearer",
    description = "A token from POST /api/accounts/login or POST /api/accounts/me/tokens")
@Problems({"malformed-request", "invalid-field", "rate-limited", "accounts-unavailable"})
public class AccountsResource {

  private final Accounts accounts;

  public AccountsResource(Accounts accounts) {
    this.accounts = accounts;
  }

  @POST
  @Problems({"name-taken"})
  @Operation(
      operationId = "registerAccount",
      summary = "Register an account",
      description = "Then log in with the same name and password to get a token.")
  @APIResponse(
      responseCode = "201",
      description = "Registered",
      headers =
          @Header(
              name = "Location",
              description = "/api/accounts/me",
              schema = @Schema(type = SchemaType.STRING)),
      content = @Content(schema = @Schema(implementation = AccountView.class)))
  public Response register(
      @RequestBody(
              required = true,
              content =
                  @Content(
                      schema = @Schema(implementation = CredentialsBody.class),
                      examples =
                          @ExampleObject(
                              name = "register",
                              value =
                                  "{\"name\":\"alice\",\"password\":\"correct horse battery\"}")))
          CredentialsBody body) {
    CredentialsBody b = required(body);
    Account account = accounts.register(b.name(), b.password());
    return created("/api/accounts/me").entity(AccountView.of(account)).build();
  }

  @POST
  @Path("/login")
  @Problems({"invalid-credentials"})
  @Operation(
      operationId = "logIn",
      summary = "Log in: a session token with the scopes asked for (all when none)",
      description = "The token lasts 24 hours; its text is shown only in this answer.")
  @APIResponse(
      responseCode = "201",
      description = "The token, shown only now",
      content = @Content(schema = @Schema(implementation = IssuedTokenView.class)))
  public Response login(
      @RequestBody(
              required = true,
              content =
                  @Content(
                      schema = @Schema(implementation = CredentialsBody.class),
                      examples = {
                        @ExampleObject(
                            name = "every scope",
                            value = "{\"name\":\"alice\",\"password\":\"correct horse battery\"}"),
                        @ExampleObject(
                            name = "a bot that only plays",
                            value =
                                "{\"name\":\"alice\",\"password\":\"correct horse battery\","
                                    + "\"scopes\":[\"game:play\",\"game:read\"]}")
                      }))
          CredentialsBody body,
      @Context RoutingContext rc) {
    CredentialsBody b = required(body);
    // No list and an empty one both mean every scope: generated clients send [] for a list left
    // unset, and a token that allows nothing is of no use.
    Set<Scope> scopes = b.scopes() == null || b.scopes().isEmpty() ? null : scopes(b.scopes());
    // The address the guard counts too: the peer of the connection.
    String host = rc.request().remoteAddress().host();
    Accounts.Issued issued = accounts.login(b.name(), b.password(), scopes, host);
    return Response.status(201).entity(IssuedTokenView.of(issued)).build();
  }

  @POST
  @Path("/guest")
  @Problems({})
  @Operation(
      operationId = "startGuestSession",
      summary = "Play without an account: a guest session",
      description =
          "Starts a guest: an account with a generated name (guest- and six hex digits) and no"
              + " password, and a token with game:read, game:computer and engine:review only: unrated"
              + " games against the computer (create them, move, hint, undo, resign, abort) and the"
              + " engine for the after-game review within its caps (startAnalysis, getAnalysis,"
              + " findBestMove; engine POSTs limited per guest). It lasts 30"
              + " days by default and cannot be renewed: register to keep playing with a name."
              + " Limited per client address. No body is needed; its text is shown only in this"
              + " answer.")
  @APIResponse(
      responseCode = "201",
      description = "The guest's token, shown only now, with the guest's generated name",
      content =
          @Content(
              schema = @Schema(implementation = IssuedTokenView.class),
              examples =
                  @ExampleObject(
                      name = "a guest",
                      value =
                          "{\"accountId\":\"5b0e4c1a-8d7f-4b6e-9a51-3c2d1e0f9a8b\","
                              + "\"token\":\"chess_9a0b1c2d3e4f5061_Zm9vYmFy\","
                              + "\"tokenId\":\"9a0b1c2d3e4f5061\",\"label\":\"guest\","
                              + "\"scopes\":[\"game:computer\",\"game:read\"],"
                              + "\"createdAt\":\"2026-12-01T12:00:00Z\","
                              + "\"expiresAt\":\"2026-12-31T12:00:00Z\",\"name\":\"guest-3fa9c1\"}")))
  @Consumes(MediaType.WILDCARD) // no body: any Content-Type, or none
  public Response startGuest() {
    return Response.status(201).entity(IssuedTokenView.of(accounts.startGuest())).build();
  }

  @GET
  @Path("/me")
  @Problems({"unauthenticated", "invalid-token", "missing-scope"})
  @Operation(
      operationId = "getMyAccount",
      summary = "The account of the token (scope account:read)",
      description = "Its id is the player id that games, seats and ratings use.")
  @SecurityRequirement(name = "bearer")
  @APIResponse(responseCode = "200", description = "The account")
  public AccountView me(@Context RoutingContext rc) {
    return AccountView.of(accounts.account(caller(rc).playerId()));
  }

  @GET
  @Path("/me/tokens")
  @Problems({"unauthenticated", "invalid-token", "missing-scope"})
  @Operation(
      operationId = "listMyTokens",
      summary = "The account's working tokens, without their secrets (scope account:read)",
      description =
          "Revoked and expired tokens are not listed; a token's text is never shown again.")
  @SecurityRequirement(name = "bearer")
  @APIResponse(responseCode = "200", description = "The tokens")
  public List<TokenView> tokens(@Context RoutingContext rc) {
    return accounts.tokens(caller(rc).playerId()).stream().map(TokenView::of).toList();
  }

  @POST
  @Path("/me/tokens")
  @Problems({
    "unauthenticated",
    "invalid-token",
    "missing-scope",
    "too-many-tokens",
    "invalid-credentials"
  })
  @Operation(
      operationId = "createToken",
      summary = "Issue a personal token (scope account:write; no wider than the caller's)",
      description =
          "For a bot: a token with only the scopes it needs (game:play, game:read). Made by the"
              + " calling token, it lasts no longer than that token (without expiresInDays: as"
              + " long as it) and is revoked with it. Made with the account's password asked"
              + " again (password), it lasts up to 366 days or, without expiresInDays, without"
              + " end, and outlives the calling token: a bot's long-lived token. Its text is"
              + " shown only in this answer.")
  @SecurityRequirement(name = "bearer")
  @APIResponse(
      responseCode = "201",
      description = "The token, shown only now",
      headers =
          @Header(
              name = "Location",
              description = "/api/accounts/me/tokens/{tokenId}",
              schema = @Schema(type = SchemaType.STRING)),
      content = @Content(schema = @Schema(implementation = IssuedTokenView.class)))
  public Response issue(
      @RequestBody(
              required = true,
              content =
                  @Content(
                      schema = @Schema(implementation = NewTokenBody.class),
                      examples =
                          @ExampleObject(
                              name = "a bot token for 30 days",
                              value =
                                  "{\"label\":\"my bot\",\"scopes\":[\"game:play\",\"game:read\"],"
                                      + "\"expiresInDays\":30}")))
          NewTokenBody body,
      @Context RoutingContext rc) {
    if (body == null) {
      throw invalid("body", "A body is required");
    }
    if (body.expiresInDays() != null && (body.expiresInDays() < 1 || body.expiresInDays() > 366)) {
      throw invalid(
          "expiresInDays", "A token lasts 1 to 366 days, or as long as the caller's when absent");
    }
    caller(rc);
    AccountBook.Holder minter = rc.get(GatewayGuard.HOLDER);
    Set<Scope> scopes = body.scopes() == null ? Set.of() : scopes(body.scopes());
    Duration ttl = body.expiresInDays() == null ? null : Duration.ofDays(body.expiresInDays());
    Accounts.Issued issued =
        body.password() == null
            ? accounts.issuePersonal(minter, body.label(), scopes, ttl)
            : accounts.issueWithPassword(
                minter,
                body.password(),
                rc.request().remoteAddress().host(),
                body.label(),
                scopes,
                ttl);
    return created("/api/accounts/me/tokens/" + issued.token().tokenId())
        .entity(IssuedTokenView.of(issued))
        .build();
  }

  @DELETE
  @Path("/me/tokens/{tokenId}")
  @Problems({"unauthenticated", "invalid-token", "missing-scope", "not-found"})
  @Operation(
      operationId = "revokeToken",
      summary = "Revoke a token at once (scope account:write)",
      description = "Every gateway refuses it from the next request on.")
  @SecurityRequirement(name = "bearer")
  @APIResponse(responseCode = "204", description = "Revoked")
  public Response revoke(@PathParam("tokenId") String tokenId, @Context RoutingContext rc) {
    accounts.revoke(caller(rc).playerId(), tokenId);
    return Response.noContent().build();
  }

  /**
   * A 201 whose {@code Location} is the path as given: a relative reference (RFC 9110 §10.2.2), the
   * one style of the platform. {@code Response.created} would resolve it against this server's own
   * address, which a client behind a proxy cannot use.
   */
  private static Response.ResponseBuilder created(String path) {
    return Response.status(Response.Status.CREATED).header(HttpHeaders.LOCATION, path);
  }

  private static Caller caller(RoutingContext rc) {
    // The guard let the request through only with a token holding the route's scope.
    Caller caller = GatewayGuard.caller(rc);
    if (caller.isAnonymous()) {
      throw new ProblemException(Problem.of(ProblemType.UNAUTHENTICATED).build());
    }
    return caller;
  }

  private static CredentialsBody required(CredentialsBody body) {
    if (body == null) {
      throw invalid("body", "A body with name and password is required");
    }
    return body;
  }

  private static Set<Scope> scopes(List<String> names) {
    Set<Scope> scopes = EnumSet.noneOf(Scope.class);
    for (String name : names) {
      scopes.add(
          Scope.fromWire(name)
              .orElseThrow(() -> invalid("scopes", "Unknown scope '" + name + "'")));
    }
    return scopes;
  }

  private static ProblemException invalid(String field, String reason) {
    return new ProblemException(
        Problem.of(ProblemType.INVALID_FIELD).detail(reason).with("field", field).build());
  }
}
