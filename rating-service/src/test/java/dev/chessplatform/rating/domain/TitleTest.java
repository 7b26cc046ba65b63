package dev.chessplatform.rating.domain;

import static dev.chessplatform.rating.domain.Standings.provisional;
import static dev.chessplatform.rating.domain.Standings.rated;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class TitleTest {

  @ParameterizedTest(name = "rating {0} is {1}")
  @CsvSource({
    "2500, GM", "2499, M1", "2400, M1", "2399, M2", "2300, M2", "2200, M3",
    "2100, E1", "2000, E2", "1900, E3", "1800, E4", "1700, E5", "1699, P1",
    "1600, P1", "1500, P2", "1499, P3", "1400, P3", "1300, P4", "1200, P5",
    "1100, P6", "1099, P7", "0, P7", "-50, P7"
  })
  void each_rating_falls_in_the_band_whose_threshold_it_reaches(int rating, Title title) {
    assertEquals(title, Title.forRating(rating));
    assertEquals(Optional.of(title), rated("a", rating).title());
  }

  @Test
  void the_grandmaster_band_carries_its_code_and_both_names() {
    assertEquals("GM", Title.GM.code());
    assertEquals("特级大师", Title.GM.chineseName());
    assertEquals("Grandmaster", Title.GM.englishName());
    assertEquals("七级棋手", Title.P7.chineseName());
    assertEquals("Player 7th class", Title.P7.englishName());
  }

  @Test
  void there_are_sixteen_bands_with_distinct_names_in_descending_order() {
    assertEquals(16, Title.values().length);
    Set<String> names =
        Arrays.stream(Title.values()).map(Title::chineseName).collect(Collectors.toSet());
    assertEquals(16, names.size());
    for (int i = 1; i < Title.values().length; i++) {
      assertEquals(true, Title.values()[i].minRating() < Title.values()[i - 1].minRating());
    }
  }

  @Test
  void nine_counted_games_give_no_title_and_ten_do() {
    assertEquals(Optional.empty(), provisional("a", 2600, 9).title());
    assertEquals(Optional.of(Title.GM), provisional("a", 2600, 10).title());
  }

  @Test
  void a_newcomer_has_no_title() {
    assertEquals(Optional.empty(), PlayerRating.newcomer(PlayerId.human("a")).title());
  }
}
