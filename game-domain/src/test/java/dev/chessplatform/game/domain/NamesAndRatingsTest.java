package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static dev.chessplatform.game.domain.GivenGame.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.ColoursSwapped;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand.CreateGame;
import dev.chessplatform.game.domain.GameCommand.Join;
import dev.chessplatform.game.domain.GameCommand.Standing;
import dev.chessplatform.game.domain.GameCommand.WithStandings;
import dev.chessplatform.game.domain.GameError.Kind;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** Names recorded with the seats, and the ratings recorded with the start. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class NamesAndRatingsTest {

  private static final PlayersRated RATED = new PlayersRated(1612, 1498, "P1", null, false, true);
  private static final TimeControl BLITZ = new TimeControl("blitz", 300_000, 3_000);

  private static CreateGame challenge(String opponent) {
    return new CreateGame(
        ALICE,
        GameMode.CHALLENGE,
        null,
        true,
        ColourChoice.WHITE,
        null,
        null,
        false,
        opponent,
        Colour.WHITE,
        null);
  }

  @Test
  void a_challenge_records_both_names_the_application_found() {
    var g = given().when(challenge(BOB).named("Alice", "Bob"));
    var created = (GameCreated) g.accepted().get(0);
    assertEquals("Bob", created.invitedPlayerName());
    assertEquals(new PlayerSeated(ALICE, Colour.WHITE, "Alice"), g.accepted().get(1));
    g.thenApplied().when(new Join(BOB, null, "Bob"));
    assertEquals(new PlayerSeated(BOB, Colour.BLACK, "Bob"), g.accepted().get(0));
    g.thenApplied();
    assertEquals(Optional.of("Alice"), g.state().nameOf(ALICE));
    assertEquals(Optional.of("Bob"), g.state().nameOf(BOB));
  }

  @Test
  void a_seat_taken_without_a_known_name_has_none() {
    var g = given().when(challenge(BOB)).thenApplied().when(new Join(BOB, null)).thenApplied();
    assertEquals(Optional.empty(), g.state().nameOf(BOB));
  }

  @Test
  void the_computer_is_named_by_its_level_without_a_recorded_name() {
    var g =
        given()
            .when(
                new CreateGame(
                    ALICE,
                    GameMode.COMPUTER,
                    null,
                    false,
                    ColourChoice.WHITE,
                    null,
                    null,
                    false,
                    null,
                    Colour.WHITE,
                    4))
            .thenApplied();
    assertEquals(Optional.of("Computer level 4"), g.state().nameOf("computer:4"));
  }

  @Test
  void challenging_yourself_or_the_computer_is_refused_on_the_field_opponent() {
    var self = given().when(challenge(ALICE)).thenRefused(Kind.INVALID_SETTINGS);
    assertEquals("opponent", self.details().get("field"));
    assertEquals("You cannot challenge yourself", self.detail());
    var computer = given().when(challenge("computer:2")).thenRefused(Kind.INVALID_SETTINGS);
    assertEquals("opponent", computer.details().get("field"));
  }

  @Test
  void names_follow_the_players_when_a_room_swaps_colours() {
    var g =
        given(
            new GameCreated(
                ALICE,
                GameMode.ROOM,
                null,
                false,
                ColourChoice.WHITE,
                null,
                DrawRules.AUTOMATIC,
                false,
                null),
            new PlayerSeated(ALICE, Colour.WHITE, "Alice"),
            new PlayerSeated(BOB, Colour.BLACK, "Bob"),
            new ColoursSwapped(BOB, ALICE));
    assertEquals(BOB, g.state().white());
    assertEquals(Optional.of("Bob"), g.state().nameOf(g.state().white()));
    assertEquals(Optional.of("Alice"), g.state().nameOf(g.state().black()));
  }

  private static final Map<String, Standing> STANDINGS =
      Map.of(ALICE, new Standing(1612, "P1", false), BOB, new Standing(1498, null, true));

  @Test
  void the_ratings_looked_up_before_the_start_follow_the_start_in_the_same_decision() {
    var g =
        given()
            .when(challenge(BOB))
            .thenApplied()
            .when(new WithStandings(new Join(BOB, null), STANDINGS));
    var events = g.accepted();
    assertTrue(events.get(events.size() - 2) instanceof GameStarted, events.toString());
    assertEquals(RATED, events.get(events.size() - 1));
    g.thenApplied();
    assertEquals(RATED, g.state().ratings());
  }

  @Test
  void standings_change_nothing_when_the_command_starts_no_game_or_is_refused() {
    var waiting = given().when(challenge(BOB)).thenApplied();
    // A challenge waits for the invited player: creating it starts nothing.
    given().when(new WithStandings(challenge(BOB), STANDINGS)).thenApplied();
    waiting
        .when(new WithStandings(new Join("carol", null), STANDINGS))
        .thenRefused(Kind.NOT_INVITED);
    assertEquals(null, waiting.state().ratings());
  }

  @Test
  void a_standing_missing_for_one_player_records_no_ratings() {
    var g =
        given()
            .when(challenge(BOB))
            .thenApplied()
            .when(new WithStandings(new Join(BOB, null), Map.of(ALICE, STANDINGS.get(ALICE))));
    assertTrue(g.accepted().stream().noneMatch(e -> e instanceof PlayersRated));
  }

  @Test
  void every_position_keeps_the_time_its_move_took() {
    var g =
        GivenGame.started(BLITZ, DrawRules.AUTOMATIC, null)
            .after(Duration.ofMillis(1_200))
            .moves("e4")
            .after(Duration.ofMillis(4_700))
            .moves("e5");
    var marks = g.state().clockMarks();
    assertEquals(3, marks.size());
    assertEquals(0, marks.get(0).spentMs());
    assertEquals(1_200, marks.get(1).spentMs());
    assertEquals(300_000 - 1_200 + 3_000, marks.get(1).of(Colour.WHITE));
    assertEquals(4_700, marks.get(2).spentMs());
    assertEquals(300_000 - 4_700 + 3_000, marks.get(2).of(Colour.BLACK));
    assertTrue(g.state().unchangedSince(g.state().version()));
  }
}
