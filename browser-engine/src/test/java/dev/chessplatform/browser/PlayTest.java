package dev.chessplatform.browser;

import static dev.chessplatform.browser.Answers.map;
import static dev.chessplatform.browser.Answers.result;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlayTest {

  @Test
  void a_legal_move_answers_the_state_after_it() {
    Map<String, Object> r = result(BrowserEngine.play("{\"moves\":[\"e2e4\"],\"uci\":\"e7e5\"}"));
    assertEquals(true, r.get("played"));
    Map<String, Object> state = map(r.get("state"));
    assertEquals(List.of("e4", "e5"), state.get("sans"));
    assertEquals("white", state.get("turn"));
  }

  @Test
  void castling_through_an_attacked_square_is_refused_naming_the_square_in_both_languages() {
    Map<String, Object> r =
        result(
            BrowserEngine.play(
                "{\"fen\":\"r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1\",\"uci\":\"e1g1\"}"));
    assertEquals(false, r.get("played"));
    assertEquals("CASTLING_NOT_ALLOWED", r.get("reason"));
    assertEquals(
        Map.of(
            "english",
            "e1g1 is not legal: the king would pass through f1, which is attacked",
            "chinese",
            "e1g1不合法：王会经过受攻击的格子f1，不能短易位"),
        r.get("detail"));
    assertEquals(
        Map.of("reason", "ATTACKED_SQUARE", "side", "KINGSIDE", "square", "f1"), r.get("castling"));
  }

  @Test
  void castling_after_the_king_moved_is_refused_from_the_games_history() {
    String moves =
        "\"moves\":[\"e2e4\",\"e7e5\",\"e1e2\",\"e8e7\",\"e2e1\",\"e7e8\",\"g1f3\",\"g8f6\",\"f1c4\",\"f8c5\"]";
    Map<String, Object> r = result(BrowserEngine.play("{" + moves + ",\"uci\":\"e1g1\"}"));
    assertEquals("CASTLING_NOT_ALLOWED", r.get("reason"));
    assertEquals(
        "e1g1 is not legal: castling kingside is no longer allowed: the king has moved",
        map(r.get("detail")).get("english"));
    assertEquals("e1g1不合法：王已经走动过，不能再短易位", map(r.get("detail")).get("chinese"));
  }

  @Test
  void a_pinned_piece_and_a_missing_promotion_are_refused_with_their_reasons() {
    Map<String, Object> pinned =
        result(
            BrowserEngine.play("{\"fen\":\"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1\",\"uci\":\"e2c3\"}"));
    assertEquals("KING_IN_CHECK", pinned.get("reason"));
    assertEquals(
        "e2c3 is not legal: your king would be in check (the knight on e2 is pinned)",
        map(pinned.get("detail")).get("english"));
    Map<String, Object> promotion =
        result(BrowserEngine.play("{\"fen\":\"8/4P3/8/8/8/2k5/8/K7 w - - 0 1\",\"uci\":\"e7e8\"}"));
    assertEquals("PROMOTION_REQUIRED", promotion.get("reason"));
    Map<String, Object> promoted =
        result(
            BrowserEngine.play("{\"fen\":\"8/4P3/8/8/8/2k5/8/K7 w - - 0 1\",\"uci\":\"e7e8n\"}"));
    assertEquals(List.of("e8=N"), map(promoted.get("state")).get("sans"));
  }
}
