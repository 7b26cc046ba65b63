package dev.chessplatform.chess.notation;

import static dev.chessplatform.chess.notation.PgnException.Reason.*;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Position;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Reads PGN (PGN standard, sections 8 and 16): any number of games, tag pairs, comments, NAGs and
 * the {@code ! ? !! ?? !? ?!} suffixes (as NAGs 1–6), nested variations kept or skipped, and the
 * result. Every move is checked against the position, variations included when kept. Faults come
 * back as a {@link PgnException} with the line number.
 */
public final class PgnReader {
  /** Whether variations are parsed and kept, or skipped unchecked. */
  public enum Variations {
    KEEP,
    SKIP
  }

  static final int MAX_DEPTH = 64;
  private static final List<String> GLYPHS = List.of("!", "?", "!!", "??", "!?", "?!");

  private final PgnLexer lexer;
  private final Variations mode;
  private final List<PgnGame> games = new ArrayList<>();
  private List<PgnGame.Tag> tags = new ArrayList<>();
  private List<String> gameComments = new ArrayList<>();
  private Deque<PgnLine> lines;
  private Position start;

  private PgnReader(String text, Variations mode) {
    this.lexer = new PgnLexer(text);
    this.mode = mode;
  }

  /** Every game in {@code text}, in order. */
  public static List<PgnGame> readAll(String text, Variations mode) {
    PgnReader reader = new PgnReader(text == null ? "" : text, mode);
    reader.run();
    return List.copyOf(reader.games);
  }

  /** The first game in {@code text}, variations kept. */
  public static PgnGame read(String text) {
    List<PgnGame> all = readAll(text, Variations.KEEP);
    if (all.isEmpty()) {
      throw new PgnException(SYNTAX, "no game found", 1, text);
    }
    return all.get(0);
  }

  private void run() {
    for (PgnLexer.Token t = lexer.next(); ; t = lexer.next()) {
      switch (t.kind()) {
        case TAG -> {
          if (lines != null) {
            finish("*", t.line());
          }
          tags.add(new PgnGame.Tag(t.text(), t.value()));
        }
        case COMMENT -> comment(t);
        case NAG -> annotate(Integer.parseInt(t.text()), t);
        case OPEN -> open(t);
        case CLOSE -> {
          if (movetext(t).size() == 1) {
            throw new PgnException(SYNTAX, "')' without '('", t.line(), t.text());
          }
          lines.pop();
        }
        case RESULT -> {
          movetext(t);
          finish(t.text(), t.line());
        }
        case SYMBOL -> symbol(t);
        case END -> {
          if (lines != null || !tags.isEmpty()) {
            finish("*", t.line());
          }
          return;
        }
        default -> throw new IllegalStateException("unhandled token " + t);
      }
    }
  }

  /** The line stack, starting the movetext (and reading the FEN tag) on first use. */
  private Deque<PgnLine> movetext(PgnLexer.Token t) {
    if (lines == null) {
      start = Position.initial();
      for (PgnGame.Tag tag : tags) {
        if (tag.name().equals("FEN")) {
          try {
            start = Fen.read(tag.value());
          } catch (FenException e) {
            throw new PgnException(BAD_FEN_TAG, e.getMessage(), t.line(), tag.value());
          }
        }
      }
      lines = new ArrayDeque<>();
      lines.push(new PgnLine(start, false));
    }
    return lines;
  }

  private void comment(PgnLexer.Token t) {
    PgnLine line = movetext(t).peek();
    if (line.skipped) {
      return;
    } else if (line.last() != null) {
      line.last().comments.add(t.text());
    } else if (lines.size() == 1) {
      gameComments.add(t.text());
    } else {
      line.pending.add(t.text());
    }
  }

  private void annotate(int nag, PgnLexer.Token t) {
    PgnLine line = movetext(t).peek();
    if (line.skipped) {
      return;
    }
    if (line.last() == null) {
      throw new PgnException(SYNTAX, "annotation before any move", t.line(), t.text());
    }
    line.last().nags.add(nag);
  }

  private void open(PgnLexer.Token t) {
    PgnLine line = movetext(t).peek();
    if (lines.size() > MAX_DEPTH) {
      throw new PgnException(
          TOO_DEEP, "variations nested deeper than " + MAX_DEPTH, t.line(), t.text());
    }
    if (line.skipped) {
      lines.push(line);
      return;
    }
    if (line.last() == null) {
      throw new PgnException(SYNTAX, "variation before any move", t.line(), t.text());
    }
    PgnLine variation = new PgnLine(line.beforeLast, line.skipped || mode == Variations.SKIP);
    if (!variation.skipped) {
      line.last().variations.add(variation);
    }
    lines.push(variation);
  }

  private void symbol(PgnLexer.Token t) {
    PgnLine line = movetext(t).peek();
    String s = withoutMoveNumber(t.text());
    if (s.isEmpty() || s.chars().allMatch(c -> c == '.')) {
      return;
    }
    int glyph = GLYPHS.indexOf(s);
    if (glyph >= 0) {
      annotate(glyph + 1, t);
      return;
    }
    if (line.skipped) {
      return;
    }
    int end = s.length();
    while (end > 0 && "!?".indexOf(s.charAt(end - 1)) >= 0) {
      end--;
    }
    int move;
    try {
      move = San.readPacked(line.position, s);
    } catch (SanException e) {
      throw new PgnException(ILLEGAL_MOVE, e.getMessage(), t.line(), t.text());
    }
    PgnLine.Node node = new PgnLine.Node(s.substring(0, end), Move.fromPacked(move));
    node.before.addAll(line.pending);
    line.pending.clear();
    int suffix = GLYPHS.indexOf(s.substring(end));
    if (suffix >= 0) {
      node.nags.add(suffix + 1);
    }
    line.add(node, line.position.playPacked(move));
  }

  /** {@code 12.}, {@code 12...} and {@code 12.e4} lose their move number. */
  private static String withoutMoveNumber(String text) {
    int i = 0;
    while (i < text.length() && Character.isDigit(text.charAt(i))) {
      i++;
    }
    int digits = i;
    while (i < text.length() && text.charAt(i) == '.') {
      i++;
    }
    return digits > 0 && (i > digits || i == text.length()) ? text.substring(i) : text;
  }

  private void finish(String result, int lineNumber) {
    movetext(new PgnLexer.Token(PgnLexer.Kind.END, "", null, lineNumber));
    if (lines.size() > 1) {
      throw new PgnException(
          UNCLOSED, "variation not closed before the result", lineNumber, result);
    }
    games.add(
        new PgnGame(
            List.copyOf(tags), List.copyOf(gameComments), start, lines.peek().build(), result));
    tags = new ArrayList<>();
    gameComments = new ArrayList<>();
    lines = null;
  }
}
