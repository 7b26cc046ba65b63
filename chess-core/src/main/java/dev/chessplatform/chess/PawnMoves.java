package dev.chessplatform.chess;

/**
 * Pawn part of {@link MoveGenerator}: unpinned pawns move set-wise by shifting whole bitboards,
 * pinned pawns one by one along their pin ray, and en passant by a full test of the king's safety
 * after both pawns leave their squares, which catches the rank pin through two pawns
 * (chessprogramming.org, "En passant", legality).
 */
final class PawnMoves {
  private PawnMoves() {}

  static int generate(
      Board b, int[] out, int n, boolean countOnly, int king, long pinned, long checkMask) {
    final int us = b.side;
    final int them = us ^ 1;
    final long pawns = b.pieces[us * 6];
    final long enemy = b.colour[them];
    final long empty = ~(b.colour[us] | enemy);
    final long free = pawns & ~pinned;
    final boolean white = us == 0;
    final long third = white ? Attacks.RANK_3 : Attacks.RANK_6;

    long single = forward(free, white) & empty;
    long twice = forward(single & third, white) & empty & checkMask;
    single &= checkMask;
    long west = (white ? (free & ~Attacks.FILE_A) << 7 : (free & ~Attacks.FILE_A) >>> 9) & enemy;
    long east = (white ? (free & ~Attacks.FILE_H) << 9 : (free & ~Attacks.FILE_H) >>> 7) & enemy;
    n = emit(out, n, countOnly, single, white ? 8 : -8, white);
    n = emit(out, n, countOnly, twice, white ? 16 : -16, white);
    n = emit(out, n, countOnly, west & checkMask, white ? 7 : -9, white);
    n = emit(out, n, countOnly, east & checkMask, white ? 9 : -7, white);

    for (long s = pawns & pinned; s != 0; s &= s - 1) {
      int from = Long.numberOfTrailingZeros(s);
      long one = forward(1L << from, white) & empty;
      long targets = one | (forward(one & third, white) & empty);
      targets |= Attacks.pawn(us, from) & enemy;
      targets &= checkMask & Attacks.line(king, from);
      for (; targets != 0; targets &= targets - 1) {
        int to = Long.numberOfTrailingZeros(targets);
        n = emitOne(out, n, countOnly, from, to);
      }
    }

    int ep = b.epSquare;
    if (ep != Board.NO_SQUARE) {
      int capturedOn = ep ^ 8;
      long[] p = b.pieces;
      int e = them * 6;
      long rooks = p[e + 3] | p[e + 4];
      long bishops = p[e + 2] | p[e + 4];
      for (long s = Attacks.pawn(them, ep) & pawns; s != 0; s &= s - 1) {
        int from = Long.numberOfTrailingZeros(s);
        long occ = (b.colour[0] | b.colour[1]) ^ (1L << from) ^ (1L << capturedOn) ^ (1L << ep);
        boolean exposed =
            (Attacks.rook(king, occ) & rooks) != 0
                || (Attacks.bishop(king, occ) & bishops) != 0
                || (Attacks.knight(king) & p[e + 1]) != 0
                || (Attacks.pawn(us, king) & p[e] & ~(1L << capturedOn)) != 0;
        if (!exposed) {
          if (!countOnly) {
            out[n] = PackedMove.of(from, ep, PackedMove.EN_PASSANT);
          }
          n++;
        }
      }
    }
    return n;
  }

  private static long forward(long bb, boolean white) {
    return white ? bb << 8 : bb >>> 8;
  }

  /** Emits pawn moves to every target, each coming from {@code to - delta}. */
  private static int emit(
      int[] out, int n, boolean countOnly, long targets, int delta, boolean white) {
    long promotionRank = white ? Attacks.RANK_8 : Attacks.RANK_1;
    long promotions = targets & promotionRank;
    long plain = targets & ~promotionRank;
    if (countOnly) {
      return n + Long.bitCount(plain) + 4 * Long.bitCount(promotions);
    }
    for (; plain != 0; plain &= plain - 1) {
      int to = Long.numberOfTrailingZeros(plain);
      out[n++] = PackedMove.of(to - delta, to);
    }
    for (; promotions != 0; promotions &= promotions - 1) {
      int to = Long.numberOfTrailingZeros(promotions);
      n = promote(out, n, to - delta, to);
    }
    return n;
  }

  private static int emitOne(int[] out, int n, boolean countOnly, int from, int to) {
    boolean promotion = to >= 56 || to < 8;
    if (countOnly) {
      return n + (promotion ? 4 : 1);
    }
    if (promotion) {
      return promote(out, n, from, to);
    }
    out[n] = PackedMove.of(from, to);
    return n + 1;
  }

  /** Queen first, so move ordering that keeps generation order tries the likely move first. */
  private static int promote(int[] out, int n, int from, int to) {
    out[n++] = PackedMove.promotion(from, to, 4);
    out[n++] = PackedMove.promotion(from, to, 1);
    out[n++] = PackedMove.promotion(from, to, 3);
    out[n++] = PackedMove.promotion(from, to, 2);
    return n;
  }
}
