package dev.chessplatform.game.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.notation.PgnGame;
import dev.chessplatform.chess.notation.PgnReader;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * The PGN text of a game: names, ratings, titles, time control, a clock after every move of a timed
 * game, the termination; and it reads back with chess-core's PGN reader.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class PgnExportTest {

  private static final Instant T0 = Instant.parse("2026-11-29T12:00:00Z");
  private static final String FEN1 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  private static final String FEN2 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

  /** Alice (white, rated 1612 P1) against Bob (black, provisional 1498) at 5+3, resigned. */
  private static List<GameEvent> blitzGame(boolean named) {
    return List.of(
        new GameCreated(
            "a-1",
            GameMode.SEEK,
            new TimeControl("blitz", 300_000, 3_000),
            true,
            ColourChoice.WHITE,
            null,
            DrawRules.AUTOMATIC,
            false,
            null),
        new PlayerSeated("a-1", Colour.WHITE, named ? "alice" : null),
        new PlayerSeated("b-2", Colour.BLACK, named ? "bob" : null),
        new GameStarted("a-1", "b-2", 300_000, 300_000),
        new PlayersRated(1612, 1498, "P1", null, false, true),
        new MovePlayed(Colour.WHITE, "e2e4", "e4", FEN1, 1_200, 301_800, 300_000),
        // 3 661.5 s left would show 1:01:01: whole seconds, rounded down
        new MovePlayed(Colour.BLACK, "e7e5", "e5", FEN2, 64_000, 301_800, 3_661_500),
        new GameEnded("1-0", Termination.RESIGNATION, Colour.WHITE, FEN2, 301_800, 239_000));
  }

  private static GameState state(List<GameEvent> events) {
    return GameEvolver.replay("g-pgn", events, T0);
  }

  private static GameRecord record(List<GameEvent> events) {
    return GameRecord.of(state(events));
  }

  @Test
  void a_timed_rated_game_has_names_ratings_title_time_control_and_clocks() {
    String pgn = PgnExport.of(state(blitzGame(true)), id -> Optional.empty());
    assertTrue(pgn.contains("[White \"alice\"]"), pgn);
    assertTrue(pgn.contains("[Black \"bob\"]"), pgn);
    assertTrue(pgn.contains("[WhiteElo \"1612\"]"), pgn);
    assertTrue(pgn.contains("[BlackElo \"1498\"]"), pgn);
    assertTrue(pgn.contains("[WhiteTitle \"P1\"]"), pgn);
    assertFalse(pgn.contains("BlackTitle"), "bob has no title: " + pgn);
    assertTrue(pgn.contains("[TimeControl \"300+3\"]"), pgn);
    assertTrue(pgn.contains("[Termination \"RESIGNATION\"]"), pgn);
    assertTrue(
        pgn.contains("[ECO \"C20\"]\n[Opening \"King's Pawn Game\"]\n[Termination"),
        "the opening, by lichess's table, before the termination: " + pgn);
    assertTrue(
        pgn.contains("1. e4 {[%clk 0:05:01]} 1... e5 {[%clk 1:01:01]} 1-0"),
        "clock after each move: " + pgn);
  }

  @Test
  void the_text_reads_back_with_the_rules_library() {
    String pgn = PgnExport.of(state(blitzGame(true)), id -> Optional.empty());
    PgnGame read = PgnReader.read(pgn);
    assertEquals(Optional.of("alice"), read.tag("White"));
    assertEquals(Optional.of("1612"), read.tag("WhiteElo"));
    assertEquals(Optional.of("300+3"), read.tag("TimeControl"));
    assertEquals("1-0", read.result());
    assertEquals(2, read.mainline().size());
    assertEquals(List.of("[%clk 0:05:01]"), read.mainline().get(0).comments());
    assertEquals(List.of("[%clk 1:01:01]"), read.mainline().get(1).comments());
  }

  @Test
  void the_read_model_gives_the_same_text_as_the_live_state() {
    List<GameEvent> events = blitzGame(true);
    String live = PgnExport.of(state(events), id -> Optional.empty());
    String stored = PgnExport.of(record(events), id -> Optional.empty());
    // Only the Date differs in source (last event vs creation), and both are T0 here.
    assertEquals(live, stored);
  }

  @Test
  void without_recorded_names_the_directory_names_the_players_else_their_ids() {
    Map<String, String> directory = Map.of("a-1", "Alice");
    String pgn =
        PgnExport.of(state(blitzGame(false)), id -> Optional.ofNullable(directory.get(id)));
    assertTrue(pgn.contains("[White \"Alice\"]"), pgn);
    assertTrue(pgn.contains("[Black \"b-2\"]"), pgn);
  }

  @Test
  void an_untimed_game_without_ratings_has_no_clocks_elo_or_time_control() {
    List<GameEvent> events = new ArrayList<>(blitzGame(true));
    events.set(
        0,
        new GameCreated(
            "a-1",
            GameMode.SEEK,
            TimeControl.UNTIMED,
            false,
            ColourChoice.WHITE,
            null,
            DrawRules.AUTOMATIC,
            false,
            null));
    events.remove(4); // no PlayersRated
    String pgn = PgnExport.of(state(events), id -> Optional.empty());
    assertFalse(pgn.contains("%clk"), pgn);
    assertFalse(pgn.contains("Elo"), pgn);
    assertFalse(pgn.contains("TimeControl"), pgn);
    assertTrue(pgn.contains("1. e4 e5 1-0"), pgn);
  }

  @Test
  void a_clock_is_written_in_whole_seconds_rounded_down() {
    assertEquals("[%clk 0:00:00]", PgnExport.clk(999));
    assertEquals("[%clk 0:04:59]", PgnExport.clk(299_999));
    assertEquals("[%clk 1:30:00]", PgnExport.clk(5_400_000));
    assertEquals("[%clk 0:00:00]", PgnExport.clk(-5));
  }
}
