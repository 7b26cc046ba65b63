package dev.chessplatform.gateway.application;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.springframework.security.crypto.argon2.Argon2PasswordEncoder;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

class PasswordHasherTest {

  private final PasswordHasher hasher = new PasswordHasher();

  @Test
  void aPasswordIsStoredAsASaltedArgon2idHash() {
    String hash = hasher.hash("correct horse battery");
    assertTrue(hash.startsWith("{argon2}$argon2id$"), hash);
    assertNotEquals(hash, hasher.hash("correct horse battery"), "a fresh salt every time");
    assertTrue(hasher.matches("correct horse battery", hash));
    assertFalse(hasher.matches("correct horse batterz", hash));
    assertFalse(hasher.needsUpgrade(hash));
  }

  @Test
  void theHashUsesOwaspsArgon2idSetting() {
    // OWASP Password Storage Cheat Sheet: m=19456 KiB, t=2, p=1.
    assertTrue(hasher.hash("correct horse battery").contains("$m=19456,t=2,p=1$"));
  }

  @Test
  void hashesOfTheOldSettingsStillMatchAndAskForAnUpgrade() {
    String spring58 =
        "{argon2}" + Argon2PasswordEncoder.defaultsForSpringSecurity_v5_8().encode("old secret 1");
    assertTrue(spring58.contains("$m=16384,t=2,p=1$"), spring58);
    String bcrypt = "{bcrypt}" + new BCryptPasswordEncoder(12).encode("old secret 1");
    for (String old : new String[] {spring58, bcrypt}) {
      assertTrue(hasher.matches("old secret 1", old), old);
      assertTrue(hasher.needsUpgrade(old), old);
    }
  }

  /** Prints what one hash costs here: the work an attacker pays per guess too. */
  @Test
  void oneHashTakesTensOfMilliseconds() {
    hasher.hash("warm up the JIT");
    long[] millis = new long[10];
    String hash = hasher.hash("correct horse battery");
    for (int i = 0; i < millis.length; i++) {
      long start = System.nanoTime();
      hasher.matches("correct horse battery", hash);
      millis[i] = (System.nanoTime() - start) / 1_000_000;
    }
    Arrays.sort(millis);
    System.out.printf(
        "Argon2id m=19456 KiB t=2 p=1: one check takes %d ms (median of 10; min %d, max %d)%n",
        millis[5], millis[0], millis[9]);
    assertTrue(millis[0] >= 5, "a hash this quick is not Argon2id at 19 MiB: " + millis[0] + " ms");
  }
}
