package dev.chessplatform.game.application;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
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
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.domain.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * {@code apply(record, event) → record} for the {@code games} read model: pure, tolerant of missing
 * fields (old or hand-written events), and using only what the events carry, except the final
 * position of an imported game, which is replayed with chess-core. Every event type has a branch
 * (some on purpose empty) and the chain ends in a throw, so a new event type cannot be ignored
 * silently: {@code GameRecordFoldTest} folds one of each permitted type.
 */
public final class GameRecordFold {

  private GameRecordFold() {}

  public static GameRecord apply(GameRecord r, GameEventEnvelope e) {
    return e.payload() instanceof MovePlayed mv ? moved(r, e, mv) : applyByMap(r, e);
  }

  /**
   * A move, nine events in ten, folded straight into a new record: the same answer as {@link
   * #applyByMap}'s branch (GameRecordFoldTest holds the two to one answer), without turning the
   * record and each of its move times into maps and back, which made a game's fold quadratic in its
   * length (the projection was 13.6 % of game-service's samples at 20 games).
   */
  private static GameRecord moved(GameRecord r, GameEventEnvelope e, MovePlayed mv) {
    boolean timed = r.timeControl() != null && r.timeControl().timed();
    Long clock = !timed ? null : mv.by() == Colour.WHITE ? mv.whiteClockMs() : mv.blackClockMs();
    List<GameRecord.MoveTime> times = new ArrayList<>(r.moveTimes().size() + 1);
    times.addAll(r.moveTimes());
    times.add(
        new GameRecord.MoveTime(mv.by() == null ? null : mv.by().name(), mv.spentMs(), clock));
    return new GameRecord(
        r.gameId(),
        e.seq(),
        r.status(),
        r.mode(),
        r.rated(),
        r.privateGame(),
        r.createdBy(),
        r.invitedPlayer(),
        r.white(),
        r.black(),
        Stream.of(r.white(), r.black()).filter(Objects::nonNull).distinct().toList(),
        r.timeControl(),
        r.drawRules(),
        r.startFen(),
        mv.fenAfter(),
        plus(r.moves(), mv.san()),
        plus(r.uciMoves(), mv.uci()),
        mv.whiteClockMs(),
        mv.blackClockMs(),
        r.result(),
        r.termination(),
        r.winner(),
        r.drawOffer(),
        r.createdAt(),
        e.occurredAt(),
        r.tags(),
        r.whiteName(),
        r.blackName(),
        r.createdByName(),
        r.invitedPlayerName(),
        r.ratings(),
        times);
  }

