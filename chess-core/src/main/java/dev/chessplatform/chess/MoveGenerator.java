package dev.chessplatform.chess;

/**
 * Fully legal move generation with a check mask and pin rays, so no move is ever made and taken
 * back to test legality (chessprogramming.org, "Move Generation", legal generation; the scheme of
 * Stockfish's evasion generator and of Gigantua's check/pin masks).
 *
 * <p>One generator serves both the referee and the engine. {@link #count(Board)} runs the very same
 * code with {@code countOnly} set, adding bit counts instead of writing moves: that is perft's bulk
 * counting at the leaves, and it cannot disagree with {@link #generate(Board, MoveList)}.
 *
 * <p>Invariants relied on: exactly one king per side, and a castling right implies king and rook on
 * their home squares (the FEN reader enforces both).
 */
public final class MoveGenerator {
  private static final long WHITE_SHORT_PATH = 0x60L; // f1 g1
  private static final long WHITE_LONG_PATH = 0x0EL; // b1 c1 d1
  private static final long BLACK_SHORT_PATH = WHITE_SHORT_PATH << 56;
  private static final long BLACK_LONG_PATH = WHITE_LONG_PATH << 56;

  private MoveGenerator() {}

  /** Fills {@code list} with every legal move of the side to move; returns the count. */
  public static int generate(Board board, MoveList list) {
    list.size = run(board, list.moves, false);
    return list.size;
  }

  /** The number of legal moves, without listing them. */
  public static int count(Board board) {
    return run(board, null, true);
  }

  private static int run(Board b, int[] out, boolean countOnly) {
    final int us = b.side;
    final int them = us ^ 1;
    final long[] p = b.pieces;
    final long own = b.colour[us];
    final long enemy = b.colour[them];
    final long occupied = own | enemy;
    final int base = us * 6;
    final int enemyBase = them * 6;
    final long enemyRooks = p[enemyBase + 3] | p[enemyBase + 4];
    final long enemyBishops = p[enemyBase + 2] | p[enemyBase + 4];
    final int king = Long.numberOfTrailingZeros(p[base + 5]);
    int n = 0;

    long checkers =
        (Attacks.knight(king) & p[enemyBase + 1])
            | (Attacks.pawn(us, king) & p[enemyBase])
            | (Attacks.rook(king, occupied) & enemyRooks)
            | (Attacks.bishop(king, occupied) & enemyBishops);

    // King steps: test each destination with the king lifted, so sliders see through it.
    long withoutKing = occupied ^ (1L << king);
    for (long t = Attacks.king(king) & ~own; t != 0; t &= t - 1) {
      int to = Long.numberOfTrailingZeros(t);
      if (!attacked(b, to, them, withoutKing)) {
        if (countOnly) {
          n++;
        } else {
          out[n++] = PackedMove.of(king, to);
        }
      }
    }
    if ((checkers & (checkers - 1)) != 0) {
      return n; // double check: only the king may move (FIDE Laws 3.9)
    }
    long checkMask =
        checkers == 0
            ? -1L
            : Attacks.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
    long targets = ~own & checkMask;

    long pinned = 0;
    long snipers =
        (Attacks.rook(king, enemy) & enemyRooks) | (Attacks.bishop(king, enemy) & enemyBishops);
    for (; snipers != 0; snipers &= snipers - 1) {
      long between = Attacks.between(king, Long.numberOfTrailingZeros(snipers)) & occupied;
      if ((between & (between - 1)) == 0) {
        pinned |= between & own;
      }
    }

    // A pinned knight can never move.
    for (long s = p[base + 1] & ~pinned; s != 0; s &= s - 1) {
      int from = Long.numberOfTrailingZeros(s);
      n = emit(out, n, countOnly, from, Attacks.knight(from) & targets);
    }
    for (long s = p[base + 2] | p[base + 4]; s != 0; s &= s - 1) {
      int from = Long.numberOfTrailingZeros(s);
      long t = Attacks.bishop(from, occupied) & targets;
      if ((pinned & (1L << from)) != 0) {
        t &= Attacks.line(king, from);
      }
      n = emit(out, n, countOnly, from, t);
    }
    for (long s = p[base + 3] | p[base + 4]; s != 0; s &= s - 1) {
      int from = Long.numberOfTrailingZeros(s);
      long t = Attacks.rook(from, occupied) & targets;
      if ((pinned & (1L << from)) != 0) {
        t &= Attacks.line(king, from);
      }
      n = emit(out, n, countOnly, from, t);
    }

    n = PawnMoves.generate(b, out, n, countOnly, king, pinned, checkMask);

    if (checkers == 0) {
      n = castle(b, out, n, countOnly, occupied);
    }
    return n;
  }

  private static int emit(int[] out, int n, boolean countOnly, int from, long targets) {
    if (countOnly) {
      return n + Long.bitCount(targets);
    }
    for (; targets != 0; targets &= targets - 1) {
      out[n++] = PackedMove.of(from, Long.numberOfTrailingZeros(targets));
    }
    return n;
  }

  /** Rights imply king and rook at home; the king must not pass through an attacked square. */
  private static int castle(Board b, int[] out, int n, boolean countOnly, long occupied) {
    int rights = b.castling;
    if (b.side == 0) {
      if ((rights & Board.WHITE_SHORT) != 0
          && (occupied & WHITE_SHORT_PATH) == 0
          && !attacked(b, 5, 1, occupied)
          && !attacked(b, 6, 1, occupied)) {
        n = castling(out, n, countOnly, 4, 6);
      }
      if ((rights & Board.WHITE_LONG) != 0
          && (occupied & WHITE_LONG_PATH) == 0
          && !attacked(b, 3, 1, occupied)
          && !attacked(b, 2, 1, occupied)) {
        n = castling(out, n, countOnly, 4, 2);
      }
    } else {
      if ((rights & Board.BLACK_SHORT) != 0
          && (occupied & BLACK_SHORT_PATH) == 0
          && !attacked(b, 61, 0, occupied)
          && !attacked(b, 62, 0, occupied)) {
        n = castling(out, n, countOnly, 60, 62);
      }
      if ((rights & Board.BLACK_LONG) != 0
          && (occupied & BLACK_LONG_PATH) == 0
          && !attacked(b, 59, 0, occupied)
          && !attacked(b, 58, 0, occupied)) {
        n = castling(out, n, countOnly, 60, 58);
      }
    }
    return n;
  }

  private static int castling(int[] out, int n, boolean countOnly, int from, int to) {
    if (!countOnly) {
      out[n] = PackedMove.of(from, to, PackedMove.CASTLING);
    }
    return n + 1;
  }

  /** Whether {@code sq} is attacked by {@code by} given an explicit occupancy. */
  static boolean attacked(Board b, int sq, int by, long occupied) {
    long[] p = b.pieces;
    int base = by * 6;
    return (Attacks.knight(sq) & p[base + 1]) != 0
        || (Attacks.pawn(by ^ 1, sq) & p[base]) != 0
        || (Attacks.king(sq) & p[base + 5]) != 0
        || (Attacks.rook(sq, occupied) & (p[base + 3] | p[base + 4])) != 0
        || (Attacks.bishop(sq, occupied) & (p[base + 2] | p[base + 4])) != 0;
  }
}
