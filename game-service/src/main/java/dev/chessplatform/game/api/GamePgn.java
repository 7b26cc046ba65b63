package dev.chessplatform.game.api;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.PgnGame;
import dev.chessplatform.chess.notation.PgnWriter;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.application.GameRecord;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Games as PGN export text (PGN standard, section 8) through chess-core's writer. The result tag is
 * the game's own (resignation and time are results the board cannot know).
 */
final class GamePgn {

  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

  private GamePgn() {}

  static String of(GameState s) {
    return write(
        s.gameId(),
        s.tags(),
        s.settings() != null && s.settings().rated(),
        s.lastEventAt(),
        s.white(),
        s.black(),
        s.result(),
        s.termination(),
        s.timed() ? s.settings().timeControl() : null,
        s.game().initialPosition(),
        s.game().moves(),
        s.sanMoves());
  }

  static String of(GameRecord r) {
    Position start = r.startFen() == null ? Position.initial() : Fen.read(r.startFen());
    List<Move> moves = new ArrayList<>();
    Position p = start;
    for (String uci : r.uciMoves()) {
      Move m = UciNotation.read(p, uci);
      moves.add(m);
      p = p.playPacked(p.packed(m));
    }
    return write(
        r.gameId(),
        r.tags(),
        r.rated(),
        r.createdAt(),
        r.white(),
        r.black(),
        r.result(),
        r.termination(),
        r.timeControl() != null && r.timeControl().timed() ? r.timeControl() : null,
        start,
        moves,
        r.moves());
  }

  private static String write(
      String gameId,
      List<PgnTag> imported,
      boolean rated,
      Instant date,
      String white,
      String black,
      String result,
      String termination,
      TimeControl clock,
      Position start,
      List<Move> moves,
      List<String> sans) {
    Map<String, String> tags = new LinkedHashMap<>();
    imported.forEach(t -> tags.put(t.name(), t.value()));
    tags.putIfAbsent("Event", rated ? "Rated game" : "Casual game");
    tags.putIfAbsent("Site", "chess-platform.dev/games/" + gameId);
    if (date != null) {
      tags.putIfAbsent("Date", DATE.format(date));
    }
    tags.put("White", white == null ? "?" : white);
    tags.put("Black", black == null ? "?" : black);
    String res = result == null || result.isBlank() ? "*" : result;
    tags.put("Result", res);
    if (termination != null) {
      tags.put("Termination", termination);
    }
    if (clock != null) {
      tags.put("TimeControl", (clock.initialMs() / 1000) + "+" + (clock.incrementMs() / 1000));
    }
    if (!start.equals(Position.initial())) {
      tags.put("SetUp", "1");
      tags.put("FEN", Fen.write(start));
    }
    List<PgnGame.Tag> tagList = new ArrayList<>();
    tags.forEach((k, v) -> tagList.add(new PgnGame.Tag(k, v)));
    List<PgnGame.PgnMove> line = new ArrayList<>();
    for (int i = 0; i < moves.size(); i++) {
      line.add(
          new PgnGame.PgnMove(
              sans.get(i), moves.get(i), List.of(), List.of(), List.of(), List.of()));
    }
    return PgnWriter.write(new PgnGame(tagList, List.of(), start, line, res));
  }
}
