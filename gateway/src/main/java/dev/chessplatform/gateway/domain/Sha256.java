package dev.chessplatform.gateway.domain;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * SHA-256 of a text as unpadded base64url, and its comparison in constant time: what a token's
 * stored hash, an authorization code's and a PKCE challenge (RFC 7636 §4.2) all are.
 */
public final class Sha256 {

  private Sha256() {}

  /** {@code BASE64URL(SHA256(UTF-8(text)))}, 43 characters. */
  public static String base64Url(String text) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every JDK", e);
    }
  }

  /**
   * Whether {@code text} hashes to {@code expected}, compared in constant time: the answer's time
   * does not tell how much of a hash matched.
   */
  public static boolean matches(String text, String expected) {
    return MessageDigest.isEqual(
        base64Url(text).getBytes(StandardCharsets.US_ASCII),
        expected.getBytes(StandardCharsets.US_ASCII));
  }
}
