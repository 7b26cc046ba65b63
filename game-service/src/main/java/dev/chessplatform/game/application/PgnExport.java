package dev.chessplatform.game.application;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.PgnGame;
import dev.chessplatform.chess.notation.PgnWriter;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.chess.openings.Openings;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Games as PGN export text (PGN standard, section 8) through chess-core's writer. The result tag is
 * the game's own (resignation and time are results the board cannot know).
 *
 * <ul>
 *   <li>{@code White}/{@code Black}: the player's name as the events recorded it, else as the
 *       player directory knows it now, else the id.
 *   <li>{@code WhiteElo}/{@code BlackElo} (section 9.1.2): the ratings of {@code PlayersRated},
 *       when rating-service knew the player; {@code WhiteTitle}/{@code BlackTitle}:
 *       rating-service's title code, only for a titled player (these are not FIDE titles, which
 *       section 9.1.1 has in mind).
 *   <li>{@code TimeControl} (section 9.6.1) as {@code base+increment} in seconds, timed games only.
 *   <li>After every move of a timed game a {@code {[%clk h:mm:ss]}} comment: the mover's clock
 *       after the move, increment included, whole seconds rounded down — the command lichess and
 *       chess.com export and most readers show. Time per move ({@code [%emt]}, ChessBase's) is not
 *       written: it follows from two clocks and the increment, and the exact milliseconds are in
 *       the game view's {@code moveTimes}.
 *   <li>{@code ECO}/{@code Opening}: the opening by chess-core's {@code Openings} (lichess's table
 *       and rule, the deepest of the first 40 positions it names; none for a game set up from a FEN
 *       or one whose line reached none), as replay's export writes them; an imported game that
 *       brought either tag keeps its own.
 *   <li>{@code Termination}: the platform's termination code ({@code CHECKMATE}, {@code TIMEOUT} …)
 *       rather than section 9.8.1's few words, which would lose what ended the game.
 * </ul>
 */
public final class PgnExport {

  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

  private PgnExport() {}

  /** What the text is written from: a live state or a read-model record. */
  private record Source(
      String gameId,
      List<PgnTag> imported,
      boolean rated,
      Instant date,
      String white,
      String whiteName,
      String black,
      String blackName,
      PlayersRated ratings,
      String result,
      Termination termination,
      TimeControl clock,
      Position start,
      List<Move> moves,
      List<String> sans,
      List<Long> clocksAfter) {}

  /** A game held by its owner; {@code names} is the directory's knowledge of names now. */
  public static String of(GameState s, Function<String, Optional<String>> names) {
    boolean timed = s.timed();
    List<Long> clocks = new ArrayList<>();
    if (timed && s.clockMarks().size() == s.plies() + 1) {
      Colour by =
          s.game().initialPosition().sideToMove() == dev.chessplatform.chess.Side.WHITE
              ? Colour.WHITE
              : Colour.BLACK;
      for (int ply = 1; ply <= s.plies(); ply++) {
        clocks.add(s.clockMarks().get(ply).of(by));
        by = by.opponent();
      }
    }
    return write(
        new Source(
            s.gameId(),
            s.tags(),
            s.settings() != null && s.settings().rated(),
            s.lastEventAt(),
            s.white(),
            s.nameOf(s.white()).orElse(null),
            s.black(),
            s.nameOf(s.black()).orElse(null),
            s.ratings(),
            s.result(),
            s.termination(),
            timed ? s.settings().timeControl() : null,
            s.game().initialPosition(),
            s.game().moves(),
            s.sanMoves(),
            clocks),
        names);
  }

  /** A game of the {@code games} read model. */
  public static String of(GameRecord r, Function<String, Optional<String>> names) {
    Position start = r.startFen() == null ? Position.initial() : Fen.read(r.startFen());
    List<Move> moves = new ArrayList<>();
    Position p = start;
    for (String uci : r.uciMoves()) {
      Move m = UciNotation.read(p, uci);
      moves.add(m);
      p = p.playPacked(p.packed(m));
    }
    boolean timed = r.timeControl() != null && r.timeControl().timed();
    List<Long> clocks = new ArrayList<>();
    if (timed && r.moveTimes().size() == moves.size()) {
      r.moveTimes().forEach(t -> clocks.add(t.clockMs()));
    }
    return write(
        new Source(
            r.gameId(),
            r.tags(),
            r.rated(),
            r.createdAt(),
            r.white(),
            r.whiteName(),
            r.black(),
            r.blackName(),
            ratings(r.ratings()),
            r.result(),
            r.termination(),
            timed ? r.timeControl() : null,
            start,
            moves,
            r.moves(),
            clocks),
        names);
  }

