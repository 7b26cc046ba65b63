package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static dev.chessplatform.game.domain.GivenGame.created;
import static dev.chessplatform.game.domain.GivenGame.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.ColoursSwapped;
import dev.chessplatform.events.game.GameEvent.GameCancelled;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameEvent.SeatLeft;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand.Cancel;
import dev.chessplatform.game.domain.GameCommand.CreateGame;
import dev.chessplatform.game.domain.GameCommand.Join;
import dev.chessplatform.game.domain.GameCommand.LeaveSeat;
import dev.chessplatform.game.domain.GameCommand.Start;
import dev.chessplatform.game.domain.GameCommand.SwapColours;
import dev.chessplatform.game.domain.GameError.Kind;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class GameSetupTest {

  private static final TimeControl BLITZ = TimeControls.preset("blitz").orElseThrow();

  private static CreateGame create(GameMode mode, ColourChoice choice, Colour coin) {
    return new CreateGame(
        ALICE,
        mode,
        BLITZ,
        true,
        choice,
        null,
        null,
        false,
        mode == GameMode.CHALLENGE ? BOB : null,
        coin,
        null);
  }

  @Test
  void a_seek_is_created_with_automatic_draws_by_default_and_seats_its_creator() {
    given()
        .when(create(GameMode.SEEK, ColourChoice.BLACK, Colour.WHITE))
        .then(
            new GameCreated(
                ALICE,
                GameMode.SEEK,
                BLITZ,
                true,
                ColourChoice.BLACK,
                null,
                DrawRules.AUTOMATIC,
                false,
                null),
            new PlayerSeated(ALICE, Colour.BLACK));
  }

  @Test
  void a_random_colour_is_the_coin_the_command_brings() {
    given().when(create(GameMode.SEEK, ColourChoice.RANDOM, Colour.BLACK)).thenApplied();
  }

  @Test
  void the_match_preset_is_a_long_game_with_increment() {
    TimeControl match = TimeControls.preset("match").orElseThrow();
    assertEquals(90 * 60_000, match.initialMs());
    assertEquals(30_000, match.incrementMs());
  }

  @Test
  void a_start_position_that_is_not_a_position_is_refused() {
    given()
        .when(
            new CreateGame(
                ALICE,
                GameMode.SEEK,
                BLITZ,
                false,
                null,
                "not a fen",
                null,
                false,
                null,
                null,
                null))
        .thenRefused(Kind.INVALID_SETTINGS);
  }

  @Test
  void a_private_game_is_unrated_for_its_result_would_show_in_the_ratings() {
    GameError refused =
        given()
            .when(
                new CreateGame(
                    ALICE, GameMode.SEEK, BLITZ, true, null, null, null, true, null, null, null))
            .thenRefused(Kind.INVALID_SETTINGS);
    assertEquals("rated", refused.details().get("field"));
  }

  @Test
  void nobody_challenges_himself() {
    given()
        .when(
            new CreateGame(
                ALICE,
                GameMode.CHALLENGE,
                BLITZ,
                false,
                null,
                null,
                null,
                false,
                ALICE,
                null,
                null))
        .thenRefused(Kind.INVALID_SETTINGS);
  }

  @Test
  void accepting_a_seek_takes_the_free_colour_and_starts_the_clocks() {
    given(
            created(GameMode.SEEK, BLITZ, DrawRules.AUTOMATIC, null),
            new PlayerSeated(ALICE, Colour.WHITE))
        .when(new Join(BOB, null))
        .then(
            new PlayerSeated(BOB, Colour.BLACK),
            new GameStarted(ALICE, BOB, BLITZ.initialMs(), BLITZ.initialMs()));
  }

  @Test
  void a_challenge_is_accepted_only_by_the_invited_player() {
    var g =
        given(
            created(GameMode.CHALLENGE, BLITZ, DrawRules.AUTOMATIC, null),
            new PlayerSeated(ALICE, Colour.WHITE));
    g.when(new Join("carol", null)).thenRefused(Kind.NOT_INVITED);
    g.when(new Join(BOB, null)).thenApplied();
    assertEquals(GameStatus.STARTED, g.state().status());
  }

  @Test
  void the_invited_player_may_decline_a_challenge() {
    given(
            created(GameMode.CHALLENGE, BLITZ, DrawRules.AUTOMATIC, null),
            new PlayerSeated(ALICE, Colour.WHITE))
        .when(new Cancel(BOB))
        .then(new GameCancelled(BOB, "challenge declined"));
  }

  @Test
  void in_a_room_the_second_player_accepts_the_time_control_by_sitting_and_the_game_waits() {
    var g =
        given(
            created(GameMode.ROOM, BLITZ, DrawRules.AUTOMATIC, null),
            new PlayerSeated(ALICE, Colour.WHITE));
    g.when(new Join(BOB, Colour.WHITE)).thenRefused(Kind.SEAT_TAKEN);
    g.when(new Join(BOB, Colour.BLACK)).then(new PlayerSeated(BOB, Colour.BLACK)).thenApplied();
    assertEquals(GameStatus.WAITING, g.state().status());
  }

  @Test
  void in_a_room_colours_can_be_swapped_before_the_start_but_not_after() {
    var g =
        given(
            created(GameMode.ROOM, BLITZ, DrawRules.AUTOMATIC, null),
            new PlayerSeated(ALICE, Colour.WHITE),
            new PlayerSeated(BOB, Colour.BLACK));
    g.when(new SwapColours(BOB)).then(new ColoursSwapped(BOB, ALICE)).thenApplied();
    g.when(new Start(ALICE))
        .then(new GameStarted(BOB, ALICE, BLITZ.initialMs(), BLITZ.initialMs()))
        .thenApplied();
    g.when(new SwapColours(ALICE)).thenRefused(Kind.ALREADY_STARTED);
  }

  @Test
  void a_room_does_not_start_with_a_free_seat() {
    given(
            created(GameMode.ROOM, BLITZ, DrawRules.AUTOMATIC, null),
            new PlayerSeated(ALICE, Colour.WHITE))
        .when(new Start(ALICE))
        .thenRefused(Kind.NOT_STARTED);
  }

  @Test
  void the_second_player_may_leave_a_room_before_the_start() {
    given(
            created(GameMode.ROOM, BLITZ, DrawRules.AUTOMATIC, null),
            new PlayerSeated(ALICE, Colour.WHITE),
            new PlayerSeated(BOB, Colour.BLACK))
        .when(new LeaveSeat(BOB))
        .then(new SeatLeft(BOB, Colour.BLACK));
  }

  @Test
  void only_the_creator_withdraws_a_seek() {
    var g =
        given(
            created(GameMode.SEEK, BLITZ, DrawRules.AUTOMATIC, null),
            new PlayerSeated(ALICE, Colour.WHITE));
    g.when(new Cancel("carol")).thenRefused(Kind.NOT_A_PLAYER);
    g.when(new Cancel(ALICE)).thenApplied();
    assertEquals(GameStatus.CANCELLED, g.state().status());
    g.when(new Join(BOB, null)).thenRefused(Kind.GAME_OVER);
  }

  @Test
  void a_game_id_is_created_once() {
    given(created(GameMode.SEEK, BLITZ, DrawRules.AUTOMATIC, null))
        .when(create(GameMode.SEEK, ColourChoice.WHITE, Colour.WHITE))
        .thenRefused(Kind.GAME_EXISTS);
  }

  @Test
  void a_player_cannot_take_both_seats() {
    given(
            created(GameMode.SEEK, BLITZ, DrawRules.AUTOMATIC, null),
            new PlayerSeated(ALICE, Colour.WHITE))
        .when(new Join(ALICE, null))
        .thenRefused(Kind.SEAT_TAKEN);
  }
}
