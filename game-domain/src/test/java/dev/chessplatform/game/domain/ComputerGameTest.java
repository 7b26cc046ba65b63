package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static dev.chessplatform.game.domain.GivenGame.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.GameEvent.DrawAccepted;
import dev.chessplatform.events.game.GameEvent.DrawDeclined;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.HintGiven;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEvent.MovesUndone;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand.ComputerMove;
import dev.chessplatform.game.domain.GameCommand.CreateGame;
import dev.chessplatform.game.domain.GameCommand.GiveHint;
import dev.chessplatform.game.domain.GameCommand.OfferDraw;
import dev.chessplatform.game.domain.GameCommand.PlayMove;
import dev.chessplatform.game.domain.GameCommand.RequestTakeback;
import dev.chessplatform.game.domain.GameCommand.Undo;
import dev.chessplatform.game.domain.GameError.Kind;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ComputerGameTest {

  private static final String COMPUTER = "computer:3";
  private static final TimeControl FIVE_MINUTES = new TimeControl(null, 300_000, 2_000);

  private static CreateGame create(Integer level, ColourChoice colour, boolean rated) {
    return new CreateGame(
        ALICE,
        GameMode.COMPUTER,
        FIVE_MINUTES,
        rated,
        colour,
        null,
        null,
        false,
        null,
        Colour.WHITE,
        level);
  }

  /** Alice white against level 3, five minutes plus two seconds. */
  private static GivenGame againstLevel3(boolean rated) {
    return given().when(create(3, ColourChoice.WHITE, rated)).thenApplied();
  }

  /** Alice white against level 3 from {@code fen}, untimed, started. */
  private static GivenGame fromPosition(String fen) {
    return given(
        new GameCreated(
            ALICE, GameMode.COMPUTER, null, false, ColourChoice.WHITE, fen, null, false, null),
        new PlayerSeated(ALICE, Colour.WHITE),
        new PlayerSeated(COMPUTER, Colour.BLACK),
        new GameStarted(ALICE, COMPUTER, 0, 0));
  }

  /** The computer's move, answered for the game's current version. */
  private static GivenGame computer(GivenGame g, String uci, Integer scoreCp) {
    return g.when(new ComputerMove(g.state().version(), uci, scoreCp, null)).thenApplied();
  }

  @Test
  void a_computer_game_seats_the_level_and_starts_at_once() {
    var g = given().when(create(3, ColourChoice.BLACK, false));
    List<?> events = g.accepted();
    assertEquals(4, events.size());
    assertEquals(GameMode.COMPUTER, ((GameCreated) events.get(0)).mode());
    assertEquals(new PlayerSeated(ALICE, Colour.BLACK), events.get(1));
    assertEquals(new PlayerSeated(COMPUTER, Colour.WHITE), events.get(2));
    assertEquals(new GameStarted(COMPUTER, ALICE, 300_000, 300_000), events.get(3));
    g.thenApplied();
    assertEquals(3, g.state().computerLevel());
    assertTrue(g.state().awaitsComputer(), "the computer has white and moves first");
  }

  @Test
  void the_level_must_be_one_to_five_and_only_computer_games_have_one() {
    for (Integer level : new Integer[] {null, 0, 6, -1}) {
      var error = given().when(create(level, ColourChoice.WHITE, false));
      assertEquals("level", error.thenRefused(Kind.INVALID_SETTINGS).details().get("field"));
    }
    var seek =
        new CreateGame(
            ALICE, GameMode.SEEK, null, false, null, null, null, false, null, Colour.WHITE, 2);
    given().when(seek).thenRefused(Kind.INVALID_SETTINGS);
  }

  @Test
  void nobody_creates_a_game_as_a_computer_level() {
    var asComputer =
        new CreateGame(
            COMPUTER,
            GameMode.SEEK,
            null,
            false,
            null,
            null,
            null,
            false,
            null,
            Colour.WHITE,
            null);
    given().when(asComputer).thenRefused(Kind.INVALID_SETTINGS);
  }

  @Test
  void the_computer_moves_only_for_the_version_it_was_asked_about() {
    var g = againstLevel3(false).moves("e4");
    long asked = g.state().version();
    g.when(new ComputerMove(asked - 1, "e7e5", 0, null)).thenRefused(Kind.POSITION_CHANGED);
    g.when(new ComputerMove(asked, "e7e5", 0, null)).thenApplied();
    // the same answer again (a repeated delivery) is for a version that is gone
    g.when(new ComputerMove(asked, "e7e5", 0, null)).thenRefused(Kind.POSITION_CHANGED);
    assertEquals(List.of("e4", "e5"), g.state().sanMoves());
  }

  @Test
  void an_illegal_engine_move_changes_nothing() {
    var g = againstLevel3(false).moves("e4");
    g.when(new ComputerMove(g.state().version(), "e7e4", 0, null)).thenRefused(Kind.ILLEGAL_MOVE);
  }

  @Test
  void the_player_cannot_move_for_the_computer_nor_pretend_to_be_it() {
    var g = againstLevel3(false).moves("e4");
    g.when(new PlayMove(ALICE, "e5", false)).thenRefused(Kind.NOT_YOUR_TURN);
    g.when(new PlayMove(COMPUTER, "e5", false)).thenRefused(Kind.NOT_A_PLAYER);
  }

  @Test
  void the_computer_plays_on_no_clock_and_waiting_for_it_costs_the_player_nothing() {
    var g = againstLevel3(false).after(Duration.ofSeconds(10)).moves("e4");
    assertEquals(300_000 - 10_000 + 2_000, g.state().clocks().whiteMs());
    g.after(Duration.ofMinutes(30)); // engine-service down for half an hour
    assertFalse(
        GameDecider.flagFallen(g.state(), g.state().lastEventAt().plus(Duration.ofHours(1))));
    g.when(new ComputerMove(g.state().version(), "e7e5", 0, null));
    MovePlayed reply = g.move();
    assertEquals(Duration.ofMinutes(30).toMillis(), reply.spentMs());
    assertEquals(300_000, reply.blackClockMs(), "the computer's clock is not charged");
    assertEquals(292_000, reply.whiteClockMs(), "the player's clock did not run");
  }

  @Test
  void undo_takes_back_the_move_and_the_reply_and_restores_the_clocks() {
    var g = againstLevel3(false).after(Duration.ofSeconds(4)).moves("e4");
    computer(g, "e7e5", 0);
    g.after(Duration.ofSeconds(20)).moves("Nf3");
    computer(g, "b8c6", 0);
    assertEquals(300_000 - 4_000 + 2_000 - 20_000 + 2_000, g.state().clocks().whiteMs());
    g.after(Duration.ofSeconds(7));
    g.when(new Undo(ALICE));
    MovesUndone undone = (MovesUndone) g.accepted().get(0);
    assertEquals(new MovesUndone(Colour.WHITE, 2, undone.fenAfter(), 298_000, 300_000), undone);
    g.thenApplied();
    assertEquals(List.of("e4", "e5"), g.state().sanMoves());
    assertEquals(298_000, g.state().clocks().whiteMs());
    assertEquals(Colour.WHITE, g.state().sideToMove());
    // without limit: back to the start
    g.when(new Undo(ALICE)).thenApplied();
    assertEquals(0, g.state().plies());
    assertEquals(300_000, g.state().clocks().whiteMs());
    g.when(new Undo(ALICE)).thenRefused(Kind.UNDO_NOT_ALLOWED);
  }

  @Test
  void undo_while_the_computer_thinks_takes_back_only_the_players_move_and_its_answer_is_ignored() {
    var game = againstLevel3(false).moves("e4");
    long asked = game.state().version();
    game.when(new Undo(ALICE)).thenApplied();
    assertEquals(0, game.state().plies());
    game.when(new ComputerMove(asked, "e7e5", 0, null)).thenRefused(Kind.POSITION_CHANGED);
  }

  @Test
  void undo_is_only_for_unrated_games_against_the_computer() {
    GivenGame.started().moves("e4", "e5").when(new Undo(ALICE)).thenRefused(Kind.UNDO_NOT_ALLOWED);
    var rated = againstLevel3(true).moves("e4");
    computer(rated, "e7e5", 0);
    rated.when(new Undo(ALICE)).thenRefused(Kind.UNDO_NOT_ALLOWED);
    againstLevel3(false)
        .moves("e4")
        .when(new RequestTakeback(ALICE))
        .thenRefused(Kind.TAKEBACK_NOT_ALLOWED);
  }

  @Test
  void three_hints_per_game_on_your_turn_and_then_no_more() {
    var g = againstLevel3(false);
    String[] moves = {"e2e4", "g1f3", "f1c4", "b1c3"};
    String[] replies = {"e7e5", "b8c6", "g8f6"};
    for (int i = 0; i < 3; i++) {
      g.when(new GiveHint(ALICE, g.state().version(), moves[i], 25, null));
      HintGiven h = (HintGiven) g.accepted().get(0);
      assertEquals(Colour.WHITE, h.to());
      assertEquals(moves[i], h.uci());
      g.thenApplied().moves(h.san());
      computer(g, replies[i], 0);
    }
    assertEquals(3, g.state().hintsUsed(Colour.WHITE));
    var fourth = g.when(new GiveHint(ALICE, g.state().version(), moves[3], 25, null));
    assertEquals(3, fourth.thenRefused(Kind.NO_HINTS_LEFT).details().get("hintsUsed"));
    assertTrue(GameDecider.hintRefusal(g.state(), ALICE, GivenGame.T0).isPresent());
  }

  @Test
  void a_hint_is_refused_on_the_computers_turn_for_an_old_version_and_in_rated_human_games() {
    var g = againstLevel3(false).moves("e4");
    g.when(new GiveHint(ALICE, g.state().version(), "e7e5", 0, null))
        .thenRefused(Kind.NOT_YOUR_TURN);
    computer(g, "e7e5", 0);
    g.when(new GiveHint(ALICE, g.state().version() - 1, "g1f3", 0, null))
        .thenRefused(Kind.POSITION_CHANGED);
    var rated =
        GivenGame.given(
            new GameCreated(
                ALICE,
                GameMode.SEEK,
                FIVE_MINUTES,
                true,
                ColourChoice.WHITE,
                null,
                null,
                false,
                null),
            new PlayerSeated(ALICE, Colour.WHITE),
            new PlayerSeated(BOB, Colour.BLACK),
            new GameStarted(ALICE, BOB, 300_000, 300_000));
    rated
        .when(new GiveHint(ALICE, rated.state().version(), "e2e4", 0, null))
        .thenRefused(Kind.HINTS_NOT_ALLOWED);
    assertEquals(
        Kind.HINTS_NOT_ALLOWED,
        GameDecider.hintRefusal(rated.state(), ALICE, GivenGame.T0).orElseThrow().kind());
    // an unrated game between people allows each player three
    GivenGame.started().when(new GiveHint(ALICE, 4, "e2e4", 0, null)).thenApplied();
  }

  @Test
  void a_hint_explains_the_move_in_english_and_chinese() {
    // White to move takes the undefended black queen.
    var g = fromPosition("4k3/8/8/3q4/8/4N3/8/4K3 w - - 0 1");
    g.when(new GiveHint(ALICE, g.state().version(), "e3d5", 300, null));
    HintGiven h = (HintGiven) g.accepted().get(0);
    assertEquals("Nxd5", h.san());
    assertEquals(
        "Nxd5: White knight e3→d5, captures black queen; evaluation +3.00 for White"
            + " (material now -6, change +9.00)",
        h.description());
    assertEquals("Nxd5：白方马从e3跳到d5，吃掉黑方后；局面评估白方+3.00（目前子力-6，变化+9.00）", h.descriptionZh());
    var threat = fromPosition("4k3/8/8/1r3q2/8/8/2N5/4K3 w - - 0 1");
    threat.when(new GiveHint(ALICE, threat.state().version(), "c2d4", null, 3));
    HintGiven fork = (HintGiven) threat.accepted().get(0);
    assertEquals(
        "Nd4: White knight c2→d4, threatens the rook on b5, threatens the queen on f5;"
            + " White mates in 3",
        fork.description());
    assertTrue(fork.descriptionZh().contains("威胁黑方车(b5)，威胁黑方后(f5)"), fork.descriptionZh());
  }

  @Test
  void the_computer_accepts_a_draw_only_when_level_or_worse_for_it() {
    var g = againstLevel3(false).when(new OfferDraw(ALICE)).thenApplied().moves("e4");
    g.when(new ComputerMove(g.state().version(), "e7e5", 40, null));
    assertEquals(new DrawDeclined(Colour.BLACK), g.accepted().get(0));
    g.thenApplied();
    var level = againstLevel3(false).moves("e4");
    computer(level, "e7e5", 0);
    level.when(new PlayMove(ALICE, "Nf3", true)).thenApplied();
    level.when(new ComputerMove(level.state().version(), "b8c6", 10, null));
    assertEquals(new DrawAccepted(Colour.BLACK), level.accepted().get(0));
    assertEquals(Termination.AGREEMENT, ((GameEnded) level.accepted().get(1)).termination());
    assertTrue(ComputerPlay.acceptsDraw(null, -2));
    assertFalse(ComputerPlay.acceptsDraw(null, 5));
    assertFalse(ComputerPlay.acceptsDraw(null, null));
  }

  @Test
  void the_fen_after_an_undo_is_the_position_reached() {
    var g = againstLevel3(false).moves("d4");
    computer(g, "d7d5", 0);
    g.when(new Undo(ALICE));
    assertEquals(Fen.INITIAL, ((MovesUndone) g.accepted().get(0)).fenAfter());
  }
}
