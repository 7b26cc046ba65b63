package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.api.AccountViews.AccountView;
import dev.chessplatform.gateway.api.AccountViews.CredentialsBody;
import dev.chessplatform.gateway.api.AccountViews.IssuedTokenView;
import dev.chessplatform.gateway.api.AccountViews.NewTokenBody;
import dev.chessplatform.gateway.api.AccountViews.TokenView;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.Scope;
import dev.chessplatform.gateway.security.GatewayGuard;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
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
@APIResponse(responseCode = "400", description = "A field is missing or invalid")
@APIResponse(responseCode = "429", description = "Too many requests; see Retry-After")
@APIResponse(responseCode = "503", description = "Accounts cannot be written now; see Retry-After")
public class AccountsResource {

  private final Accounts accounts;

  public AccountsResource(Accounts accounts) {
    this.accounts = accounts;
  }

  @POST
  @Operation(summary = "Register an account")
  @APIResponse(responseCode = "201", description = "Registered")
  @APIResponse(
      responseCode = "409",
      description = "The name is taken (names differ by more than case)")
  public Response register(CredentialsBody body) {
    CredentialsBody b = required(body);
    Account account = accounts.register(b.name(), b.password());
    return Response.created(URI.create("/api/accounts/me")).entity(AccountView.of(account)).build();
  }

  @POST
  @Path("/login")
  @Operation(summary = "Log in: a session token with the scopes asked for (all when none)")
  @APIResponse(responseCode = "201", description = "The token, shown only now")
  @APIResponse(responseCode = "401", description = "No account has this name and password")
  public Response login(CredentialsBody body) {
    CredentialsBody b = required(body);
    Set<Scope> scopes = b.scopes() == null ? null : scopes(b.scopes());
    Accounts.Issued issued = accounts.login(b.name(), b.password(), scopes);
    return Response.status(201).entity(IssuedTokenView.of(issued)).build();
  }

  @GET
  @Path("/me")
  @Operation(summary = "The account of the token (scope account:read)")
  @SecurityRequirement(name = "bearer")
  @APIResponse(responseCode = "200", description = "The account")
  @APIResponse(responseCode = "401", description = "No token, or not a valid one")
  @APIResponse(responseCode = "403", description = "The token lacks account:read")
  public AccountView me(RoutingContext rc) {
    return AccountView.of(accounts.account(caller(rc).playerId()));
  }

  @GET
  @Path("/me/tokens")
  @Operation(summary = "The account's working tokens, without their secrets (scope account:read)")
  @SecurityRequirement(name = "bearer")
  @APIResponse(responseCode = "200", description = "The tokens")
  @APIResponse(responseCode = "401", description = "No token, or not a valid one")
  @APIResponse(responseCode = "403", description = "The token lacks account:read")
  public List<TokenView> tokens(RoutingContext rc) {
    return accounts.tokens(caller(rc).playerId()).stream().map(TokenView::of).toList();
  }

  @POST
  @Path("/me/tokens")
  @Operation(summary = "Issue a personal token (scope account:write; no wider than the caller's)")
  @SecurityRequirement(name = "bearer")
  @APIResponse(responseCode = "201", description = "The token, shown only now")
  @APIResponse(responseCode = "401", description = "No token, or not a valid one")
  @APIResponse(
      responseCode = "403",
      description = "The token lacks account:write, or a scope asked for")
  @APIResponse(responseCode = "409", description = "The account holds as many tokens as it may")
  public Response issue(NewTokenBody body, RoutingContext rc) {
    if (body == null) {
      throw invalid("body", "A body is required");
    }
    if (body.expiresInDays() != null && (body.expiresInDays() < 1 || body.expiresInDays() > 366)) {
      throw invalid("expiresInDays", "A token lasts 1 to 366 days, or forever when absent");
    }
    Caller caller = caller(rc);
    Set<Scope> callerScopes = EnumSet.noneOf(Scope.class);
    caller.scopes().forEach(s -> Scope.fromWire(s).ifPresent(callerScopes::add));
    Accounts.Issued issued =
        accounts.issuePersonal(
            caller.playerId(),
            callerScopes,
            body.label(),
            body.scopes() == null ? Set.of() : scopes(body.scopes()),
            body.expiresInDays() == null ? null : Duration.ofDays(body.expiresInDays()));
    return Response.created(URI.create("/api/accounts/me/tokens/" + issued.token().tokenId()))
        .entity(IssuedTokenView.of(issued))
        .build();
  }

  @DELETE
  @Path("/me/tokens/{tokenId}")
  @Operation(summary = "Revoke a token at once (scope account:write)")
  @SecurityRequirement(name = "bearer")
  @APIResponse(responseCode = "204", description = "Revoked")
  @APIResponse(responseCode = "401", description = "No token, or not a valid one")
  @APIResponse(responseCode = "403", description = "The token lacks account:write")
  @APIResponse(responseCode = "404", description = "The account has no such token")
  public Response revoke(@PathParam("tokenId") String tokenId, RoutingContext rc) {
    accounts.revoke(caller(rc).playerId(), tokenId);
    return Response.noContent().build();
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
