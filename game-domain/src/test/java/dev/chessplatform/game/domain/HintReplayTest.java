package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.domain.GameCommand.ComputerMove;
import dev.chessplatform.game.domain.GameCommand.GiveHint;
import dev.chessplatform.game.domain.GameCommand.Undo;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class HintReplayTest {

  private static final String COMPUTER = "computer:3";

  /** Alice white against level 3, untimed, started. */
  private static GivenGame againstTheComputer() {
    return given(
        new GameCreated(
            ALICE, GameMode.COMPUTER, null, false, ColourChoice.WHITE, null, null, false, null),
        new PlayerSeated(ALICE, Colour.WHITE),
        new PlayerSeated(COMPUTER, Colour.BLACK),
        new GameStarted(ALICE, COMPUTER, 0, 0));
  }

  private static GivenGame hint(GivenGame g, String uci) {
    return g.when(new GiveHint(ALICE, g.state().version(), uci, 20, null)).thenApplied();
  }

  private static GivenGame computer(GivenGame g, String uci) {
    return g.when(new ComputerMove(g.state().version(), uci, 0, null)).thenApplied();
  }

  private static OptionalInt here(GivenGame g, Colour to) {
    return HintReplay.givenHere("g-1", g.history(), to);
  }

  @Test
  void no_hint_given_is_none() {
    assertTrue(here(againstTheComputer(), Colour.WHITE).isEmpty());
  }

  @Test
  void the_hint_of_this_position_is_found_and_only_for_its_player() {
    var g = hint(againstTheComputer(), "e2e4");
    assertEquals(g.history().size() - 1, here(g, Colour.WHITE).getAsInt());
    assertTrue(here(g, Colour.BLACK).isEmpty());
  }

  @Test
  void a_move_leaves_the_position_and_its_hint_behind() {
    var g = hint(againstTheComputer(), "e2e4").moves("e4");
    computer(g, "e7e5");
    assertTrue(here(g, Colour.WHITE).isEmpty());
  }

  @Test
  void an_undo_back_to_the_position_finds_its_hint_again_and_the_latest_of_several() {
    var g = hint(againstTheComputer(), "e2e4").moves("e4");
    computer(g, "e7e5");
    int second = hint(g, "g1f3").history().size() - 1;
    g.moves("Nf3");
    computer(g, "b8c6");
    assertTrue(here(g, Colour.WHITE).isEmpty());
    g.when(new Undo(ALICE)).thenApplied();
    assertEquals(second, here(g, Colour.WHITE).getAsInt(), "the hint given after 1. e4 e5");
    g.when(new Undo(ALICE)).thenApplied();
    assertEquals(4, here(g, Colour.WHITE).getAsInt(), "the first hint, in the initial position");
  }
}
