package dev.chessplatform.gateway.application;

import jakarta.inject.Singleton;
import java.util.Map;
import org.springframework.security.crypto.argon2.Argon2PasswordEncoder;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * Slow, salted password hashes: Argon2id (OWASP Password Storage Cheat Sheet, first choice), with
 * the algorithm as a prefix ({@code {argon2}...}) so a later, stronger setting can be introduced
 * and old hashes upgraded at the next successful login. bcrypt hashes are still read.
 */
@Singleton
public class PasswordHasher {

  /**
   * OWASP Password Storage Cheat Sheet, Argon2id's first configuration: m=19456 KiB (19 MiB), t=2,
   * p=1. Spring's v5.8 defaults (16 MiB) were below it. 16-byte salt, 32-byte hash.
   */
  static final int SALT_BYTES = 16;

  static final int HASH_BYTES = 32;
  static final int PARALLELISM = 1;
  static final int MEMORY_KIB = 19456;
  static final int ITERATIONS = 2;

  private final PasswordEncoder encoder;
  private final String dummyHash;

  public PasswordHasher() {
    Argon2PasswordEncoder argon2 =
        new Argon2PasswordEncoder(SALT_BYTES, HASH_BYTES, PARALLELISM, MEMORY_KIB, ITERATIONS);
    this.encoder =
        new DelegatingPasswordEncoder(
            "argon2", Map.of("argon2", argon2, "bcrypt", new BCryptPasswordEncoder(12)));
    this.dummyHash = encoder.encode("not-a-password-of-anyone");
  }

  public String hash(String password) {
    return encoder.encode(password);
  }

  public boolean matches(String password, String hash) {
    return encoder.matches(password, hash);
  }

  /**
   * Whether {@code hash} was made with an older setting and should be replaced: another algorithm
   * (bcrypt), or Argon2 with less memory or fewer passes than now (Spring's {@code
   * Argon2PasswordEncoder.upgradeEncoding} compares them).
   */
  public boolean needsUpgrade(String hash) {
    return encoder.upgradeEncoding(hash);
  }

  /**
   * Spends the time of one check for a name that has no account, so the answer time does not tell
   * which names exist.
   */
  public void matchNothing(String password) {
    encoder.matches(password, dummyHash);
  }
}
