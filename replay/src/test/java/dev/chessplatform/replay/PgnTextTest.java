package dev.chessplatform.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.game.GameEvent.GameImported;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.game.PgnTag;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The opening tags of the PGN export, without a broker. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class PgnTextTest {

  private static final List<String> RUY_LOPEZ = List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5");

  @Test
  void an_imported_game_gets_the_tables_opening_after_the_ratings() {
    String pgn = PgnText.of(imported(List.of()));
    assertTrue(
        pgn.contains(
            """
            [Result "*"]
            [ECO "C60"]
            [Opening "Ruy Lopez"]
            """),
        pgn);
  }

  @Test
  void an_imported_game_with_its_own_opening_tags_keeps_them() {
    String pgn =
        PgnText.of(
            imported(List.of(new PgnTag("ECO", "C60"), new PgnTag("Opening", "Spanish Game"))));
    assertEquals(1, pgn.split("\\[ECO ").length - 1, pgn);
    assertTrue(pgn.contains("[Opening \"Spanish Game\"]"), pgn);
    assertFalse(pgn.contains("\"Ruy Lopez\""), pgn);
    String ecoOnly = PgnText.of(imported(List.of(new PgnTag("ECO", "C61"))));
    assertTrue(ecoOnly.contains("[ECO \"C61\"]"), ecoOnly);
    assertFalse(ecoOnly.contains("[Opening "), "no name beside another source's code: " + ecoOnly);
  }

  private static ReplayedGame imported(List<PgnTag> tags) {
    RefereedGame fold = new RefereedGame("g-import");
    fold.apply(
        GameEventEnvelope.of(
            "e-1",
            "g-import",
            1,
            Instant.parse("2026-11-25T10:00:00Z"),
            null,
            "acc-alice",
            new GameImported(
                "acc-alice",
                "Anna",
                "Bo",
                null,
                RUY_LOPEZ,
                List.of("e4", "e5", "Nf3", "Nc6", "Bb5"),
                "*",
                null,
                tags)));
    return fold.game();
  }
}
