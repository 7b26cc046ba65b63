package dev.chessplatform.rating.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.rating.api.RatingCodes.GameScore;
import dev.chessplatform.rating.api.RatingCodes.GradeCode;
import dev.chessplatform.rating.api.RatingCodes.PairingRule;
import dev.chessplatform.rating.api.RatingCodes.TitleCode;
import dev.chessplatform.rating.domain.LadderGrade;
import dev.chessplatform.rating.domain.Pairing;
import dev.chessplatform.rating.domain.Score;
import dev.chessplatform.rating.domain.Title;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The API's enums list exactly the domain's codes, in the domain's order. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class RatingCodesTest {

  private static List<String> names(Enum<?>[] values) {
    return Arrays.stream(values).map(Enum::name).toList();
  }

  @Test
  void title_codes_are_the_domains_titles() {
    assertEquals(
        Arrays.stream(Title.values()).map(Title::code).toList(), names(TitleCode.values()));
    for (Title title : Title.values()) {
      assertEquals(title.code(), TitleCode.of(title).name());
    }
  }

  @Test
  void grade_codes_are_no_grade_then_every_grade_from_30_up_to_1() {
    List<String> domain = new ArrayList<>(List.of(LadderGrade.NONE.code()));
    for (int level = LadderGrade.LOWEST; level >= 1; level--) {
      domain.add(new LadderGrade(level).code());
    }
    assertEquals(domain, names(GradeCode.values()));
    assertEquals(GradeCode.G1, GradeCode.of(LadderGrade.forPoints(5000)));
  }

  @Test
  void pairing_rules_and_scores_are_the_domains() {
    assertEquals(names(Pairing.values()), names(PairingRule.values()));
    assertEquals(names(Score.values()), names(GameScore.values()));
  }
}
