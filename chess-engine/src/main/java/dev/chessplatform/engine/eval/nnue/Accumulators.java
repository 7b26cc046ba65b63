package dev.chessplatform.engine.eval.nnue;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.PackedMove;

/**
 * A search's accumulators, one pair (white's view, black's view) per ply, updated as moves are made
 * and taken back: {@link #push} before {@code board.makeMove(move)} computes the next ply's pair
 * from this one with the two to four features the move changes; {@link #pop} after {@code
 * unmakeMove} goes back to the pair kept below. No refresh is needed (no king buckets), except
 * {@link #refresh} at the root.
 */
public final class Accumulators {

  private final Network net;
  private final short[][] white;
  private final short[][] black;
  private int ply;

  /**
   * @param maxPly the deepest ply a search reaches
   */
  public Accumulators(Network net, int maxPly) {
    this.net = net;
    this.white = new short[maxPly + 2][net.hidden];
    this.black = new short[maxPly + 2][net.hidden];
  }

  /** Starts over at ply 0 from every piece of {@code board}. */
  public void refresh(Board board) {
    ply = 0;
    fill(board, white[0], black[0]);
  }

  /** The pair of {@code board} computed from its pieces alone: the reference for the updates. */
  static void fill(Network net, Board board, short[] white, short[] black) {
    net.bias(white);
    net.bias(black);
    for (int square = 0; square < 64; square++) {
      int piece = board.pieceAt(square);
      if (piece != Board.NO_PIECE) {
        net.add(white, Network.feature(0, piece, square));
        net.add(black, Network.feature(1, piece, square));
      }
    }
  }

  private void fill(Board board, short[] w, short[] b) {
    fill(net, board, w, b);
  }

  /** Computes the next ply's pair for {@code move}, about to be made on {@code board}. */
  public void push(Board board, int move) {
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int kind = PackedMove.kind(move);
    int piece = board.pieceAt(from);
    int us = piece >= 6 ? 1 : 0;
    int placed = kind == PackedMove.PROMOTION ? us * 6 + PackedMove.promotionType(move) : piece;
    update(0, white, piece, from, placed, to);
    update(1, black, piece, from, placed, to);
    ply++;
    if (kind == PackedMove.CASTLING) {
      int rook = us * 6 + 3;
      int rookFrom = to > from ? from + 3 : from - 4;
      int rookTo = to > from ? from + 1 : from - 1;
      move(0, white[ply], rook, rookFrom, rookTo);
      move(1, black[ply], rook, rookFrom, rookTo);
      return;
    }
    int capturedOn = kind == PackedMove.EN_PASSANT ? to ^ 8 : to;
    int captured = board.pieceAt(capturedOn);
    if (captured != Board.NO_PIECE) {
      net.subtract(white[ply], Network.feature(0, captured, capturedOn));
      net.subtract(black[ply], Network.feature(1, captured, capturedOn));
    }
  }

  private void update(int view, short[][] stack, int piece, int from, int placed, int to) {
    net.addSubtract(
        stack[ply],
        stack[ply + 1],
        Network.feature(view, placed, to),
        Network.feature(view, piece, from));
  }

  private void move(int view, short[] acc, int piece, int from, int to) {
    net.add(acc, Network.feature(view, piece, to));
    net.subtract(acc, Network.feature(view, piece, from));
  }

  /** The next ply for a null move: the same pieces. */
  public void pushNull() {
    System.arraycopy(white[ply], 0, white[ply + 1], 0, net.hidden);
    System.arraycopy(black[ply], 0, black[ply + 1], 0, net.hidden);
    ply++;
  }

  /** Back to the ply below, after the move was taken back. */
  public void pop() {
    ply--;
  }

  public int ply() {
    return ply;
  }

  /**
   * Whether the current ply's pair is what a refresh from {@code board}'s pieces gives: for the
   * search's assertions, which the tests run.
   */
  public boolean matches(Board board) {
    short[] w = new short[net.hidden];
    short[] b = new short[net.hidden];
    fill(net, board, w, b);
    return java.util.Arrays.equals(w, white[ply]) && java.util.Arrays.equals(b, black[ply]);
  }

  /** White's view at the current ply (tests compare it with a refresh). */
  short[] white() {
    return white[ply];
  }

  short[] black() {
    return black[ply];
  }

  /** Centipawns for {@code sideToMove} (0 white, 1 black) at the current ply. */
  public int evaluate(int sideToMove) {
    return sideToMove == 0
        ? net.evaluate(white[ply], black[ply])
        : net.evaluate(black[ply], white[ply]);
  }
}
