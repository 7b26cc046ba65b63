package dev.chessplatform.engine.search;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.engine.eval.EvalParams;
import dev.chessplatform.engine.eval.Evaluation;
import dev.chessplatform.engine.eval.nnue.Accumulators;
import dev.chessplatform.engine.eval.nnue.Network;

/**
 * One search thread's alpha-beta: principal variation search with a transposition table, null-move
 * pruning, late-move reductions and pruning, futility pruning, razoring, check extensions and
 * mate-distance pruning, ending in a quiescence search of captures filtered by SEE (see the
 * chessprogramming.org pages of the same names). {@link Engine} runs one or more of these over a
 * shared table (Lazy SMP); {@link RootSearch} drives the iterations. Owns no threads.
 */
final class Search {
  static final int POLL_INTERVAL = 1024;

  private static final int MAX_QUIETS = 64;
  private static final int NULL_MOVE = -1;

  final TranspositionTable tt;
  private final Evaluation eval;

  /** The network's accumulators, or null for the hand-written evaluation. */
  private Accumulators nnue;

  final MoveOrdering ordering = new MoveOrdering();
  private final MoveList list = new MoveList();
  private final int[][] moves = new int[Score.MAX_PLY + 1][256];
  private final int[][] scores = new int[Score.MAX_PLY + 1][256];
  private final int[][] quiets = new int[Score.MAX_PLY + 1][MAX_QUIETS];
  final PvTable pv = new PvTable();
  private final int[] staticEvals = new int[Score.MAX_PLY + 1];
  private final int[] played = new int[Score.MAX_PLY + 1];
  private final int[] movedPiece = new int[Score.MAX_PLY + 1];
  private final int[] excluded = new int[Score.MAX_PLY + 1];

  Board board;
  private final PositionHistory positions = new PositionHistory();
  private int ply;
  long nodes;
  int selDepth;
  boolean stopped;
  volatile boolean abort;
  long nodeLimit;
  TimeManager time;
  SearchControl control;
  int rootDepth;
  final int[] rootExcluded = new int[256];
  int rootExcludedCount;

  Search(TranspositionTable tt, EvalParams params) {
    this.tt = tt;
    this.eval = new Evaluation(params);
  }

  /** Evaluates with {@code network} from the next root on; null for the hand-written evaluation. */
  void useNetwork(Network network) {
    nnue = network == null ? null : new Accumulators(network, Score.MAX_PLY + 4);
  }

  /** Sets the root: a private board and the keys of the game's earlier positions, oldest first. */
  void setRoot(Board root, long[] gameKeys) {
    board = root.copy();
    positions.reset(gameKeys, board.key());
    ply = 0;
    if (nnue != null) {
      nnue.refresh(board);
    }
  }

  int evaluate() {
    if (nnue != null) {
      assert nnue.matches(board) : "accumulators out of step with the board";
      return nnue.evaluate(board.sideToMove());
    }
    return eval.evaluate(board);
  }

