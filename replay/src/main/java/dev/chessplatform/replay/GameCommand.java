package dev.chessplatform.replay;

import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code replay game ID [--ply N] [--seq N]}: one game at any ply, refereed by chess-core. */
@Command(
    name = "game",
    mixinStandardHelpOptions = true,
    description = "One game at any ply: FEN, the moves so far, both clocks, whose turn, status.")
final class GameCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin TopicSource source;

  @Parameters(paramLabel = "ID", description = "The game's id.")
  String gameId;

  @Option(
      names = "--ply",
      paramLabel = "N",
      description = "Show the position after N half-moves of the game's line (default: the last).")
  Integer ply;

  @Option(
      names = "--seq",
      paramLabel = "N",
      description =
          "Fold only the events 1..N: the game as it was at version N (before a takeback).")
  Long seq;

  @Override
  public Integer call() {
    return TopicSource.reporting(spec.commandLine().getErr(), this::show);
  }

  private int show() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    RefereedGame fold = source.game(gameId, seq == null ? Long.MAX_VALUE : seq, err).get(gameId);
    if (fold == null) {
      err.println("no game " + gameId + " in chess.game-events at " + source.bootstrap);
      return 1;
    }
    ReplayedGame g = fold.game();
    int at = ply == null ? g.plies() : ply;
    if (at < 0 || at > g.plies()) {
      err.println("--ply " + at + " is outside the game: it has " + g.plies() + " plies");
      return 2;
    }
    out.print(text(g, at));
    out.flush();
    return 0;
  }

  /** The view of {@code g} after {@code at} plies. */
  static String text(ReplayedGame g, int at) {
    Position p = g.game().positions().get(at);
    StringBuilder sb = new StringBuilder();
    line(sb, "game", g.gameId() + " (version " + g.lastSeq() + ")");
    line(sb, "white", player(g, Colour.WHITE));
    line(sb, "black", player(g, Colour.BLACK));
    line(sb, "mode", setting(g));
    line(sb, "ply", at + " of " + g.plies());
    line(sb, "fen", Fen.write(p));
    line(sb, "moves", moves(g, at));
    line(sb, "clocks", clocks(g, at));
    line(sb, "to move", (p.sideToMove() == Side.WHITE ? "WHITE" : "BLACK") + board(p));
    line(sb, "status", status(g, at));
    if (g.problem() != null) {
      line(sb, "problem", g.problem());
    }
    return sb.toString();
  }

  /** What the position alone says about the side to move (FIDE Laws 5.1.1, 5.2.1, 3.9). */
  private static String board(Position p) {
    if (p.isCheckmate()) {
      return ", checkmated";
    }
    if (p.isStalemate()) {
      return ", stalemated";
    }
    return p.isCheck() ? ", in check" : "";
  }

  private static void line(StringBuilder sb, String label, String value) {
    sb.append(String.format("%-9s %s%n", label, value));
  }

  private static String player(ReplayedGame g, Colour colour) {
    ReplayedGame.Player p = g.player(colour);
    if (p == null) {
      return "-";
    }
    String who = p.name().equals(p.id()) ? p.id() : p.name() + " (" + p.id() + ")";
    PlayersRated r = g.ratings();
    if (r == null) {
      return who;
    }
    boolean white = colour == Colour.WHITE;
    Integer rating = white ? r.whiteRating() : r.blackRating();
    String title = white ? r.whiteTitle() : r.blackTitle();
    boolean provisional = white ? r.whiteProvisional() : r.blackProvisional();
    return who
        + ", rated "
        + (rating == null ? "none yet" : rating)
        + (title == null ? "" : " " + title)
        + (provisional ? " provisional" : "");
  }

  private static String setting(ReplayedGame g) {
    List<String> parts = new ArrayList<>();
    parts.add(g.mode() == null ? "?" : g.mode().name());
    parts.add(g.rated() ? "rated" : "casual");
    parts.add(
        g.timed()
            ? g.timeControl().initialMs() / 1000 + "+" + g.timeControl().incrementMs() / 1000
            : "untimed");
    return String.join(", ", parts);
  }

  /** The SAN line up to {@code at} plies with move numbers, as in PGN movetext. */
  private static String moves(ReplayedGame g, int at) {
    if (at == 0) {
      return "-";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < at; i++) {
      Position before = g.game().positions().get(i);
      if (before.sideToMove() == Side.WHITE) {
        sb.append(before.fullmoveNumber()).append(". ");
      } else if (i == 0) {
        sb.append(before.fullmoveNumber()).append("... ");
      }
      sb.append(g.sans().get(i)).append(i + 1 < at ? " " : "");
    }
    return sb.toString();
  }

  private static String clocks(ReplayedGame g, int at) {
    if (!g.timed()) {
      return "untimed";
    }
    ReplayedGame.Clocks c = at == g.plies() ? g.clocksNow() : g.clocksAfter().get(at);
    return "white " + ClockText.tenths(c.whiteMs()) + ", black " + ClockText.tenths(c.blackMs());
  }

  private static String status(ReplayedGame g, int at) {
    String end =
        g.status() == ReplayedGame.Status.ENDED
            ? "ENDED " + g.result() + " " + g.termination()
            : g.status().name();
    if (at == g.plies()) {
      return end;
    }
    return "STARTED at this ply; the game: " + end + " after " + g.plies() + " plies";
  }
}
