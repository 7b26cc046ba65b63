package dev.chessplatform.game.api;

import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.PgnGame;
import dev.chessplatform.chess.notation.PgnWriter;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.game.domain.GameState;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A game as PGN export text (PGN standard, section 8), via chess-core's writer. */
final class GamePgn {

  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

  private GamePgn() {}

  static String of(GameState s) {
    Map<String, String> tags = new LinkedHashMap<>();
    for (PgnTag t : s.tags()) {
      tags.put(t.name(), t.value());
    }
    tags.putIfAbsent(
        "Event", s.settings() != null && s.settings().rated() ? "Rated game" : "Casual game");
    tags.putIfAbsent("Site", "chess-platform.dev/games/" + s.gameId());
    if (s.lastEventAt() != null) {
      tags.putIfAbsent("Date", DATE.format(s.lastEventAt()));
    }
    tags.put("White", s.white() == null ? "?" : s.white());
    tags.put("Black", s.black() == null ? "?" : s.black());
    tags.put("Result", s.result() == null ? "*" : s.result());
    if (s.termination() != null) {
      tags.put("Termination", s.termination());
    }
    if (s.settings() != null && s.settings().timeControl() != null && s.timed()) {
      var tc = s.settings().timeControl();
      tags.put("TimeControl", (tc.initialMs() / 1000) + "+" + (tc.incrementMs() / 1000));
    }
    Position start = s.game().initialPosition();
    if (!start.equals(Position.initial())) {
      tags.put("SetUp", "1");
      tags.put("FEN", Fen.write(start));
    }
    List<PgnGame.Tag> tagList = new ArrayList<>();
    tags.forEach((k, v) -> tagList.add(new PgnGame.Tag(k, v)));
    List<PgnGame.PgnMove> moves = new ArrayList<>();
    for (int i = 0; i < s.game().moves().size(); i++) {
      moves.add(
          new PgnGame.PgnMove(
              s.sanMoves().get(i),
              s.game().moves().get(i),
              List.of(),
              List.of(),
              List.of(),
              List.of()));
    }
    return PgnWriter.write(new PgnGame(tagList, List.of(), start, moves, tags.get("Result")));
  }
}
