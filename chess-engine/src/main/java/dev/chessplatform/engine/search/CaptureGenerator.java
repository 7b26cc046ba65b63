package dev.chessplatform.engine.search;

import dev.chessplatform.chess.Attacks;
import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.PackedMove;

/**
 * Pseudo-legal captures, en passant and queen promotions for quiescence search, built here from
 * chess-core's public attack tables because its generator only lists all legal moves (a wish for
 * chess-core: a captures-only legal generator). The caller plays each move and discards it if its
 * own king is then attacked ({@link #leavesKingAttacked}); that is rare, and cheaper than listing
 * the quiet moves that quiescence never looks at.
 */
final class CaptureGenerator {
  private static final int QUEEN = 4;

  private CaptureGenerator() {}

  /** Writes the moves into {@code out}; returns how many. */
  static int generate(Board b, int[] out) {
    int us = b.sideToMove();
    int them = us ^ 1;
    long enemy = b.occupancy(them);
    long occupied = b.occupancy(us) | enemy;
    long lastRank = us == 0 ? Attacks.RANK_8 : Attacks.RANK_1;
    int n = 0;
    for (long pawns = b.pieces(us * 6); pawns != 0; pawns &= pawns - 1) {
      int from = Long.numberOfTrailingZeros(pawns);
      for (long t = Attacks.pawn(us, from) & enemy; t != 0; t &= t - 1) {
        int to = Long.numberOfTrailingZeros(t);
        out[n++] =
            ((1L << to) & lastRank) != 0
                ? PackedMove.promotion(from, to, QUEEN)
                : PackedMove.of(from, to);
      }
      int push = us == 0 ? from + 8 : from - 8;
      if (((1L << push) & lastRank & ~occupied) != 0) {
        out[n++] = PackedMove.promotion(from, push, QUEEN);
      }
    }
    int ep = b.enPassantSquare();
    if (ep != Board.NO_SQUARE) {
      for (long p = Attacks.pawn(them, ep) & b.pieces(us * 6); p != 0; p &= p - 1) {
        out[n++] = PackedMove.of(Long.numberOfTrailingZeros(p), ep, PackedMove.EN_PASSANT);
      }
    }
    for (int type = 1; type < 6; type++) {
      for (long s = b.pieces(us * 6 + type); s != 0; s &= s - 1) {
        int from = Long.numberOfTrailingZeros(s);
        long attacks =
            switch (type) {
              case 1 -> Attacks.knight(from);
              case 2 -> Attacks.bishop(from, occupied);
              case 3 -> Attacks.rook(from, occupied);
              case 4 -> Attacks.queen(from, occupied);
              default -> Attacks.king(from);
            };
        for (long t = attacks & enemy; t != 0; t &= t - 1) {
          out[n++] = PackedMove.of(from, Long.numberOfTrailingZeros(t));
        }
      }
    }
    return n;
  }

  /**
   * Appends from {@code out[from]} the quiet moves that give a direct check: a knight, bishop, rook
   * or queen move to an empty square that attacks the enemy king, and single pawn pushes that do
   * (discovered checks are left out). Pseudo-legal like {@link #generate}; returns the new count.
   * Quiescence tries these at its first ply so a mate or fork by check one move past the horizon is
   * seen.
   */
  static int generateQuietChecks(Board b, int[] out, int from) {
    int us = b.sideToMove();
    int them = us ^ 1;
    long occupied = b.occupancy(us) | b.occupancy(them);
    long empty = ~occupied;
    int king = b.kingSquare(them);
    long lastRank = us == 0 ? Attacks.RANK_8 : Attacks.RANK_1;
    int n = from;
    long knightTargets = Attacks.knight(king) & empty;
    long bishopTargets = Attacks.bishop(king, occupied) & empty;
    long rookTargets = Attacks.rook(king, occupied) & empty;
    for (long s = b.pieces(us * 6 + 1); s != 0; s &= s - 1) {
      int sq = Long.numberOfTrailingZeros(s);
      n = append(out, n, sq, Attacks.knight(sq) & knightTargets);
    }
    for (long s = b.pieces(us * 6 + 2); s != 0; s &= s - 1) {
      int sq = Long.numberOfTrailingZeros(s);
      n = append(out, n, sq, Attacks.bishop(sq, occupied) & bishopTargets);
    }
    for (long s = b.pieces(us * 6 + 3); s != 0; s &= s - 1) {
      int sq = Long.numberOfTrailingZeros(s);
      n = append(out, n, sq, Attacks.rook(sq, occupied) & rookTargets);
    }
    for (long s = b.pieces(us * 6 + QUEEN); s != 0; s &= s - 1) {
      int sq = Long.numberOfTrailingZeros(s);
      n = append(out, n, sq, Attacks.queen(sq, occupied) & (bishopTargets | rookTargets));
    }
    long pawnTargets = Attacks.pawn(them, king) & empty & ~lastRank;
    for (long p = b.pieces(us * 6); p != 0; p &= p - 1) {
      int sq = Long.numberOfTrailingZeros(p);
      int push = us == 0 ? sq + 8 : sq - 8;
      if (push >= 0 && push < 64 && ((1L << push) & pawnTargets) != 0) {
        out[n++] = PackedMove.of(sq, push);
      }
    }
    return n;
  }

  private static int append(int[] out, int n, int from, long targets) {
    for (long t = targets; t != 0; t &= t - 1) {
      out[n++] = PackedMove.of(from, Long.numberOfTrailingZeros(t));
    }
    return n;
  }

  /** After a move: whether the side that made it left its own king attacked. */
  static boolean leavesKingAttacked(Board afterMove) {
    int mover = afterMove.sideToMove() ^ 1;
    return afterMove.isAttacked(afterMove.kingSquare(mover), mover ^ 1);
  }
}
