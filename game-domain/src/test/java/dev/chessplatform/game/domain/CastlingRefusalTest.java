package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static dev.chessplatform.game.domain.GivenGame.started;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand.PlayMove;
import dev.chessplatform.game.domain.GameError.Kind;
import java.util.Map;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * A refused castling says which condition of FIDE Laws 3.8.2 fails, as the problem member {@code
 * castling} and in words, the same whether it is sent in SAN (O-O) or as the king's two squares in
 * UCI (e1g1).
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class CastlingRefusalTest {

  private static GivenGame from(String fen) {
    return started(TimeControl.UNTIMED, DrawRules.AUTOMATIC, fen);
  }

  /** The refusal of {@code move}: its castling member, after checking the code and the words. */
  private static Map<?, ?> refused(GivenGame game, String move, String words) {
    String player =
        game.state().sideToMove() == dev.chessplatform.events.game.Colour.WHITE ? ALICE : BOB;
    GameError e = game.when(new PlayMove(player, move, false)).thenRefused(Kind.ILLEGAL_MOVE);
    assertEquals("CASTLING_NOT_ALLOWED", e.details().get("code"), e.detail());
    assertEquals(move + " is not legal: " + words, e.detail());
    return (Map<?, ?>) e.details().get("castling");
  }

  /** Refused alike in SAN and in UCI; answers the castling member. */
  private static Map<?, ?> both(GivenGame game, String san, String uci, String words) {
    Map<?, ?> bySan = refused(game, san, words);
    assertEquals(bySan, refused(game, uci, words));
    return bySan;
  }

  @Test
  void a_king_that_went_and_came_back_has_lost_both_castlings_of_its_side() {
    GivenGame game = started().moves("e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8");
    String kingside = "castling kingside is no longer allowed: the king has moved";
    String queenside = "castling queenside is no longer allowed: the king has moved";
    assertEquals(
        Map.of("reason", "KING_MOVED", "side", "KINGSIDE"), both(game, "O-O", "e1g1", kingside));
    assertEquals(
        Map.of("reason", "KING_MOVED", "side", "QUEENSIDE"),
        both(game, "O-O-O", "e1c1", queenside));
    game.moves("a3");
    assertEquals(
        Map.of("reason", "KING_MOVED", "side", "KINGSIDE"), both(game, "O-O", "e8g8", kingside));
    assertEquals(
        Map.of("reason", "KING_MOVED", "side", "QUEENSIDE"),
        both(game, "O-O-O", "e8c8", queenside));
  }

  @Test
  void a_king_off_its_square_has_moved_even_in_a_game_set_up_from_a_fen() {
    String words = "castling kingside is no longer allowed: the king has moved";
    assertEquals(
        Map.of("reason", "KING_MOVED", "side", "KINGSIDE"),
        both(from("r4k1r/8/8/8/8/8/8/R4K1R w - - 0 1"), "O-O", "e1g1", words));
    assertEquals(
        Map.of("reason", "KING_MOVED", "side", "KINGSIDE"),
        both(from("r4k1r/8/8/8/8/8/8/R4K1R b - - 0 1"), "O-O", "e8g8", words));
  }

  @Test
  void a_rook_that_went_and_came_back_has_lost_its_castling_only() {
    GivenGame game = started().moves("h4", "h5", "Rh3", "Rh6", "Rh1", "Rh8");
    assertEquals(
        Map.of("reason", "ROOK_MOVED", "side", "KINGSIDE", "square", "h1"),
        both(
            game,
            "O-O",
            "e1g1",
            "castling kingside is no longer allowed: the rook on h1 has moved"));
    game.moves("a3");
    assertEquals(
        Map.of("reason", "ROOK_MOVED", "side", "KINGSIDE", "square", "h8"),
        both(
            game,
            "O-O",
            "e8g8",
            "castling kingside is no longer allowed: the rook on h8 has moved"));
    GivenGame queenside = started().moves("a4", "a5", "Ra3", "Ra6", "Ra1", "Ra8");
    assertEquals(
        Map.of("reason", "ROOK_MOVED", "side", "QUEENSIDE", "square", "a1"),
        both(
            queenside,
            "O-O-O",
            "e1c1",
            "castling queenside is no longer allowed: the rook on a1 has moved"));
    queenside.moves("h3");
    assertEquals(
        Map.of("reason", "ROOK_MOVED", "side", "QUEENSIDE", "square", "a8"),
        both(
            queenside,
            "O-O-O",
            "e8c8",
            "castling queenside is no longer allowed: the rook on a8 has moved"));
  }

  @Test
  void a_captured_rook_is_named_as_captured() {
    GivenGame white = from("r3k2r/6b1/8/8/8/8/8/R3K2R b KQkq - 0 1").moves("Bxa1");
    assertEquals(
        Map.of("reason", "ROOK_MOVED", "side", "QUEENSIDE", "square", "a1", "captured", true),
        both(
            white,
            "O-O-O",
            "e1c1",
            "castling queenside is no longer allowed: the rook on a1 has been captured"));
    GivenGame black = from("r3k2r/8/8/8/8/8/1B6/R3K2R w KQkq - 0 1").moves("Bxh8");
    assertEquals(
        Map.of("reason", "ROOK_MOVED", "side", "KINGSIDE", "square", "h8", "captured", true),
        both(
            black,
            "O-O",
            "e8g8",
            "castling kingside is no longer allowed: the rook on h8 has been captured"));
  }

  @Test
  void a_rook_missing_from_a_position_set_up_from_a_fen_has_moved_or_been_captured() {
    assertEquals(
        Map.of("reason", "ROOK_MOVED", "side", "QUEENSIDE", "square", "a1"),
        both(
            from("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
            "O-O-O",
            "e1c1",
            "castling queenside is no longer allowed: the rook on a1 has moved or been captured"));
  }

  @Test
  void a_right_lost_before_the_fen_is_said_in_the_combined_words() {
    String words = "castling kingside is no longer allowed: the king or that rook has moved";
    assertEquals(
        Map.of("reason", "RIGHT_LOST", "side", "KINGSIDE"),
        both(from("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"), "O-O", "e1g1", words));
    assertEquals(
        Map.of("reason", "RIGHT_LOST", "side", "KINGSIDE"),
        both(from("r3k2r/8/8/8/8/8/8/R3K2R b - - 0 1"), "O-O", "e8g8", words));
  }

  @Test
  void a_king_in_check_cannot_castle_either_way() {
    GivenGame white = from("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
    GivenGame black = from("r3k2r/4R3/8/8/8/8/8/4K3 b kq - 0 1");
    String words = "you cannot castle out of check";
    assertEquals(
        Map.of("reason", "IN_CHECK", "side", "KINGSIDE"), both(white, "O-O", "e1g1", words));
    assertEquals(
        Map.of("reason", "IN_CHECK", "side", "QUEENSIDE"), both(white, "O-O-O", "e1c1", words));
    assertEquals(
        Map.of("reason", "IN_CHECK", "side", "KINGSIDE"), both(black, "O-O", "e8g8", words));
    assertEquals(
        Map.of("reason", "IN_CHECK", "side", "QUEENSIDE"), both(black, "O-O-O", "e8c8", words));
  }

  @Test
  void an_attacked_square_is_named_whether_the_king_crosses_it_or_lands_on_it() {
    assertEquals(
        Map.of("reason", "ATTACKED_SQUARE", "side", "KINGSIDE", "square", "f1"),
        both(
            from("4kr2/8/8/8/8/8/8/4K2R w K - 0 1"),
            "O-O",
            "e1g1",
            "the king would pass through f1, which is attacked"));
    assertEquals(
        Map.of("reason", "ATTACKED_SQUARE", "side", "KINGSIDE", "square", "g1"),
        both(
            from("4k1r1/8/8/8/8/8/8/4K2R w K - 0 1"),
            "O-O",
            "e1g1",
            "the king would land on g1, which is attacked"));
    assertEquals(
        Map.of("reason", "ATTACKED_SQUARE", "side", "QUEENSIDE", "square", "d1"),
        both(
            from("3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1"),
            "O-O-O",
            "e1c1",
            "the king would pass through d1, which is attacked"));
    assertEquals(
        Map.of("reason", "ATTACKED_SQUARE", "side", "KINGSIDE", "square", "f8"),
        both(
            from("4k2r/8/8/8/8/8/8/4KR2 b k - 0 1"),
            "O-O",
            "e8g8",
            "the king would pass through f8, which is attacked"));
    assertEquals(
        Map.of("reason", "ATTACKED_SQUARE", "side", "QUEENSIDE", "square", "c8"),
        both(
            from("r3k3/8/8/8/8/8/8/2R1K3 b q - 0 1"),
            "O-O-O",
            "e8c8",
            "the king would land on c8, which is attacked"));
  }

  @Test
  void a_piece_in_between_is_named_on_its_square() {
    GivenGame game = started();
    assertEquals(
        Map.of("reason", "BLOCKED", "side", "KINGSIDE", "square", "f1"),
        both(game, "O-O", "e1g1", "the bishop on f1 stands in the way"));
    assertEquals(
        Map.of("reason", "BLOCKED", "side", "QUEENSIDE", "square", "b1"),
        both(game, "O-O-O", "e1c1", "the knight on b1 stands in the way"));
    game.moves("e4");
    assertEquals(
        Map.of("reason", "BLOCKED", "side", "KINGSIDE", "square", "f8"),
        both(game, "O-O", "e8g8", "the bishop on f8 stands in the way"));
    assertEquals(
        Map.of("reason", "BLOCKED", "side", "QUEENSIDE", "square", "b8"),
        both(game, "O-O-O", "e8c8", "the knight on b8 stands in the way"));
  }
}
