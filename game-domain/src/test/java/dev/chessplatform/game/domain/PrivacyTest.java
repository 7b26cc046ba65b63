package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import org.junit.jupiter.api.Test;

class PrivacyTest {

  private static final String CAROL = "carol";

  private static GameCreated created(GameMode mode, boolean privateGame) {
    return new GameCreated(
        ALICE,
        mode,
        TimeControl.UNTIMED,
        false,
        ColourChoice.WHITE,
        null,
        DrawRules.AUTOMATIC,
        privateGame,
        mode == GameMode.CHALLENGE ? BOB : null);
  }

  @Test
  void aPublicGameIsAnyonesToReadEvenAnAnonymousCallers() {
    GameState s = GivenGame.given(created(GameMode.SEEK, false)).state();
    assertTrue(Privacy.mayRead(s, CAROL));
    assertTrue(Privacy.mayRead(s, "-"));
  }

  @Test
  void aPrivateChallengeIsItsCreatorsAndItsInviteesAlone() {
    GameState s = GivenGame.given(created(GameMode.CHALLENGE, true)).state();
    assertTrue(Privacy.mayRead(s, ALICE));
    assertTrue(Privacy.mayRead(s, BOB));
    assertFalse(Privacy.mayRead(s, CAROL));
    assertFalse(Privacy.mayRead(s, "-"));
    assertFalse(Privacy.mayTakeSeat(s), "a challenge's seat is the invitee's");
  }

  @Test
  void theFreeSeatOfAPrivateSeekIsTakenByLinkAndThenTheGameIsClosed() {
    GivenGame g =
        GivenGame.given(created(GameMode.SEEK, true), new PlayerSeated(ALICE, Colour.WHITE));
    assertFalse(Privacy.mayRead(g.state(), BOB));
    assertTrue(Privacy.mayTakeSeat(g.state()));
    g.andThen(
        new PlayerSeated(BOB, Colour.BLACK),
        new GameStarted(ALICE, BOB, TimeControl.UNTIMED.initialMs(), 0));
    assertTrue(Privacy.mayRead(g.state(), BOB));
    assertFalse(Privacy.mayRead(g.state(), CAROL));
    assertFalse(Privacy.mayTakeSeat(g.state()));
  }

  @Test
  void aFullPrivateRoomHasNoSeatForAStranger() {
    GameState s =
        GivenGame.given(
                created(GameMode.ROOM, true),
                new PlayerSeated(ALICE, Colour.WHITE),
                new PlayerSeated(BOB, Colour.BLACK))
            .state();
    assertFalse(Privacy.mayTakeSeat(s));
  }
}
