package dev.chessplatform.gateway.domain;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** What a name and a password must look like; the answer is a reason, or empty when fine. */
public final class Credentials {

  /** Letters, digits, {@code _} and {@code -}; 3 to 32 characters. */
  public static final String NAME_PATTERN = "[A-Za-z0-9_-]{3,32}";

  /** NIST SP 800-63B §5.1.1.2: at least 8 characters; the upper bound caps the hashing work. */
  public static final int MIN_PASSWORD = 8;

  public static final int MAX_PASSWORD_BYTES = 128;

  /**
   * The names of guest accounts start with this, in any case; registration refuses it, so a guest
   * name never collides with a chosen one and a player can tell a guest by the name.
   */
  public static final String GUEST_PREFIX = "guest-";

  private Credentials() {}

  public static Optional<String> nameProblem(String name) {
    if (name == null || !name.matches(NAME_PATTERN)) {
      return Optional.of("A name has 3 to 32 letters, digits, '_' or '-'");
    }
    if (Account.nameKey(name).startsWith(GUEST_PREFIX)) {
      return Optional.of(
          "Names starting with '" + GUEST_PREFIX + "' are kept for guests; choose another name");
    }
    return Optional.empty();
  }

  public static Optional<String> passwordProblem(String password) {
    if (password == null || password.codePointCount(0, password.length()) < MIN_PASSWORD) {
      return Optional.of("A password has at least " + MIN_PASSWORD + " characters");
    }
    if (password.getBytes(StandardCharsets.UTF_8).length > MAX_PASSWORD_BYTES) {
      return Optional.of("A password has at most " + MAX_PASSWORD_BYTES + " bytes");
    }
    // No rules of composition (NIST SP 800-63B §5.1.1.2, OWASP ASVS 2.1.9): length and the list.
    if (CommonPasswords.contains(password)) {
      return Optional.of(
          "This password is one of the most common ones, which are guessed first; choose another");
    }
    return Optional.empty();
  }
}
