package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.api.OAuthViews.ApprovalBody;
import dev.chessplatform.gateway.api.OAuthViews.ApprovedView;
import dev.chessplatform.gateway.api.OAuthViews.TokenAnswer;
import dev.chessplatform.gateway.api.OAuthViews.TokenError;
import dev.chessplatform.gateway.application.AccountBook;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.application.OAuthGrants;
import dev.chessplatform.gateway.application.OAuthRefused;
import dev.chessplatform.gateway.domain.AuthorizationRequest;
import dev.chessplatform.gateway.domain.Scope;
import dev.chessplatform.gateway.domain.TokenRequest;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.problems.Problems;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * OAuth 2.0 with PKCE for third-party apps, as Lichess offers it (gateway/README.md, "OAuth2
 * (PKCE)"): the consent page's approval (ours), and the token endpoint with its revocation (the
 * protocol's: Lichess's paths and RFC 6749's answers). {@code GET /oauth} is {@link OAuthPage}.
 */
@Path("/api")
@Tag(name = "accounts")
public class OAuthResource {

  private static final String BEARER = "Bearer ";

  private final OAuthGrants grants;
  private final Accounts accounts;

  public OAuthResource(OAuthGrants grants, Accounts accounts) {
    this.grants = grants;
    this.accounts = accounts;
  }

  @POST
  @Path("/oauth/authorizations")
  @Consumes(MediaType.APPLICATION_JSON)
  @Produces(MediaType.APPLICATION_JSON)
  @Problems({
    "malformed-request",
    "invalid-field",
    "unauthenticated",
    "invalid-token",
    "missing-scope",
    "rate-limited",
    "accounts-unavailable"
  })
  @Operation(
      operationId = "approveAuthorization",
      summary = "Approve an app's OAuth request: its code, in the URL the browser goes to next",
      description =
          "What the consent page at GET /oauth sends when the signed-in person approves (scope"
              + " account:write): the request's parameters, checked as GET /oauth checks them."
              + " The code is bound to client_id, redirect_uri, code_challenge, the account and"
              + " the scopes, which the calling token must hold all of; the app trades it once,"
              + " within 90 s, at POST /api/token (the oauth2 security scheme's tokenUrl) for a"
              + " token with exactly those scopes, labelled with client_id. A request GET /oauth"
              + " would refuse is refused here as invalid-field, naming the parameter.")
  @SecurityRequirement(name = "bearer")
  @APIResponse(
      responseCode = "200",
      description = "Approved",
      content = @Content(schema = @Schema(implementation = ApprovedView.class)))
  public ApprovedView approve(
      @RequestBody(
              required = true,
              content = @Content(schema = @Schema(implementation = ApprovalBody.class)))
          ApprovalBody body,
      @Context RoutingContext rc) {
    Caller caller = GatewayGuard.caller(rc);
    if (caller.isAnonymous()) {
      throw new ProblemException(Problem.of(ProblemType.UNAUTHENTICATED).build());
    }
    if (body == null) {
      throw invalid("body", "A body with the authorization request's parameters is required");
    }
    AuthorizationRequest.Checked checked = AuthorizationRequest.check(body.parameters());
    if (checked instanceof AuthorizationRequest.Unredirectable u) {
      throw invalid(u.parameter(), u.reason());
    } else if (checked instanceof AuthorizationRequest.Refused r) {
      throw invalid(r.parameter(), r.error().word() + ": " + r.description());
    } else if (checked instanceof AuthorizationRequest.Valid valid) {
      Set<Scope> callerScopes = EnumSet.noneOf(Scope.class);
      caller.scopes().forEach(s -> Scope.fromWire(s).ifPresent(callerScopes::add));
      return new ApprovedView(
          grants.approve(caller.playerId(), callerScopes, valid.request()).toString());
    }
    throw new IllegalStateException("unhandled check " + checked);
  }

  /**
   * The token endpoint (RFC 6749 §4.1.3, RFC 7636 §4.5). Not an operation of our document: it is
   * the oauth2 security scheme's {@code tokenUrl}, and it answers RFC 6749 §5.2's JSON rather than
   * problems, as every OAuth client library expects.
   */
  @POST
  @Path("/token")
  @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
  @Produces(MediaType.APPLICATION_JSON)
  @Operation(hidden = true)
  public Response token(MultivaluedMap<String, String> form) {
    TokenRequest.Checked checked = TokenRequest.check(form);
    if (checked instanceof TokenRequest.Refused r) {
      return tokenError(r.error().word(), r.description());
    } else if (checked instanceof TokenRequest.Valid valid) {
      Accounts.Issued issued = grants.redeem(valid.request());
      return noStore(
              Response.ok(new TokenAnswer("Bearer", issued.text(), grants.tokenTtl().toSeconds())))
          .build();
    }
    throw new IllegalStateException("unhandled check " + checked);
  }

  @ServerExceptionMapper
  public Response refused(OAuthRefused e) {
    return tokenError(e.error().word(), e.description());
  }

  @DELETE
  @Path("/token")
  @Produces(MediaType.APPLICATION_JSON)
  @Problems({"unauthenticated", "invalid-token", "rate-limited", "accounts-unavailable"})
  @Operation(
      operationId = "revokeThisToken",
      summary = "Revoke the token of this request",
      description =
          "Any token revokes itself, whatever its scopes: an app signs out (Lichess's DELETE"
              + " /api/token). Other tokens are revoked with revokeToken.")
  @SecurityRequirement(name = "bearer")
  @APIResponse(responseCode = "204", description = "Revoked")
  public Response revokeThis(@Context RoutingContext rc) {
    String authorization = rc.request().getHeader("Authorization");
    Optional<AccountBook.Holder> holder =
        authorization != null && authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())
            ? accounts.authenticate(authorization.substring(BEARER.length()).trim())
            : Optional.empty();
    if (holder.isEmpty()) {
      // The guard refused a token it does not know; here only a request without one arrives.
      throw new ProblemException(
          Problem.of(ProblemType.UNAUTHENTICATED)
              .detail("Send the token to revoke as 'Authorization: Bearer <token>'")
              .build());
    }
    accounts.revoke(holder.get().account().accountId(), holder.get().token().tokenId());
    return Response.noContent().build();
  }

  private static Response tokenError(String error, String description) {
    return noStore(
            Response.status(Response.Status.BAD_REQUEST)
                .type(MediaType.APPLICATION_JSON)
                .entity(new TokenError(error, description)))
        .build();
  }

  /** RFC 6749 §5.1: answers carrying tokens are not cached. */
  private static Response.ResponseBuilder noStore(Response.ResponseBuilder response) {
    return response.header("Cache-Control", "no-store").header("Pragma", "no-cache");
  }

  private static ProblemException invalid(String field, String reason) {
    return new ProblemException(
        Problem.of(ProblemType.INVALID_FIELD).detail(reason).with("field", field).build());
  }
}
