package dev.chessplatform.chess;

import java.util.Arrays;

/**
 * The mutable bitboard board that both the referee and the engine search use: piece placement, side
 * to move, castling rights, en passant square, move counters and the Polyglot key, all updated
 * incrementally by {@link #makeMove(int)} and restored by {@link #unmakeMove(int)} without
 * allocation. Callers outside the hot path should prefer the immutable {@link Position}.
 *
 * <p>Conventions: piece codes are {@link Piece#ordinal()} ({@code side * 6 + type}), −1 for an
 * empty square; sides are 0 white, 1 black; castling rights are bits 1 = white short, 2 = white
 * long, 4 = black short, 8 = black long. The en passant square is kept only when a pawn of the side
 * to move could capture there (Polyglot's rule), so FEN output and keys agree with Polyglot and
 * Stockfish.
 */
public final class Board {
  public static final int NO_PIECE = -1;
  public static final int NO_SQUARE = -1;
  public static final int WHITE_SHORT = 1;
  public static final int WHITE_LONG = 2;
  public static final int BLACK_SHORT = 4;
  public static final int BLACK_LONG = 8;

  /** Rights kept when a piece moves from or to a square: king and rook home squares clear them. */
  private static final int[] CASTLING_KEPT = new int[64];

  static {
    Arrays.fill(CASTLING_KEPT, 15);
    CASTLING_KEPT[Square.E1.ordinal()] = 15 & ~(WHITE_SHORT | WHITE_LONG);
    CASTLING_KEPT[Square.H1.ordinal()] = 15 & ~WHITE_SHORT;
    CASTLING_KEPT[Square.A1.ordinal()] = 15 & ~WHITE_LONG;
    CASTLING_KEPT[Square.E8.ordinal()] = 15 & ~(BLACK_SHORT | BLACK_LONG);
    CASTLING_KEPT[Square.H8.ordinal()] = 15 & ~BLACK_SHORT;
    CASTLING_KEPT[Square.A8.ordinal()] = 15 & ~BLACK_LONG;
  }

  final long[] pieces = new long[12];
  final long[] colour = new long[2];
  final int[] mailbox = new int[64];
  int side;
  int castling;
  int epSquare = NO_SQUARE;
  int halfmoveClock;
  int fullmoveNumber = 1;
  long key;

  /**
   * The undo stacks start empty and grow (4, then doubling) when a move is made: a {@link Position}
   * keeps a board per position of a game's history and needs none once it is built ({@link
   * #forgetHistory}), while 256 entries cost 6 KB per position; a search board grows once to its
   * depth.
   */
  private static final int UNDO_START = 4;

  private static final int[] NO_INTS = new int[0];
  private static final long[] NO_LONGS = new long[0];

  private int ply;
  private int[] undoCaptured = NO_INTS;
  private int[] undoCastling = NO_INTS;
  private int[] undoEp = NO_INTS;
  private int[] undoHalfmove = NO_INTS;
  private long[] undoKey = NO_LONGS;

  private Board() {
    Arrays.fill(mailbox, NO_PIECE);
  }

  /** A board whose every field the caller sets: {@link #copy()}. */
  private Board(Board from) {
    System.arraycopy(from.pieces, 0, pieces, 0, 12);
    System.arraycopy(from.colour, 0, colour, 0, 2);
    System.arraycopy(from.mailbox, 0, mailbox, 0, 64);
  }

  /**
   * A board from raw set-up data, without legality checks (the FEN reader validates first).
   *
   * @param placement 64 entries indexed by square, null for empty
   * @param enPassant the square a pawn skipped, or null; dropped when no capture is possible
   */
  public static Board of(
      Piece[] placement,
      Side toMove,
      int castlingRights,
      Square enPassant,
      int halfmoveClock,
      int fullmoveNumber) {
    Board b = new Board();
    for (int sq = 0; sq < 64; sq++) {
      if (placement[sq] != null) {
        b.put(placement[sq].ordinal(), sq);
      }
    }
    b.side = toMove.ordinal();
    b.castling = castlingRights & 15;
    b.halfmoveClock = halfmoveClock;
    b.fullmoveNumber = fullmoveNumber;
    if (enPassant != null && b.canCaptureEnPassantOn(enPassant.ordinal())) {
      b.epSquare = enPassant.ordinal();
    }
    b.key = b.computeKey();
    return b;
  }

