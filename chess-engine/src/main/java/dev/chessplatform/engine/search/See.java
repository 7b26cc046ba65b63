package dev.chessplatform.engine.search;

import dev.chessplatform.chess.Attacks;
import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.PackedMove;

/**
 * Static exchange evaluation with the swap algorithm (chessprogramming.org, "SEE - The Swap
 * Algorithm"): the material balance of the capture sequence on one square when both sides always
 * recapture with their least valuable attacker and may stop when it pays. X-ray attackers behind a
 * moved slider join as the occupancy thins. Pins are ignored, as usual. Built here from
 * chess-core's public attack tables because chess-core has no SEE of its own.
 */
public final class See {
  /** Exchange values, pawn to king; the king's is large so capturing into defence never pays. */
  static final int[] VALUE = {100, 320, 330, 500, 950, 20_000};

  private See() {}

  /** The value of the piece a move captures (a pawn for en passant, 0 for quiet moves). */
  public static int capturedValue(Board board, int move) {
    if (PackedMove.kind(move) == PackedMove.EN_PASSANT) {
      return VALUE[0];
    }
    int victim = board.pieceAt(PackedMove.to(move));
    return victim < 0 || PackedMove.kind(move) == PackedMove.CASTLING ? 0 : VALUE[victim % 6];
  }

  /** The expected material gain of {@code move} for the side making it. */
  public static int evaluate(Board board, int move) {
    if (PackedMove.kind(move) == PackedMove.CASTLING) {
      return 0;
    }
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int[] gain = new int[32];
    int d = 0;
    long occupied = board.occupancy(0) | board.occupancy(1);
    int attacker = board.pieceAt(from) % 6;
    gain[0] = capturedValue(board, move);
    if (PackedMove.kind(move) == PackedMove.PROMOTION) {
      int promoted = PackedMove.promotionType(move);
      gain[0] += VALUE[promoted] - VALUE[0];
      attacker = promoted;
    }
    if (PackedMove.kind(move) == PackedMove.EN_PASSANT) {
      occupied ^= 1L << (to ^ 8);
    }
    long bishops = pieces(board, 2) | pieces(board, 4);
    long rooks = pieces(board, 3) | pieces(board, 4);
    long attackers = attackersTo(board, to, occupied);
    int side = board.sideToMove();
    long fromBit = 1L << from;
    while (true) {
      d++;
      gain[d] = VALUE[attacker] - gain[d - 1];
      if (Math.max(-gain[d - 1], gain[d]) < 0) {
        break; // neither side can gain by going on
      }
      attackers ^= fromBit;
      occupied ^= fromBit;
      attackers |= (Attacks.bishop(to, occupied) & bishops) | (Attacks.rook(to, occupied) & rooks);
      attackers &= occupied;
      side ^= 1;
      long mine = attackers & board.occupancy(side);
      if (mine == 0) {
        break;
      }
      attacker = -1;
      for (int type = 0; type < 6; type++) {
        long bb = mine & board.pieces(side * 6 + type);
        if (bb != 0) {
          attacker = type;
          fromBit = bb & -bb;
          break;
        }
      }
      if (attacker == 5 && (attackers & board.occupancy(side ^ 1)) != 0) {
        break; // the king may not capture into a defended square
      }
      if (d == gain.length - 1) {
        break;
      }
    }
    while (--d > 0) {
      gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
    }
    return gain[0];
  }

  private static long pieces(Board board, int type) {
    return board.pieces(type) | board.pieces(6 + type);
  }

  private static long attackersTo(Board board, int sq, long occupied) {
    return (Attacks.pawn(1, sq) & board.pieces(0))
        | (Attacks.pawn(0, sq) & board.pieces(6))
        | (Attacks.knight(sq) & pieces(board, 1))
        | (Attacks.king(sq) & pieces(board, 5))
        | (Attacks.bishop(sq, occupied) & (pieces(board, 2) | pieces(board, 4)))
        | (Attacks.rook(sq, occupied) & (pieces(board, 3) | pieces(board, 4)));
  }
}
