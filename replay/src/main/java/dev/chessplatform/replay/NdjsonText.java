package dev.chessplatform.replay;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A replayed game as one line of JSON (NDJSON: one object per line, RFC 8259 text, no line breaks
 * inside), written by {@link JsonLine}. Members are always present, {@code null} when unknown, so
 * that every line has one shape; times are ISO-8601, clocks milliseconds.
 */
final class NdjsonText {

  private NdjsonText() {}

  static String of(ReplayedGame g) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("gameId", g.gameId());
    m.put("status", g.status().name());
    m.put("mode", g.mode() == null ? null : g.mode().name());
    m.put("rated", g.rated());
    m.put("createdAt", g.createdAt() == null ? null : g.createdAt().toString());
    m.put("lastEventAt", g.lastEventAt() == null ? null : g.lastEventAt().toString());
    m.put("timeControl", timeControl(g));
    m.put("white", player(g, Colour.WHITE));
    m.put("black", player(g, Colour.BLACK));
    m.put(
        "computerLevel", g.computerColour().flatMap(c -> g.player(c).computerLevel()).orElse(null));
    String start = Fen.write(g.game().initialPosition());
    m.put("startFen", start.equals(Fen.INITIAL) ? null : start);
    m.put("moves", g.sans());
    m.put("uci", g.game().moves().stream().map(UciNotation::write).toList());
    m.put("spentMs", g.spentMs());
    m.put("clockMs", g.timed() ? moverClocks(g) : null);
    m.put("fen", Fen.write(g.game().position()));
    m.put("result", g.result());
    m.put("termination", g.termination() == null ? null : g.termination().name());
    m.put("winner", g.winner() == null ? null : g.winner().name());
    m.put("eco", g.opening() == null ? null : g.opening().eco());
    m.put("opening", g.opening() == null ? null : g.opening().name());
    m.put("problem", g.problem());
    return JsonLine.of(m);
  }

  private static List<Long> moverClocks(ReplayedGame g) {
    List<Long> out = new ArrayList<>();
    for (int ply = 0; ply < g.plies(); ply++) {
      out.add(g.moverClockAfter(ply));
    }
    return out;
  }

  private static Map<String, Object> timeControl(ReplayedGame g) {
    if (g.timeControl() == null) {
      return null;
    }
    Map<String, Object> t = new LinkedHashMap<>();
    t.put("preset", g.timeControl().preset());
    t.put("initialMs", g.timeControl().initialMs());
    t.put("incrementMs", g.timeControl().incrementMs());
    return t;
  }

  private static Map<String, Object> player(ReplayedGame g, Colour colour) {
    ReplayedGame.Player p = g.player(colour);
    if (p == null) {
      return null;
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("id", p.id());
    out.put("name", p.name());
    PlayersRated r = g.ratings();
    boolean white = colour == Colour.WHITE;
    out.put("rating", r == null ? null : white ? r.whiteRating() : r.blackRating());
    out.put("title", r == null ? null : white ? r.whiteTitle() : r.blackTitle());
    out.put("provisional", r == null ? null : white ? r.whiteProvisional() : r.blackProvisional());
    return out;
  }
}
