package dev.chessplatform.engine.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.notation.Fen;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The training data: its 32-byte records, self-play's games, and a resumed run. */
class SelfPlayDataTest {

  @TempDir Path dir;

  @Test
  void aPackedPositionKeepsEveryPieceOnItsSquareWithTheLabels() {
    Board board =
        Fen.readBoard("r3k2r/ppp1qppp/2n2n2/3pP3/1b1P4/2N2N2/PPPQ1PPP/R3K2R b KQkq - 0 9");
    PackedPosition p = PackedPosition.of(board, -37, PackedPosition.DRAW, 123_456);
    ByteBuffer b = ByteBuffer.allocate(PackedPosition.BYTES);
    p.write(b);
    assertFalse(b.hasRemaining());
    b.flip();
    PackedPosition back = PackedPosition.read(b);
    assertEquals(p, back);
    assertEquals(ByteOrder.BIG_ENDIAN, b.order(), "the caller's buffer keeps its byte order");
    assertEquals(board.occupancy(0) | board.occupancy(1), back.occupied());
    assertArrayEquals(p.pieces(), back.pieces());
    for (int i = 0; i < back.pieces().length; i++) {
      assertEquals(board.pieceAt(back.square(i)), back.pieces()[i]);
    }
    assertEquals(
        List.of(1, PackedPosition.DRAW, -37, 123_456),
        List.of(back.sideToMove(), back.result(), back.score(), back.game()));
  }

  @Test
  void aGameIsTheSameForTheSameSeedAndKeepsOnlyQuietLabelledPositions() {
    SelfPlay play = new SelfPlay(400, 8);
    List<PackedPosition> once = play.play(5, 3);
    List<PackedPosition> again = new SelfPlay(400, 8).play(5, 3);
    assertEquals(once, again);
    assertFalse(once.isEmpty());
    int result = once.get(0).result();
    for (PackedPosition p : once) {
      assertEquals(3, p.game());
      assertEquals(result, p.result(), "one result for the whole game");
      assertTrue(Math.abs(p.score()) < 30_000, "no mate scores");
    }
    assertNotEquals(once, play.play(5, 4), "another game differs");
  }

  @Test
  void aRunStartedAgainCutsAHalfWrittenRecordAndPlaysOnlyTheGamesMissing() throws Exception {
    Path out = dir.resolve("data.bin");
    var first = DataGenerator.run(new DataGenerator.Settings(out, 4, 2, 300, 8, 9), false);
    assertEquals(4, first.gamesPlayed());
    long size = Files.size(out);
    assertEquals(first.positions() * PackedPosition.BYTES, size);
    Files.write(out, new byte[] {1, 2, 3}, StandardOpenOption.APPEND);

    var second = DataGenerator.run(new DataGenerator.Settings(out, 6, 2, 300, 8, 9), false);
    assertEquals(2, second.gamesPlayed());
    assertEquals(size + second.positions() * PackedPosition.BYTES, Files.size(out));
    BitSet games = DataGenerator.resume(out);
    assertEquals(6, games.cardinality());
    assertEquals(6, games.nextClearBit(0));
  }
}
