package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CommonPasswordsTest {

  @Test
  void theListHoldsTheCommonPasswordsOfEightCharactersOrMore() {
    assertEquals(17_950, CommonPasswords.size());
    assertTrue(CommonPasswords.contains("password"));
    assertTrue(CommonPasswords.contains("12345678"));
    assertTrue(CommonPasswords.contains("PassWord1"), "whatever the case");
    assertFalse(CommonPasswords.contains("correct horse battery"));
  }

  @Test
  void registrationRefusesACommonPasswordAndSaysWhy() {
    assertEquals(
        "This password is one of the most common ones, which are guessed first; choose another",
        Credentials.passwordProblem("Password").orElseThrow());
    assertTrue(Credentials.passwordProblem("12345678").isPresent());
    assertTrue(Credentials.passwordProblem("qwertyuiop").isPresent());
    assertTrue(Credentials.passwordProblem("1234567").isPresent(), "too short, list or not");
    // No rules of composition: a long password of lower-case letters only is fine.
    assertTrue(Credentials.passwordProblem("knight takes rook on e5").isEmpty());
  }
}
