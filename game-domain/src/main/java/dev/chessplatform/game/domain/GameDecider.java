package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Move;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEvent.ColoursSwapped;
import dev.chessplatform.events.game.GameEvent.GameCancelled;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameEvent.RematchOffered;
import dev.chessplatform.events.game.GameEvent.SeatLeft;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.domain.GameCommand.Cancel;
import dev.chessplatform.game.domain.GameCommand.CreateGame;
import dev.chessplatform.game.domain.GameCommand.GiveHint;
import dev.chessplatform.game.domain.GameCommand.ImportPgn;
import dev.chessplatform.game.domain.GameCommand.Join;
import dev.chessplatform.game.domain.GameCommand.LeaveSeat;
import dev.chessplatform.game.domain.GameCommand.OfferRematch;
import dev.chessplatform.game.domain.GameCommand.Start;
import dev.chessplatform.game.domain.GameCommand.SwapColours;
import dev.chessplatform.game.domain.GameError.Kind;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code decide(state, command, now) → events | error}: pure, no clock of its own ({@code now} is
 * given), no randomness (commands carry it). Setting a game up is decided here; playing it in
 * {@link PlayDecider}.
 */
public final class GameDecider {

  private GameDecider() {}

  public static Decision decide(GameState state, GameCommand command, Instant now) {
    if (command instanceof GameCommand.WithStandings w) {
      return StartRatings.after(decide(state, w.command(), now), w.standings());
    }
    if (command instanceof CreateGame c) {
      return GameSetup.create(state, c);
    }
    if (command instanceof ImportPgn c) {
      return GameSetup.importPgn(state, c);
    }
    if (state.status() == GameStatus.NEW) {
      return Decision.reject(Kind.NOT_STARTED, "The game does not exist");
    }
    if (command instanceof Join c) {
      return join(state, c);
    }
    if (command instanceof LeaveSeat c) {
      return leave(state, c);
    }
    if (command instanceof SwapColours c) {
      return swap(state, c);
    }
    if (command instanceof Start c) {
      return start(state, c);
    }
    if (command instanceof Cancel c) {
      return cancel(state, c);
    }
    if (command instanceof OfferRematch c) {
      return rematch(state, c);
    }
    return PlayDecider.decide(state, command, now);
  }

  /** A rematch: once per game, after its end, by one of two people who played it. */
  private static Decision rematch(GameState s, OfferRematch c) {
    Colour me = s.colourOf(c.actor()).orElse(null);
    if (me == null) {
      return Decision.reject(Kind.NOT_A_PLAYER, "You did not play in this game");
    }
    if (s.status() != GameStatus.ENDED) {
      return Decision.reject(
          Kind.REMATCH_NOT_ALLOWED, "A rematch is offered once the game is over");
    }
    if (GameState.isComputer(s.white()) || GameState.isComputer(s.black())) {
      return Decision.reject(
          Kind.REMATCH_NOT_ALLOWED, "Against the computer, start a new game instead");
    }
    if (s.rematch() != null) {
      String id = s.rematch().rematchGameId();
      return new Decision.Rejected(
          GameError.of(
              Kind.REMATCH_NOT_ALLOWED,
              "A rematch is already offered: game " + id,
              Map.of("rematchGameId", id)));
    }
    return Decision.accept(new RematchOffered(me, c.rematchGameId()));
  }

  /**
   * Why {@code actor} cannot have a hint now, checked before the engine is asked (the decision with
   * the engine's move checks it again, so a racing request still cannot get one too many).
   */
  public static Optional<GameError> hintRefusal(GameState state, String actor, Instant now) {
    if (state.status() == GameStatus.NEW || state.game() == null) {
      return Optional.of(GameError.of(Kind.NOT_STARTED, "The game has not started"));
    }
    List<Move> legal = state.game().position().legalMoves();
    String any = legal.isEmpty() ? "0000" : legal.get(0).uci();
    Decision d = decide(state, new GiveHint(actor, state.version(), any, null, null), now);
    return d instanceof Decision.Rejected r ? Optional.of(r.error()) : Optional.empty();
  }

