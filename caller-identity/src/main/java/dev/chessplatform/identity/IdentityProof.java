package dev.chessplatform.identity;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The signed headers through which the gateway tells a service who the caller is.
 *
 * <p>The proof is {@code HMAC-SHA256(secret, "v1\n" + player + "\n" + scopes + "\n" + issued + "\n"
 * + METHOD + "\n" + uri)}, base64url. It binds the identity to one request line and to a time
 * window, so a proof seen on the wire cannot vouch for another request or be replayed later. The
 * secret is shared by the gateway and the services only (env {@code CHESS_INTERNAL_SECRET}).
 */
public final class IdentityProof {

  public static final String PLAYER_HEADER = "X-Chess-Player";
  public static final String SCOPES_HEADER = "X-Chess-Scopes";
  public static final String ISSUED_HEADER = "X-Chess-Issued";
  public static final String PROOF_HEADER = "X-Chess-Proof";

  /** Largest clock difference between gateway and service, and the replay window. */
  public static final long MAX_SKEW_SECONDS = 120;

  private static final String ALGORITHM = "HmacSHA256";

  private final SecretKeySpec key;

  /**
   * One initialised Mac per thread: {@code Mac.getInstance} and {@code init} on every request
   * looked the provider up and re-derived the key pads each time (a few % of a request's CPU).
   * {@code doFinal} resets the Mac for the next use.
   */
  private final ThreadLocal<Mac> macs = ThreadLocal.withInitial(this::newMac);

  public IdentityProof(String secret) {
    if (secret == null || secret.length() < 16) {
      throw new IllegalArgumentException("the internal secret must have at least 16 characters");
    }
    this.key = new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), ALGORITHM);
  }

  /** The four headers that vouch for {@code caller} on the request {@code method uri}. */
  public Map<String, String> sign(
      Caller caller, String method, String uri, long issuedEpochSecond) {
    String scopes = String.join(" ", new TreeSet<>(caller.scopes()));
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put(PLAYER_HEADER, caller.playerId());
    headers.put(SCOPES_HEADER, scopes);
    headers.put(ISSUED_HEADER, Long.toString(issuedEpochSecond));
    headers.put(PROOF_HEADER, mac(caller.playerId(), scopes, issuedEpochSecond, method, uri));
    return headers;
  }

  /** Outcome of checking the headers of a request. */
  public sealed interface Verdict {}

  /** The headers vouch for this caller. */
  public record Verified(Caller caller) implements Verdict {}

  /** The headers are missing, stale or forged; the reason is for the log, not for the client. */
  public record Rejected(String reason) implements Verdict {}

  /** Checks the identity headers of the request {@code method uri}, read through {@code header}. */
  public Verdict verify(
      Function<String, String> header, String method, String uri, long nowEpochSecond) {
    String player = header.apply(PLAYER_HEADER);
    String scopes = header.apply(SCOPES_HEADER);
    String issuedText = header.apply(ISSUED_HEADER);
    String proof = header.apply(PROOF_HEADER);
    if (player == null || scopes == null || issuedText == null || proof == null) {
      return new Rejected("no identity proof");
    }
    long issued;
    try {
      issued = Long.parseLong(issuedText);
    } catch (NumberFormatException e) {
      return new Rejected("unreadable issue time");
    }
    if (Math.abs(nowEpochSecond - issued) > MAX_SKEW_SECONDS) {
      return new Rejected("proof outside the time window");
    }
    byte[] expected = mac(player, scopes, issued, method, uri).getBytes(StandardCharsets.US_ASCII);
    if (!MessageDigest.isEqual(expected, proof.getBytes(StandardCharsets.US_ASCII))) {
      return new Rejected("proof does not match");
    }
    try {
      Set<String> scopeSet =
          scopes.isBlank() ? Set.of() : Set.copyOf(Arrays.asList(scopes.trim().split(" ")));
      return new Verified(new Caller(player, scopeSet));
    } catch (IllegalArgumentException e) {
      return new Rejected("invalid identity");
    }
  }

  private String mac(String player, String scopes, long issued, String method, String uri) {
    String canonical = "v1\n" + player + "\n" + scopes + "\n" + issued + "\n" + method + "\n" + uri;
    byte[] digest = macs.get().doFinal(canonical.getBytes(StandardCharsets.UTF_8));
    return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
  }

  private Mac newMac() {
    try {
      Mac mac = Mac.getInstance(ALGORITHM);
      mac.init(key);
      return mac;
    } catch (NoSuchAlgorithmException | InvalidKeyException e) {
      throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
    }
  }
}
