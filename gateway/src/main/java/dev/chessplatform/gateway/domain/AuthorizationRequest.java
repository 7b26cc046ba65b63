package dev.chessplatform.gateway.domain;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * An app's request for a code (OAuth 2.0 authorization code grant, RFC 6749 §4.1.1, with PKCE, RFC
 * 7636 §4.3), as the person's browser brings it to {@code GET /oauth}. Public clients, no
 * registration: {@code client_id} is any name the app gives itself, and the redirect URI is trusted
 * because the person sees its host on the consent page and the code is worthless without the
 * verifier.
 *
 * @param clientId the app's name, also the label of the token it gets
 * @param redirectUri where the code goes, exactly as given (the token request must repeat it)
 * @param codeChallenge {@code BASE64URL(SHA256(verifier))}
 * @param scopes what the app asks for, at least one
 * @param state the app's value, returned unchanged; null when it sent none
 */
public record AuthorizationRequest(
    String clientId, String redirectUri, String codeChallenge, Set<Scope> scopes, String state) {

  /** The longest {@code client_id}: the token's label holds at most this. */
  public static final int MAX_CLIENT_ID = 64;

  public AuthorizationRequest {
    scopes = Set.copyOf(scopes);
  }

  /** The outcome of {@link #check}. */
  public sealed interface Checked {}

  /** Every parameter is acceptable. */
  public record Valid(AuthorizationRequest request) implements Checked {}

  /**
   * {@code client_id} or {@code redirect_uri} is missing or not acceptable: the person is told, and
   * nothing is sent to the URI (RFC 6749 §4.1.2.1: it MUST NOT redirect to an invalid URI).
   */
  public record Unredirectable(String parameter, String reason) implements Checked {}

  /**
   * Any other fault, with its RFC 6749 §4.1.2.1 word. It is shown to the person and never sent to
   * the redirect URI: no client is registered here, so no redirect URI is verified, and redirecting
   * an error to an unverified one makes an open redirector (RFC 9700 §4.11.2).
   */
  public record Refused(String parameter, OAuthError error, String description)
      implements Checked {}

  /** The redirect URI with the {@code code} and this request's {@code state} (§4.1.2). */
  public URI redirectWithCode(String code) {
    Map<String, String> added = new LinkedHashMap<>();
    added.put("code", code);
    if (state != null) {
      added.put("state", state);
    }
    return withQuery(redirectUri, added);
  }

  /** The host of the redirect URI, as the consent page names the app's home. */
  public String redirectHost() {
    return URI.create(redirectUri).getHost();
  }

  /**
   * Checks the parameters (each name with its values; a name absent maps to nothing) in the order
   * of RFC 6749 §4.1.2.1: first the two that decide whether the app could be told at all, then the
   * rest. No fault is redirected ({@link Refused}).
   */
  public static Checked check(Map<String, List<String>> p) {
    Optional<String> clientFault = clientIdProblem(p.getOrDefault("client_id", List.of()));
    if (clientFault.isPresent()) {
      return new Unredirectable("client_id", clientFault.get());
    }
    Optional<String> uriFault = redirectUriProblem(p.getOrDefault("redirect_uri", List.of()));
    if (uriFault.isPresent()) {
      return new Unredirectable("redirect_uri", uriFault.get());
    }
    String redirectUri = p.get("redirect_uri").get(0);
    List<String> states = p.getOrDefault("state", List.of());
    String state = states.isEmpty() ? null : states.get(0);
    Refusals refuse = new Refusals();
    if (states.size() > 1) {
      return refuse.with("state", OAuthError.INVALID_REQUEST, "state is given more than once");
    }
    List<String> responseType = p.getOrDefault("response_type", List.of());
    if (responseType.size() != 1) {
      return refuse.with(
          "response_type", OAuthError.INVALID_REQUEST, "Give response_type once: code");
    }
    if (!responseType.get(0).equals("code")) {
      return refuse.with(
          "response_type",
          OAuthError.UNSUPPORTED_RESPONSE_TYPE,
          "Only response_type=code (the authorization code grant) is supported");
    }
    List<String> method = p.getOrDefault("code_challenge_method", List.of());
    if (method.size() != 1 || !method.get(0).equals(Pkce.S256)) {
      // RFC 7636 §4.4.1: a method the server does not support is invalid_request (Lichess says
      // unauthorized_client; clients follow the RFC). Absent would mean plain (§4.3): refused too.
      return refuse.with(
          "code_challenge_method",
          OAuthError.INVALID_REQUEST,
          "PKCE is required with code_challenge_method=S256");
    }
    List<String> challenge = p.getOrDefault("code_challenge", List.of());
    if (challenge.size() != 1 || !Pkce.wellFormedChallenge(challenge.get(0))) {
      return refuse.with(
          "code_challenge",
          OAuthError.INVALID_REQUEST,
          "code_challenge must be BASE64URL(SHA256(code_verifier)): 43 characters, no padding");
    }
    List<String> scope = p.getOrDefault("scope", List.of());
    if (scope.size() > 1) {
      return refuse.with("scope", OAuthError.INVALID_REQUEST, "scope is given more than once");
    }
    Set<Scope> scopes = EnumSet.noneOf(Scope.class);
    for (String name : scope.isEmpty() ? new String[0] : scope.get(0).trim().split(" +")) {
      if (name.isEmpty()) {
        continue;
      }
      Optional<Scope> known = Scope.fromWire(name).filter(Scope.forApps()::contains);
      if (known.isEmpty()) {
        return refuse.with("scope", OAuthError.INVALID_SCOPE, "Unknown scope '" + name + "'");
      }
      scopes.add(known.get());
    }
    if (scopes.isEmpty()) {
      // RFC 6749 §3.3: without a default, a request that names no scope fails.
      return refuse.with(
          "scope",
          OAuthError.INVALID_SCOPE,
          "Name at least one scope: "
              + Scope.forApps().stream().map(Scope::wireName).collect(Collectors.joining(" ")));
    }
    return new Valid(
        new AuthorizationRequest(
            p.get("client_id").get(0), redirectUri, challenge.get(0), scopes, state));
  }

  private record Refusals() {
    Refused with(String parameter, OAuthError error, String description) {
      return new Refused(parameter, error, description);
    }
  }

  private static Optional<String> clientIdProblem(List<String> values) {
    if (values.size() != 1 || values.get(0).isBlank()) {
      return Optional.of("Give client_id once: the app's name");
    }
    String id = values.get(0);
    if (id.length() > MAX_CLIENT_ID) {
      return Optional.of("client_id has at most " + MAX_CLIENT_ID + " characters");
    }
    if (id.chars().anyMatch(Character::isISOControl)) {
      return Optional.of("client_id holds a control character");
    }
    return Optional.empty();
  }

  /**
   * An absolute URI (§3.1.2) without a fragment, https, or http to this machine only (RFC 8252
   * §7.3: a native app's loopback listener); any other scheme could run script or open another app,
   * so none is accepted.
   */
  private static Optional<String> redirectUriProblem(List<String> values) {
    if (values.size() != 1 || values.get(0).isBlank()) {
      return Optional.of("Give redirect_uri once: where the code goes");
    }
    String text = values.get(0);
    URI uri;
    try {
      uri = new URI(text);
    } catch (URISyntaxException e) {
      return Optional.of("redirect_uri is not a URI");
    }
    if (!uri.isAbsolute() || uri.getHost() == null || uri.getRawAuthority() == null) {
      return Optional.of("redirect_uri must be absolute, with a host");
    }
    if (text.contains("#")) {
      return Optional.of("redirect_uri must not have a fragment");
    }
    String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
    String host = uri.getHost().toLowerCase(Locale.ROOT);
    if (scheme.equals("https")) {
      return Optional.empty();
    }
    if (scheme.equals("http") && LOOPBACK.contains(host)) {
      return Optional.empty();
    }
    return Optional.of("redirect_uri must be https, or http to localhost, 127.0.0.1 or [::1]");
  }

  private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]");

  /** {@code uri} with {@code added} after its own query, form-encoded (RFC 6749 Appendix B). */
  private static URI withQuery(String uri, Map<String, String> added) {
    String parameters =
        added.entrySet().stream()
            .map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
            .collect(Collectors.joining("&"));
    URI base = URI.create(uri);
    String query = base.getRawQuery();
    String prefix = uri.contains("?") ? uri.substring(0, uri.indexOf('?')) : uri;
    return URI.create(
        prefix + "?" + (query == null || query.isEmpty() ? "" : query + "&") + parameters);
  }

  private static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }
}