  private boolean canCaptureEnPassantOn(int sq) {
    return (Attacks.pawn(side ^ 1, sq) & pieces[side * 6]) != 0;
  }

  /** An independent copy of the current state (the undo history is not copied). */
  public Board copy() {
    Board b = new Board(this);
    b.side = side;
    b.castling = castling;
    b.epSquare = epSquare;
    b.halfmoveClock = halfmoveClock;
    b.fullmoveNumber = fullmoveNumber;
    b.key = key;
    return b;
  }

  /** Plays a legal move given as a {@link PackedMove}; behaviour is undefined for other moves. */
  public void makeMove(int move) {
    pushState(move);
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int kind = PackedMove.kind(move);
    int us = side;
    int piece = mailbox[from];
    long k = key;
    if (epSquare != NO_SQUARE) {
      k ^= Zobrist.enPassant(epSquare);
      epSquare = NO_SQUARE;
    }
    halfmoveClock++;
    if (kind == PackedMove.CASTLING) {
      int rook = us * 6 + 3;
      int rookFrom = to > from ? from + 3 : from - 4;
      int rookTo = to > from ? from + 1 : from - 1;
      move(piece, from, to);
      move(rook, rookFrom, rookTo);
      k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
      k ^= Zobrist.piece(rook, rookFrom) ^ Zobrist.piece(rook, rookTo);
    } else {
      int captured = undoCaptured[ply - 1];
      if (captured != NO_PIECE) {
        int capturedOn = kind == PackedMove.EN_PASSANT ? to ^ 8 : to;
        remove(captured, capturedOn);
        k ^= Zobrist.piece(captured, capturedOn);
        halfmoveClock = 0;
      }
      move(piece, from, to);
      k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
      if (piece == us * 6) {
        halfmoveClock = 0;
        if (kind == PackedMove.PROMOTION) {
          int promoted = us * 6 + PackedMove.promotionType(move);
          remove(piece, to);
          put(promoted, to);
          k ^= Zobrist.piece(piece, to) ^ Zobrist.piece(promoted, to);
        } else if ((from ^ to) == 16) {
          int skipped = (from + to) >>> 1;
          if ((Attacks.pawn(us, skipped) & pieces[(us ^ 1) * 6]) != 0) {
            epSquare = skipped;
            k ^= Zobrist.enPassant(skipped);
          }
        }
      }
    }
    int rights = castling & CASTLING_KEPT[from] & CASTLING_KEPT[to];
    if (rights != castling) {
      k ^= Zobrist.castling(castling) ^ Zobrist.castling(rights);
      castling = rights;
    }
    fullmoveNumber += us;
    side = us ^ 1;
    key = k ^ Zobrist.whiteToMove();
  }

  /** Takes back {@code move}, which must be the last move made. */
  public void unmakeMove(int move) {
    ply--;
    side ^= 1;
    int us = side;
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int kind = PackedMove.kind(move);
    if (kind == PackedMove.CASTLING) {
      int rook = us * 6 + 3;
      move(us * 6 + 5, to, from);
      move(rook, to > from ? from + 1 : from - 1, to > from ? from + 3 : from - 4);
    } else {
      int piece = mailbox[to];
      if (kind == PackedMove.PROMOTION) {
        remove(piece, to);
        put(us * 6, from);
      } else {
        move(piece, to, from);
      }
      int captured = undoCaptured[ply];
      if (captured != NO_PIECE) {
        put(captured, kind == PackedMove.EN_PASSANT ? to ^ 8 : to);
      }
    }
    fullmoveNumber -= us;
    popState();
  }

  /** Passes the turn (for null-move search); must be undone with {@link #unmakeNullMove()}. */
  public void makeNullMove() {
    pushState(PackedMove.NONE);
    if (epSquare != NO_SQUARE) {
      key ^= Zobrist.enPassant(epSquare);
      epSquare = NO_SQUARE;
    }
    halfmoveClock++;
    fullmoveNumber += side;
    side ^= 1;
    key ^= Zobrist.whiteToMove();
  }

  public void unmakeNullMove() {
    ply--;
    side ^= 1;
    fullmoveNumber -= side;
    popState();
  }

  /**
   * Drops the undo history: the moves made so far can no longer be unmade. For a board that will
   * not be changed again ({@link Position}'s), so that it keeps no stacks.
   */
  void forgetHistory() {
    ply = 0;
    undoCaptured = NO_INTS;
    undoCastling = NO_INTS;
    undoEp = NO_INTS;
    undoHalfmove = NO_INTS;
    undoKey = NO_LONGS;
  }

