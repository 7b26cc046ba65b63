package dev.chessplatform.chess.openings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.UciNotation;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class OpeningsTest {

  private static final Openings OPENINGS = Openings.standard();

  private static Game play(Position start, String sans) {
    Game game = Game.start(start, RuleSet.CLAIM);
    for (String san : sans.split(" ")) {
      if (san.isEmpty() || san.endsWith(".")) {
        continue;
      }
      MoveResult<Game> r = game.play(San.read(game.position(), san));
      game = ((MoveResult.Played<Game>) r).after();
    }
    return game;
  }

  private static Optional<Opening> classify(String sans) {
    return OPENINGS.classify(play(Position.initial(), sans));
  }

  @Test
  void oneEFourIsTheKingsPawnGame() {
    assertEquals(Optional.of(new Opening("B00", "King's Pawn Game", 1)), classify("1. e4"));
  }

  @Test
  void aLineOfMovesIsClassifiedAsItsGameIs() {
    Game najdorf =
        play(Position.initial(), "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3");
    assertEquals(
        OPENINGS.classify(najdorf), OPENINGS.classify(najdorf.initialPosition(), najdorf.moves()));
    assertEquals(Optional.empty(), OPENINGS.classify(Position.initial(), List.of()));
  }

  @Test
  void theSpanishBishopMoveIsTheRuyLopez() {
    assertEquals(
        Optional.of(new Opening("C60", "Ruy Lopez", 5)), classify("1. e4 e5 2. Nf3 Nc6 3. Bb5"));
  }

  @Test
  void theSicilianWithFiveA6IsTheNajdorf() {
    Opening najdorf = classify("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6").orElseThrow();
    assertEquals(new Opening("B90", "Sicilian Defense: Najdorf Variation", 10), najdorf);
    assertEquals('B', najdorf.volume());
  }

  @Test
  void aTranspositionFindsTheSameNameAtTheSamePly() {
    Opening viaD4 = classify("1. d4 Nf6 2. c4 e6 3. Nc3 Bb4").orElseThrow();
    Opening viaC4 = classify("1. c4 e6 2. Nc3 Nf6 3. d4 Bb4").orElseThrow();
    assertEquals(new Opening("E20", "Nimzo-Indian Defense", 6), viaD4);
    assertEquals(viaD4, viaC4);
  }

  @Test
  void aKeyWithAnEnPassantSquareIsFoundWhenTheCaptureIsThere() {
    Game game = play(Position.initial(), "1. e4 e5 2. f4 exf4 3. Nf3 Nf6 4. e5 Nh5 5. g4");
    assertTrue(Openings.key(game.position()).endsWith(" b KQkq g3"), "fxg3 e.p. is legal");
    assertEquals(
        Optional.of(
            new Opening("C34", "King's Gambit Accepted: Schallopp Defense, Tashkent Attack", 9)),
        OPENINGS.classify(game));
  }

  @Test
  void anEnPassantSquareWhoseCaptureIsIllegalIsLeftOutOfTheKey() {
    // exd3 e.p. would open the fourth rank between the black king and the white rook.
    Position before = Fen.read("8/8/8/8/k3p2R/8/3P4/4K3 w - - 0 1");
    Position after =
        ((MoveResult.Played<Position>) before.play(UciNotation.read(before, "d2d4"))).after();
    assertTrue(after.enPassantSquare().isPresent(), "chess-core keeps the square (Polyglot)");
    assertEquals("8/8/8/8/k2Pp2R/8/8/4K3 b - -", Openings.key(after));
  }

  @Test
  void aPinnedPawnsEnPassantSquareDoesNotHideATablePosition() {
    // 5. f4 beside the e4 pawn, which Qe2 pins to its king: chess-core's board keeps f3 (Polyglot
    // hashes it), the table's key has "-". Reached here by transposition (lichess: 2. f4 d5 3. exd5
    // e4 4. Nc3 Nf6 5. Qe2).
    Game game = play(Position.initial(), "1. e4 d5 2. exd5 e5 3. Nc3 Nf6 4. Qe2 e4 5. f4");
    assertTrue(game.position().enPassantSquare().isPresent());
    assertEquals(
        Optional.of(
            new Opening(
                "C31", "King's Gambit Declined: Falkbeer Countergambit, Rubinstein Variation", 9)),
        OPENINGS.classify(game));
  }

  @Test
  void aGameThatLeavesTheBookKeepsTheLastNameItHad() {
    assertEquals(
        Optional.of(new Opening("B90", "Sicilian Defense: Najdorf Variation", 10)),
        classify("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Kd2 Kd7 7. Ke1 Ke8"));
  }

  @Test
  void noMoveIsNoOpening() {
    assertEquals(Optional.empty(), OPENINGS.classify(Game.start()));
    assertEquals(Optional.empty(), OPENINGS.classify(List.of()));
  }

  @Test
  void aGameSetUpFromAnotherPositionIsNotClassified() {
    Position ruyLopez =
        Fen.read("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
    assertEquals(Optional.empty(), OPENINGS.classify(play(ruyLopez, "3... a6")));
  }

  @Test
  void onlyTheFirstFortyPliesAreSearched() {
    List<Position> positions = new ArrayList<>(List.of(Position.initial()));
    String dance = "g1f3 g8f6 f3g1 f6g8 ".repeat(10) + "e2e4";
    for (String uci : dance.split(" ")) {
      Position p = positions.get(positions.size() - 1);
      positions.add(((MoveResult.Played<Position>) p.play(UciNotation.read(p, uci))).after());
    }
    Opening found = OPENINGS.classify(positions).orElseThrow();
    assertEquals(38, found.ply(), "1. Nf3 Nf6 the tenth time, not 21. e4");
    assertEquals(OPENINGS.classify(positions.subList(0, 3)).orElseThrow().name(), found.name());
  }

  @Test
  void theTableHoldsEveryPositionOfTheShippedFileAndEachIsAPosition() throws IOException {
    assertEquals(3_608, OPENINGS.size());
    List<String> rows = new ArrayList<>();
    try (var in = Openings.class.getResourceAsStream("eco.tsv");
        var reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      assertEquals("eco\tname\tepd", reader.readLine());
      reader.lines().forEach(rows::add);
    }
    assertEquals(3_608, rows.size());
    List<String> sorted = new ArrayList<>(rows);
    sorted.sort(
        (a, b) -> {
          String[] x = a.split("\t");
          String[] y = b.split("\t");
          int c = x[0].compareTo(y[0]);
          c = c != 0 ? c : x[1].compareTo(y[1]);
          return c != 0 ? c : x[2].compareTo(y[2]);
        });
    assertEquals(sorted, rows, "sorted by code, name, key: a re-extraction writes the same file");
    for (String row : rows) {
      String[] f = row.split("\t");
      assertTrue(f[0].matches("[A-E][0-9][0-9]"), row);
      Position position = Fen.read(f[2] + " 0 1");
      assertEquals(f[2], Openings.key(position), "the key of the position read back: " + row);
      assertEquals(
          Optional.of(new Opening(f[0], f[1], 1)),
          OPENINGS.classify(List.of(Position.initial(), position)),
          "found as the position after a first ply: " + row);
    }
  }
}
