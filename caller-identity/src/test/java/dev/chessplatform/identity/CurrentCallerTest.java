package dev.chessplatform.identity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CurrentCallerTest {

  private static CurrentCaller of(Caller caller) {
    CurrentCaller current = new CurrentCaller();
    current.set(caller);
    return current;
  }

  @Test
  void anyOneOfTheScopesLetsTheCallerThrough() {
    Caller guest = new Caller("p1", Set.of("game:read", "engine:review"));
    assertSame(guest, of(guest).requireAnyScope("engine:use", "engine:review"));
    Caller person = new Caller("p2", Set.of("engine:use"));
    assertSame(person, of(person).requireAnyScope("engine:use", "engine:review"));
  }

  @Test
  void noneOfThemIs403AskingForTheFirstAndNamingAll() {
    ProblemException refused =
        assertThrows(
            ProblemException.class,
            () ->
                of(new Caller("p1", Set.of("game:read")))
                    .requireAnyScope("engine:use", "engine:review"));
    assertEquals(ProblemType.FORBIDDEN, refused.problem().problemType());
    assertEquals("engine:use", refused.problem().getExtensions().get("requiredScope"));
    assertEquals(
        "The token lacks the scope engine:use or engine:review", refused.problem().getDetail());
  }

  @Test
  void anAnonymousCallerIs401() {
    ProblemException refused =
        assertThrows(
            ProblemException.class, () -> of(Caller.ANONYMOUS).requireAnyScope("engine:use"));
    assertEquals(ProblemType.UNAUTHENTICATED, refused.problem().problemType());
  }
}
