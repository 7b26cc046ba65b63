package dev.chessplatform.engineservice.api;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.problems.ProblemCatalog;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.testsupport.DeclaredProblemTypes;
import io.quarkus.test.junit.QuarkusTest;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * The registered catalog names every problem type the service declares. A {@code @QuarkusTest} like
 * the module's other class-level tests, so the classes it reflects over are loaded once.
 */
@QuarkusTest
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class EngineProblemCatalogTest {

  @Test
  void every_problem_type_constant_of_the_service_is_in_its_catalog() throws Exception {
    Set<ProblemType> catalog = new HashSet<>(new EngineProblemCatalog().types());
    List<ProblemType> declared = DeclaredProblemTypes.besides(EngineProblems.class);

    assertTrue(declared.size() >= 8, "found the service's types: " + declared);
    for (ProblemType type : declared) {
      assertTrue(catalog.contains(type), type.slug() + " is in EngineProblemCatalog");
    }
  }

  @Test
  void the_catalog_is_registered_for_the_service_loader() {
    List<ProblemType> all = ProblemCatalog.all(Thread.currentThread().getContextClassLoader());

    assertTrue(all.containsAll(new EngineProblemCatalog().types()), all.toString());
  }
}
