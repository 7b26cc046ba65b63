package dev.chessplatform.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.MoveDescription;
import dev.chessplatform.chess.notation.MoveDescription.Language;
import dev.chessplatform.chess.notation.PgnGame;
import dev.chessplatform.chess.notation.PgnReader;
import dev.chessplatform.chess.notation.PgnWriter;
import dev.chessplatform.chess.notation.San;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The recipes of chess-core/README.md, kept compiling and true. */
class ReadmeRecipesTest {

  @Test
  void theRecipesWork() {
    Position p = Fen.read("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    List<Move> moves = p.legalMoves();
    assertEquals(48, moves.size());
    Move m = San.read(p, "O-O");
    assertTrue(p.play(m) instanceof MoveResult.Played<Position>);
    if (p.play(Move.of(Square.E1, Square.C1)) instanceof MoveResult.Illegal<Position> illegal) {
      assertEquals(IllegalMoveReason.CASTLING_NOT_ALLOWED, illegal.reason());
    }

    Game g = Game.start();
    MoveResult<Game> r = g.play(Move.of(Square.E2, Square.E4));
    g = ((MoveResult.Played<Game>) r).after();
    Optional<Outcome> end = g.outcome();
    assertTrue(end.isEmpty());
    assertFalse(g.canClaimDraw());
    assertTrue(g.position().hasMatingMaterial(Side.WHITE));

    String pgn = PgnWriter.write(g, Map.of("White", "Anna", "Black", "Bo"));
    List<PgnGame> games = PgnReader.readAll(pgn, PgnReader.Variations.KEEP);
    Game replay = games.get(0).toGame(RuleSet.AUTOMATIC);
    assertEquals(g.moves(), replay.moves());

    assertEquals(
        Optional.of("White castles kingside"), MoveDescription.describe(p, m, Language.ENGLISH));
    assertEquals(Optional.of("白方短易位"), MoveDescription.describe(p, m, Language.CHINESE));

    Board b = Fen.readBoard(Fen.INITIAL);
    MoveList list = new MoveList();
    MoveGenerator.generate(b, list);
    b.makeMove(list.get(0));
    long key = b.key();
    b.unmakeMove(list.get(0));
    assertTrue(key != b.key());
    assertEquals(0x463b96181691fc9cL, b.key());
  }
}
