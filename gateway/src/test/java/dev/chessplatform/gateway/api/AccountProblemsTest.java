package dev.chessplatform.gateway.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.gateway.application.AccountRefused;
import dev.chessplatform.gateway.application.AccountRefused.Refusal;
import dev.chessplatform.problems.Problem;
import java.lang.reflect.RecordComponent;
import java.util.Map;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** Every refusal of the accounts application has its problem, with the status it always had. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class AccountProblemsTest {

  private static final Map<String, Integer> STATUS =
      Map.of(
          "InvalidField", 400,
          "NameTaken", 409,
          "WrongCredentials", 401,
          "ScopesBeyondCaller", 403,
          "TooManyTokens", 409,
          "UnknownToken", 404,
          "GuestCannotBeBot", 403,
          "SignInsThrottled", 429,
          "AccountsUnavailable", 503);

  @Test
  void every_refusal_maps_to_a_problem_with_its_status() throws Exception {
    Class<?>[] refusals = Refusal.class.getPermittedSubclasses();
    assertEquals(STATUS.size(), refusals.length, "a new refusal needs a row here");
    for (Class<?> type : refusals) {
      Problem problem = AccountProblems.problemOf(sample(type)).build();
      assertEquals(STATUS.get(type.getSimpleName()), problem.getStatus(), type.getSimpleName());
    }
  }

  @Test
  void an_unconfirmed_write_says_when_to_try_again() {
    assertEquals(
        Map.of("Retry-After", "5"),
        AccountProblems.headersOf(new AccountRefused.AccountsUnavailable()));
    assertEquals(Map.of(), AccountProblems.headersOf(new AccountRefused.WrongCredentials()));
  }

  @Test
  void a_throttled_login_says_when_to_try_again_and_which_limit() {
    AccountRefused.SignInsThrottled throttled =
        new AccountRefused.SignInsThrottled("account's failed logins", 8);
    assertEquals(Map.of("Retry-After", "8"), AccountProblems.headersOf(throttled));
    Problem problem = AccountProblems.problemOf(throttled).build();
    assertEquals("account's failed logins", problem.getExtensions().get("limit"));
    assertEquals(8L, problem.getExtensions().get("retryAfterSeconds"));
  }

  @Test
  void a_guest_refused_as_a_bot_reads_why_in_lichess_error_member_too() {
    Problem problem = AccountProblems.problemOf(new AccountRefused.GuestCannotBeBot()).build();
    assertEquals(problem.getDetail(), problem.getExtensions().get("error"));
  }

  /** An instance of the record {@code type} with made-up values. */
  private static Refusal sample(Class<?> type) throws Exception {
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    Object[] values = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      values[i] = types[i] == int.class ? 1 : types[i] == long.class ? (Object) 1L : "x";
    }
    return (Refusal) type.getDeclaredConstructor(types).newInstance(values);
  }
}
