package dev.chessplatform.chess;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * An immutable game: the starting position, the moves played, every position reached (for
 * repetition) and the {@link RuleSet}. {@link #play(Move)} returns a new game or why the move was
 * refused; {@link #outcome()} says whether and how the game has ended.
 */
public final class Game {
  private final List<Position> positions;
  private final List<Move> moves;
  private final RuleSet rules;
  private final Outcome claimed;

  private Game(List<Position> positions, List<Move> moves, RuleSet rules, Outcome claimed) {
    this.positions = positions;
    this.moves = moves;
    this.rules = rules;
    this.claimed = claimed;
  }

  /** A new game from the initial position with automatic threefold and fifty-move draws. */
  public static Game start() {
    return start(Position.initial(), RuleSet.AUTOMATIC);
  }

  public static Game start(Position from, RuleSet rules) {
    return new Game(List.of(from), List.of(), rules, null);
  }

  public Position position() {
    return positions.get(positions.size() - 1);
  }

  public Position initialPosition() {
    return positions.get(0);
  }

  public List<Move> moves() {
    return moves;
  }

  /** Every position from the start to now: one more than {@link #moves()}. */
  public List<Position> positions() {
    return positions;
  }

  public RuleSet ruleSet() {
    return rules;
  }

  /** Plays a move, or refuses it: illegal here, or the game is already over. */
  public MoveResult<Game> play(Move move) {
    if (outcome().isPresent()) {
      return new MoveResult.Illegal<>(move, IllegalMoveReason.GAME_OVER);
    }
    MoveResult<Position> r = position().play(move);
    if (r instanceof MoveResult.Played<Position> p) {
      return new MoveResult.Played<>(append(move, p.after()));
    }
    if (r instanceof MoveResult.Illegal<Position> i) {
      return new MoveResult.Illegal<>(i.move(), i.reason());
    }
    throw new IllegalStateException("unhandled move result " + r);
  }

  private Game append(Move move, Position after) {
    List<Position> ps = new ArrayList<>(positions.size() + 1);
    ps.addAll(positions);
    ps.add(after);
    List<Move> ms = new ArrayList<>(moves.size() + 1);
    ms.addAll(moves);
    ms.add(move);
    return new Game(
        Collections.unmodifiableList(ps), Collections.unmodifiableList(ms), rules, null);
  }

  /**
   * The game as it was before its last {@code plies} moves (all of them when there are fewer): the
   * positions and moves up to there, and no claimed draw. What a takeback or an undo leaves; the
   * positions are those already played, so nothing is played again.
   */
  public Game withoutLast(int plies) {
    if (plies < 0) {
      throw new IllegalArgumentException("plies must not be negative: " + plies);
    }
    int keep = Math.max(0, moves.size() - plies);
    return new Game(
        List.copyOf(positions.subList(0, keep + 1)),
        List.copyOf(moves.subList(0, keep)),
        rules,
        null);
  }

  /** How the game ended, if it has. Checkmate is tested first (FIDE Laws 5.1.1, 9.6). */
  public Optional<Outcome> outcome() {
    if (claimed != null) {
      return Optional.of(claimed);
    }
    Position now = position();
    switch (now.status()) {
      case CHECKMATE:
        return Optional.of(Outcome.win(now.sideToMove().opponent(), Termination.CHECKMATE));
      case STALEMATE:
        return Optional.of(Outcome.draw(Termination.STALEMATE));
      case INSUFFICIENT_MATERIAL:
        return Optional.of(Outcome.draw(Termination.INSUFFICIENT_MATERIAL));
      default:
        break;
    }
    int repetitions = repetitions();
    if (repetitions >= 5) {
      return Optional.of(Outcome.draw(Termination.FIVEFOLD_REPETITION));
    }
    if (now.halfmoveClock() >= 150) {
      return Optional.of(Outcome.draw(Termination.SEVENTY_FIVE_MOVES));
    }
    if (rules == RuleSet.AUTOMATIC) {
      if (repetitions >= 3) {
        return Optional.of(Outcome.draw(Termination.THREEFOLD_REPETITION));
      }
      if (now.halfmoveClock() >= 100) {
        return Optional.of(Outcome.draw(Termination.FIFTY_MOVES));
      }
    }
    return Optional.empty();
  }

  /**
   * How often the current position has occurred, this time included. Only positions since the last
   * capture or pawn move can repeat it, and only those with the same side to move.
   */
  public int repetitions() {
    Position now = position();
    int count = 1;
    int oldest = Math.max(0, positions.size() - 1 - now.halfmoveClock());
    for (int i = positions.size() - 3; i >= oldest; i -= 2) {
      if (positions.get(i).isSamePositionAs(now)) {
        count++;
      }
    }
    return count;
  }

  /** Whether the player to move may claim a draw now (FIDE Laws 9.2.1.2, 9.3.2). */
  public boolean canClaimDraw() {
    return outcome().isEmpty() && claimableTermination(this) != null;
  }

  /**
   * Whether the player to move may claim a draw by announcing {@code move}, which would produce a
   * threefold repetition or complete fifty moves (FIDE Laws 9.2.1.1, 9.3.1).
   */
  public boolean canClaimDrawWith(Move move) {
    if (outcome().isPresent()) {
      return false;
    }
    MoveResult<Position> r = position().play(move);
    return r instanceof MoveResult.Played<Position> p
        && p.after().status() != Status.CHECKMATE
        && claimableTermination(append(move, p.after())) != null;
  }

  /** Ends the game as a draw if the player to move may claim one now; empty otherwise. */
  public Optional<Game> claimDraw() {
    Termination t = canClaimDraw() ? claimableTermination(this) : null;
    return t == null
        ? Optional.empty()
        : Optional.of(new Game(positions, moves, rules, Outcome.draw(t)));
  }

  private static Termination claimableTermination(Game g) {
    if (g.repetitions() >= 3) {
      return Termination.THREEFOLD_REPETITION;
    }
    return g.position().halfmoveClock() >= 100 ? Termination.FIFTY_MOVES : null;
  }
}
