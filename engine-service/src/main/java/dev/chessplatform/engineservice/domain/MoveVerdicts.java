package dev.chessplatform.engineservice.domain;

import dev.chessplatform.engineservice.domain.SearchAnswer.Evaluation;
import java.util.ArrayList;
import java.util.List;

/**
 * Judges each move of an analysed game from the evaluations of the positions before and after it:
 * the loss is what the mover's evaluation dropped, and the usual centipawn bands name it (50
 * inaccuracy, 100 mistake, 300 blunder; the bands lichess used before its win-percentage model).
 * Mate scores count as ±{@value #CAP} so one missed mate does not dwarf the game.
 */
public final class MoveVerdicts {

  static final int CAP = 2_000;

  /** The name of a move's loss: below 50 cp, from 50, from 100, from 300. */
  public enum Judgement {
    GOOD,
    INACCURACY,
    MISTAKE,
    BLUNDER
  }

  /** The verdict on one move; scores are the mover's view. */
  public record Verdict(
      AnalysisPlan.PlayedMove move,
      Evaluation before,
      Evaluation after,
      int lossCp,
      Judgement judgement,
      String bestMove,
      String bestSan) {}

  private MoveVerdicts() {}

  /**
   * Verdicts for the moves whose both positions are evaluated. {@code answers.get(i)} is the search
   * of position {@code i}, or null (not searched yet, or no legal move there).
   */
  public static List<Verdict> judge(AnalysisPlan plan, List<SearchAnswer> answers) {
    List<Verdict> verdicts = new ArrayList<>();
    for (int i = 0; i < plan.played().size(); i++) {
      SearchAnswer before = answers.get(i);
      Evaluation after = afterMove(plan, answers, i + 1);
      if (before == null || after == null) {
        continue;
      }
      AnalysisPlan.PlayedMove move = plan.played().get(i);
      int loss = Math.max(0, capped(before.score()) - capped(after));
      boolean best = move.uci().equals(before.bestMove());
      verdicts.add(
          new Verdict(
              move,
              before.score(),
              after,
              loss,
              judgement(loss),
              best ? null : before.bestMove(),
              best ? null : before.san()));
    }
    return verdicts;
  }

  /** The mover's evaluation after the move: the opponent's negated, or the game's end. */
  private static Evaluation afterMove(AnalysisPlan plan, List<SearchAnswer> answers, int index) {
    Boolean checkmate = plan.endings().get(index);
    if (checkmate != null) {
      return checkmate ? new Evaluation(null, 0) : new Evaluation(0, null);
    }
    SearchAnswer a = answers.get(index);
    return a == null ? null : a.score().negate();
  }

  private static int capped(Evaluation e) {
    if (e.mate() != null) {
      // mate 0 here means the mover has just mated: the best possible outcome.
      return e.mate() >= 0 ? CAP : -CAP;
    }
    return Math.max(-CAP, Math.min(CAP, e.cp()));
  }

  static Judgement judgement(int loss) {
    if (loss >= 300) {
      return Judgement.BLUNDER;
    }
    if (loss >= 100) {
      return Judgement.MISTAKE;
    }
    return loss >= 50 ? Judgement.INACCURACY : Judgement.GOOD;
  }
}
