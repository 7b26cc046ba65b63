package dev.chessplatform.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PositionTest {

  private static MoveResult<Position> play(String fen, String uci) {
    Position p = Fen.read(fen);
    return p.play(UciNotation.parse(uci));
  }

  @ParameterizedTest(name = "{1} in {0} is refused: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        // castling out of, through and into check, without rights, with a piece between
        "r3k2r/8/8/8/4R3/8/8/4K3 b kq - 0 1 | e8g8 | CASTLING_NOT_ALLOWED",
        "r3k2r/8/8/8/5R2/8/8/4K3 b kq - 0 1 | e8g8 | CASTLING_NOT_ALLOWED",
        "r3k2r/8/8/8/6R1/8/8/4K3 b kq - 0 1 | e8g8 | CASTLING_NOT_ALLOWED",
        "r3k2r/8/8/8/8/8/8/4K3 b q - 0 1 | e8g8 | CASTLING_NOT_ALLOWED",
        "rn2k2r/8/8/8/8/8/8/4K3 b kq - 0 1 | e8c8 | CASTLING_NOT_ALLOWED",
        // en passant only right after the double step, and not when it exposes the king
        "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1 | d4e3 | NOT_A_MOVE",
        "8/8/8/8/k2pP2Q/8/8/4K3 b - e3 0 1 | d4e3 | KING_IN_CHECK",
        // promotion is a choice, never automatic
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | a7a8 | PROMOTION_REQUIRED",
        "4k3/8/8/8/8/8/P7/4K3 w - - 0 1 | a2a3q | INVALID_PROMOTION",
        // pins and check evasions
        "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1 | e2c3 | KING_IN_CHECK",
        "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1 | e1e2 | KING_IN_CHECK",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | e1e3 | NOT_A_MOVE",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | d4d5 | NO_PIECE",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | e8e7 | NOT_YOUR_PIECE"
      })
  void illegalMovesComeBackAsValuesWithAReason(String fen, String uci, IllegalMoveReason reason) {
    MoveResult.Illegal<Position> illegal =
        assertInstanceOf(MoveResult.Illegal.class, play(fen, uci));
    assertEquals(reason, illegal.reason());
  }

  @Test
  void castlingMovesTheRookAndClearsTheRights() {
    var played = play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1");
    Position after =
        assertInstanceOf(MoveResult.Played.class, played).after() instanceof Position p ? p : null;
    assertEquals("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", Fen.write(after));
  }

  @Test
  void aRookLeavingOrBeingCapturedOnItsHomeSquareEndsThatCastlingRight() {
    Position p = Fen.read("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    Position afterCapture = p.playPacked(p.packed(UciNotation.parse("a1a8")));
    assertEquals("R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1", Fen.write(afterCapture));
  }

  @Test
  void enPassantCapturesThePawnBesideTheDestination() {
    Position p = Fen.read("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    Position after = p.playPacked(p.packed(UciNotation.parse("e5f6")));
    assertEquals("rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3", Fen.write(after));
  }

  @Test
  void everyPromotionPieceIsOffered() {
    Position p = Fen.read("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assertEquals(4, p.legalMoves().stream().filter(m -> m.from() == Square.A7).count());
  }

  @Test
  void checkmateAndStalemateAreRecognised() {
    assertEquals(Status.CHECKMATE, Fen.read("R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 1").status());
    assertEquals(Status.STALEMATE, Fen.read("7k/5Q2/8/8/8/8/8/4K3 b - - 0 1").status());
    assertEquals(Status.PLAYING, Position.initial().status());
  }

  @ParameterizedTest(name = "{0} is a dead position: {1}")
  @CsvSource({
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1, true",
    "4k3/8/8/8/8/8/8/4KB2 w - - 0 1, true",
    "4k3/8/8/8/8/8/8/4KN2 w - - 0 1, true",
    "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1, true",
    "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1, false",
    "4kn2/8/8/8/8/8/8/4KN2 w - - 0 1, false",
    "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1, false",
    "4k3/8/8/8/8/8/5P2/4K3 w - - 0 1, false"
  })
  void deadPositionsByMaterial(String fen, boolean dead) {
    assertEquals(dead, Fen.read(fen).status() == Status.INSUFFICIENT_MATERIAL);
  }

  @ParameterizedTest(name = "in {0} white can mate: {1}, black can mate: {2}")
  @CsvSource({
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1, false, false",
    "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1, true, false",
    "4k3/p7/8/8/8/8/8/4KN2 w - - 0 1, true, true",
    "4k3/8/8/8/8/8/8/4KN1q w - - 0 1, false, true",
    "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1, true, false"
  })
  void matingMaterialDecidesAFlagFall(String fen, boolean white, boolean black) {
    Position p = Fen.read(fen);
    assertEquals(white, p.hasMatingMaterial(Side.WHITE));
    assertEquals(black, p.hasMatingMaterial(Side.BLACK));
  }

  @Test
  void positionsAreValuesThatPlayingNeverChanges() {
    Position start = Position.initial();
    int[] before = start.packedLegalMoves();
    start.play(Move.of(Square.E2, Square.E4));
    assertTrue(Arrays.equals(before, start.packedLegalMoves()));
    assertEquals(Fen.INITIAL, Fen.write(start));
    assertFalse(start.isCheck());
  }
}
