package dev.chessplatform.browser;

import static dev.chessplatform.browser.Answers.error;
import static dev.chessplatform.browser.Answers.list;
import static dev.chessplatform.browser.Answers.map;
import static dev.chessplatform.browser.Answers.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StateTest {

  @Test
  void the_start_position_has_twenty_moves_and_both_sides_can_mate() {
    Map<String, Object> s = result(BrowserEngine.state("{\"moves\":[]}"));
    assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", s.get("fen"));
    assertEquals("white", s.get("turn"));
    assertEquals(20, list(s.get("legal")).size());
    assertEquals(
        Map.of("uci", "g1f3", "san", "Nf3", "from", "g1", "to", "f3"),
        list(s.get("legal")).stream()
            .filter(m -> map(m).get("uci").equals("g1f3"))
            .findFirst()
            .orElseThrow());
    assertEquals(false, s.get("check"));
    assertNull(s.get("end"));
    assertEquals(false, s.get("canClaimDraw"));
    assertEquals(Map.of("white", true, "black", true), s.get("canMate"));
  }

  @Test
  void the_moves_played_come_back_in_san_and_a_mate_ends_the_game() {
    Map<String, Object> s =
        result(BrowserEngine.state("{\"moves\":[\"f2f3\",\"e7e5\",\"g2g4\",\"d8h4\"]}"));
    assertEquals(List.of("f3", "e5", "g4", "Qh4#"), s.get("sans"));
    assertEquals(true, s.get("check"));
    assertEquals(Map.of("result", "0-1", "termination", "CHECKMATE"), s.get("end"));
    assertEquals(List.of(), s.get("legal"));
  }

  @Test
  void stalemate_is_a_draw() {
    Map<String, Object> s =
        result(BrowserEngine.state("{\"fen\":\"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"}"));
    assertEquals(Map.of("result", "1/2-1/2", "termination", "STALEMATE"), s.get("end"));
  }

  @Test
  void a_lone_bishop_cannot_mate_so_the_game_is_drawn_and_a_flag_fall_would_be_too() {
    Map<String, Object> s =
        result(
            BrowserEngine.state(
                "{\"fen\":\"8/8/8/4k3/8/8/3r4/KB6 b - - 0 1\",\"moves\":[\"e5e6\"]}"));
    assertNull(s.get("end"));
    assertEquals(Map.of("white", false, "black", true), s.get("canMate"));
    Map<String, Object> after =
        result(
            BrowserEngine.state(
                "{\"fen\":\"8/8/8/8/8/4k3/3R4/K7 b - - 0 1\",\"moves\":[\"e3d2\"]}"));
    assertEquals(
        Map.of("result", "1/2-1/2", "termination", "INSUFFICIENT_MATERIAL"), after.get("end"));
  }

  @Test
  void a_pawn_on_the_seventh_has_four_promotions() {
    Map<String, Object> s =
        result(BrowserEngine.state("{\"fen\":\"8/4P3/8/8/8/2k5/8/K7 w - - 0 1\"}"));
    List<Object> promotions =
        list(s.get("legal")).stream().filter(m -> map(m).containsKey("promotion")).toList();
    assertEquals(4, promotions.size());
    assertTrue(
        promotions.contains(
            Map.of("uci", "e7e8q", "san", "e8=Q", "from", "e7", "to", "e8", "promotion", "q")));
  }

  @Test
  void
      threefold_repetition_ends_the_game_under_the_platforms_default_and_is_claimable_under_claim() {
    String shuffle =
        "\"moves\":[\"g1f3\",\"g8f6\",\"f3g1\",\"f6g8\",\"g1f3\",\"g8f6\",\"f3g1\",\"f6g8\"]";
    Map<String, Object> automatic = result(BrowserEngine.state("{" + shuffle + "}"));
    assertEquals("THREEFOLD_REPETITION", map(automatic.get("end")).get("termination"));
    Map<String, Object> claim =
        result(BrowserEngine.state("{" + shuffle + ",\"drawRules\":\"CLAIM\"}"));
    assertNull(claim.get("end"));
    assertEquals(true, claim.get("canClaimDraw"));
  }

  @Test
  void a_bad_fen_and_an_illegal_move_are_errors_naming_what_is_wrong() {
    Map<String, Object> fen = error(BrowserEngine.state("{\"fen\":\"8/8/8 w - - 0 1\"}"));
    assertEquals("invalid-fen", fen.get("code"));
    Map<String, Object> move =
        error(BrowserEngine.state("{\"moves\":[\"e2e4\",\"e7e5\",\"e4e5\"]}"));
    assertEquals("illegal-move", move.get("code"));
    assertTrue(
        String.valueOf(move.get("detail")).startsWith("move 3 of moves (e4e5)"), move.toString());
    assertEquals("bad-request", error(BrowserEngine.state("not json")).get("code"));
    assertEquals("bad-request", error(BrowserEngine.state("{\"moves\":\"e2e4\"}")).get("code"));
  }
}
