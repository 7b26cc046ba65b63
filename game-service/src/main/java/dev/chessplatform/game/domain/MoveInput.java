package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.SanException;
import dev.chessplatform.chess.notation.UciNotation;
import java.util.Map;
import java.util.regex.Pattern;

/** Reads a move as players type it: UCI ({@code e2e4}, {@code e7e8q}) or SAN ({@code Nf3}). */
final class MoveInput {

  private static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][qrbn]?");

  private MoveInput() {}

  /** Why a move was refused: the sentence for the player and a code clients can switch on. */
  static final class Refused extends Exception {
    private final String code;

    Refused(MoveRefusals.Refusal refusal) {
      super(refusal.detail());
      this.code = refusal.code();
    }

    String code() {
      return code;
    }

    /** The refusal as the {@code illegal-move} error of {@code text}. */
    GameError error(String text) {
      return GameError.of(
          GameError.Kind.ILLEGAL_MOVE, getMessage(), Map.of("move", text, "code", code));
    }
  }

  static Move read(Position position, String text) throws Refused {
    if (text == null || text.isBlank() || text.length() > 16) {
      throw new Refused(MoveRefusals.noMove());
    }
    String t = text.strip();
    if (UCI.matcher(t).matches()) {
      Move move = UciNotation.parse(t);
      if (position.play(move) instanceof MoveResult.Illegal<Position> illegal) {
        throw new Refused(MoveRefusals.uci(position, move, illegal.reason()));
      }
      return move;
    }
    try {
      return San.read(position, t);
    } catch (SanException e) {
      throw new Refused(MoveRefusals.san(position, t, e));
    }
  }
}
