package dev.chessplatform.gateway.application;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

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
}
