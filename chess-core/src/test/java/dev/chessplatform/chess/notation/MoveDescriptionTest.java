package dev.chessplatform.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.MoveDescription.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoveDescriptionTest {

  @ParameterizedTest(name = "{1} in {0} is \"{2}\" / \"{3}\"")
  @CsvSource(
      delimiter = '|',
      value = {
        "8/8/8/6k1/8/8/8/4K1N1 w - - 0 1 | g1f3 | White knight g1→f3, check | 白方马从g1跳到f3，将军",
        Fen.INITIAL + " | e2e4 | White pawn e2→e4 | 白方兵从e2走到e4",
        "r3k3/8/8/8/8/8/8/R3K3 b q - 0 1 | e8c8 | Black castles queenside | 黑方长易位",
        "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1 | a1a8 | White rook a1→a8, checkmate | 白方车从a1走到a8，将死",
        "3qk3/2P5/8/8/8/8/8/4K3 w - - 0 1 | c7d8q | White pawn c7→d8, captures black queen, promotes to queen, check | 白方兵从c7走到d8，吃掉黑方后，升变为后，将军",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | e5f6 | White pawn e5→f6, captures black pawn en passant | 白方兵从e5走到f6，吃过路兵"
      })
  void describesMovesInEnglishAndChinese(String fen, String uci, String english, String chinese) {
    Position p = Fen.read(fen);
    assertEquals(
        english,
        MoveDescription.describe(p, UciNotation.read(p, uci), Language.ENGLISH).orElseThrow());
    assertEquals(
        chinese,
        MoveDescription.describe(p, UciNotation.read(p, uci), Language.CHINESE).orElseThrow());
  }

  @Test
  void anIllegalMoveHasNoDescription() {
    Position p = Position.initial();
    assertTrue(MoveDescription.describe(p, UciNotation.parse("e2e5"), Language.ENGLISH).isEmpty());
  }
}
