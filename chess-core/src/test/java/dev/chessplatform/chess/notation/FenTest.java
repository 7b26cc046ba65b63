package dev.chessplatform.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.chessplatform.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class FenTest {

  @ParameterizedTest(name = "{0} reads and writes back unchanged")
  @ValueSource(
      strings = {
        Fen.INITIAL,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
      })
  void roundTrips(String fen) {
    assertEquals(fen, Fen.write(Fen.read(fen)));
  }

  @Test
  void theInitialPositionIsTheInitialFen() {
    assertEquals(Fen.INITIAL, Fen.write(Position.initial()));
    assertEquals(Position.initial(), Fen.read(Fen.INITIAL));
  }

  @Test
  void fourFieldEpdFormGetsDefaultCounters() {
    assertEquals(
        Fen.INITIAL, Fen.write(Fen.read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -")));
  }

  @Test
  void anEnPassantSquareNoPawnCanUseIsDroppedOnOutput() {
    String fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    assertEquals(fen.replace(" e3 ", " - "), Fen.write(Fen.read(fen)));
  }

  @ParameterizedTest(name = "{1}: {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "'' | EMPTY",
        "8/8/8/8/8/8/8/8 w - - 0 | FIELD_COUNT",
        "8/8/8/8/8/8/8 w - - 0 1 | RANK_COUNT",
        "4k3/8/8/8/8/8/8/4K4 w - - 0 1 | RANK_LENGTH",
        "4k3/8/8/8/8/8/8/3K3 w - - 0 1 | RANK_LENGTH",
        "4k3/8/8/8/8/8/8/4X3 w - - 0 1 | UNKNOWN_PIECE",
        "4k3/8/8/8/8/8/8/3KK3 w - - 0 1 | KING_COUNT",
        "8/8/8/8/8/8/8/4K3 w - - 0 1 | KING_COUNT",
        "4k3/8/8/8/8/8/8/P3K3 w - - 0 1 | PAWN_ON_BACK_RANK",
        "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1 | TOO_MANY_PIECES",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1 | BAD_SIDE_TO_MOVE",
        "4k3/8/8/8/8/8/8/R3K2R w KQX - 0 1 | BAD_CASTLING",
        "4k3/8/8/8/8/8/8/R3K2R w KK - 0 1 | BAD_CASTLING",
        "4k3/8/8/8/8/8/8/R3K3 w K - 0 1 | CASTLING_WITHOUT_KING_OR_ROOK",
        "4k3/8/8/8/8/8/8/R2K3R w Q - 0 1 | CASTLING_WITHOUT_KING_OR_ROOK",
        "4k3/8/8/8/8/8/8/4K3 w - e9 0 1 | BAD_EN_PASSANT",
        "4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1 | IMPOSSIBLE_EN_PASSANT",
        "4k3/8/8/8/8/8/8/4K3 b - e3 0 1 | IMPOSSIBLE_EN_PASSANT",
        "4k3/8/8/8/8/8/8/4K3 w - - -1 1 | BAD_HALFMOVE_CLOCK",
        "4k3/8/8/8/4P3/8/8/4K3 b - e3 5 1 | BAD_HALFMOVE_CLOCK",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 0 | BAD_FULLMOVE_NUMBER",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 x | BAD_FULLMOVE_NUMBER",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999 | BAD_FULLMOVE_NUMBER",
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1 | OPPONENT_IN_CHECK",
        "8/8/8/8/8/8/3k4/3K4 w - - 0 1 | OPPONENT_IN_CHECK",
        "4k3/8/3N1N2/8/b7/8/8/4r1K1 b - - 0 1 | OPPONENT_IN_CHECK",
        "4k3/3P1P2/8/8/8/8/8/4RK2 b - - 0 1 | IMPOSSIBLE_CHECK"
      })
  void rejectsImpossiblePositionsAndNamesTheFault(String fen, FenException.Reason reason) {
    FenException e = assertThrows(FenException.class, () -> Fen.read(fen));
    assertEquals(reason, e.reason(), e.getMessage());
    assertEquals(reason.name(), e.code());
  }

  @Test
  void twoWhiteKingsAreNamedInTheMessage() {
    FenException e =
        assertThrows(FenException.class, () -> Fen.read("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"));
    assertEquals(true, e.getMessage().contains("two white kings"), e.getMessage());
  }
}
