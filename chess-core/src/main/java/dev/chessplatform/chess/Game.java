package dev.chessplatform.chess;

import java.util.List;
import java.util.Optional;

/**
 * An immutable game: the starting position, the moves played, every position reached (for
 * repetition) and the {@link RuleSet}. {@link #play(Move)} returns a new game or why the move was
 * refused; {@link #outcome()} says whether and how the game has ended.
 */
public final class Game {

  /**
   * One position of the game and the move that led to it, linked to the one before: playing a move
   * adds a node and copies nothing (a game of n moves used to copy n positions per move).
   *
   * <p>A position before the last capture or pawn move can never occur again (FIDE Laws 9.2), so
   * once one is played the older nodes let go of their positions ({@link #forgetBefore}) but every
   * {@value #CHECKPOINT}th and the one just before: a game kept in memory holds its moves and a few
   * positions, not one position per ply. A position let go is played again from the nearest kept
   * one when asked for ({@link #positionOf}): the same value, at most {@value #CHECKPOINT} moves'
   * work. Nodes are shared by the games that grew from one another; a position is only ever
   * replaced by null, and a reader that still sees the old reference sees a correct position.
   */
  private static final class Node {
    volatile Position position;
    final Move move;
    final Node previous;
    final int index;

    Node(Position position, Move move, Node previous, int index) {
      this.position = position;
      this.move = move;
      this.previous = previous;
      this.index = index;
    }
  }

  /** Every how many plies a position is kept however old it is. */
  private static final int CHECKPOINT = 16;

  private final Position start;
  private final Node last;
  private final Position current;
  private final RuleSet rules;
  private final Outcome claimed;

  // Built on first request and kept; immutable lists, so a racing second build is only waste.
  private List<Position> positions;
  private List<Move> moves;

  private Game(Position start, Node last, Position current, RuleSet rules, Outcome claimed) {
    this.start = start;
    this.last = last;
    this.current = current;
    this.rules = rules;
    this.claimed = claimed;
  }

  /** A new game from the initial position with automatic threefold and fifty-move draws. */
  public static Game start() {
    return start(Position.initial(), RuleSet.AUTOMATIC);
  }

  public static Game start(Position from, RuleSet rules) {
    return new Game(from, new Node(from, null, null, 0), from, rules, null);
  }

  public Position position() {
    return current;
  }

  public Position initialPosition() {
    return start;
  }

  public List<Move> moves() {
    List<Move> ms = moves;
    if (ms == null) {
      Move[] out = new Move[last.index];
      for (Node n = last; n.previous != null; n = n.previous) {
        out[n.index - 1] = n.move;
      }
      ms = List.of(out);
      moves = ms;
    }
    return ms;
  }

  /** Every position from the start to now: one more than {@link #moves()}. */
  public List<Position> positions() {
    List<Position> ps = positions;
    if (ps == null) {
      Position[] out = new Position[last.index + 1];
      Move[] played = new Move[last.index + 1];
      for (Node n = last; n != null; n = n.previous) {
        out[n.index] = n.position;
        played[n.index] = n.move;
      }
      out[0] = start;
      out[last.index] = current;
      for (int i = 1; i < out.length; i++) {
        if (out[i] == null) {
          out[i] = replay(out[i - 1], played[i]);
        }
      }
      ps = List.of(out);
      positions = ps;
    }
    return ps;
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
    Node node = new Node(after, move, last, last.index + 1);
    if (after.halfmoveClock() == 0) {
      forgetBefore(node);
    }
    return new Game(start, node, after, rules, null);
  }

  /**
   * Lets the nodes before {@code irreversible}'s predecessor go of their positions, but the
   * checkpoints and the start; stops at the first one already let go (the older ones were then).
   */
  private static void forgetBefore(Node irreversible) {
    Node n = irreversible.previous == null ? null : irreversible.previous.previous;
    for (; n != null && n.index > 0; n = n.previous) {
      if (n.index % CHECKPOINT == 0) {
        continue;
      }
      if (n.position == null) {
        return;
      }
      n.position = null;
    }
  }

  /** The position at {@code node}: kept, or played again from the nearest one kept before it. */
  private Position positionOf(Node node) {
    Position kept = node.position;
    if (kept != null) {
      return kept;
    }
    java.util.ArrayDeque<Move> line = new java.util.ArrayDeque<>();
    Node n = node;
    for (; n.index > 0 && (kept = n.position) == null; n = n.previous) {
      line.push(n.move);
    }
    Position p = n.index == 0 ? start : kept;
    for (Move m : line) {
      p = replay(p, m);
    }
    return p;
  }

  private static Position replay(Position before, Move move) {
    if (before.play(move) instanceof MoveResult.Played<Position> played) {
      return played.after();
    }
    throw new IllegalStateException("a move of the game is not legal again: " + move);
  }

  /**
   * The game as it was before its last {@code plies} moves (all of them when there are fewer): the
   * positions and moves up to there, and no claimed draw. What a takeback or an undo leaves; the
   * positions are those already played (one the game let go of is played again from the nearest
   * kept, at most 16 moves).
   */
  public Game withoutLast(int plies) {
    if (plies < 0) {
      throw new IllegalArgumentException("plies must not be negative: " + plies);
    }
    Node n = last;
    for (int i = 0; i < plies && n.previous != null; i++) {
      n = n.previous;
    }
    return n == last
        ? new Game(start, n, current, rules, null)
        : new Game(start, n, positionOf(n), rules, null);
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
    int oldest = Math.max(0, last.index - now.halfmoveClock());
    Node n = last.previous == null ? null : last.previous.previous;
    for (; n != null && n.index >= oldest; n = n.previous == null ? null : n.previous.previous) {
      if (positionOf(n).isSamePositionAs(now)) {
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
        : Optional.of(new Game(start, last, current, rules, Outcome.draw(t)));
  }

  private static Termination claimableTermination(Game g) {
    if (g.repetitions() >= 3) {
      return Termination.THREEFOLD_REPETITION;
    }
    return g.position().halfmoveClock() >= 100 ? Termination.FIFTY_MOVES : null;
  }
}
