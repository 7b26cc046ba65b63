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

  private final PasswordEncoder encoder;
  private final String dummyHash;

  public PasswordHasher() {
    // Spring Security 5.8 defaults: 16-byte salt, 32-byte hash, 1 lane, 16 MiB, 2 passes.
    Argon2PasswordEncoder argon2 = Argon2PasswordEncoder.defaultsForSpringSecurity_v5_8();
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

  /** Whether {@code hash} was made with an older setting and should be replaced. */
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
