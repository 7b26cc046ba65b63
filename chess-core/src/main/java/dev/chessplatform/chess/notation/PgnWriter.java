package dev.chessplatform.chess.notation;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Outcome;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes PGN export format (PGN standard, section 8): the Seven Tag Roster first and in its order
 * (Event, Site, Date, Round, White, Black, Result; "?" or "????.??.??" when unknown), other tags
 * after, {@code SetUp}/{@code FEN} for a non-standard start, movetext wrapped before 80 columns,
 * the result last.
 */
public final class PgnWriter {
  static final List<String> SEVEN_TAG_ROSTER =
      List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
  private static final int WIDTH = 79;

  private PgnWriter() {}

  /** A game with the given tags; Result, SetUp and FEN are filled in from the game itself. */
  public static String write(Game game, Map<String, String> tags) {
    String result = game.outcome().map(Outcome::result).orElse("*");
    Map<String, String> all = new LinkedHashMap<>(tags);
    all.put("Result", result);
    Position start = game.initialPosition();
    if (!start.equals(Position.initial())) {
      all.put("SetUp", "1");
      all.put("FEN", Fen.write(start));
    }
    List<PgnGame.Tag> tagList = new ArrayList<>();
    all.forEach((k, v) -> tagList.add(new PgnGame.Tag(k, v)));
    List<PgnGame.PgnMove> moves = new ArrayList<>();
    Position p = start;
    for (Move m : game.moves()) {
      moves.add(
          new PgnGame.PgnMove(San.write(p, m), m, List.of(), List.of(), List.of(), List.of()));
      p = p.playPacked(p.packed(m));
    }
    return write(new PgnGame(tagList, List.of(), start, moves, result));
  }

  public static String write(PgnGame game) {
    StringBuilder sb = new StringBuilder();
    Map<String, String> tags = new LinkedHashMap<>();
    for (String name : SEVEN_TAG_ROSTER) {
      tags.put(
          name, name.equals("Date") ? "????.??.??" : name.equals("Result") ? game.result() : "?");
    }
    for (PgnGame.Tag t : game.tags()) {
      tags.put(t.name(), t.name().equals("Result") ? game.result() : t.value());
    }
    tags.forEach(
        (k, v) ->
            sb.append('[')
                .append(k)
                .append(" \"")
                .append(v.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n"));
    sb.append('\n');
    Wrapped out = new Wrapped();
    game.comments().forEach(c -> out.add("{" + c + "}"));
    line(out, game.start(), game.mainline());
    out.add(game.result());
    return sb.append(out).append("\n\n").toString();
  }

  private static void line(Wrapped out, Position start, List<PgnGame.PgnMove> moves) {
    Position p = start;
    boolean needNumber = true;
    for (PgnGame.PgnMove m : moves) {
      m.before().forEach(c -> out.add("{" + c + "}"));
      boolean white = p.sideToMove() == Side.WHITE;
      if (white) {
        out.add(p.fullmoveNumber() + ".");
      } else if (needNumber || !m.before().isEmpty()) {
        out.add(p.fullmoveNumber() + "...");
      }
      out.add(San.write(p, m.move()));
      m.nags().forEach(n -> out.add("$" + n));
      m.comments().forEach(c -> out.add("{" + c + "}"));
      for (List<PgnGame.PgnMove> v : m.variations()) {
        out.add("(");
        line(out, p, v);
        out.add(")");
      }
      needNumber = !m.comments().isEmpty() || !m.variations().isEmpty();
      p = p.playPacked(p.packed(m.move()));
    }
  }

  /** Joins tokens with spaces, breaking lines before {@link #WIDTH} columns. */
  private static final class Wrapped {
    private final StringBuilder text = new StringBuilder();
    private int column;
    private boolean glue;

    void add(String token) {
      int space = column > 0 && !glue && !token.equals(")") ? 1 : 0;
      if (column > 0 && column + space + token.length() > WIDTH) {
        text.append('\n');
        column = 0;
      } else if (space == 1) {
        text.append(' ');
        column++;
      }
      text.append(token);
      column += token.length();
      glue = token.equals("(");
    }

    @Override
    public String toString() {
      return text.toString();
    }
  }
}