  private static PlayersRated ratings(GameRecord.Ratings r) {
    if (r == null || r.white() == null || r.black() == null) {
      return null;
    }
    return new PlayersRated(
        r.white().rating(),
        r.black().rating(),
        r.white().title(),
        r.black().title(),
        r.white().provisional(),
        r.black().provisional());
  }

  private static String write(Source g, Function<String, Optional<String>> names) {
    Map<String, String> tags = new LinkedHashMap<>();
    g.imported().forEach(t -> tags.put(t.name(), t.value()));
    tags.putIfAbsent("Event", g.rated() ? "Rated game" : "Casual game");
    tags.putIfAbsent("Site", "chess-platform.dev/games/" + g.gameId());
    if (g.date() != null) {
      tags.putIfAbsent("Date", DATE.format(g.date()));
    }
    tags.put("White", player(g.white(), g.whiteName(), names));
    tags.put("Black", player(g.black(), g.blackName(), names));
    String res = g.result() == null || g.result().isBlank() ? "*" : g.result();
    tags.put("Result", res);
    PlayersRated r = g.ratings();
    if (r != null) {
      putIfPresent(tags, "WhiteElo", r.whiteRating());
      putIfPresent(tags, "BlackElo", r.blackRating());
      putIfPresent(tags, "WhiteTitle", r.whiteTitle());
      putIfPresent(tags, "BlackTitle", r.blackTitle());
    }
    if (!tags.containsKey("ECO") && !tags.containsKey("Opening")) {
      // lichess's classification (chess-core's Openings); an imported game keeps its own tags
      Openings.standard()
          .classify(g.start(), g.moves())
          .ifPresent(
              o -> {
                tags.put("ECO", o.eco());
                tags.put("Opening", o.name());
              });
    }
    if (g.termination() != null) {
      tags.put("Termination", g.termination().name());
    }
    if (g.clock() != null) {
      tags.put(
          "TimeControl", (g.clock().initialMs() / 1000) + "+" + (g.clock().incrementMs() / 1000));
    }
    if (!g.start().equals(Position.initial())) {
      tags.put("SetUp", "1");
      tags.put("FEN", Fen.write(g.start()));
    }
    List<PgnGame.Tag> tagList = new ArrayList<>();
    tags.forEach((k, v) -> tagList.add(new PgnGame.Tag(k, v)));
    List<PgnGame.PgnMove> line = new ArrayList<>();
    for (int i = 0; i < g.moves().size(); i++) {
      Long clock = i < g.clocksAfter().size() ? g.clocksAfter().get(i) : null;
      List<String> comments = clock == null ? List.of() : List.of(clk(clock));
      line.add(
          new PgnGame.PgnMove(
              g.sans().get(i), g.moves().get(i), List.of(), List.of(), comments, List.of()));
    }
    return PgnWriter.write(new PgnGame(tagList, List.of(), g.start(), line, res));
  }

  private static String player(
      String id, String recorded, Function<String, Optional<String>> names) {
    if (recorded != null) {
      return recorded;
    }
    if (id == null) {
      return "?";
    }
    return names.apply(id).orElse(id);
  }

  private static void putIfPresent(Map<String, String> tags, String name, Object value) {
    if (value != null) {
      tags.put(name, value.toString());
    }
  }

  /** {@code [%clk h:mm:ss]}: whole seconds rounded down, so a clock is never shown fuller. */
  static String clk(long ms) {
    long seconds = Math.max(0, ms) / 1000;
    return String.format("[%%clk %d:%02d:%02d]", seconds / 3600, (seconds / 60) % 60, seconds % 60);
  }
}
