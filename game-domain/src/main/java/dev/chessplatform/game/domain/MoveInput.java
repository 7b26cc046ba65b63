package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.SanException;
import dev.chessplatform.chess.notation.UciNotation;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

/** Reads a move as players type it: UCI ({@code e2e4}, {@code e7e8q}) or SAN ({@code Nf3}). */
final class MoveInput {

  private static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][qrbn]?");

  private MoveInput() {}

  /** Why a move was refused: the sentence for the player and a code clients can switch on. */
  static final class Refused extends Exception {
    private final String code;
    private final transient Map<String, Object> members;

    Refused(MoveRefusals.Refusal refusal) {
      super(refusal.detail());
      this.code = refusal.code();
      this.members = refusal.members();
    }

    String code() {
      return code;
    }

    /** The refusal as the {@code illegal-move} error of {@code text}. */
    GameError error(String text) {
      Map<String, Object> details = new HashMap<>(members);
      details.put("move", text);
      details.put("code", code);
      return GameError.of(GameError.Kind.ILLEGAL_MOVE, getMessage(), details);
    }
  }

  /** A move in a position without history (the computer's, from the engine). */
  static Move read(Position position, String text) throws Refused {
    return read(Game.start(position, RuleSet.AUTOMATIC), text);
  }

  /**
   * A move in the current position of {@code game}; a refusal may read the game's history (a
   * castling refused because the king or the rook has moved).
   */
  static Move read(Game game, String text) throws Refused {
    Position position = game.position();
    if (text == null || text.isBlank() || text.length() > 16) {
      throw new Refused(MoveRefusals.noMove());
    }
    String t = text.strip();
    if (UCI.matcher(t).matches()) {
      Move move = UciNotation.parse(t);
      if (position.play(move) instanceof MoveResult.Illegal<Position> illegal) {
        throw new Refused(MoveRefusals.uci(game, move, illegal.reason()));
      }
      return move;
    }
    try {
      return San.read(position, t);
    } catch (SanException e) {
      throw new Refused(MoveRefusals.san(game, t, e));
    }
  }
}
