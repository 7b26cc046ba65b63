package dev.chessplatform.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.chessplatform.chess.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SanTest {
  private static final String KNIGHTS = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
  private static final String ROOKS = "4k3/8/8/R7/8/8/8/R3K3 w Q - 0 1";
  private static final String QUEENS = "6k1/8/8/8/Q7/8/8/Q2QK3 w - - 0 1";
  private static final String PROMOTION = "3qk3/2P5/8/8/8/8/8/4K3 w - - 0 1";

  @ParameterizedTest(name = "in {0} the move {1} is written {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        Fen.INITIAL + " | g1f3 | Nf3",
        Fen.INITIAL + " | e2e4 | e4",
        KNIGHTS + " | b1d2 | Nbd2",
        KNIGHTS + " | f1g3 | Ng3",
        ROOKS + " | a1a3 | R1a3",
        ROOKS + " | e1c1 | O-O-O",
        QUEENS + " | a1d4 | Qa1d4",
        PROMOTION + " | c7d8n | cxd8=N",
        PROMOTION + " | c7c8q | c8=Q",
        "8/8/8/6k1/8/8/8/4K1N1 w - - 0 1 | g1f3 | Nf3+",
        "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1 | a1a8 | Ra8#",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | e5f6 | exf6"
      })
  void writesMinimalDisambiguationAndCheckMarks(String fen, String uci, String san) {
    Position p = Fen.read(fen);
    assertEquals(san, San.write(p, UciNotation.read(p, uci)));
  }

  @ParameterizedTest(name = "in {0} the text {1} reads as {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        Fen.INITIAL + " | Nf3 | g1f3",
        Fen.INITIAL + " | Ngf3 | g1f3",
        Fen.INITIAL + " | Ng1f3!? | g1f3",
        Fen.INITIAL + " | e2-e4 | e2e4",
        Fen.INITIAL + " | Pe4 | e2e4",
        Fen.INITIAL + " | e4!! | e2e4",
        ROOKS + " | 0-0-0 | e1c1",
        ROOKS + " | O-O-O+ | e1c1",
        ROOKS + " | R1a3 | a1a3",
        PROMOTION + " | c8=Q+ | c7c8q",
        PROMOTION + " | c8Q | c7c8q",
        PROMOTION + " | c8q | c7c8q",
        PROMOTION + " | cxd8=R | c7d8r",
        PROMOTION + " | c7xd8N | c7d8n",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | exf6 e.p. | e5f6"
      })
  void readsWhatPeopleWrite(String fen, String san, String uci) {
    Position p = Fen.read(fen);
    assertEquals(uci, San.read(p, san).uci());
  }

  @ParameterizedTest(name = "{1} in {0} fails with {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        Fen.INITIAL + " | '' | EMPTY",
        Fen.INITIAL + " | Nf4 | ILLEGAL",
        Fen.INITIAL + " | O-O | ILLEGAL",
        Fen.INITIAL + " | e9 | SYNTAX",
        Fen.INITIAL + " | Zf3 | SYNTAX",
        KNIGHTS + " | Nd2 | AMBIGUOUS",
        ROOKS + " | Ra3 | AMBIGUOUS",
        PROMOTION + " | c8 | PROMOTION_REQUIRED",
        PROMOTION + " | c8=K | SYNTAX"
      })
  void refusesWithATypedReason(String fen, String san, SanException.Reason reason) {
    SanException e = assertThrows(SanException.class, () -> San.read(Fen.read(fen), san));
    assertEquals(reason, e.reason(), e.getMessage());
  }
}
