package dev.chessplatform.engineservice.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.engineservice.domain.SpecError;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** Every kind of {@link SpecError} has a problem: a new kind without one fails here. */
@QuarkusTest
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class SpecErrorDispatchTest {

  static final List<SpecError> SAMPLES =
      List.of(
          new SpecError.BadFen("RANK_COUNT", "bad"),
          new SpecError.IllegalMove(0, "e2e5", "illegal"),
          new SpecError.BadLevel(6),
          new SpecError.BadLimit("depth", 1000, "between 1 and 64"),
          new SpecError.NoLegalMove(true));

  @Test
  void every_kind_of_search_error_has_a_sample() {
    for (Class<?> kind : SpecError.class.getPermittedSubclasses()) {
      assertTrue(
          SAMPLES.stream().anyMatch(kind::isInstance), "no sample of " + kind.getSimpleName());
    }
  }

  @Test
  void every_kind_of_search_error_becomes_a_4xx_problem() {
    for (SpecError error : SAMPLES) {
      int status = EngineProblems.of(error, "").problem().getStatus();
      assertTrue(status == 400 || status == 422, error + " -> " + status);
    }
    assertEquals(
        "moves[0]", EngineProblems.of(SAMPLES.get(1), "").problem().getExtensions().get("field"));
  }
}
