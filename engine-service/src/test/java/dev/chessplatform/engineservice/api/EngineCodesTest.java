package dev.chessplatform.engineservice.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.engineservice.api.EngineCodes.AnalysisStatus;
import dev.chessplatform.engineservice.api.EngineCodes.MoveJudgement;
import dev.chessplatform.engineservice.application.AnalysisJob;
import dev.chessplatform.engineservice.domain.MoveVerdicts;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The API's enums list exactly the service's own, in the same order. */
@QuarkusTest
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class EngineCodesTest {

  private static List<String> names(Enum<?>[] values) {
    return Arrays.stream(values).map(Enum::name).toList();
  }

  @Test
  void analysis_statuses_are_the_jobs() {
    assertEquals(names(AnalysisJob.Status.values()), names(AnalysisStatus.values()));
  }

  @Test
  void move_judgements_are_the_verdicts() {
    assertEquals(names(MoveVerdicts.Judgement.values()), names(MoveJudgement.values()));
  }
}
