package dev.chessplatform.engineservice.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.engine.search.SearchLimits;
import dev.chessplatform.engineservice.application.AnalysisJob;
import dev.chessplatform.engineservice.domain.AnalysisPlan;
import dev.chessplatform.engineservice.domain.AnalysisPlans;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchAnswer.Evaluation;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.bson.Document;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * A job read back from its document is the job that was written: plan (searches rebuilt from the
 * FENs), answers with both kinds of score, lease and times. A {@code @QuarkusTest} only for the
 * class loader (see {@code SearchPoolTest}).
 */
@QuarkusTest
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class AnalysisDocumentsTest {

  private static final Instant T = Instant.parse("2026-11-29T12:00:00.123Z");

  @Test
  void a_job_reads_back_as_it_was_written_through_bson() {
    AnalysisPlan plan =
        ((AnalysisPlans.Planned)
                AnalysisPlans.game(
                    null, List.of("f2f3", "e7e5", "g2g4", "d8h4"), SearchLimits.depth(3)))
            .plan();
    SearchAnswer cp =
        new SearchAnswer(
            "e2e4",
            "e4",
            new Evaluation(31, null),
            9,
            120_345L,
            480_000L,
            250L,
            List.of(
                new SearchAnswer.Line(
                    new Evaluation(31, null), 9, List.of("e2e4", "e7e5"), List.of("e4", "e5"))),
            false);
    SearchAnswer mate =
        new SearchAnswer(
            "d8h4",
            "Qh4#",
            new Evaluation(null, 1),
            2,
            99L,
            9_900L,
            10L,
            List.of(
                new SearchAnswer.Line(
                    new Evaluation(null, 1), 2, List.of("d8h4"), List.of("Qh4#"))),
            true);
    AnalysisJob job =
        new AnalysisJob(
            "job-1",
            "alice",
            plan,
            T,
            T.plusSeconds(900),
            AnalysisJob.Status.RUNNING,
            Arrays.asList(cp, null, null, mate, null),
            4,
            null,
            null,
            new AnalysisJob.Lease("runner-1", T.plusSeconds(3)),
            1,
            T.plusSeconds(4500));

    Document stored = Document.parse(AnalysisDocuments.toDocument(job).toJson());
    AnalysisJob read = AnalysisDocuments.toJob(stored);

    assertEquals(job, read);
    assertEquals(Boolean.TRUE, read.plan().endings().get(4), "the mate is still an ending");
    assertEquals(null, read.plan().searches().get(4));
    assertEquals(plan.searches().get(2), read.plan().searches().get(2));
  }
}