  int search(int alpha, int beta, int depth) {
    boolean root = ply == 0;
    boolean pvNode = beta - alpha > 1;
    pv.clear(ply);
    if (depth <= 0) {
      return quiescence(alpha, beta, true);
    }
    if (poll()) {
      return 0;
    }
    selDepth = Math.max(selDepth, ply);
    if (!root) {
      if (positions.isDraw(board)) {
        return Score.DRAW;
      }
      if (ply >= Score.MAX_PLY - 1) {
        return evaluate();
      }
      alpha = Math.max(alpha, -Score.MATE + ply);
      beta = Math.min(beta, Score.MATE - ply - 1);
      if (alpha >= beta) {
        return alpha;
      }
    }
    int excludedMove = excluded[ply];
    long key = board.key();
    long entry = excludedMove != 0 ? 0 : tt.probe(key);
    int hashMove = TranspositionTable.move(entry);
    if (entry != 0 && !pvNode && TranspositionTable.depth(entry) >= depth) {
      int s = Score.fromTable(TranspositionTable.score(entry), ply);
      int bound = TranspositionTable.bound(entry);
      if (bound == TranspositionTable.BOUND_EXACT
          || (bound == TranspositionTable.BOUND_LOWER && s >= beta)
          || (bound == TranspositionTable.BOUND_UPPER && s <= alpha)) {
        return s;
      }
    }
    boolean inCheck = board.isInCheck();
    int staticEval =
        inCheck ? -Score.INFINITE : entry != 0 ? TranspositionTable.eval(entry) : evaluate();
    int estimate = staticEval;
    if (entry != 0 && !inCheck) {
      int s = Score.fromTable(TranspositionTable.score(entry), ply);
      int bound = TranspositionTable.bound(entry);
      if ((bound & (s > estimate ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER))
          != 0) {
        estimate = s;
      }
    }
    staticEvals[ply] = staticEval;
    boolean improving = !inCheck && ply >= 2 && staticEval > staticEvals[ply - 2];
    boolean hasPieces = hasNonPawnMaterial();

    if (!pvNode && !inCheck && excludedMove == 0 && Math.abs(beta) < Score.MATE_BOUND) {
      if (depth <= Pruning.RFP_DEPTH
          && estimate - Pruning.RFP_MARGIN * (depth - (improving ? 1 : 0)) >= beta) {
        return estimate;
      }
      if (depth <= Pruning.RAZOR_DEPTH && estimate + Pruning.RAZOR_MARGIN * depth <= alpha) {
        int v = quiescence(alpha, alpha + 1, false);
        if (v <= alpha) {
          return v;
        }
      }
      if (!root
          && depth >= Pruning.NULL_MOVE_DEPTH
          && estimate >= beta
          && hasPieces
          && played[ply - 1] != NULL_MOVE) {
        int r = Pruning.nullMoveReduction(depth, estimate, beta);
        played[ply] = NULL_MOVE;
        board.makeNullMove();
        if (nnue != null) {
          nnue.pushNull();
        }
        ply++;
        positions.push(board.key());
        int v = -search(-beta, -beta + 1, depth - 1 - r);
        positions.pop();
        ply--;
        board.unmakeNullMove();
        if (nnue != null) {
          nnue.pop();
        }
        if (stopped) {
          return 0;
        }
        if (v >= beta) {
          return v >= Score.MATE_BOUND ? beta : v;
        }
      }
    }
    if (hashMove == 0 && depth >= Pruning.IIR_DEPTH && excludedMove == 0) {
      depth--; // internal iterative reduction: no hash move, probably not worth a full search
    }
    int singularExtension = 0;
    if (!root
        && depth >= Pruning.SINGULAR_DEPTH
        && hashMove != 0
        && TranspositionTable.depth(entry) >= depth - Pruning.SINGULAR_TABLE_DEPTH_MARGIN
        && (TranspositionTable.bound(entry) & TranspositionTable.BOUND_LOWER) != 0
        && Math.abs(TranspositionTable.score(entry)) < Score.MATE_BOUND
        && ply < 2 * rootDepth) {
      // Singular extension (chessprogramming.org): if every other move falls clearly short of the
      // hash move's score, the hash move is forced and gets one more ply; if another move also
      // beats beta, two moves refute this node and it is cut at once (multi-cut).
      int singularBeta = Score.fromTable(TranspositionTable.score(entry), ply) - 2 * depth;
      excluded[ply] = hashMove;
      int v = search(singularBeta - 1, singularBeta, (depth - 1) / 2);
      excluded[ply] = 0;
      if (stopped) {
        return 0;
      }
      if (v < singularBeta) {
        singularExtension = 1;
      } else if (singularBeta >= beta) {
        return singularBeta;
      }
    }

    int n = MoveGenerator.generate(board, list);
    if (n == 0) {
      return inCheck ? -Score.MATE + ply : Score.DRAW;
    }
    int[] ms = moves[ply];
    int[] ss = scores[ply];
    for (int i = 0; i < n; i++) {
      ms[i] = list.get(i);
    }
    int prevMove = root ? 0 : played[ply - 1];
    int prevPiece = root || prevMove <= 0 ? 0 : movedPiece[ply - 1];
    int row1 = continuationRow(ply - 1);
    int row2 = continuationRow(ply - 2);
    ordering.score(board, ms, n, ss, hashMove, ply, prevMove, prevPiece, row1, row2);

    int best = -Score.INFINITE;
    int bestMove = 0;
    int searched = 0;
    int quietCount = 0;
    int originalAlpha = alpha;
    for (int i = 0; i < n; i++) {
      int move = MoveOrdering.pick(ms, ss, i, n);
      if ((root && isExcluded(move)) || move == excludedMove) {
        continue;
      }
      boolean tactical = MoveOrdering.isTactical(board, move);
      boolean prunable =
          !root && best > -Score.MATE_BOUND && hasPieces && depth <= Pruning.PRUNING_DEPTH;
      boolean pruneQuiet = false;
      if (prunable && !tactical) {
        pruneQuiet =
            quietCount >= Pruning.lateMovePruningLimit(depth, improving)
                || (!inCheck
                    && alpha < Score.MATE_BOUND
                    && estimate + Pruning.FUTILITY_BASE + Pruning.FUTILITY_PER_DEPTH * depth
                        <= alpha)
                || See.evaluate(board, move) < -Pruning.SEE_QUIET_MARGIN * depth;
      } else if (prunable
          && ss[i] < 0
          && See.evaluate(board, move) < -Pruning.SEE_CAPTURE_MARGIN * depth * depth) {
        continue;
      }
      int moveHistory = tactical ? 0 : quietHistory(move, row1, row2);
      make(move);
      boolean givesCheck = board.isInCheck();
      if (pruneQuiet && !givesCheck) {
        unmake(move); // quiet checks are never pruned: they hide the mates
        continue;
      }
      int extension =
          move == hashMove && singularExtension > 0
              ? singularExtension
              : givesCheck && ply < 2 * rootDepth ? 1 : 0;
      int newDepth = depth - 1 + extension;
      int v;
      if (searched == 0) {
        v = -search(-beta, -alpha, newDepth);
      } else {
        int r = 0;
        if (depth >= 3 && searched >= (pvNode ? 3 : 2) && (!tactical || ss[i] < 0)) {
          r = Pruning.lateMoveReduction(depth, searched);
          r += pvNode ? 0 : 1;
          r -= improving ? 1 : 0;
          r -= givesCheck || inCheck ? 1 : 0;
          r -= ordering.isKiller(move, ply - 1) ? 1 : 0;
          r -= moveHistory / Pruning.HISTORY_REDUCTION_DIVISOR;
          r = Math.max(0, Math.min(r, newDepth - 1));
        }
        v = -search(-alpha - 1, -alpha, newDepth - r);
        if (v > alpha && r > 0) {
          v = -search(-alpha - 1, -alpha, newDepth);
        }
        if (v > alpha && v < beta) {
          v = -search(-beta, -alpha, newDepth);
        }
      }
      unmake(move);
      if (stopped) {
        return 0;
      }
      searched++;
      if (v > best) {
        best = v;
        if (v > alpha) {
          bestMove = move;
          alpha = v;
          pv.update(ply, move);
          if (v >= beta) {
            if (!tactical) {
              ordering.onCutoff(
                  board,
                  move,
                  depth,
                  ply,
                  quiets[ply],
                  quietCount,
                  prevMove,
                  prevPiece,
                  row1,
                  row2);
            }
            break;
          }
        }
      }
      if (!tactical && quietCount < MAX_QUIETS) {
        quiets[ply][quietCount++] = move;
      }
    }
    if (searched == 0) {
      return root || excludedMove != 0 ? alpha : best == -Score.INFINITE ? alpha : best;
    }
    if (!(root && rootExcludedCount > 0) && excludedMove == 0) {
      int bound =
          best >= beta
              ? TranspositionTable.BOUND_LOWER
              : best > originalAlpha
                  ? TranspositionTable.BOUND_EXACT
                  : TranspositionTable.BOUND_UPPER;
      tt.store(key, bestMove, Score.toTable(best, ply), inCheck ? 0 : staticEval, depth, bound);
    }
    return best;
  }

