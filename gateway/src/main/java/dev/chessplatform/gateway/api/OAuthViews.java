package dev.chessplatform.gateway.api;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The bodies of OAuth 2.0: the approval (ours, camelCase) and the token endpoint's (RFC 6749). */
public final class OAuthViews {

  private OAuthViews() {}

  /** The parameters of {@code GET /oauth} as the consent page sends them on approval. */
  @Schema(
      name = "AuthorizationApproval",
      description =
          "An app's authorization request (the query of GET /oauth, RFC 6749 §4.1.1 with PKCE,"
              + " RFC 7636), approved by the signed-in person")
  public record ApprovalBody(
      @Schema(required = true, description = "response_type: code", example = "code")
          String responseType,
      @Schema(
              required = true,
              description = "client_id: the app's name, 1 to 64 characters; the token's label",
              example = "my-chess-app")
          String clientId,
      @Schema(
              required = true,
              description =
                  "redirect_uri: https, or http to localhost, 127.0.0.1 or [::1]; no fragment",
              example = "http://127.0.0.1:8765/callback")
          String redirectUri,
      @Schema(
              required = true,
              description = "code_challenge: BASE64URL(SHA256(code_verifier)), 43 characters",
              example = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
          String codeChallenge,
      @Schema(required = true, description = "code_challenge_method: S256", example = "S256")
          String codeChallengeMethod,
      @Schema(
              required = true,
              description = "scope: scope names separated by spaces, at least one",
              example = "game:play game:read")
          String scope,
      @Schema(description = "state: the app's value, given back unchanged", example = "af0ifjsl")
          String state) {

    /** The parameters by their OAuth names, as {@code GET /oauth} reads them. */
    Map<String, List<String>> parameters() {
      Map<String, List<String>> p = new HashMap<>();
      put(p, "response_type", responseType);
      put(p, "client_id", clientId);
      put(p, "redirect_uri", redirectUri);
      put(p, "code_challenge", codeChallenge);
      put(p, "code_challenge_method", codeChallengeMethod);
      put(p, "scope", scope);
      put(p, "state", state);
      return p;
    }

    private static void put(Map<String, List<String>> p, String name, String value) {
      if (value != null) {
        p.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
      }
    }
  }

  /** Where the browser goes next: the app's redirect URI with the code and the state. */
  @Schema(name = "ApprovedAuthorization", description = "The approval: where the browser goes")
  public record ApprovedView(
      @Schema(
              required = true,
              description =
                  "The redirect URI with code (single use, redeemable for 90 s at POST /api/token"
                      + " with the code_verifier) and state",
              example = "http://127.0.0.1:8765/callback?code=chess_code_Zm9vYmFy&state=af0ifjsl")
          String redirectTo) {}

  /** RFC 6749 §5.1. */
  public record TokenAnswer(
      @JsonProperty("token_type") String tokenType,
      @JsonProperty("access_token") String accessToken,
      @JsonProperty("expires_in") long expiresIn) {}

  /** RFC 6749 §5.2. */
  public record TokenError(
      @JsonProperty("error") String error,
      @JsonProperty("error_description") String errorDescription) {}
}
