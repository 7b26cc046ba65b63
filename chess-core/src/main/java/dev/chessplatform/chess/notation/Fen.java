package dev.chessplatform.chess.notation;

import static dev.chessplatform.chess.notation.FenException.Reason.*;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.Piece;
import dev.chessplatform.chess.PieceType;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.Square;

/**
 * Forsyth–Edwards Notation in and out (PGN standard, section 16.1). Reading accepts the four-field
 * EPD form too (counters default to 0 and 1) and rejects positions that cannot arise, naming the
 * fault: see {@link FenException.Reason}. Writing emits the en passant square only when a capture
 * there is possible, as Stockfish and lichess do.
 */
public final class Fen {
  public static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  private static final int MAX_LENGTH = 256;

  private Fen() {}

  /** Parses and validates a FEN. */
  public static Position read(String fen) {
    return Position.of(readBoard(fen));
  }

  /** Parses and validates a FEN into a fresh mutable board. */
  public static Board readBoard(String fen) {
    if (fen == null || fen.isBlank()) {
      throw new FenException(EMPTY, "no text", fen);
    }
    if (fen.length() > MAX_LENGTH) {
      throw new FenException(TOO_LONG, "longer than " + MAX_LENGTH + " characters", fen);
    }
    String[] f = fen.trim().split("\\s+");
    if (f.length != 4 && f.length != 6) {
      throw new FenException(FIELD_COUNT, f.length + " fields, expected 6 (or 4)", fen);
    }
    Piece[] placement = placement(f[0], fen);
    Side side =
        switch (f[1]) {
          case "w" -> Side.WHITE;
          case "b" -> Side.BLACK;
          default -> throw new FenException(BAD_SIDE_TO_MOVE, "side '" + f[1] + "'", fen);
        };
    int castling = castling(f[2], placement, fen);
    Square ep = enPassant(f[3], placement, side, fen);
    int halfmove = f.length == 6 ? counter(f[4], BAD_HALFMOVE_CLOCK, 0, fen) : 0;
    int fullmove = f.length == 6 ? counter(f[5], BAD_FULLMOVE_NUMBER, 1, fen) : 1;
    if (ep != null && halfmove != 0) {
      throw new FenException(
          BAD_HALFMOVE_CLOCK,
          "halfmove clock " + halfmove + " right after a pawn double step",
          fen);
    }
    Board board = Board.of(placement, side, castling, ep, halfmove, fullmove);
    int them = side.opponent().ordinal();
    if (board.isAttacked(board.kingSquare(them), side.ordinal())) {
      throw new FenException(
          OPPONENT_IN_CHECK, side.opponent().englishName() + " is in check but not to move", fen);
    }
    int checkers = FenChecks.checkerCount(board);
    if (checkers > 2) {
      throw new FenException(IMPOSSIBLE_CHECK, checkers + " pieces give check", fen);
    }
    return board;
  }

  private static Piece[] placement(String field, String fen) {
    String[] ranks = field.split("/", -1);
    if (ranks.length != 8) {
      throw new FenException(RANK_COUNT, ranks.length + " ranks in the placement", fen);
    }
    Piece[] placement = new Piece[64];
    for (int r = 0; r < 8; r++) {
      int rank = 7 - r;
      int file = 0;
      for (char c : ranks[r].toCharArray()) {
        if (c >= '1' && c <= '8') {
          file += c - '0';
        } else {
          Piece piece = Piece.fromFenLetter(c);
          if (piece == null) {
            throw new FenException(UNKNOWN_PIECE, "unknown piece '" + c + "'", fen);
          }
          if (file < 8) {
            placement[rank * 8 + file] = piece;
          }
          file++;
        }
        if (file > 8) {
          break;
        }
      }
      if (file != 8) {
        throw new FenException(RANK_LENGTH, "rank " + (rank + 1) + " is not 8 squares", fen);
      }
    }
    FenChecks.material(placement, fen);
    return placement;
  }

  private static int castling(String field, Piece[] placement, String fen) {
    if (field.equals("-")) {
      return 0;
    }
    int rights = 0;
    for (char c : field.toCharArray()) {
      int bit = "KQkq".indexOf(c);
      if (bit < 0 || (rights & (1 << bit)) != 0 || field.length() > 4) {
        throw new FenException(BAD_CASTLING, "castling field '" + field + "'", fen);
      }
      rights |= 1 << bit;
      FenChecks.castlingPieces(c, placement, fen);
    }
    return rights;
  }

  private static Square enPassant(String field, Piece[] placement, Side side, String fen) {
    if (field.equals("-")) {
      return null;
    }
    Square sq =
        Square.parse(field)
            .orElseThrow(() -> new FenException(BAD_EN_PASSANT, "square '" + field + "'", fen));
    int expectedRank = side == Side.WHITE ? 5 : 2;
    int dir = side == Side.WHITE ? -8 : 8; // from the skipped square towards the pawn
    Piece pawn = Piece.of(side.opponent(), PieceType.PAWN);
    int s = sq.ordinal();
    if (sq.rank() != expectedRank
        || placement[s] != null
        || placement[s - dir] != null
        || placement[s + dir] != pawn) {
      throw new FenException(IMPOSSIBLE_EN_PASSANT, "no pawn can have just skipped " + field, fen);
    }
    return sq;
  }

  private static int counter(String field, FenException.Reason reason, int min, String fen) {
    int value;
    try {
      value = field.length() > 9 ? -1 : Integer.parseInt(field);
    } catch (NumberFormatException e) {
      value = -1;
    }
    if (value < min || !field.chars().allMatch(Character::isDigit)) {
      throw new FenException(reason, "counter '" + field + "'", fen);
    }
    return value;
  }

  /** The FEN of a position. */
  public static String write(Position position) {
    return write(position.board());
  }

  public static String write(Board board) {
    StringBuilder sb = new StringBuilder(90);
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        int code = board.pieceAt(rank * 8 + file);
        if (code == Board.NO_PIECE) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
            empty = 0;
          }
          sb.append(Piece.values()[code].fenLetter());
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    sb.append(board.sideToMove() == 0 ? " w " : " b ");
    int rights = board.castlingRights();
    if (rights == 0) {
      sb.append('-');
    }
    for (int bit = 0; bit < 4; bit++) {
      if ((rights & (1 << bit)) != 0) {
        sb.append("KQkq".charAt(bit));
      }
    }
    int ep = board.enPassantSquare();
    sb.append(' ').append(ep == Board.NO_SQUARE ? "-" : Square.of(ep).algebraic());
    return sb.append(' ')
        .append(board.halfmoveClock())
        .append(' ')
        .append(board.fullmoveNumber())
        .toString();
  }
}
