package dev.chessplatform.rating.domain;

import static dev.chessplatform.rating.domain.GameResult.BLACK_WINS;
import static dev.chessplatform.rating.domain.GameResult.DRAW;
import static dev.chessplatform.rating.domain.GameResult.WHITE_WINS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.rating.domain.Ladder.Settlement;
import java.util.Random;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class LadderTest {

  @ParameterizedTest(name = "draw {0} v {1} → {2} v {3}")
  @CsvSource({
    "50, 55, 50, 55", // d < 10: nobody gains
    "100, 110, 105, 105", // d = 10: (10 + 1)/2 = 5.5 → 5
    "100, 150, 107, 143", // d = 50: (10 + 5)/2 = 7.5 → 7
    "150, 100, 143, 107", // the same with colours swapped: the lower gains
    "100, 199, 109, 190", // d = 99: (10 + 9.9)/2 = 9.95 → 9
    "100, 200, 125, 175", // d = 100: 100/4 = 25
    "0, 301, 75, 226", // d = 301: 75.25 → 75
  })
  void a_draw_pays_the_lower_player(int white, int black, int whiteAfter, int blackAfter) {
    assertEquals(new Settlement(whiteAfter, blackAfter), Ladder.settle(white, black, DRAW));
  }

  @ParameterizedTest(name = "lower {0} beats higher {1} → {2} v {3}")
  @CsvSource({
    "100, 350, 225, 225", // d = 250 ≥ 100: 250/2 = 125
    "100, 200, 150, 150", // d = 100: 50
    "100, 301, 200, 201", // d = 201: 100.5 → 100
    "100, 150, 115, 135", // d = 50: 10 + 5 = 15
    "100, 199, 119, 180", // d = 99: 10 + 9.9 = 19.9 → 19
    "100, 110, 111, 99", // d = 10: 11
    "100, 105, 110, 95", // d = 5 < 10: 10
  })
  void a_win_by_the_lower_player(int lower, int higher, int lowerAfter, int higherAfter) {
    assertEquals(new Settlement(lowerAfter, higherAfter), Ladder.settle(lower, higher, WHITE_WINS));
    assertEquals(new Settlement(higherAfter, lowerAfter), Ladder.settle(higher, lower, BLACK_WINS));
  }

  @ParameterizedTest(name = "higher {0} beats lower {1} → {2} v {3}")
  @CsvSource({
    "300, 100, 300, 100", // d = 200: nothing
    "1000, 100, 1000, 100", // d = 900: nothing
    "299, 100, 301, 98", // d = 199: 2
    "200, 100, 202, 98", // d = 100: 2
    "199, 100, 201, 98", // d = 99: 10 − 7.92 = 2.08 → 2
    "150, 100, 156, 94", // d = 50: 10 − 4 = 6
    "125, 100, 133, 92", // d = 25: 10 − 2 = 8
    "110, 100, 119, 91", // d = 10: 10 − 0.8 = 9.2 → 9
    "105, 100, 115, 90", // d = 5: 10
    "100, 100, 110, 90", // equal points: d = 0, the winner takes 10 whoever is "higher"
  })
  void a_win_by_the_higher_player(int higher, int lower, int higherAfter, int lowerAfter) {
    assertEquals(new Settlement(higherAfter, lowerAfter), Ladder.settle(higher, lower, WHITE_WINS));
    assertEquals(new Settlement(lowerAfter, higherAfter), Ladder.settle(lower, higher, BLACK_WINS));
  }

  @Test
  void a_loser_with_3_points_loses_3_while_the_winner_still_gains_10() {
    // given 5 and 3 points (d = 2 < 10); when the 5 wins, the table says 10
    assertEquals(new Settlement(15, 0), Ladder.settle(5, 3, WHITE_WINS));
    // and when the 3 wins (lower, d < 10) it takes 10 while the loser only has 5
    assertEquals(new Settlement(0, 13), Ladder.settle(5, 3, BLACK_WINS));
  }

  @Test
  void two_newcomers_on_0_points_start_the_ladder_the_winner_gets_10() {
    assertEquals(new Settlement(10, 0), Ladder.settle(0, 0, WHITE_WINS));
    assertEquals(new Settlement(0, 0), Ladder.settle(0, 0, DRAW));
  }

  @Test
  void points_never_go_negative_and_the_loser_pays_the_gain_unless_capped_exhaustively() {
    for (int white = 0; white <= 400; white++) {
      for (int black = 0; black <= 400; black++) {
        for (GameResult result : GameResult.values()) {
          assertSettlementInvariants(white, black, result);
        }
      }
    }
  }

  @Test
  void points_never_go_negative_and_the_loser_pays_the_gain_unless_capped_at_random() {
    Random random = new Random(42);
    for (int i = 0; i < 100_000; i++) {
      int white = random.nextInt(6000);
      int black = random.nextInt(6000);
      assertSettlementInvariants(white, black, GameResult.values()[random.nextInt(3)]);
    }
  }

  private static void assertSettlementInvariants(int white, int black, GameResult result) {
    Settlement s = Ladder.settle(white, black, result);
    String at = white + " v " + black + " " + result;
    assertTrue(s.whitePoints() >= 0 && s.blackPoints() >= 0, at);
    int whiteGain = s.whitePoints() - white;
    int blackGain = s.blackPoints() - black;
    if (result == DRAW) {
      assertEquals(0, whiteGain + blackGain, "draws are zero-sum: " + at);
      assertTrue(white <= black ? whiteGain >= 0 : blackGain >= 0, "the lower gains: " + at);
      return;
    }
    int gain = result == WHITE_WINS ? whiteGain : blackGain;
    int loss = -(result == WHITE_WINS ? blackGain : whiteGain);
    int loserHad = result == WHITE_WINS ? black : white;
    assertTrue(gain >= 0, "the winner never loses: " + at);
    assertEquals(Math.min(gain, loserHad), loss, "the loser pays the gain, capped: " + at);
    if (loserHad >= gain) {
      assertEquals(0, whiteGain + blackGain, "zero-sum when the loser can pay: " + at);
    }
  }
}
