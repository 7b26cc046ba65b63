package dev.chessplatform.rating.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class LadderGradeTest {

  @ParameterizedTest(name = "{0} points is {1}")
  @CsvSource({
    "0, 无级别",
    "99, 无级别",
    "100, 30级",
    "199, 30级",
    "200, 29级",
    "1500, 16级",
    "2900, 2级",
    "2999, 2级",
    "3000, 1级",
    "9999, 1级"
  })
  void every_100_points_climb_one_grade_from_30_to_1(int points, String chinese) {
    assertEquals(chinese, LadderGrade.forPoints(points).chineseName());
  }

  @Test
  void a_newcomer_has_no_grade() {
    LadderGrade grade = PlayerRating.newcomer(PlayerId.human("a")).ladderGrade();
    assertEquals(LadderGrade.NONE, grade);
    assertEquals("NONE", grade.code());
    assertEquals("Ungraded", grade.englishName());
  }

  @Test
  void a_graded_player_has_a_stable_code_and_an_english_name() {
    assertEquals("G30", LadderGrade.forPoints(100).code());
    assertEquals("Grade 1", LadderGrade.forPoints(3000).englishName());
  }
}
