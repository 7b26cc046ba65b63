package dev.chessplatform.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.chess.notation.UciNotation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The worked examples of the Polyglot book format page (http://hgm.nubati.net/book_format.html).
 */
class ZobristTest {

  @ParameterizedTest(name = "after [{0}] the key is {1}")
  @CsvSource({
    "'', 463b96181691fc9c",
    "e2e4, 823c9b50fd114196",
    "e2e4 d7d5, 0756b94461c50fb0",
    "e2e4 d7d5 e4e5, 662fafb965db29d4",
    "e2e4 d7d5 e4e5 f7f5, 22a48b5a8e47ff78",
    "e2e4 d7d5 e4e5 f7f5 e1e2, 652a607ca3f242c1",
    "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7, 00fdd303c946bdd9",
    "a2a4 b7b5 h2h4 b5b4 c2c4, 3c8123ea7b067637",
    "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3, 5c3f9b829b279560"
  })
  void polyglotKeysMatchThePublishedExamples(String moves, String key) {
    Board board = Position.initial().board();
    for (String uci : moves.isBlank() ? new String[0] : moves.split(" ")) {
      board.makeMove(UciNotation.readPacked(board, uci));
      assertEquals(board.computeKey(), board.key(), "incremental key after " + uci);
    }
    assertEquals(Long.parseUnsignedLong(key, 16), board.key());
  }
}
