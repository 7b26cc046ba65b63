package dev.chessplatform.engine.train;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.engine.search.Engine;
import dev.chessplatform.engine.search.Score;
import dev.chessplatform.engine.search.SearchControl;
import dev.chessplatform.engine.search.SearchLimits;
import dev.chessplatform.engine.search.SearchListener;
import dev.chessplatform.engine.search.SearchResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One game of the engine against itself, for training data: a few random plies from the start
 * position (seeded, so the games differ), then our search at a fixed node count for both sides,
 * until mate, a draw by the rules, or adjudication. Each quiet position after the opening is kept
 * with the search's score, and the game's result is filled in at the end (the label is a blend of
 * both, chosen by the trainer).
 *
 * <p>Kept: not in check, the best move neither a capture nor a promotion, the score not a mate.
 * Adjudicated: a win when both sides' scores have been past {@link #WIN_SCORE} for the same side
 * for {@link #WIN_PLIES} plies; a draw after {@link #MAX_PLIES} plies or when the score has stayed
 * within {@link #DRAW_SCORE} for {@link #DRAW_PLIES} plies after ply {@link #DRAW_FROM}.
 */
public final class SelfPlay {

  static final int WIN_SCORE = 1500;
  static final int WIN_PLIES = 6;
  static final int MAX_PLIES = 400;
  static final int DRAW_SCORE = 10;
  static final int DRAW_PLIES = 16;
  static final int DRAW_FROM = 80;

  private final Engine engine = new Engine();
  private final long nodes;
  private final int randomPlies;

  /**
   * @param nodes the search's node count per move
   * @param randomPlies random legal plies from the start before the engine plays
   */
  public SelfPlay(long nodes, int randomPlies) {
    this.nodes = nodes;
    this.randomPlies = randomPlies;
  }

  /** Plays game {@code game} of the run seeded {@code seed}; the same pair gives the same game. */
  public List<PackedPosition> play(long seed, int game) {
    SplittableRandom random = new SplittableRandom(seed * 1_000_003L + game);
    engine.newGame();
    Board board = Fen.readBoard(Fen.INITIAL);
    long[] keys = new long[MAX_PLIES + randomPlies + 1];
    int plies = 0;
    MoveList list = new MoveList();
    for (int i = 0; i < randomPlies; i++) {
      if (MoveGenerator.generate(board, list) == 0) {
        return List.of(); // mated or stalemated at random: no game to learn from
      }
      keys[plies++] = board.key();
      board.makeMove(list.get(random.nextInt(list.size())));
    }
    List<PackedPosition> kept = new ArrayList<>();
    int result = -1;
    int winStreak = 0;
    int drawStreak = 0;
    for (int ply = 0; result < 0; ply++) {
      int legal = MoveGenerator.generate(board, list);
      if (legal == 0) {
        result = board.isInCheck() ? (board.sideToMove() == 0 ? 0 : 2) : 1;
        break;
      }
      if (board.halfmoveClock() >= 100 || repeated(board, keys, plies) || bare(board)) {
        result = PackedPosition.DRAW;
        break;
      }
      if (ply >= MAX_PLIES) {
        result = PackedPosition.DRAW;
        break;
      }
      SearchResult r =
          engine.search(
              board,
              Arrays.copyOf(keys, plies),
              SearchLimits.nodes(nodes),
              SearchListener.NONE,
              new SearchControl());
      int move = UciNotation.readPacked(board, r.bestMove().uci());
      int white = board.sideToMove() == 0 ? r.score() : -r.score();
      if (!board.isInCheck() && !Score.isMate(r.score()) && quiet(board, move)) {
        kept.add(PackedPosition.of(board, white, PackedPosition.DRAW, game));
      }
      winStreak = streak(winStreak, white, Score.isMate(r.score()));
      if (Math.abs(winStreak) >= WIN_PLIES) {
        result = winStreak > 0 ? PackedPosition.WHITE_WON : PackedPosition.WHITE_LOST;
        break;
      }
      drawStreak = ply >= DRAW_FROM && Math.abs(white) <= DRAW_SCORE ? drawStreak + 1 : 0;
      if (drawStreak >= DRAW_PLIES) {
        result = PackedPosition.DRAW;
        break;
      }
      keys[plies++] = board.key();
      board.makeMove(move);
    }
    int outcome = result;
    return kept.stream().map(p -> p.withResult(outcome)).toList();
  }

  /** Plies in a row with a decisive score for the same side: positive for white. */
  private static int streak(int streak, int white, boolean mate) {
    if (!mate && Math.abs(white) < WIN_SCORE) {
      return 0;
    }
    int side = Integer.signum(white);
    return Integer.signum(streak) == side ? streak + side : side;
  }

  private static boolean quiet(Board board, int move) {
    int kind = PackedMove.kind(move);
    return kind != PackedMove.PROMOTION
        && kind != PackedMove.EN_PASSANT
        && board.pieceAt(PackedMove.to(move)) == Board.NO_PIECE;
  }

  /** A third occurrence of this position among the earlier ones of the game. */
  private static boolean repeated(Board board, long[] keys, int plies) {
    int seen = 0;
    for (int i = plies - 2; i >= 0 && i >= plies - board.halfmoveClock(); i -= 2) {
      if (keys[i] == board.key() && ++seen >= 2) {
        return true;
      }
    }
    return false;
  }

  /** Kings alone, or with one knight or bishop: no mate possible. */
  private static boolean bare(Board board) {
    long all = board.occupancy(0) | board.occupancy(1);
    long minors = board.pieces(1) | board.pieces(2) | board.pieces(7) | board.pieces(8);
    long kings = board.pieces(5) | board.pieces(11);
    return (all & ~kings & ~minors) == 0 && Long.bitCount(minors) <= 1;
  }
}
