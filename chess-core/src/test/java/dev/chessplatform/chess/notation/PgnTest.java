package dev.chessplatform.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.chess.Termination;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PgnTest {
  private static final String TWO_GAMES =
      """
      [Event "Casual \\"blitz\\""]
      [Site "?"]
      [White "Anna"]
      [Black "Bo"]
      [Result "0-1"]

      {Opening comment} 1. f3 $6 e5 {Black takes the centre} 2. g4?? (2. e4 Nf6 (2... Nc6) 3. d4)
      2... Qh4# 0-1

      % an escape line is ignored
      [Event "Second"]
      [SetUp "1"]
      [FEN "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"]

      1. a8=Q+ ; rest-of-line comment
      1... Kd7 1/2-1/2
      """;

  @Test
  void readsTagsCommentsNagsVariationsAndSeveralGames() {
    List<PgnGame> games = PgnReader.readAll(TWO_GAMES, PgnReader.Variations.KEEP);
    assertEquals(2, games.size());
    PgnGame first = games.get(0);
    assertEquals("Casual \"blitz\"", first.tag("Event").orElseThrow());
    assertEquals(List.of("Opening comment"), first.comments());
    assertEquals(4, first.mainline().size());
    assertEquals(List.of(6), first.mainline().get(0).nags());
    assertEquals(List.of("Black takes the centre"), first.mainline().get(1).comments());
    PgnGame.PgnMove g4 = first.mainline().get(2);
    assertEquals(List.of(4), g4.nags());
    assertEquals(1, g4.variations().size());
    assertEquals(3, g4.variations().get(0).size());
    assertEquals("Nc6", g4.variations().get(0).get(1).variations().get(0).get(0).san());
    assertEquals("0-1", first.result());
    Game game = first.toGame(RuleSet.AUTOMATIC);
    assertEquals(Termination.CHECKMATE, game.outcome().orElseThrow().termination());

    PgnGame second = games.get(1);
    assertEquals("a8=Q+", second.mainline().get(0).san());
    assertEquals(List.of("rest-of-line comment"), second.mainline().get(0).comments());
    assertEquals("1/2-1/2", second.result());
  }

  @Test
  void variationsCanBeSkipped() {
    PgnGame first = PgnReader.readAll(TWO_GAMES, PgnReader.Variations.SKIP).get(0);
    assertTrue(first.mainline().get(2).variations().isEmpty());
  }

  @Test
  void writesTheSevenTagRosterFirstAndReadsBackTheSameGame() {
    PgnGame first = PgnReader.read(TWO_GAMES);
    String pgn = PgnWriter.write(first);
    assertTrue(
        pgn.startsWith(
            "[Event \"Casual \\\"blitz\\\"\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                + "[White \"Anna\"]\n[Black \"Bo\"]\n[Result \"0-1\"]\n\n"),
        pgn);
    assertTrue(pgn.lines().allMatch(l -> l.length() < 80), pgn);
    assertTrue(
        pgn.replace('\n', ' ')
            .replace("( ", "(")
            .contains(
                "{Opening comment} 1. f3 $6 e5 {Black takes the centre} 2. g4 $4 (2. e4 Nf6 (2... Nc6)"
                    + " 3. d4) 2... Qh4# 0-1"),
        pgn);
    PgnGame reread = PgnReader.read(pgn);
    assertEquals(first.mainline(), reread.mainline());
    assertEquals(first.comments(), reread.comments());
    assertEquals(pgn, PgnWriter.write(reread));
  }

  @Test
  void writesAGameWithItsResultAndStartingPosition() {
    Game game = Game.start(Fen.read("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), RuleSet.AUTOMATIC);
    game =
        ((dev.chessplatform.chess.MoveResult.Played<Game>) game.play(UciNotation.parse("a7a8q")))
            .after();
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("White", "Ann");
    tags.put("Event", "Test");
    String pgn = PgnWriter.write(game, tags);
    assertEquals(
        "[Event \"Test\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Ann\"]\n"
            + "[Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n"
            + "1. a8=Q+ *\n\n",
        pgn);
  }

  @Test
  void anIllegalMoveIsReportedWithItsLine() {
    PgnException e =
        assertThrows(
            PgnException.class, () -> PgnReader.read("[Event \"x\"]\n\n1. e4 e5\n2. Ke3 *"));
    assertEquals(PgnException.Reason.ILLEGAL_MOVE, e.reason());
    assertEquals(4, e.line());
  }

  @Test
  void unclosedCommentsAndVariationsAreTypedErrors() {
    assertEquals(
        PgnException.Reason.UNCLOSED,
        assertThrows(PgnException.class, () -> PgnReader.read("1. e4 {never closed")).reason());
    assertEquals(
        PgnException.Reason.UNCLOSED,
        assertThrows(PgnException.class, () -> PgnReader.read("1. e4 (1. d4 1-0")).reason());
    assertEquals(
        PgnException.Reason.BAD_FEN_TAG,
        assertThrows(PgnException.class, () -> PgnReader.read("[FEN \"8/8 w\"]\n1. e4 *"))
            .reason());
  }
}
