package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.chess.notation.ChessFormatException;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEvent.ClocksResumed;
import dev.chessplatform.events.game.GameEvent.ColoursSwapped;
import dev.chessplatform.events.game.GameEvent.DrawAccepted;
import dev.chessplatform.events.game.GameEvent.DrawClaimed;
import dev.chessplatform.events.game.GameEvent.DrawDeclined;
import dev.chessplatform.events.game.GameEvent.DrawOffered;
import dev.chessplatform.events.game.GameEvent.GameAborted;
import dev.chessplatform.events.game.GameEvent.GameCancelled;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEvent.GameImported;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.HintGiven;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEvent.MovesUndone;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameEvent.RematchOffered;
import dev.chessplatform.events.game.GameEvent.SeatLeft;
import dev.chessplatform.events.game.GameEvent.TakebackAccepted;
import dev.chessplatform.events.game.GameEvent.TakebackDeclined;
import dev.chessplatform.events.game.GameEvent.TakebackRequested;
import dev.chessplatform.events.game.GameEvent.TimeGiven;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** {@code apply(state, event) → state}: the only way a game changes. Pure and deterministic. */
public final class GameEvolver {

  private GameEvolver() {}

  /** The state after {@code event}, which became version {@code seq} at {@code at}. */
  public static GameState apply(GameState state, GameEvent event, long seq, Instant at) {
    GameState.Editor s = state.edit();
    s.version = seq;
    s.lastEventAt = at;
    evolve(s, event, at);
    return s.build();
  }

  /** Folds a whole history, as a new owner does when it reads a partition. */
  public static GameState replay(String gameId, List<GameEvent> events, Instant at) {
    GameState s = GameState.empty(gameId);
    long seq = 0;
    for (GameEvent e : events) {
      s = apply(s, e, ++seq, at);
    }
    return s;
  }

  private static void evolve(GameState.Editor s, GameEvent event, Instant at) {
    if (event instanceof GameCreated e) {
      s.settings = e;
      s.status = GameStatus.WAITING;
      Position start = e.startFen() == null ? Position.initial() : Fen.read(e.startFen());
      s.game = Game.start(start, GameState.ruleSet(e.drawRules()));
      long initial = e.timeControl() == null ? 0 : e.timeControl().initialMs();
      s.clocks = new Clocks(initial, initial, null);
      s.createdAt = at;
      s.playerNames = named(s.playerNames, e.invitedPlayer(), e.invitedPlayerName());
    } else if (event instanceof PlayerSeated e) {
      seat(s, e.colour(), e.playerId());
      s.playerNames = named(s.playerNames, e.playerId(), e.name());
    } else if (event instanceof PlayersRated) {
      s.ratings = (PlayersRated) event;
    } else if (event instanceof SeatLeft e) {
      seat(s, e.colour(), null);
    } else if (event instanceof ColoursSwapped e) {
      s.white = e.white();
      s.black = e.black();
    } else if (event instanceof GameStarted e) {
      s.status = GameStatus.STARTED;
      s.white = e.white();
      s.black = e.black();
      s.clocks = new Clocks(e.whiteClockMs(), e.blackClockMs(), at);
      s.clockMarks = List.of(new GameState.ClockMark(e.whiteClockMs(), e.blackClockMs(), 0));
    } else if (event instanceof MovePlayed e) {
      s.game = refereed(s.game, e.uci());
      s.sanMoves = append(s.sanMoves, e.san());
      s.uciMoves = append(s.uciMoves, e.uci());
      s.clocks = new Clocks(e.whiteClockMs(), e.blackClockMs(), at);
      s.clockMarks =
          append(
              s.clockMarks,
              new GameState.ClockMark(e.whiteClockMs(), e.blackClockMs(), e.spentMs()));
      s.takebackRequest = null;
    } else if (event instanceof DrawOffered e) {
      s.drawOffer = e.by();
    } else if (event instanceof DrawDeclined e) {
      s.drawOffer = null;
      s.drawOfferBarred = e.by().opponent();
    } else if (event instanceof DrawAccepted) {
      s.drawOffer = null;
    } else if (event instanceof TakebackRequested e) {
      s.takebackRequest = e.by();
    } else if (event instanceof TakebackAccepted e) {
      takeBack(s, e.plies());
      s.takebackRequest = null;
      s.drawOffer = null;
      s.clocks = s.clocks.restartedAt(at);
      s.clockMarks = truncated(s.clockMarks, s.game.moves().size() + 1);
    } else if (event instanceof MovesUndone e) {
      takeBack(s, e.plies());
      s.drawOffer = null;
      s.takebackRequest = null;
      s.clocks = new Clocks(e.whiteClockMs(), e.blackClockMs(), at);
      s.clockMarks = truncated(s.clockMarks, s.game.moves().size() + 1);
    } else if (event instanceof HintGiven e) {
      if (e.to() == Colour.WHITE) {
        s.hintsWhite++;
      } else {
        s.hintsBlack++;
      }
    } else if (event instanceof TakebackDeclined) {
      s.takebackRequest = null;
    } else if (event instanceof RematchOffered e) {
      s.rematch = e;
    } else if (event instanceof ClocksResumed e) {
      s.clocks = new Clocks(e.whiteClockMs(), e.blackClockMs(), at);
    } else if (event instanceof TimeGiven e) {
      // The gift goes onto the value the clock had when it last started: a running clock runs on
      // from the same moment, so the next move's time used is still measured from the last move.
      Colour to = e.by().opponent();
      s.clocks = s.clocks.with(to, s.clocks.of(to) + e.ms(), s.clocks.since());
    } else if (event instanceof GameCancelled) {
      s.status = GameStatus.CANCELLED;
    } else if (event instanceof GameImported e) {
      imported(s, e, at);
    } else if (event instanceof GameEnded e) {
      s.status = GameStatus.ENDED;
      s.result = e.result();
      s.termination = e.termination();
      s.winner = e.winner();
      s.clocks = new Clocks(e.whiteClockMs(), e.blackClockMs(), null);
      s.drawOffer = null;
      s.takebackRequest = null;
    } else if (event instanceof DrawClaimed || event instanceof GameAborted) {
      // Informative: the state changes with the GameEnded that follows, or not at all.
    } else {
      throw new IllegalStateException("unhandled event " + event.getClass().getSimpleName());
    }
  }

