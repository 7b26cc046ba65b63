package dev.chessplatform.rating.api;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.problems.ProblemCatalog;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.testsupport.DeclaredProblemTypes;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The registered catalog names every problem type the service declares. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class RatingProblemCatalogTest {

  @Test
  void every_problem_type_constant_of_the_service_is_in_its_catalog() throws Exception {
    Set<ProblemType> catalog = new HashSet<>(new RatingProblemCatalog().types());
    List<ProblemType> declared = DeclaredProblemTypes.besides(RatingProblems.class);

    assertTrue(declared.size() >= 3, "found the service's types: " + declared);
    for (ProblemType type : declared) {
      assertTrue(catalog.contains(type), type.slug() + " is in RatingProblemCatalog");
    }
  }

  @Test
  void the_catalog_is_registered_for_the_service_loader() {
    List<ProblemType> all = ProblemCatalog.all(getClass().getClassLoader());

    assertTrue(all.containsAll(new RatingProblemCatalog().types()), all.toString());
  }
}