  /** Every event through the record's map: the reference {@link #apply} answers as. */
  static GameRecord applyByMap(GameRecord r, GameEventEnvelope e) {
    Map<String, Object> m = new java.util.LinkedHashMap<>(RecordMaps.toMap(r));
    m.put("lastSeq", e.seq());
    m.put("updatedAt", e.occurredAt().toString());
    GameEvent event = e.payload();
    if (event instanceof GameCreated c) {
      m.put("status", "WAITING");
      put(m, "mode", c.mode() == null ? null : c.mode().name());
      m.put("rated", c.rated());
      m.put("privateGame", c.privateGame());
      put(m, "createdBy", c.createdBy());
      put(m, "invitedPlayer", c.invitedPlayer());
      put(m, "invitedPlayerName", c.invitedPlayerName());
      put(m, "timeControl", c.timeControl() == null ? null : RecordMaps.toMap(c.timeControl()));
      put(m, "drawRules", c.drawRules() == null ? null : c.drawRules().name());
      put(m, "startFen", c.startFen());
      m.put("fen", c.startFen() == null ? Fen.INITIAL : c.startFen());
      m.put("createdAt", e.occurredAt().toString());
      if (c.timeControl() != null) {
        m.put("whiteMs", c.timeControl().initialMs());
        m.put("blackMs", c.timeControl().initialMs());
      }
    } else if (event instanceof PlayerSeated s) {
      String seat = s.colour() == Colour.WHITE ? "white" : "black";
      String name =
          s.name() != null
              ? s.name()
              : GameState.computerLevelOf(s.playerId()).map(GameState::computerName).orElse(null);
      put(m, seat, s.playerId());
      put(m, seat + "Name", name);
      if (name != null && s.playerId().equals(r.createdBy())) {
        m.put("createdByName", name);
      }
    } else if (event instanceof SeatLeft s) {
      String seat = s.colour() == Colour.WHITE ? "white" : "black";
      put(m, seat, null);
      put(m, seat + "Name", null);
    } else if (event instanceof ColoursSwapped s) {
      seats(m, r, s.white(), s.black());
    } else if (event instanceof GameStarted s) {
      m.put("status", "STARTED");
      seats(m, r, s.white(), s.black());
      m.put("whiteMs", s.whiteClockMs());
      m.put("blackMs", s.blackClockMs());
    } else if (event instanceof PlayersRated p) {
      m.put(
          "ratings",
          RecordMaps.toMap(
              new GameRecord.Ratings(
                  new GameRecord.Rating(p.whiteRating(), p.whiteTitle(), p.whiteProvisional()),
                  new GameRecord.Rating(p.blackRating(), p.blackTitle(), p.blackProvisional()))));
    } else if (event instanceof MovePlayed mv) {
      m.put("moves", plus(r.moves(), mv.san()));
      m.put("uciMoves", plus(r.uciMoves(), mv.uci()));
      boolean timed = r.timeControl() != null && r.timeControl().timed();
      Long clock = !timed ? null : mv.by() == Colour.WHITE ? mv.whiteClockMs() : mv.blackClockMs();
      List<GameRecord.MoveTime> times = new ArrayList<>(r.moveTimes());
      times.add(
          new GameRecord.MoveTime(mv.by() == null ? null : mv.by().name(), mv.spentMs(), clock));
      m.put("moveTimes", times.stream().map(RecordMaps::toMap).toList());
      put(m, "fen", mv.fenAfter());
      m.put("whiteMs", mv.whiteClockMs());
      m.put("blackMs", mv.blackClockMs());
    } else if (event instanceof DrawOffered d) {
      put(m, "drawOffer", d.by() == null ? null : d.by().name());
    } else if (event instanceof DrawDeclined || event instanceof DrawAccepted) {
      m.remove("drawOffer");
    } else if (event instanceof TakebackAccepted t) {
      int keep = Math.max(0, r.moves().size() - t.plies());
      m.put("moves", r.moves().subList(0, keep));
      m.put("uciMoves", r.uciMoves().subList(0, Math.min(keep, r.uciMoves().size())));
      m.put("moveTimes", times(r, keep));
      put(m, "fen", t.fenAfter());
      m.remove("drawOffer");
    } else if (event instanceof MovesUndone u) {
      int keep = Math.max(0, r.moves().size() - u.plies());
      m.put("moves", r.moves().subList(0, keep));
      m.put("uciMoves", r.uciMoves().subList(0, Math.min(keep, r.uciMoves().size())));
      m.put("moveTimes", times(r, keep));
      put(m, "fen", u.fenAfter());
      m.put("whiteMs", u.whiteClockMs());
      m.put("blackMs", u.blackClockMs());
      m.remove("drawOffer");
    } else if (event instanceof ClocksResumed c) {
      m.put("whiteMs", c.whiteClockMs());
      m.put("blackMs", c.blackClockMs());
    } else if (event instanceof GameCancelled) {
      m.put("status", "CANCELLED");
    } else if (event instanceof GameImported i) {
      imported(m, i, e);
    } else if (event instanceof GameEnded end) {
      m.put("status", "ENDED");
      put(m, "result", end.result());
      put(m, "termination", end.termination());
      put(m, "winner", end.winner() == null ? null : end.winner().name());
      put(m, "fen", end.fen());
      m.put("whiteMs", end.whiteClockMs());
      m.put("blackMs", end.blackClockMs());
      m.remove("drawOffer");
    } else if (event instanceof TakebackRequested
        || event instanceof TakebackDeclined
        || event instanceof HintGiven
        || event instanceof RematchOffered
        || event instanceof DrawClaimed
        || event instanceof GameAborted) {
      // Nothing of these is in the record: a claim and an abort are followed by GameEnded; a
      // rematch is a game of its own.
    } else {
      throw new IllegalArgumentException("no fold for " + event.getClass().getSimpleName());
    }
    m.put(
        "players",
        Stream.of((String) m.get("white"), (String) m.get("black"))
            .filter(Objects::nonNull)
            .distinct()
            .toList());
    return RecordMaps.fromMap(GameRecord.class, m);
  }

  private static void imported(Map<String, Object> m, GameImported i, GameEventEnvelope e) {
    m.put("status", "ENDED");
    m.put("mode", "IMPORT");
    put(m, "createdBy", i.importedBy());
    put(m, "white", i.white());
    put(m, "black", i.black());
    put(m, "startFen", i.startFen());
    m.put("moves", i.sanMoves());
    m.put("uciMoves", i.uciMoves());
    put(m, "result", i.result());
    put(m, "termination", i.termination());
    put(
        m,
        "winner",
        "1-0".equals(i.result()) ? "WHITE" : "0-1".equals(i.result()) ? "BLACK" : null);
    m.put("tags", i.tags().stream().map(RecordMaps::toMap).toList());
    m.put("createdAt", e.occurredAt().toString());
    Position p = i.startFen() == null ? Position.initial() : Fen.read(i.startFen());
    Game g = Game.start(p, RuleSet.CLAIM);
    for (String uci : i.uciMoves()) {
      if (g.play(UciNotation.read(g.position(), uci)) instanceof MoveResult.Played<Game> played) {
        g = played.after();
      }
    }
    m.put("fen", Fen.write(g.position()));
  }

  /** The seats after a swap or the start; each name follows its player. */
  private static void seats(Map<String, Object> m, GameRecord r, String white, String black) {
    put(m, "white", white);
    put(m, "black", black);
    put(m, "whiteName", nameOf(r, white));
    put(m, "blackName", nameOf(r, black));
  }

  private static String nameOf(GameRecord r, String player) {
    if (player == null) {
      return null;
    }
    if (player.equals(r.white())) {
      return r.whiteName();
    }
    return player.equals(r.black()) ? r.blackName() : null;
  }

  private static List<Map<String, Object>> times(GameRecord r, int keep) {
    return r.moveTimes().subList(0, Math.min(keep, r.moveTimes().size())).stream()
        .map(RecordMaps::toMap)
        .toList();
  }

  private static void put(Map<String, Object> m, String key, Object value) {
    if (value == null) {
      m.remove(key);
    } else {
      m.put(key, value);
    }
  }

  private static List<String> plus(List<String> list, String value) {
    List<String> out = new ArrayList<>(list);
    out.add(value);
    return out;
  }
}
