package dev.chessplatform.chess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * An immutable chess position: placement, side to move, castling rights, en passant square and the
 * two move counters. {@link #play(Move)} returns a new position or the reason the move is illegal.
 * It wraps a private {@link Board} that is never mutated after construction; its legal moves are
 * generated once, eagerly, so the value is safe to share between threads.
 */
public final class Position {
  /**
   * Each thread's list to generate into: a position keeps only its moves, not 256 slots (declared
   * before {@link #INITIAL}, which needs it).
   */
  private static final ThreadLocal<MoveList> SCRATCH = ThreadLocal.withInitial(MoveList::new);

  private static final Position INITIAL = Position.of(StartingBoard.create());

  private final Board board;
  private final int[] legal;
  private final boolean check;

  private Position(Board board) {
    board.forgetHistory();
    this.board = board;
    MoveList list = SCRATCH.get();
    MoveGenerator.generate(board, list);
    this.legal = Arrays.copyOf(list.moves, list.size);
    this.check = board.isInCheck();
  }

  /** The initial position of a game (FIDE Laws 2.3). */
  public static Position initial() {
    return INITIAL;
  }

  /** A position holding a copy of {@code board}'s current state. */
  public static Position of(Board board) {
    return new Position(board.copy());
  }

  /** A fresh mutable copy of the underlying board, e.g. to search from. */
  public Board board() {
    return board.copy();
  }

  public Side sideToMove() {
    return Side.of(board.side);
  }

  public Optional<Piece> pieceAt(Square square) {
    return Optional.ofNullable(Piece.of(board.mailbox[square.ordinal()]));
  }

  /** Castling rights as {@link Board#WHITE_SHORT} … {@link Board#BLACK_LONG} bits. */
  public int castlingRights() {
    return board.castling;
  }

  /** The e.p. square, present only when a pawn of the side to move stands ready to capture. */
  public Optional<Square> enPassantSquare() {
    return board.epSquare < 0 ? Optional.empty() : Optional.of(Square.of(board.epSquare));
  }

  public int halfmoveClock() {
    return board.halfmoveClock;
  }

  public int fullmoveNumber() {
    return board.fullmoveNumber;
  }

  /** Polyglot Zobrist key. */
  public long zobristKey() {
    return board.key;
  }

  public List<Move> legalMoves() {
    List<Move> moves = new ArrayList<>(legal.length);
    for (int m : legal) {
      moves.add(Move.fromPacked(m));
    }
    return Collections.unmodifiableList(moves);
  }

  /** The legal moves in {@link PackedMove} form (a copy). */
  public int[] packedLegalMoves() {
    return legal.clone();
  }

  /** The packed legal move matching {@code move}, or {@link PackedMove#NONE}. */
  public int packed(Move move) {
    for (int m : legal) {
      if (PackedMove.from(m) == move.from().ordinal()
          && PackedMove.to(m) == move.to().ordinal()
          && (PackedMove.kind(m) == PackedMove.PROMOTION
              ? move.promotion() != null
                  && PackedMove.promotionType(m) == move.promotion().ordinal()
              : move.promotion() == null)) {
        return m;
      }
    }
    return PackedMove.NONE;
  }

  /** Plays {@code move} if it is legal here. */
  public MoveResult<Position> play(Move move) {
    int m = packed(move);
    if (m == PackedMove.NONE) {
      return new MoveResult.Illegal<>(move, IllegalMoves.reason(this, board, legal, move));
    }
    return new MoveResult.Played<>(playPacked(m));
  }

  /** Plays a packed move that must be one of {@link #packedLegalMoves()}. */
  public Position playPacked(int legalMove) {
    Board next = board.copy();
    next.makeMove(legalMove);
    return new Position(next);
  }

  public boolean isCheck() {
    return check;
  }

  public boolean isCheckmate() {
    return check && legal.length == 0;
  }

  public boolean isStalemate() {
    return !check && legal.length == 0;
  }

  /** What the position alone says about the game; repetition and move counts are {@link Game}'s. */
  public Status status() {
    if (legal.length == 0) {
      return check ? Status.CHECKMATE : Status.STALEMATE;
    }
    return Material.isDead(board) ? Status.INSUFFICIENT_MATERIAL : Status.PLAYING;
  }

  /**
   * Whether {@code side} could mate by some series of legal moves, as far as material decides it
   * (FIDE Laws 6.9: a flag fall against a side that cannot be mated is a draw).
   */
  public boolean hasMatingMaterial(Side side) {
    return Material.canMate(board, side.ordinal());
  }

  /**
   * Same position in the sense of FIDE Laws 9.2.3: same placement, side to move, castling rights
   * and possibility of capturing en passant; an e.p. square counts only if the capture is legal.
   */
  public boolean isSamePositionAs(Position other) {
    // The keys without their e.p. part differ for nearly every pair, and cost nothing: the
    // placement and the e.p. captures (a scan of the legal moves) are compared only when they match
    return board.side == other.board.side
        && board.castling == other.board.castling
        && keyWithoutEnPassant() == other.keyWithoutEnPassant()
        && Arrays.equals(board.mailbox, other.board.mailbox)
        && legalEnPassant() == other.legalEnPassant();
  }

  /** The Zobrist key of the placement, side and castling rights alone. */
  private long keyWithoutEnPassant() {
    return board.epSquare == Board.NO_SQUARE
        ? board.key
        : board.key ^ Zobrist.enPassant(board.epSquare);
  }

  /** The e.p. square if some legal move captures there, else −1. */
  int legalEnPassant() {
    for (int m : legal) {
      if (PackedMove.kind(m) == PackedMove.EN_PASSANT) {
        return PackedMove.to(m);
      }
    }
    return Board.NO_SQUARE;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Position p
        && board.samePosition(p.board)
        && board.halfmoveClock == p.board.halfmoveClock
        && board.fullmoveNumber == p.board.fullmoveNumber;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(board.key);
  }

  @Override
  public String toString() {
    return "Position[" + board.key + "]";
  }
}
