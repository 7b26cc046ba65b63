package dev.chessplatform.game.domain;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;

/**
 * What a player (or the server's own timer) asks of a game. Randomness comes in as data ({@code
 * coin}), so deciding stays a pure function.
 */
public sealed interface GameCommand {

  /** The player who asks; null for the server's own commands. */
  String actor();

  /** The command itself, without what the application attached to it ({@link WithStandings}). */
  default GameCommand core() {
    return this;
  }

  /**
   * Sets up a game and seats its creator. {@code coin} is the colour the creator gets when he asked
   * for {@link ColourChoice#RANDOM}; {@code computerLevel} (1..5) is the opponent's level in a
   * {@link GameMode#COMPUTER} game, null otherwise. {@code actorName} and {@code invitedPlayerName}
   * are the account names the application found for the creator and the invited player (null when
   * unknown); they go into the events as they are.
   */
  record CreateGame(
      String actor,
      GameMode mode,
      TimeControl timeControl,
      boolean rated,
      ColourChoice colourChoice,
      String startFen,
      DrawRules drawRules,
      boolean privateGame,
      String invitedPlayer,
      Colour coin,
      Integer computerLevel,
      String actorName,
      String invitedPlayerName)
      implements GameCommand {

    /** A creation without names. */
    public CreateGame(
        String actor,
        GameMode mode,
        TimeControl timeControl,
        boolean rated,
        ColourChoice colourChoice,
        String startFen,
        DrawRules drawRules,
        boolean privateGame,
        String invitedPlayer,
        Colour coin,
        Integer computerLevel) {
      this(
          actor,
          mode,
          timeControl,
          rated,
          colourChoice,
          startFen,
          drawRules,
          privateGame,
          invitedPlayer,
          coin,
          computerLevel,
          null,
          null);
    }

    /** The same creation with the names the application found. */
    public CreateGame named(String actorName, String invitedPlayerName) {
      return new CreateGame(
          actor,
          mode,
          timeControl,
          rated,
          colourChoice,
          startFen,
          drawRules,
          privateGame,
          invitedPlayer,
          coin,
          computerLevel,
          actorName,
          invitedPlayerName);
    }
  }

  /**
   * Takes the free seat; a seek or challenge starts at once, a room waits for {@link Start}. {@code
   * actorName} is the player's account name as the application found it (null when unknown).
   */
  record Join(String actor, Colour seat, String actorName) implements GameCommand {

    /** A join without a name. */
    public Join(String actor, Colour seat) {
      this(actor, seat, null);
    }

    /** The same join with the name the application found. */
    public Join named(String name) {
      return new Join(actor, seat, name);
    }
  }

  /** Leaves a room's seat before the start; the creator cancels instead. */
  record LeaveSeat(String actor) implements GameCommand {}

  record SwapColours(String actor) implements GameCommand {}

  record Start(String actor) implements GameCommand {}

  /** Withdraws a game that has not started: the creator's seek or room, or a declined challenge. */
  record Cancel(String actor) implements GameCommand {}

  /** A move in UCI ({@code e2e4}) or SAN ({@code Nf3}), optionally offering a draw with it. */
  record PlayMove(String actor, String move, boolean offerDraw) implements GameCommand {}

  record OfferDraw(String actor) implements GameCommand {}

  record AcceptDraw(String actor) implements GameCommand {}

  record DeclineDraw(String actor) implements GameCommand {}

  record RequestTakeback(String actor) implements GameCommand {}

  record AcceptTakeback(String actor) implements GameCommand {}

  record DeclineTakeback(String actor) implements GameCommand {}

  record Resign(String actor) implements GameCommand {}

  record Abort(String actor) implements GameCommand {}

  record ClaimDraw(String actor) implements GameCommand {}

  /**
   * Gives the opponent more time (lichess's "give 15 seconds"): either player, on either turn, in a
   * timed game between people.
   */
  record GiveMoreTime(String actor) implements GameCommand {}

  /**
   * After the end: offers the opponent a rematch, game {@code rematchGameId} (chosen by the
   * application, created as a challenge once the offer is recorded).
   */
  record OfferRematch(String actor, String rematchGameId) implements GameCommand {}

  /**
   * Against the computer: takes back the player's last move and the computer's reply (or only his
   * move while the computer is thinking), clocks set back to what they showed then.
   */
  record Undo(String actor) implements GameCommand {}

  /**
   * Shows the player the engine's move for the position of version {@code forSeq}; refused if the
   * game has moved on, if the player has no hint left, or in a rated game between people.
   */
  record GiveHint(String actor, long forSeq, String uci, Integer scoreCp, Integer mateIn)
      implements GameCommand {}

  /**
   * The engine's answer for the computer's move in the position of version {@code forSeq}: played
   * if the game is still there, ignored (refused) if it has moved on. {@code scoreCp}/{@code
   * mateIn} are the computer's own view, used to judge a pending draw offer.
   */
  record ComputerMove(long forSeq, String uci, Integer scoreCp, Integer mateIn)
      implements GameCommand {
    @Override
    public String actor() {
      return null;
    }
  }

  /**
   * A command that may start the game ({@link Join}, {@link Start}, a computer game's {@link
   * CreateGame}) with the players' standings at rating-service, looked up by the application just
   * before it, by player id. When the decision starts the game, the players' {@link PlayersRated}
   * follows {@code GameStarted} in the same decision: the ratings at the start are in the stream
   * before any move, and no event comes later to move the game's version under a client's {@code
   * If-Match}.
   */
  record WithStandings(GameCommand command, java.util.Map<String, Standing> standings)
      implements GameCommand {
    public WithStandings {
      standings = java.util.Map.copyOf(standings);
    }

    @Override
    public String actor() {
      return command.actor();
    }

    @Override
    public GameCommand core() {
      return command.core();
    }
  }

  /** A player's standing at rating-service: rating (null when unknown), title code, provisional. */
  record Standing(Integer rating, String title, boolean provisional) {}

  /** Imports a finished game from PGN text. */
  record ImportPgn(String actor, String pgn) implements GameCommand {}

  /** The server's timer: ends the game if the running clock is out of time. */
  record CheckFlag() implements GameCommand {
    @Override
    public String actor() {
      return null;
    }
  }

  /** The server took the game over after an outage: restart the clock, charge nobody the gap. */
  record ResumeClocks() implements GameCommand {
    @Override
    public String actor() {
      return null;
    }
  }
}
