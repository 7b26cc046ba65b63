package dev.chessplatform.engine.uci;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.ChessFormatException;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.chess.perft.Perft;
import java.io.PrintWriter;

/** The engine side of one UCI conversation: holds the current board and answers commands. */
public final class UciSession {
  static final String NAME = "ChessPlatform 0.1";
  static final String AUTHOR = "the chess-platform developers";

  private final PrintWriter out;
  private Board board = Position.initial().board();

  public UciSession(PrintWriter out) {
    this.out = out;
  }

  /** Answers one command; false once the conversation should end. */
  public boolean handle(UciCommand command) {
    if (command instanceof UciCommand.Uci) {
      out.println("id name " + NAME);
      out.println("id author " + AUTHOR);
      out.println("uciok");
    } else if (command instanceof UciCommand.IsReady) {
      out.println("readyok");
    } else if (command instanceof UciCommand.NewGame) {
      board = Position.initial().board();
    } else if (command instanceof UciCommand.SetPosition p) {
      setPosition(p);
    } else if (command instanceof UciCommand.GoPerft g) {
      perft(g.depth());
    } else if (command instanceof UciCommand.Go) {
      out.println("info string search is not implemented yet; only 'go perft N'");
    } else if (command instanceof UciCommand.Display) {
      out.println(Fen.write(board));
    } else if (command instanceof UciCommand.Stop) {
      // Nothing runs in the background yet, so there is nothing to stop.
    } else if (command instanceof UciCommand.Quit) {
      out.flush();
      return false;
    } else if (command instanceof UciCommand.Unknown u) {
      if (!u.line().isBlank()) {
        out.println("info string " + u.problem() + ": " + u.line());
      }
    } else {
      throw new IllegalStateException("unhandled UCI command " + command);
    }
    out.flush();
    return true;
  }

  /** Applies the moves one by one; on a bad FEN or move it keeps what was valid and says why. */
  private void setPosition(UciCommand.SetPosition p) {
    try {
      board = p.fen() == null ? Position.initial().board() : Fen.readBoard(p.fen());
      for (String uci : p.moves()) {
        board.makeMove(UciNotation.readPacked(board, uci));
      }
    } catch (ChessFormatException e) {
      out.println("info string " + e.getMessage());
    }
  }

  private void perft(int depth) {
    long total = 0;
    for (Perft.Division d : Perft.divide(board, depth)) {
      out.println(d.uci() + ": " + d.nodes());
      total += d.nodes();
    }
    out.println();
    out.println("Nodes searched: " + total);
    out.println();
  }
}
