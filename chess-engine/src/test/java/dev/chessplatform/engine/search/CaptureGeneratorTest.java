package dev.chessplatform.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Attacks;
import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.notation.Fen;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class CaptureGeneratorTest {
  private static final int PLAYOUTS = 40;
  private static final int PLIES = 80;

  /** The legal captures and queen promotions, as chess-core's generator lists them. */
  private static Set<Integer> expected(Board b) {
    MoveList all = new MoveList();
    MoveGenerator.generate(b, all);
    Set<Integer> out = new TreeSet<>();
    for (int i = 0; i < all.size(); i++) {
      int m = all.get(i);
      boolean promotion = PackedMove.kind(m) == PackedMove.PROMOTION;
      if (promotion ? PackedMove.promotionType(m) == 4 : MoveOrdering.isTactical(b, m)) {
        out.add(m);
      }
    }
    return out;
  }

  private static Set<Integer> generated(Board b) {
    int[] moves = new int[256];
    return legal(b, moves, CaptureGenerator.generate(b, moves));
  }

  private static Set<Integer> generatedQuietChecks(Board b) {
    int[] moves = new int[256];
    return legal(b, moves, CaptureGenerator.generateQuietChecks(b, moves, 0));
  }

  /** The first {@code n} pseudo-legal moves that do not leave the mover's king attacked. */
  private static Set<Integer> legal(Board b, int[] moves, int n) {
    Set<Integer> out = new TreeSet<>();
    for (int i = 0; i < n; i++) {
      b.makeMove(moves[i]);
      boolean illegal = CaptureGenerator.leavesKingAttacked(b);
      b.unmakeMove(moves[i]);
      if (!illegal) {
        out.add(moves[i]);
      }
    }
    return out;
  }

  /** Every position not in check of random games from the bench positions, seeded. */
  private static void forRandomPositions(long seed, Consumer<Board> check) {
    Random random = new Random(seed);
    for (String fen : Bench.POSITIONS) {
      for (int game = 0; game < PLAYOUTS / 4; game++) {
        Board b = Fen.readBoard(fen);
        MoveList moves = new MoveList();
        for (int ply = 0; ply < PLIES && MoveGenerator.generate(b, moves) > 0; ply++) {
          if (!b.isInCheck()) {
            check.accept(b);
          }
          b.makeMove(moves.get(random.nextInt(moves.size())));
        }
      }
    }
  }

  @Test
  void theLegalCapturesAreExactlyThoseOfTheFullGeneratorInRandomGames() {
    forRandomPositions(7, b -> assertEquals(expected(b), generated(b), Fen.write(b)));
  }

  /**
   * The legal quiet moves that give a direct check: not a capture, promotion or castling, not a
   * pawn's double step, and the moved piece itself attacks the enemy king afterwards.
   */
  private static Set<Integer> expectedQuietChecks(Board b) {
    MoveList all = new MoveList();
    MoveGenerator.generate(b, all);
    Set<Integer> out = new TreeSet<>();
    int us = b.sideToMove();
    for (int i = 0; i < all.size(); i++) {
      int m = all.get(i);
      int from = PackedMove.from(m);
      int to = PackedMove.to(m);
      boolean pawn = b.pieceAt(from) == us * 6;
      if (MoveOrdering.isTactical(b, m)
          || PackedMove.kind(m) != PackedMove.NORMAL
          || (pawn && Math.abs(to - from) == 16)) {
        continue;
      }
      b.makeMove(m);
      long checkers = attackersOfKing(b);
      b.unmakeMove(m);
      if ((checkers & (1L << to)) != 0) {
        out.add(m);
      }
    }
    return out;
  }

  /** The squares of the pieces that attack the king of the side to move. */
  private static long attackersOfKing(Board b) {
    long found = 0;
    int king = b.kingSquare(b.sideToMove());
    long occupied = b.occupancy(0) | b.occupancy(1);
    for (long pieces = b.occupancy(b.sideToMove() ^ 1); pieces != 0; pieces &= pieces - 1) {
      int sq = Long.numberOfTrailingZeros(pieces);
      int piece = b.pieceAt(sq);
      long attacks =
          switch (piece % 6) {
            case 0 -> Attacks.pawn(piece / 6, sq);
            case 1 -> Attacks.knight(sq);
            case 2 -> Attacks.bishop(sq, occupied);
            case 3 -> Attacks.rook(sq, occupied);
            case 4 -> Attacks.queen(sq, occupied);
            default -> Attacks.king(sq);
          };
      if ((attacks & (1L << king)) != 0) {
        found |= 1L << sq;
      }
    }
    return found;
  }

  @Test
  void theQuietChecksAreExactlyTheLegalDirectChecksInRandomGames() {
    int[] checksSeen = {0};
    forRandomPositions(
        11,
        b -> {
          Set<Integer> expected = expectedQuietChecks(b);
          assertEquals(expected, generatedQuietChecks(b), Fen.write(b));
          checksSeen[0] += expected.size();
        });
    assertTrue(checksSeen[0] > 500, "only " + checksSeen[0] + " checks");
  }
}
