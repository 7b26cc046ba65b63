package dev.chessplatform.gateway.domain;

import java.util.regex.Pattern;

/**
 * Proof Key for Code Exchange (RFC 7636) with the one method the gateway accepts, {@code S256}: the
 * app keeps a random verifier, sends {@code BASE64URL(SHA256(verifier))} with the authorization
 * request, and the verifier with the code; only the app that asked can redeem the code.
 */
public final class Pkce {

  /** The only {@code code_challenge_method}: {@code plain} would send the secret itself (§7.2). */
  public static final String S256 = "S256";

  /** §4.1: 43 to 128 of the unreserved characters {@code [A-Z] / [a-z] / [0-9] / - . _ ~}. */
  private static final Pattern VERIFIER = Pattern.compile("[A-Za-z0-9._~-]{43,128}");

  /** §4.2: SHA-256 is 32 bytes, 43 characters of unpadded base64url. */
  private static final Pattern CHALLENGE = Pattern.compile("[A-Za-z0-9_-]{43}");

  private Pkce() {}

  public static boolean wellFormedVerifier(String verifier) {
    return verifier != null && VERIFIER.matcher(verifier).matches();
  }

  public static boolean wellFormedChallenge(String challenge) {
    return challenge != null && CHALLENGE.matcher(challenge).matches();
  }

  /**
   * §4.2: {@code BASE64URL-ENCODE(SHA256(ASCII(code_verifier)))} (a well-formed verifier is ASCII,
   * so its UTF-8 is its ASCII).
   */
  public static String challengeOf(String verifier) {
    return Sha256.base64Url(verifier);
  }

  /** §4.6, compared in constant time. */
  public static boolean verifies(String verifier, String challenge) {
    return Sha256.matches(verifier, challenge);
  }
}
