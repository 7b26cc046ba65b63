package dev.chessplatform.browser;

import static dev.chessplatform.browser.Answers.error;
import static dev.chessplatform.browser.Answers.list;
import static dev.chessplatform.browser.Answers.map;
import static dev.chessplatform.browser.Answers.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.HintExplanation;
import dev.chessplatform.chess.notation.UciNotation;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ComputerMovesTest {
  private static final String MIDDLEGAME =
      "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5})
  void every_level_plays_a_legal_move(int level) {
    String position = "\"fen\":\"" + MIDDLEGAME + "\",\"moves\":[\"e1g1\"]";
    Map<String, Object> best =
        result(
            BrowserEngine.best(
                "{" + position + ",\"level\":" + level + ",\"initialMs\":4000,\"seed\":11}"));
    Map<String, Object> state = result(BrowserEngine.state("{" + position + "}"));
    assertTrue(
        list(state.get("legal")).stream().anyMatch(m -> map(m).get("uci").equals(best.get("uci"))),
        best.toString());
    assertTrue(best.containsKey("scoreCp") || best.containsKey("mateIn"), best.toString());
    assertTrue(((Double) best.get("nodes")) > 0);
  }

  @Test
  void level_five_finds_a_mate_in_one_and_says_so() {
    Map<String, Object> best =
        result(
            BrowserEngine.best(
                "{\"fen\":\"6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1\",\"level\":5,\"initialMs\":4000,"
                    + "\"seed\":1}"));
    assertEquals("d1d8", best.get("uci"));
    assertEquals("Rd8#", best.get("san"));
    assertEquals(1.0, best.get("mateIn"));
  }

  @Test
  void a_hint_explains_its_move_with_the_servers_sentence() {
    String fen = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 3";
    Map<String, Object> hint =
        result(BrowserEngine.hint("{\"fen\":\"" + fen + "\",\"movetimeMs\":200}"));
    assertEquals("h5f7", hint.get("uci"));
    HintExplanation.Lines lines =
        HintExplanation.of(
            Fen.read(fen),
            UciNotation.parse("h5f7"),
            null,
            ((Double) hint.get("mateIn")).intValue());
    assertEquals(lines.english(), hint.get("english"));
    assertEquals(lines.chinese(), hint.get("chinese"));
    assertTrue(lines.english().startsWith("Qxf7#: "), lines.english());
  }

  @Test
  void no_move_is_searched_in_a_finished_game_or_at_a_level_that_does_not_exist() {
    String mated = "\"moves\":[\"f2f3\",\"e7e5\",\"g2g4\",\"d8h4\"]";
    assertEquals("game-over", error(BrowserEngine.best("{" + mated + ",\"level\":3}")).get("code"));
    assertEquals("bad-request", error(BrowserEngine.best("{\"level\":6}")).get("code"));
  }
}
