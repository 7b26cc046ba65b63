package dev.chessplatform.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The openings sections of {@code replay stats} on more codes than it lists, without a broker. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class GameStatsTest {

  /** One line per game, as UCI; each comment is the table's code and name for it. */
  private static final List<String> LINES =
      List.of(
          "e2e4", // B00 King's Pawn Game
          "e2e4", // B00 King's Pawn Game
          "e2e4 d7d6", // B00 Pirc Defense
          "e2e4 e7e5", // C20 King's Pawn Game
          "e2e4 e7e5 d1h5", // C20 King's Pawn Game: Wayward Queen Attack
          "e2e4 e7e5 f1c4", // C23 Bishop's Opening
          "e2e4 c7c5", // B20 Sicilian Defense
          "e2e4 e7e6", // C00 French Defense
          "e2e4 c7c6", // B10 Caro-Kann Defense
          "e2e4 d7d5", // B01 Scandinavian Defense
          "e2e4 g8f6", // B02 Alekhine Defense
          "e2e4 g7g6", // B06 Modern Defense
          "e2e4 e7e5 g1f3", // C40 King's Knight Opening
          "e2e4 e7e5 g1f3 b8c6 f1c4", // C50 Italian Game
          "e2e4 e7e5 g1f3 b8c6 f1b5", // C60 Ruy Lopez
          "d2d4", // A40 Queen's Pawn Game
          "d2d4 g8f6", // A45 Indian Defense
          "d2d4 d7d5", // D00 Queen's Pawn Game
          "d2d4 d7d5 c2c4", // D06 Queen's Gambit
          "d2d4 d7d5 c2c4 e7e6", // D30 Queen's Gambit Declined
          "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4", // E20 Nimzo-Indian Defense
          "c2c4", // A10 English Opening
          "g1f3", // A04 Zukertort Opening
          "f2f4", // A02 Bird Opening
          "b2b3", // A01 Nimzo-Larsen Attack
          "a2a3", // A00 Anderssen's Opening
          "" // resigned before a move: no opening
          );

  @Test
  void the_twenty_codes_played_most_are_listed_with_their_commonest_name_and_the_rest_summed() {
    List<ReplayedGame> games = new ArrayList<>();
    for (int i = 0; i < LINES.size(); i++) {
      games.add(ended("g-" + i, LINES.get(i), Termination.RESIGNATION));
    }
    games.add(ended("g-aborted", "d2d4 d7d5 c2c4 e7e6", Termination.ABORTED));
    String stats = GameStats.of(games);
    assertEquals(
        """
        openings by ECO code (aborted left out; each code's most common name)
          B00              3  King's Pawn Game
          C20              2  King's Pawn Game
          A00              1  Anderssen's Opening
          A01              1  Nimzo-Larsen Attack
          A02              1  Bird Opening
          A04              1  Zukertort Opening
          A10              1  English Opening
          A40              1  Queen's Pawn Game
          A45              1  Indian Defense
          B01              1  Scandinavian Defense
          B02              1  Alekhine Defense
          B06              1  Modern Defense
          B10              1  Caro-Kann Defense
          B20              1  Sicilian Defense
          C00              1  French Defense
          C23              1  Bishop's Opening
          C40              1  King's Knight Opening
          C50              1  Italian Game
          C60              1  Ruy Lopez
          D00              1  Queen's Pawn Game
          others           3  (3 more codes)
          no opening       1

        openings by ECO volume (aborted left out)
          A flank openings                     7
          B semi-open, not the French          8
          C open games and the French          7
          D closed and semi-closed             3
          E Indian defences                    1
        """,
        stats.substring(stats.indexOf("openings by ECO code")));
  }

  /** A casual untimed game played here from the standard start, ended after {@code line}. */
  private static ReplayedGame ended(String gameId, String line, Termination termination) {
    ScriptedGame g =
        new ScriptedGame(
                gameId, "acc-alice", "acc-bob", Instant.parse("2026-11-20T10:00:00Z"), 0, 0)
            .then(
                new GameCreated(
                    "acc-alice",
                    GameMode.CHALLENGE,
                    TimeControl.UNTIMED,
                    false,
                    ColourChoice.WHITE,
                    null,
                    DrawRules.AUTOMATIC,
                    false,
                    "acc-bob",
                    "bob"))
            .then(new GameStarted("acc-alice", "acc-bob", 0, 0));
    for (String uci : line.split(" ")) {
      if (!uci.isEmpty()) {
        g.move(uci, 1_000);
      }
    }
    boolean aborted = termination == Termination.ABORTED;
    g.then(
        new GameEnded(
            aborted ? "*" : "1-0", termination, aborted ? null : Colour.WHITE, g.fen(), 0, 0));
    RefereedGame fold = new RefereedGame(gameId);
    g.events().forEach(fold::apply);
    return fold.game();
  }
}