  /** Captures and promotions (all evasions in check), plus quiet checks when {@code checks}. */
  int quiescence(int alpha, int beta, boolean checks) {
    pv.clear(ply);
    if (poll()) {
      return 0;
    }
    selDepth = Math.max(selDepth, ply);
    if (board.halfmoveClock() >= 100) {
      return Score.DRAW;
    }
    boolean inCheck = board.isInCheck();
    if (ply >= Score.MAX_PLY - 1) {
      return inCheck ? Score.DRAW : evaluate();
    }
    long key = board.key();
    long entry = tt.probe(key);
    if (entry != 0 && beta - alpha == 1) {
      int s = Score.fromTable(TranspositionTable.score(entry), ply);
      int bound = TranspositionTable.bound(entry);
      if (bound == TranspositionTable.BOUND_EXACT
          || (bound == TranspositionTable.BOUND_LOWER && s >= beta)
          || (bound == TranspositionTable.BOUND_UPPER && s <= alpha)) {
        return s;
      }
    }
    int standPat = -Score.INFINITE;
    int best = -Score.INFINITE;
    if (!inCheck) {
      standPat = entry != 0 ? TranspositionTable.eval(entry) : evaluate();
      if (standPat >= beta) {
        return standPat;
      }
      alpha = Math.max(alpha, standPat);
      best = standPat;
    }
    int[] ms = moves[ply];
    int[] ss = scores[ply];
    int count;
    if (inCheck) {
      count = MoveGenerator.generate(board, list);
      if (count == 0) {
        return -Score.MATE + ply;
      }
      for (int i = 0; i < count; i++) {
        ms[i] = list.get(i);
      }
    } else {
      count = CaptureGenerator.generate(board, ms);
      if (checks) {
        count = CaptureGenerator.generateQuietChecks(board, ms, count);
      }
    }
    ordering.score(board, ms, count, ss, TranspositionTable.move(entry), ply, 0, 0, -1, -1);
    int originalAlpha = alpha;
    int bestMove = 0;
    for (int i = 0; i < count; i++) {
      int move = MoveOrdering.pick(ms, ss, i, count);
      if (!inCheck) {
        boolean promotion = PackedMove.kind(move) == PackedMove.PROMOTION;
        if (!promotion
            && standPat + See.capturedValue(board, move) + Pruning.DELTA_MARGIN <= alpha) {
          continue; // delta pruning: even winning the piece cannot raise alpha
        }
        if (MoveOrdering.isTactical(board, move) ? ss[i] < 0 : See.evaluate(board, move) < 0) {
          continue; // losing captures and checks that lose the checking piece, by SEE
        }
      }
      make(move);
      if (!inCheck && CaptureGenerator.leavesKingAttacked(board)) {
        unmake(move);
        continue;
      }
      int v = -quiescence(-beta, -alpha, false);
      unmake(move);
      if (stopped) {
        return 0;
      }
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          bestMove = move;
          pv.update(ply, move);
          if (v >= beta) {
            break;
          }
        }
      }
    }
    int bound =
        best >= beta
            ? TranspositionTable.BOUND_LOWER
            : best > originalAlpha
                ? TranspositionTable.BOUND_EXACT
                : TranspositionTable.BOUND_UPPER;
    tt.store(key, bestMove, Score.toTable(best, ply), inCheck ? 0 : standPat, 0, bound);
    return best;
  }

  private void make(int move) {
    played[ply] = move;
    movedPiece[ply] = board.pieceAt(PackedMove.from(move));
    if (nnue != null) {
      nnue.push(board, move);
    }
    board.makeMove(move);
    ply++;
    positions.push(board.key());
  }

  private void unmake(int move) {
    positions.pop();
    ply--;
    board.unmakeMove(move);
    if (nnue != null) {
      nnue.pop();
    }
  }

  /**
   * The continuation-history row of the move played at {@code p}; -1 before the root or a null
   * move.
   */
  private int continuationRow(int p) {
    return p < 0 || played[p] <= 0 ? -1 : MoveOrdering.row(movedPiece[p], PackedMove.to(played[p]));
  }

  private int quietHistory(int move, int row1, int row2) {
    return ordering.quietHistory(board, board.sideToMove(), move, row1, row2);
  }

  private boolean hasNonPawnMaterial() {
    int base = board.sideToMove() * 6;
    return (board.pieces(base + 1)
            | board.pieces(base + 2)
            | board.pieces(base + 3)
            | board.pieces(base + 4))
        != 0;
  }

  private boolean isExcluded(int move) {
    for (int i = 0; i < rootExcludedCount; i++) {
      if (rootExcluded[i] == move) {
        return true;
      }
    }
    return false;
  }

  /** Counts the node; every {@link #POLL_INTERVAL} nodes checks the stop conditions. */
  private boolean poll() {
    nodes++;
    if ((nodes & (POLL_INTERVAL - 1)) == 0 && !stopped) {
      stopped =
          abort
              || control.isStopped()
              || (nodeLimit > 0 && nodes >= nodeLimit)
              || (time != null && time.hardExpired());
    }
    return stopped;
  }
}
