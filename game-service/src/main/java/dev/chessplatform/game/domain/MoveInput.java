package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.ChessFormatException;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.UciNotation;
import java.util.Locale;
import java.util.regex.Pattern;

/** Reads a move as players type it: UCI ({@code e2e4}, {@code e7e8q}) or SAN ({@code Nf3}). */
final class MoveInput {

  private static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][qrbn]?");

  private MoveInput() {}

  /** Why a move was refused, with a reason code clients can show. */
  static final class Refused extends Exception {
    Refused(String message) {
      super(message);
    }
  }

  static Move read(Position position, String text) throws Refused {
    if (text == null || text.isBlank() || text.length() > 16) {
      throw new Refused("No move given");
    }
    String t = text.strip();
    if (UCI.matcher(t).matches()) {
      Move move = UciNotation.parse(t);
      if (position.play(move) instanceof MoveResult.Illegal<Position> illegal) {
        throw new Refused(
            "Illegal move " + t + ": " + illegal.reason().name().toLowerCase(Locale.ROOT));
      }
      return move;
    }
    try {
      return San.read(position, t);
    } catch (ChessFormatException e) {
      throw new Refused("Illegal move " + t + ": " + e.getMessage());
    }
  }
}
