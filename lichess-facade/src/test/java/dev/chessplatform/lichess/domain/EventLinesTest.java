package dev.chessplatform.lichess.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * A challenge and a game of ours as the lines of Lichess's event stream, with the fields
 * lichess-bot reads (a missing one stops it).
 */
class EventLinesTest {

  private static final Instant T0 = Instant.parse("2026-12-04T10:00:00Z");
  private static final String BASE = "http://127.0.0.1:8080";

  private final PlayedGame game = new PlayedGame("g-events");
  private GameState state;

  private void run(GameCommand command) {
    state = game.run(command, T0);
  }

  private void challenge() {
    run(
        new GameCommand.CreateGame(
            "alice-id",
            GameMode.CHALLENGE,
            new TimeControl("blitz", 300_000, 3_000),
            false,
            ColourChoice.BLACK,
            null,
            DrawRules.AUTOMATIC,
            false,
            "bot-id",
            Colour.BLACK,
            null,
            "Alice",
            "MyBot"));
  }

  @Test
  void aChallengeForTheBotCarriesEveryFieldItsClientReads() {
    challenge();
    EventLines.ChallengeLine line = EventLines.challenge(state, "bot-id", BASE);
    EventLines.Challenge c = line.challenge();

    assertEquals("challenge", line.type());
    assertEquals("g-events", c.id());
    assertEquals(BASE + "/#/game/g-events", c.url());
    assertEquals("created", c.status());
    assertEquals(new EventLines.User("alice-id", "Alice"), c.challenger());
    assertEquals(new EventLines.User("bot-id", "MyBot"), c.destUser());
    assertEquals("standard", c.variant().key());
    assertFalse(c.rated());
    assertEquals("blitz", c.speed()); // 300 s + 40 × 3 s = 420 s
    assertEquals(new EventLines.TimeControl("clock", 300L, 3L, "5+3"), c.timeControl());
    assertEquals("black", c.color());
    assertEquals("Blitz", c.perf().name());
    assertEquals("in", c.direction());
    assertEquals("startpos", c.initialFen());
    assertNull(c.declineReasonKey());
  }

  @Test
  void aBaseTimeIsShownInMinutesAsTheirs() {
    assertEquals("5", EventLines.show(300_000));
    assertEquals("1.5", EventLines.show(90_000));
    assertEquals("0.25", EventLines.show(15_000));
  }

  @Test
  void aDeclinedChallengeSaysWhyInBothForms() {
    challenge();
    EventLines.ChallengeLine line = EventLines.closed(state, "alice-id", BASE, true);
    assertEquals("challengeDeclined", line.type());
    assertEquals("out", line.challenge().direction());
    assertEquals("generic", line.challenge().declineReasonKey());
    assertTrue(line.challenge().declineReason().length() > 0);
    assertEquals("challengeCanceled", EventLines.closed(state, "bot-id", BASE, false).type());
  }

  @Test
  void theGameStartsAndFinishesForEachPlayerWithTheChallengesId() {
    challenge();
    run(new GameCommand.Join("bot-id", null, "MyBot"));
    EventLines.GameLine start = EventLines.game(state, "bot-id", T0);

    assertEquals("gameStart", start.type());
    assertEquals("g-events", start.game().id()); // the challenge's id: lichess-bot needs both
    assertEquals("g-events", start.game().gameId());
    assertEquals("white", start.game().color()); // Alice asked for black
    assertTrue(start.game().isMyTurn());
    assertFalse(start.game().hasMoved());
    assertEquals("", start.game().lastMove());
    assertEquals("alice-id", start.game().opponent().id());
    assertEquals("Alice", start.game().opponent().username());
    assertEquals(300, start.game().secondsLeft());
    assertEquals(new EventLines.Status(20, "started"), start.game().status());
    assertEquals("friend", start.game().source());
    // and the same game in their playing list: the status a word
    EventLines.PlayingGame listed = EventLines.playing(state, "bot-id", T0, null);
    assertEquals("g-events", listed.gameId());
    assertEquals("started", listed.status());
    assertEquals("Alice", listed.opponent().username());

    run(new GameCommand.Resign("alice-id"));
    EventLines.GameLine finish = EventLines.game(state, "alice-id", T0);
    assertEquals("gameFinish", finish.type());
    assertEquals(new EventLines.Status(31, "resign"), finish.game().status());
    assertEquals("white", finish.game().winner());
    assertEquals("black", finish.game().color());
  }
}
