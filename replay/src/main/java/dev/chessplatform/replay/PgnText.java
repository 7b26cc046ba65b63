package dev.chessplatform.replay;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.PgnGame;
import dev.chessplatform.chess.notation.PgnWriter;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameMode;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A replayed game as PGN export text (PGN standard, section 8) through chess-core's writer, with
 * the tags of game-service's own PGN ({@code GET /api/games/{id}/pgn}) so that both read alike:
 *
 * <ul>
 *   <li>an imported game's own tags first, as game-service writes it; then {@code Event}, {@code
 *       Site} and {@code Date} where those left them out;
 *   <li>{@code White}/{@code Black}: the names the events recorded ({@code Computer level N} for
 *       the engine), else the player's id; {@code WhiteElo}/{@code BlackElo} and the title codes
 *       from {@code PlayersRated}, when rating-service knew the player at the start;
 *   <li>for a game played here, {@code UTCDate}/{@code UTCTime} of the first event and {@code
 *       TimeControl} (section 9.6.1) {@code base+increment} in seconds, or {@code -} for an untimed
 *       game;
 *   <li>{@code ECO} and {@code Opening} (lichess's names, from chess-core's {@code Openings}) where
 *       the line reached a position of the table, after the ratings as lichess places them; an
 *       imported game that brought either tag keeps its own and gets neither from here;
 *   <li>{@code Termination}: the platform's code ({@code CHECKMATE}, {@code TIMEOUT}, {@code
 *       ABORTED} …), which section 9.8.1's few words would lose;
 *   <li>after every move one comment: {@code [%clk h:mm:ss]}, the mover's clock after the move
 *       (timed games), and {@code [%emt h:mm:ss.t]}, the time the move took as the server measured
 *       it (PGN Specification Supplement, "elapsed move time"; tenths, since blitz moves take less
 *       than a second).
 * </ul>
 */
final class PgnText {

  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneOffset.UTC);

  private PgnText() {}

  static String of(ReplayedGame g) {
    Map<String, String> tags = new LinkedHashMap<>();
    g.tags().forEach(t -> tags.put(t.name(), t.value()));
    tags.putIfAbsent("Event", g.rated() ? "Rated game" : "Casual game");
    tags.putIfAbsent("Site", "chess-platform.dev/games/" + g.gameId());
    if (g.createdAt() != null) {
      tags.putIfAbsent("Date", DATE.format(g.createdAt()));
    }
    tags.put("White", g.white() == null ? "?" : g.white().name());
    tags.put("Black", g.black() == null ? "?" : g.black().name());
    String result = g.result() == null || g.result().isBlank() ? "*" : g.result();
    tags.put("Result", result);
    PlayersRated r = g.ratings();
    if (r != null) {
      putPresent(tags, "WhiteElo", r.whiteRating());
      putPresent(tags, "BlackElo", r.blackRating());
      putPresent(tags, "WhiteTitle", r.whiteTitle());
      putPresent(tags, "BlackTitle", r.blackTitle());
    }
    if (g.opening() != null && !tags.containsKey("ECO") && !tags.containsKey("Opening")) {
      tags.put("ECO", g.opening().eco());
      tags.put("Opening", g.opening().name());
    }
    putPresent(tags, "Termination", g.termination());
    boolean played = g.mode() != GameMode.IMPORT;
    if (played) {
      tags.put(
          "TimeControl",
          g.timed()
              ? g.timeControl().initialMs() / 1000 + "+" + g.timeControl().incrementMs() / 1000
              : "-");
    }
    if (played && g.createdAt() != null) {
      tags.put("UTCDate", DATE.format(g.createdAt()));
      tags.put("UTCTime", TIME.format(g.createdAt()));
    }
    Position start = g.game().initialPosition();
    if (!start.equals(Position.initial())) {
      tags.put("SetUp", "1");
      tags.put("FEN", Fen.write(start));
    }
    List<PgnGame.Tag> tagList = new ArrayList<>();
    tags.forEach((k, v) -> tagList.add(new PgnGame.Tag(k, v)));
    return PgnWriter.write(new PgnGame(tagList, List.of(), start, line(g), result));
  }

  private static List<PgnGame.PgnMove> line(ReplayedGame g) {
    List<PgnGame.PgnMove> line = new ArrayList<>();
    List<Move> moves = g.game().moves();
    boolean played = g.mode() != GameMode.IMPORT;
    for (int ply = 0; ply < moves.size(); ply++) {
      List<String> commands = new ArrayList<>();
      if (g.timed()) {
        commands.add("[%clk " + ClockText.seconds(g.moverClockAfter(ply)) + "]");
      }
      if (played) {
        commands.add("[%emt " + ClockText.tenths(g.spentMs().get(ply)) + "]");
      }
      line.add(
          new PgnGame.PgnMove(
              g.sans().get(ply),
              moves.get(ply),
              List.of(),
              List.of(),
              commands.isEmpty() ? List.of() : List.of(String.join(" ", commands)),
              List.of()));
    }
    return line;
  }

  private static void putPresent(Map<String, String> tags, String name, Object value) {
    if (value != null) {
      tags.put(name, value.toString());
    }
  }
}
