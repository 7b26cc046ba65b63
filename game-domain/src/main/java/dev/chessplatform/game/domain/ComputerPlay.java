package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.HintExplanation;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.DrawAccepted;
import dev.chessplatform.events.game.GameEvent.HintGiven;
import dev.chessplatform.events.game.GameEvent.MovesUndone;
import dev.chessplatform.game.domain.GameCommand.ComputerMove;
import dev.chessplatform.game.domain.GameCommand.GiveHint;
import dev.chessplatform.game.domain.GameError.Kind;
import dev.chessplatform.game.domain.GameState.ClockMark;
import java.time.Instant;
import java.util.Map;

/** Deciding what belongs to games against the computer: its moves, undo, and hints. */
final class ComputerPlay {

  /**
   * The computer accepts a pending draw offer when its own search scores the position at most this
   * many centipawns for itself ("dead level or worse for it"), or sees itself being mated.
   */
  static final int DRAW_ACCEPT_MAX_CP = 10;

  private ComputerPlay() {}

  /**
   * The engine's answer for the position of version {@code forSeq}. Refused — and so ignored — when
   * the game has moved on (an undo, a late or repeated answer), when it is not the computer's turn,
   * or when the move is not legal there.
   */
  static Decision move(GameState s, ComputerMove c, Instant now) {
    Colour computer = s.computerColour().orElse(null);
    if (computer == null) {
      return Decision.reject(Kind.NOT_A_PLAYER, "The computer plays no seat in this game");
    }
    if (!s.unchangedSince(c.forSeq())) {
      return new Decision.Rejected(
          GameError.of(
              Kind.POSITION_CHANGED,
              "The answer is for version " + c.forSeq() + "; the game is at " + s.version(),
              Map.of("forSeq", c.forSeq())));
    }
    if (s.sideToMove() != computer) {
      return Decision.reject(Kind.NOT_YOUR_TURN, "It is not the computer's turn");
    }
    Move move;
    try {
      move = MoveInput.read(s.game().position(), c.uci());
    } catch (MoveInput.Refused e) {
      return new Decision.Rejected(e.error(c.uci()));
    }
    if (s.drawOffer() == computer.opponent() && acceptsDraw(c.scoreCp(), c.mateIn())) {
      return Decision.accept(
          new DrawAccepted(computer),
          PlayDecider.ended(s, now, null, Termination.AGREEMENT, "1/2-1/2"));
    }
    return new Decision.Accepted(PlayDecider.played(s, computer, move, false, now));
  }

  /** The computer's draw rule: level or worse for it by its own search. */
  static boolean acceptsDraw(Integer scoreCp, Integer mateIn) {
    if (mateIn != null) {
      return mateIn < 0;
    }
    return scoreCp != null && scoreCp <= DRAW_ACCEPT_MAX_CP;
  }

  /**
   * Undo without limit against the computer (seed 000: 无限悔棋): the player's last move and the
   * computer's reply, or his move alone while the computer is thinking; both clocks go back to what
   * they showed in the position reached. Not in a rated game: that would make the rating a choice.
   */
  static Decision undo(GameState s, Colour me) {
    if (s.computerColour().isEmpty()) {
      return Decision.reject(
          Kind.UNDO_NOT_ALLOWED,
          "Undo is for games against the computer; ask your opponent for a takeback");
    }
    if (s.settings().rated()) {
      return Decision.reject(Kind.UNDO_NOT_ALLOWED, "A rated game cannot be undone");
    }
    int plies = s.sideToMove() == me ? 2 : 1;
    if (s.plies() < plies) {
      return Decision.reject(Kind.UNDO_NOT_ALLOWED, "You have no move to take back");
    }
    int target = s.plies() - plies;
    Position position = s.game().positions().get(target);
    ClockMark mark = s.clockMarks().get(target);
    return Decision.accept(
        new MovesUndone(me, plies, Fen.write(position), mark.whiteMs(), mark.blackMs()));
  }

  /**
   * A hint for the player to move (seed 003: 轮到走棋时点「提示」, at most 3 per game): refused in a rated
   * game between people, after the last allowed one, on the opponent's turn, or when the game has
   * moved on since the engine was asked.
   */
  static Decision hint(GameState s, Colour me, GiveHint c) {
    if (s.settings().rated() && s.computerColour().isEmpty()) {
      return Decision.reject(Kind.HINTS_NOT_ALLOWED, "No hints in a rated game between people");
    }
    int used = s.hintsUsed(me);
    if (used >= GameState.HINTS_PER_GAME) {
      return new Decision.Rejected(
          GameError.of(
              Kind.NO_HINTS_LEFT,
              "You have used all " + GameState.HINTS_PER_GAME + " hints of this game",
              Map.of("hintsUsed", used, "hintsPerGame", GameState.HINTS_PER_GAME)));
    }
    if (s.sideToMove() != me) {
      return Decision.reject(
          Kind.NOT_YOUR_TURN,
          "A hint is given on your own turn, and it is " + RefusalWords.whoseTurn(s));
    }
    if (!s.unchangedSince(c.forSeq())) {
      return new Decision.Rejected(
          GameError.of(
              Kind.POSITION_CHANGED,
              "The game changed while the engine was searching; ask again",
              Map.of("forSeq", c.forSeq())));
    }
    Position position = s.game().position();
    Move move;
    try {
      move = MoveInput.read(position, c.uci());
    } catch (MoveInput.Refused e) {
      return new Decision.Rejected(e.error(c.uci()));
    }
    HintExplanation.Lines lines = HintExplanation.of(position, move, c.scoreCp(), c.mateIn());
    return Decision.accept(
        new HintGiven(
            me,
            move.uci(),
            San.write(position, move),
            lines.english(),
            lines.chinese(),
            c.scoreCp(),
            c.mateIn()));
  }
}
