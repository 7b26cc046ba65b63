package dev.chessplatform.game.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.problems.PlatformProblems;
import dev.chessplatform.problems.ProblemCatalog;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.testsupport.DeclaredProblemTypes;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The registered catalog names every problem type game-service declares, and the document all. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class GameProblemCatalogTest {

  @Test
  void every_problem_type_constant_of_the_service_is_in_its_catalog() throws Exception {
    Set<ProblemType> catalog = new HashSet<>(new GameProblemCatalog().types());
    List<ProblemType> declared =
        DeclaredProblemTypes.besides(GameProblems.class).stream()
            .filter(t -> !platform().contains(t))
            .toList();

    assertTrue(declared.size() >= 24, "found the service's types: " + declared);
    for (ProblemType type : declared) {
      assertTrue(catalog.contains(type), type.slug() + " is in GameProblemCatalog");
    }
    assertEquals(catalog.size(), new GameProblemCatalog().types().size(), "no type twice");
  }

  @Test
  void the_catalog_is_registered_for_the_service_loader() {
    List<ProblemType> all = ProblemCatalog.all(getClass().getClassLoader());

    assertTrue(all.containsAll(new GameProblemCatalog().types()), all.toString());
  }

  @Test
  void every_type_of_the_catalog_is_declared_on_some_operation_and_every_declared_type_is_known() {
    Set<ProblemType> answered = new HashSet<>();
    ProblemResponsesFilter.ANSWERS.values().forEach(answered::addAll);

    for (ProblemType type : new GameProblemCatalog().types()) {
      assertTrue(answered.contains(type), type.slug() + " is an answer of some operation");
    }
    Set<ProblemType> known = new HashSet<>(new GameProblemCatalog().types());
    known.addAll(platform());
    for (ProblemType type : answered) {
      assertTrue(known.contains(type), type.slug() + " is catalogued");
    }
  }

  private static Set<ProblemType> platform() {
    return new HashSet<>(new PlatformProblems().types());
  }
}
