package dev.chessplatform.chess.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.UciNotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Property test over random games (seeded, so a failure repeats): at every node the fast generator
 * agrees with {@link NaiveMoveGenerator}, counting agrees with listing, the incremental key equals
 * the recomputed one, FEN round-trips, SAN and UCI round-trip, and unmake restores the position.
 */
class MoveGeneratorAgreementTest {
  private static final int GAMES = Integer.getInteger("agreement.games", 300);

  @Test
  void theFastGeneratorAgreesWithTheNaiveOneAlongRandomGames() {
    Random random = new Random(20261129L);
    int nodes = 0;
    for (int g = 0; g < GAMES; g++) {
      Board board = Position.initial().board();
      List<Integer> played = new ArrayList<>();
      for (int ply = 0; ply < 300; ply++) {
        nodes++;
        MoveList list = new MoveList();
        MoveGenerator.generate(board, list);
        String fen = Fen.write(board);
        assertEquals(sorted(NaiveMoveGenerator.legal(board)), sorted(list), fen);
        assertEquals(list.size(), MoveGenerator.count(board), fen);
        assertEquals(board.computeKey(), board.key(), fen);
        Board reread = Fen.readBoard(fen);
        assertEquals(fen, Fen.write(reread));
        assertEquals(board.key(), reread.key(), fen);
        if (list.size() == 0 || board.halfmoveClock() >= 100) {
          break;
        }
        int move = list.get(random.nextInt(list.size()));
        Position position = Position.of(board);
        Move m = Move.fromPacked(move);
        assertEquals(m, San.read(position, San.write(position, m)), fen);
        assertEquals(move, UciNotation.readPacked(board, PackedMove.uci(move)), fen);
        board.makeMove(move);
        played.add(move);
      }
      for (int i = played.size() - 1; i >= 0; i--) {
        board.unmakeMove(played.get(i));
      }
      assertEquals(Fen.INITIAL, Fen.write(board), "unmake restores the start");
    }
    System.out.println("agreement checked at " + nodes + " nodes");
  }

  private static TreeSet<String> sorted(List<Integer> moves) {
    TreeSet<String> s = new TreeSet<>();
    moves.forEach(m -> s.add(PackedMove.uci(m) + "/" + PackedMove.kind(m)));
    return s;
  }

  private static TreeSet<String> sorted(MoveList list) {
    List<Integer> moves = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      moves.add(list.get(i));
    }
    return sorted(moves);
  }
}
