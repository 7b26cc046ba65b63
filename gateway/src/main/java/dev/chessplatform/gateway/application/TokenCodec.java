package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.domain.Sha256;
import jakarta.inject.Singleton;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Bearer tokens: {@code chess_<id>_<secret>} with a 64-bit id in hex (to find the token without a
 * scan) and a 256-bit random secret in base64url. Only SHA-256 of the whole token is stored. A fast
 * hash is right here, unlike for passwords: with 256 random bits there is nothing to guess, so
 * slowing each guess down buys nothing, while every API call has to check a token.
 */
@Singleton
public class TokenCodec {

  static final String PREFIX = "chess_";
  private static final int ID_BYTES = 8;
  private static final int SECRET_BYTES = 32;
  private static final int ID_CHARS = ID_BYTES * 2;
  private static final int SECRET_CHARS = 43; // 32 bytes in unpadded base64url

  private static final Pattern TOKEN_ID = Pattern.compile("[0-9a-f]{16}");

  private final SecureRandom random = new SecureRandom();

  /** A new token: its id and the full text shown to the owner once. */
  public record NewToken(String tokenId, String text) {}

  public NewToken generate() {
    byte[] id = new byte[ID_BYTES];
    byte[] secret = new byte[SECRET_BYTES];
    random.nextBytes(id);
    random.nextBytes(secret);
    String tokenId = HexFormat.of().formatHex(id);
    String text =
        PREFIX + tokenId + "_" + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
    return new NewToken(tokenId, text);
  }

  /** The id inside a token text, or empty when the text does not have the shape of a token. */
  public static Optional<String> tokenId(String text) {
    if (text == null
        || text.length() != PREFIX.length() + ID_CHARS + 1 + SECRET_CHARS
        || !text.startsWith(PREFIX)
        || text.charAt(PREFIX.length() + ID_CHARS) != '_') {
      return Optional.empty();
    }
    String id = text.substring(PREFIX.length(), PREFIX.length() + ID_CHARS);
    return TOKEN_ID.matcher(id).matches() ? Optional.of(id) : Optional.empty();
  }

  public static String hash(String text) {
    return Sha256.base64Url(text);
  }

  /** Compares in constant time, so the answer time does not tell how much of a hash matched. */
  public static boolean matches(String text, String storedHash) {
    return Sha256.matches(text, storedHash);
  }
}