  private static void seat(GameState.Editor s, Colour colour, String player) {
    if (colour == Colour.WHITE) {
      s.white = player;
    } else {
      s.black = player;
    }
  }

  private static Map<String, String> named(Map<String, String> names, String player, String name) {
    if (player == null || name == null) {
      return names;
    }
    Map<String, String> out = new HashMap<>(names);
    out.put(player, name);
    return out;
  }

  private static void takeBack(GameState.Editor s, int plies) {
    s.game = s.game.withoutLast(plies);
    s.sanMoves = s.sanMoves.subList(0, s.sanMoves.size() - plies);
    s.uciMoves = s.uciMoves.subList(0, s.uciMoves.size() - plies);
  }

  private static void imported(GameState.Editor s, GameImported e, Instant at) {
    Position start = e.startFen() == null ? Position.initial() : Fen.read(e.startFen());
    Game g = Game.start(start, RuleSet.CLAIM);
    for (String uci : e.uciMoves()) {
      g = refereed(g, uci);
    }
    s.game = g;
    s.sanMoves = e.sanMoves();
    s.uciMoves = e.uciMoves();
    s.white = e.white();
    s.black = e.black();
    s.status = GameStatus.ENDED;
    s.result = e.result();
    s.termination = e.termination();
    // A String, not a closed set: "1/2-1/2", "*" and anything else an import carried have no
    // winner.
    s.winner =
        "1-0".equals(e.result()) ? Colour.WHITE : "0-1".equals(e.result()) ? Colour.BLACK : null;
    s.tags = e.tags();
    s.createdAt = at;
    s.imported = e;
  }

  /**
   * {@code game} after the recorded move {@code uci}, refereed again by chess-core: an event is not
   * trusted to hold a legal move (an old writer's bug, a hand-written event).
   */
  private static Game refereed(Game game, String uci) {
    String refused;
    try {
      MoveResult<Game> result = game.play(UciNotation.read(game.position(), uci));
      if (result instanceof MoveResult.Played<Game> played) {
        return played.after();
      }
      refused = ((MoveResult.Illegal<Game>) result).reason().name();
    } catch (ChessFormatException e) {
      refused = e.code();
    }
    throw new RecordedMoveRefused(
        game.moves().size() + 1, uci, Fen.write(game.position()), refused);
  }

  private static <T> List<T> truncated(List<T> list, int size) {
    return list.size() <= size ? list : list.subList(0, size);
  }

  private static <T> List<T> append(List<T> list, T value) {
    return SharedList.append(list, value);
  }
}
