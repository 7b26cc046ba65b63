package dev.chessplatform.replay;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.notation.ChessFormatException;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.chess.openings.Opening;
import dev.chessplatform.chess.openings.Openings;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.DrawRules;
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
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.replay.ReplayedGame.Clocks;
import dev.chessplatform.replay.ReplayedGame.Player;
import dev.chessplatform.replay.ReplayedGame.Status;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Folds one game's events, in {@code seq} order, into a {@link ReplayedGame}, refereeing every
 * recorded move again with chess-core: a move the rules refuse, or a {@code seq} gap, stops the
 * fold and is reported as the game's {@code problem} instead of being trusted.
 *
 * <p>It does not reuse game-service's {@code GameEvolver}: that is a Quarkus application's domain
 * and keeps what only an owner needs (draw-offer bars, hint counts, idempotency); an analyst needs
 * the line, the clocks and the end, which the payloads and the rules give. The fold is mutable for
 * the length of one game (one {@code Game.play} per move, no copy of the state per event), which is
 * what makes a replay of a whole topic cheap; {@link #game()} hands out an immutable snapshot.
 * Every event type has a branch and the chain ends in a throw ({@code GameFoldTest} folds one of
 * each permitted type).
 */
public final class GameFold {

  private final String gameId;
  private long lastSeq;
  private Instant createdAt;
  private Instant lastEventAt;
  private GameMode mode;
  private boolean rated;
  private TimeControl timeControl;
  private String white;
  private String black;
  private final Map<String, String> names = new HashMap<>();
  private PlayersRated ratings;
  private Status status = Status.WAITING;
  private Game game = Game.start(Position.initial(), RuleSet.AUTOMATIC);
  private final List<String> sans = new ArrayList<>();
  private final List<Clocks> clocksAfter = new ArrayList<>(List.of(new Clocks(0, 0)));
  private final List<Long> spentMs = new ArrayList<>();
  private Clocks clocksNow = new Clocks(0, 0);
  private String result;
  private Termination termination;
  private Colour winner;
  private String problem;
  private List<PgnTag> tags = List.of();

  /**
   * The table's name of the position at each ply up to {@link Openings#MAX_PLIES}, looked up as the
   * moves are played (the game need not keep its positions for it); only for a game from the
   * standard start, as {@code Openings.classify} rules.
   */
  private final Opening[] openingAt = new Opening[Openings.MAX_PLIES + 1];

  private boolean fromTheStart = true;

  private final long untilSeq;

  public GameFold(String gameId) {
    this(gameId, Long.MAX_VALUE);
  }

  /** A fold that stops after event {@code untilSeq}: the game as it was at that version. */
  public GameFold(String gameId, long untilSeq) {
    this.gameId = gameId;
    this.untilSeq = untilSeq;
  }

  /** Whether this fold has seen the game's first event: a reader from a time may miss it. */
  public boolean complete() {
    return createdAt != null;
  }

  /**
   * Applies {@code e}; an event already applied (a redelivery) or past the last wanted is ignored.
   */
  public void apply(GameEventEnvelope e) {
    if (e.seq() <= lastSeq || e.seq() > untilSeq || problem != null) {
      return;
    }
    if (e.seq() != lastSeq + 1) {
      problem = "events " + (lastSeq + 1) + ".." + (e.seq() - 1) + " are missing";
      return;
    }
    lastSeq = e.seq();
    lastEventAt = e.occurredAt();
    evolve(e.payload(), e.occurredAt());
  }

  private void evolve(GameEvent event, Instant at) {
    if (event instanceof GameCreated c) {
      createdAt = at;
      mode = c.mode();
      rated = c.rated();
      timeControl = c.timeControl();
      Position start = c.startFen() == null ? Position.initial() : Fen.read(c.startFen());
      fromTheStart = start.isSamePositionAs(Position.initial());
      game =
          Game.start(start, c.drawRules() == DrawRules.CLAIM ? RuleSet.CLAIM : RuleSet.AUTOMATIC);
      long initial = c.timeControl() == null ? 0 : c.timeControl().initialMs();
      clocksNow = new Clocks(initial, initial);
      clocksAfter.set(0, clocksNow);
      name(c.invitedPlayer(), c.invitedPlayerName());
    } else if (event instanceof PlayerSeated s) {
      seat(s.colour(), s.playerId());
      name(s.playerId(), s.name());
    } else if (event instanceof SeatLeft s) {
      seat(s.colour(), null);
    } else if (event instanceof ColoursSwapped s) {
      white = s.white();
      black = s.black();
    } else if (event instanceof GameStarted s) {
      status = Status.STARTED;
      white = s.white();
      black = s.black();
      clocksNow = new Clocks(s.whiteClockMs(), s.blackClockMs());
      clocksAfter.set(0, clocksNow);
    } else if (event instanceof PlayersRated r) {
      ratings = r;
    } else if (event instanceof MovePlayed m) {
      if (play(m.uci())) {
        sans.add(m.san());
        spentMs.add(m.spentMs());
        clocksNow = new Clocks(m.whiteClockMs(), m.blackClockMs());
        clocksAfter.add(clocksNow);
      }
    } else if (event instanceof TakebackAccepted t) {
      // The clocks keep what they show: a takeback refunds no time (as game-service's owner).
      takeBack(t.plies());
    } else if (event instanceof MovesUndone u) {
      takeBack(u.plies());
      clocksNow = new Clocks(u.whiteClockMs(), u.blackClockMs());
    } else if (event instanceof ClocksResumed c) {
      clocksNow = new Clocks(c.whiteClockMs(), c.blackClockMs());
    } else if (event instanceof GameCancelled) {
      status = Status.CANCELLED;
    } else if (event instanceof GameImported i) {
      imported(i, at);
    } else if (event instanceof GameEnded end) {
      status = Status.ENDED;
      result = end.result();
      termination = end.termination();
      winner = end.winner();
      clocksNow = new Clocks(end.whiteClockMs(), end.blackClockMs());
    } else if (event instanceof DrawOffered
        || event instanceof DrawDeclined
        || event instanceof DrawAccepted
        || event instanceof TakebackRequested
        || event instanceof TakebackDeclined
        || event instanceof HintGiven
        || event instanceof RematchOffered
        || event instanceof DrawClaimed
        || event instanceof GameAborted) {
      // Nothing of the line, the clocks or the end: offers and requests change neither, a claim
      // and an abort are followed by the GameEnded that ends the game, a rematch is a game of its
      // own.
    } else {
      throw new IllegalArgumentException("no fold for " + event.getClass().getSimpleName());
    }
  }

  private boolean play(String uci) {
    String refused;
    try {
      Move move = UciNotation.read(game.position(), uci);
      MoveResult<Game> result = game.play(move);
      if (result instanceof MoveResult.Played<Game> played) {
        game = played.after();
        int ply = sans.size() + 1;
        if (ply <= Openings.MAX_PLIES && fromTheStart) {
          openingAt[ply] = Openings.standard().at(game.position(), ply).orElse(null);
        }
        return true;
      }
      refused = ((MoveResult.Illegal<Game>) result).reason().name();
    } catch (ChessFormatException e) {
      refused = e.code();
    }
    problem =
        "move "
            + (sans.size() + 1)
            + " "
            + uci
            + " is not legal in "
            + Fen.write(game.position())
            + " ("
            + refused
            + ")";
    return false;
  }

  private void takeBack(int plies) {
    int keep = Math.max(0, sans.size() - plies);
    java.util.Arrays.fill(openingAt, Math.min(keep + 1, openingAt.length), openingAt.length, null);
    game = game.withoutLast(sans.size() - keep);
    sans.subList(keep, sans.size()).clear();
    spentMs.subList(keep, spentMs.size()).clear();
    clocksAfter.subList(keep + 1, clocksAfter.size()).clear();
  }

  private void imported(GameImported i, Instant at) {
    createdAt = at;
    mode = GameMode.IMPORT;
    white = i.white();
    black = i.black();
    Position start = i.startFen() == null ? Position.initial() : Fen.read(i.startFen());
    fromTheStart = start.isSamePositionAs(Position.initial());
    game = Game.start(start, RuleSet.CLAIM);
    for (int ply = 0; ply < i.uciMoves().size() && problem == null; ply++) {
      if (play(i.uciMoves().get(ply))) {
        sans.add(i.sanMoves().get(ply));
        spentMs.add(0L);
        clocksAfter.add(clocksNow);
      }
    }
    status = Status.ENDED;
    result = i.result();
    termination = i.termination();
    winner = "1-0".equals(result) ? Colour.WHITE : "0-1".equals(result) ? Colour.BLACK : null;
    tags = i.tags() == null ? List.of() : List.copyOf(i.tags());
  }

  private void seat(Colour colour, String player) {
    if (colour == Colour.WHITE) {
      white = player;
    } else {
      black = player;
    }
  }

  private void name(String player, String name) {
    if (player != null && name != null) {
      names.put(player, name);
    }
  }

  private Player player(String id) {
    if (id == null) {
      return null;
    }
    String name = names.get(id);
    if (name == null) {
      Player bare = new Player(id, id);
      name = bare.computerLevel().map(level -> "Computer level " + level).orElse(id);
    }
    return new Player(id, name);
  }

  /** The game as folded so far, its opening classified (once per call: call it when done). */
  public ReplayedGame game() {
    return new ReplayedGame(
        gameId,
        lastSeq,
        createdAt,
        lastEventAt,
        mode,
        rated,
        timeControl,
        player(white),
        player(black),
        ratings,
        status,
        game,
        List.copyOf(sans),
        List.copyOf(clocksAfter),
        List.copyOf(spentMs),
        clocksNow,
        result,
        termination,
        winner,
        problem,
        tags,
        opening());
  }

  /** The deepest name the line that stands reached within {@link Openings#MAX_PLIES}. */
  private Opening opening() {
    for (int ply = Math.min(sans.size(), Openings.MAX_PLIES); ply >= 1; ply--) {
      if (openingAt[ply] != null) {
        return openingAt[ply];
      }
    }
    return null;
  }
}