  /** Whether the running clock of a game being played is out of time at {@code now}. */
  public static boolean flagFallen(GameState state, Instant now) {
    return PlayDecider.flagFallen(state, now);
  }

  private static Decision whileWaiting(GameState s) {
    return switch (s.status()) {
      case WAITING -> null;
      case STARTED -> Decision.reject(Kind.ALREADY_STARTED, "The game has already started");
      case ENDED, CANCELLED -> Decision.reject(Kind.GAME_OVER, RefusalWords.over(s));
      case NEW -> throw new IllegalStateException("decide answers a game not created first");
    };
  }

  private static Decision join(GameState s, Join c) {
    Decision refused = whileWaiting(s);
    if (refused != null) {
      return refused;
    }
    if (s.colourOf(c.actor()).isPresent()) {
      return Decision.reject(Kind.SEAT_TAKEN, "You already hold a seat in this game");
    }
    GameMode mode = s.settings().mode();
    if (mode == GameMode.CHALLENGE && !c.actor().equals(s.settings().invitedPlayer())) {
      return Decision.reject(Kind.NOT_INVITED, "This challenge is for another player");
    }
    Colour free = s.white() == null ? Colour.WHITE : s.black() == null ? Colour.BLACK : null;
    if (free == null || (c.seat() != null && c.seat() != free)) {
      return Decision.reject(Kind.SEAT_TAKEN, "That seat is taken");
    }
    List<GameEvent> events = new ArrayList<>();
    events.add(new PlayerSeated(c.actor(), free, c.actorName()));
    if (mode != GameMode.ROOM) {
      String white = free == Colour.WHITE ? c.actor() : s.white();
      String black = free == Colour.BLACK ? c.actor() : s.black();
      events.add(started(s, white, black));
    }
    return new Decision.Accepted(events);
  }

  private static GameStarted started(GameState s, String white, String black) {
    long initial = s.timed() ? s.settings().timeControl().initialMs() : 0;
    return new GameStarted(white, black, initial, initial);
  }

  private static Decision roomCommand(GameState s, String actor, boolean bothSeated) {
    Decision refused = whileWaiting(s);
    if (refused != null) {
      return refused;
    }
    if (s.settings().mode() != GameMode.ROOM) {
      return Decision.reject(Kind.INVALID_SETTINGS, "Only a room has seats to change");
    }
    if (s.colourOf(actor).isEmpty()) {
      return Decision.reject(Kind.NOT_A_PLAYER, "You hold no seat in this room");
    }
    if (bothSeated && (s.white() == null || s.black() == null)) {
      return Decision.reject(Kind.NOT_STARTED, "The other seat is still free");
    }
    return null;
  }

  private static Decision leave(GameState s, LeaveSeat c) {
    Decision refused = roomCommand(s, c.actor(), false);
    if (refused != null) {
      return refused;
    }
    if (c.actor().equals(s.settings().createdBy())) {
      return Decision.reject(Kind.INVALID_SETTINGS, "The creator closes the room instead");
    }
    return Decision.accept(new SeatLeft(c.actor(), s.colourOf(c.actor()).orElseThrow()));
  }

  private static Decision swap(GameState s, SwapColours c) {
    Decision refused = roomCommand(s, c.actor(), true);
    return refused != null ? refused : Decision.accept(new ColoursSwapped(s.black(), s.white()));
  }

  private static Decision start(GameState s, Start c) {
    Decision refused = roomCommand(s, c.actor(), true);
    return refused != null ? refused : Decision.accept(started(s, s.white(), s.black()));
  }

  private static Decision cancel(GameState s, Cancel c) {
    Decision refused = whileWaiting(s);
    if (refused != null) {
      return refused;
    }
    if (c.actor().equals(s.settings().createdBy())) {
      return Decision.accept(new GameCancelled(c.actor(), "withdrawn by its creator"));
    }
    if (s.settings().mode() == GameMode.CHALLENGE
        && c.actor().equals(s.settings().invitedPlayer())) {
      return Decision.accept(new GameCancelled(c.actor(), "challenge declined"));
    }
    return Decision.reject(Kind.NOT_A_PLAYER, "Only the creator can withdraw this game");
  }
}