  private void pushState(int move) {
    if (ply == undoKey.length) {
      int n = Math.max(UNDO_START, ply * 2);
      undoCaptured = Arrays.copyOf(undoCaptured, n);
      undoCastling = Arrays.copyOf(undoCastling, n);
      undoEp = Arrays.copyOf(undoEp, n);
      undoHalfmove = Arrays.copyOf(undoHalfmove, n);
      undoKey = Arrays.copyOf(undoKey, n);
    }
    int kind = PackedMove.kind(move);
    undoCaptured[ply] =
        kind == PackedMove.EN_PASSANT
            ? (side ^ 1) * 6
            : kind == PackedMove.CASTLING ? NO_PIECE : mailbox[PackedMove.to(move)];
    undoCastling[ply] = castling;
    undoEp[ply] = epSquare;
    undoHalfmove[ply] = halfmoveClock;
    undoKey[ply] = key;
    ply++;
  }

  private void popState() {
    castling = undoCastling[ply];
    epSquare = undoEp[ply];
    halfmoveClock = undoHalfmove[ply];
    key = undoKey[ply];
  }

  private void put(int piece, int sq) {
    long bit = 1L << sq;
    pieces[piece] |= bit;
    colour[piece >= 6 ? 1 : 0] |= bit;
    mailbox[sq] = piece;
  }

  private void remove(int piece, int sq) {
    long bit = 1L << sq;
    pieces[piece] &= ~bit;
    colour[piece >= 6 ? 1 : 0] &= ~bit;
    mailbox[sq] = NO_PIECE;
  }

  private void move(int piece, int from, int to) {
    long bits = (1L << from) | (1L << to);
    pieces[piece] ^= bits;
    colour[piece >= 6 ? 1 : 0] ^= bits;
    mailbox[from] = NO_PIECE;
    mailbox[to] = piece;
  }

  /** Recomputes the Polyglot key from scratch; equals {@link #key()} at all times. */
  public long computeKey() {
    long k = Zobrist.castling(castling);
    for (int sq = 0; sq < 64; sq++) {
      if (mailbox[sq] != NO_PIECE) {
        k ^= Zobrist.piece(mailbox[sq], sq);
      }
    }
    if (epSquare != NO_SQUARE) {
      k ^= Zobrist.enPassant(epSquare);
    }
    return side == 0 ? k ^ Zobrist.whiteToMove() : k;
  }

  /**
   * Whether {@code square} is attacked by {@code bySide} (0 white, 1 black) as the board stands.
   */
  public boolean isAttacked(int square, int bySide) {
    long occupied = colour[0] | colour[1];
    int them = bySide * 6;
    return (Attacks.knight(square) & pieces[them + 1]) != 0
        || (Attacks.pawn(bySide ^ 1, square) & pieces[them]) != 0
        || (Attacks.king(square) & pieces[them + 5]) != 0
        || (Attacks.bishop(square, occupied) & (pieces[them + 2] | pieces[them + 4])) != 0
        || (Attacks.rook(square, occupied) & (pieces[them + 3] | pieces[them + 4])) != 0;
  }

  public boolean isInCheck() {
    return isAttacked(kingSquare(side), side ^ 1);
  }

  public int kingSquare(int ofSide) {
    return Long.numberOfTrailingZeros(pieces[ofSide * 6 + 5]);
  }

  /** Piece code on a square, or {@link #NO_PIECE}. */
  public int pieceAt(int square) {
    return mailbox[square];
  }

  /** Bitboard of one piece code. */
  public long pieces(int piece) {
    return pieces[piece];
  }

  /** Bitboard of everything of one side. */
  public long occupancy(int ofSide) {
    return colour[ofSide];
  }

  public int sideToMove() {
    return side;
  }

  public int castlingRights() {
    return castling;
  }

  public int enPassantSquare() {
    return epSquare;
  }

  public int halfmoveClock() {
    return halfmoveClock;
  }

  public int fullmoveNumber() {
    return fullmoveNumber;
  }

  /** Polyglot Zobrist key of the position. */
  public long key() {
    return key;
  }

  /** Same placement, side to move, castling rights and en passant square (not counters). */
  public boolean samePosition(Board other) {
    return key == other.key
        && side == other.side
        && castling == other.castling
        && epSquare == other.epSquare
        && Arrays.equals(mailbox, other.mailbox);
  }
}
