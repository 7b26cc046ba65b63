package dev.chessplatform.game.api;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.application.OpenGames;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * What one player hears on their own stream ({@code streamMyEvents}): their challenges, made and
 * received, opening and closing, and their games starting and ending, private ones included; never
 * another player's. The opening snapshot and the live changes are the same events.
 */
final class PlayerEvents {

  static final String CHALLENGE_OPENED = "challenge-opened";
  static final String CHALLENGE_CLOSED = "challenge-closed";
  static final String GAME_STARTED = "game-started";
  static final String GAME_ENDED = "game-ended";

  private PlayerEvents() {}

  /** Whether a challenge is the caller's own ({@code OUT}) or for them ({@code IN}). */
  @Schema(name = "ChallengeDirection", description = "OUT: you made it; IN: it is for you")
  enum Direction {
    IN,
    OUT
  }

  /** Why a challenge stopped waiting. */
  @Schema(
      name = "ChallengeClosedBecause",
      description =
          "ACCEPTED (its game started), DECLINED by the challenged player, WITHDRAWN by the"
              + " challenger")
  enum ClosedBecause {
    ACCEPTED,
    DECLINED,
    WITHDRAWN
  }

  @Schema(description = "A challenge of yours or for you, waiting for an answer")
  record ChallengeOpened(
      @Schema(description = "OUT: you made it; IN: it is for you") Direction direction,
      @Schema(description = "The challenge's game") GameView game) {}

  @Schema(description = "A challenge of yours or for you that no longer waits")
  record ChallengeClosed(
      @Schema(description = GameApi.GAME_ID) String gameId,
      @Schema(description = "OUT: you made it; IN: it is for you") Direction direction,
      @Schema(description = "Why it closed") ClosedBecause reason) {}

  @Schema(description = "A game of yours being played (when it starts, and on connection)")
  record MyGameStarted(
      @Schema(description = GameApi.GAME_ID) String gameId,
      @Schema(description = "Your colour") Colour colour,
      @Schema(description = "The other player's id") String opponent,
      @Schema(description = "Whether only its players may see it") boolean privateGame) {}

  @Schema(description = "A game of yours that is no longer played")
  record MyGameEnded(
      @Schema(description = GameApi.GAME_ID) String gameId,
      @Schema(description = "ENDED with a result, or CANCELLED") GameStatus status,
      @Schema(description = "1-0, 0-1 or 1/2-1/2; null when cancelled") String result,
      @Schema(description = "How it ended; null when cancelled") Termination termination,
      @Schema(description = "WIN, LOSS or DRAW for you; null when cancelled") Outcome outcome) {}

  /** The game's end as its player sees it. */
  @Schema(name = "PlayerOutcome", description = "The result for you")
  enum Outcome {
    WIN,
    LOSS,
    DRAW
  }

  /** The events that hold for {@code me} now: their open challenges, then their games. */
  static List<ChangeStreams.Sent> snapshot(OpenGames games, String me) {
    List<ChangeStreams.Sent> now = new ArrayList<>();
    Instant at = Instant.now();
    for (GameState s : games.waiting(GameMode.CHALLENGE, s -> direction(s, me).isPresent())) {
      now.add(opened(s, direction(s, me).orElseThrow(), at));
    }
    for (OpenGames.Playing p : games.playedBy(me)) {
      now.add(started(p.gameId(), p.seats(), me));
    }
    return now;
  }

  /** The change as {@code me}'s event, or nothing when it is not theirs to hear of. */
  static Optional<ChangeStreams.Sent> of(OpenGames.Change change, String me) {
    return switch (change.kind()) {
      // A challenge's creation and its creator's seat (with the name) are two events: it is sent
      // again as it changes, and a client keeps the last view of each.
      case OPENED, CHANGED ->
          challenge(change.state(), me).map(d -> opened(change.state(), d, Instant.now()));
      case CLOSED -> challenge(change.state(), me).map(d -> closed(change, d));
      case STARTED -> mine(change, me).map(seats -> started(change.gameId(), seats, me));
      case ENDED -> mine(change, me).map(seats -> ended(change, me));
    };
  }

  /** The seats of a game {@code me} plays, or nothing for another player's game. */
  private static Optional<OpenGames.Seats> mine(OpenGames.Change change, String me) {
    return Optional.ofNullable(change.seats()).filter(seats -> seats.has(me));
  }

  private static Optional<Direction> challenge(GameState s, String me) {
    if (s == null || s.settings() == null || s.settings().mode() != GameMode.CHALLENGE) {
      return Optional.empty();
    }
    return direction(s, me);
  }

  private static Optional<Direction> direction(GameState s, String me) {
    if (me.equals(s.settings().createdBy())) {
      return Optional.of(Direction.OUT);
    }
    return me.equals(s.settings().invitedPlayer()) ? Optional.of(Direction.IN) : Optional.empty();
  }

  private static ChangeStreams.Sent opened(GameState s, Direction d, Instant now) {
    return new ChangeStreams.Sent(
        CHALLENGE_OPENED, ChallengeOpened.class, new ChallengeOpened(d, GameView.of(s, now)));
  }

  private static ChangeStreams.Sent closed(OpenGames.Change change, Direction d) {
    ClosedBecause reason;
    if (change.state().status() == GameStatus.STARTED) {
      reason = ClosedBecause.ACCEPTED;
    } else if (change.cause() instanceof GameEvent.GameCancelled c
        && c.by() != null
        && c.by().equals(change.state().settings().invitedPlayer())) {
      reason = ClosedBecause.DECLINED;
    } else {
      reason = ClosedBecause.WITHDRAWN;
    }
    return new ChangeStreams.Sent(
        CHALLENGE_CLOSED, ChallengeClosed.class, new ChallengeClosed(change.gameId(), d, reason));
  }

  private static ChangeStreams.Sent started(String gameId, OpenGames.Seats seats, String me) {
    return new ChangeStreams.Sent(GAME_STARTED, MyGameStarted.class, game(gameId, seats, me));
  }

  /** {@code me}'s games being played now, as their stream tells each when it starts. */
  static List<MyGameStarted> playing(OpenGames games, String me) {
    return games.playedBy(me).stream().map(p -> game(p.gameId(), p.seats(), me)).toList();
  }

  private static MyGameStarted game(String gameId, OpenGames.Seats seats, String me) {
    boolean white = me.equals(seats.white());
    return new MyGameStarted(
        gameId,
        white ? Colour.WHITE : Colour.BLACK,
        white ? seats.black() : seats.white(),
        seats.privateGame());
  }

  private static ChangeStreams.Sent ended(OpenGames.Change change, String me) {
    MyGameEnded data;
    if (change.cause() instanceof GameEvent.GameEnded e) {
      Colour mine = me.equals(change.seats().white()) ? Colour.WHITE : Colour.BLACK;
      Outcome outcome =
          e.winner() == null ? Outcome.DRAW : e.winner() == mine ? Outcome.WIN : Outcome.LOSS;
      data =
          new MyGameEnded(change.gameId(), GameStatus.ENDED, e.result(), e.termination(), outcome);
    } else {
      data = new MyGameEnded(change.gameId(), GameStatus.CANCELLED, null, null, null);
    }
    return new ChangeStreams.Sent(GAME_ENDED, MyGameEnded.class, data);
  }
}
