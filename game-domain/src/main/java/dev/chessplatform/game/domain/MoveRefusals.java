package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.IllegalMoveReason;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Piece;
import dev.chessplatform.chess.PieceType;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.Square;
import dev.chessplatform.chess.notation.SanException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why a move a player typed is not legal, in words a player can act on ("Nf3 is not legal: your
 * king would be in check"), with chess-core's code of the reason beside it. The rules are
 * chess-core's: it names the reason ({@link IllegalMoveReason}); this class only reads the board to
 * say it in full. A refused castling also says why as data ({@link CastlingRefusal}); telling a
 * moved king from a moved rook needs the game's history, so the refusals take the {@link Game}.
 */
final class MoveRefusals {

  /**
   * A refused move: a code clients can switch on, the sentence to show, and further problem members
   * ({@code castling}).
   */
  record Refusal(String code, String detail, Map<String, Object> members) {

    Refusal {
      members = Map.copyOf(members);
    }

    Refusal(String code, String detail) {
      this(code, detail, Map.of());
    }
  }

  /** SAN as players write it, after check and annotation marks are stripped (PGN 8.2.3). */
  private static final Pattern SAN =
      Pattern.compile(
          "(?<piece>[KQRBN])?(?<file>[a-h])?(?<rank>[1-8])?x?(?<to>[a-h][1-8])(=?(?<promo>[QRBNqrbn]))?");

  private static final Pattern CASTLING = Pattern.compile("[O0o]-[O0o](?<long>-[O0o])?");

  private static final String[] NUMBERS = {
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight"
  };

  static final String NO_MOVE = "NO_MOVE";
  static final String SYNTAX = SanException.Reason.SYNTAX.name();
  static final String AMBIGUOUS = SanException.Reason.AMBIGUOUS.name();

  private MoveRefusals() {}

  static Refusal noMove() {
    return new Refusal(NO_MOVE, "No move given: send one in UCI (e2e4) or SAN (Nf3)");
  }

  /** A UCI move chess-core refused for {@code reason} in the current position of {@code game}. */
  static Refusal uci(Game game, Move move, IllegalMoveReason reason) {
    Position position = game.position();
    if (reason == IllegalMoveReason.CASTLING_NOT_ALLOWED
        || CastlingRefusal.kingGone(position, move)) {
      return castling(move.uci(), CastlingRefusal.of(game, move));
    }
    return new Refusal(code(reason), move.uci() + " is not legal: " + why(position, move, reason));
  }

  /** A SAN move that names no single legal move in the current position of {@code game}. */
  static Refusal san(Game game, String text, SanException e) {
    Position position = game.position();
    String san = strip(text);
    Matcher castling = CASTLING.matcher(san);
    if (castling.matches()) {
      Square from = kingSquare(position);
      int to = castling.group("long") == null ? 2 : -2;
      Move move = Move.of(from, Square.of(from.file() + to, from.rank()));
      return castling(text, CastlingRefusal.of(game, move));
    }
    Matcher m = SAN.matcher(san);
    if (!m.matches() || e.reason() == SanException.Reason.SYNTAX) {
      return new Refusal(
          SYNTAX,
          text + " is not a move: write it in UCI (e2e4, e7e8q) or SAN (Nf3, exd5, O-O, e8=Q)");
    }
    PieceType type =
        m.group("piece") == null
            ? PieceType.PAWN
            : PieceType.fromLetter(m.group("piece").charAt(0));
    Square to = Square.parse(m.group("to")).orElseThrow();
    // A pawn's SAN names its file only when it captures (exd5); otherwise it moves on its file.
    String file =
        type == PieceType.PAWN && m.group("file") == null
            ? m.group("to").substring(0, 1)
            : m.group("file");
    List<Square> candidates = candidates(position, type, file, m.group("rank"));
    if (e.reason() == SanException.Reason.AMBIGUOUS) {
      List<String> from =
          position.legalMoves().stream()
              .filter(l -> l.to() == to && candidates.contains(l.from()))
              .map(l -> l.from().algebraic())
              .distinct()
              .toList();
      return new Refusal(
          AMBIGUOUS,
          text
              + " is ambiguous: the "
              + type.englishName()
              + "s on "
              + String.join(" and ", from)
              + (from.size() == 2 ? " can both move to " : " can all move to ")
              + to.algebraic()
              + "; name the one you mean (e.g. "
              + type.sanLetter()
              + from.get(0).charAt(0)
              + to.algebraic()
              + ")");
    }
    if (e.reason() == SanException.Reason.PROMOTION_REQUIRED) {
      return new Refusal(
          code(IllegalMoveReason.PROMOTION_REQUIRED),
          text
              + " is not legal: a pawn reaching the last rank must become a queen, rook, bishop or"
              + " knight; say which ("
              + to.algebraic()
              + "=Q)");
    }
    if (candidates.isEmpty()) {
      String where =
          m.group("file") != null
              ? " on the " + m.group("file") + "-file"
              : m.group("rank") != null ? " on rank " + m.group("rank") : "";
      return new Refusal(
          code(IllegalMoveReason.NO_PIECE),
          text + " is not legal: you have no " + type.englishName() + where);
    }
    Optional<Piece> target = position.pieceAt(to);
    if (target.isPresent() && target.get().side() == position.sideToMove()) {
      return new Refusal(
          code(IllegalMoveReason.NOT_A_MOVE),
          text + " is not legal: your own " + name(target.get()) + " stands on " + to.algebraic());
    }
    PieceType promotion =
        m.group("promo") == null ? null : PieceType.fromLetter(m.group("promo").charAt(0));
    IllegalMoveReason best = null;
    Move bestMove = null;
    for (Square from : candidates) {
      Move move = promotion == null ? Move.of(from, to) : Move.promotion(from, to, promotion);
      if (position.play(move) instanceof MoveResult.Illegal<Position> illegal
          && (best == null || rank(illegal.reason()) < rank(best))) {
        best = illegal.reason();
        bestMove = move;
      }
    }
    if (best == null || (candidates.size() > 1 && best == IllegalMoveReason.NOT_A_MOVE)) {
      return new Refusal(
          code(IllegalMoveReason.NOT_A_MOVE),
          text
              + " is not legal: no "
              + type.englishName()
              + " of yours can move to "
              + to.algebraic());
    }
    if (best == IllegalMoveReason.CASTLING_NOT_ALLOWED) {
      return castling(text, CastlingRefusal.of(game, bestMove));
    }
    return new Refusal(code(best), text + " is not legal: " + why(position, bestMove, best));
  }

  private static Refusal castling(String text, CastlingRefusal refusal) {
    return new Refusal(
        code(IllegalMoveReason.CASTLING_NOT_ALLOWED),
        text + " is not legal: " + refusal.words(),
        Map.of("castling", refusal.member()));
  }

  /** Which reason to report when several pieces could have been meant: the most telling one. */
  private static int rank(IllegalMoveReason reason) {
    return switch (reason) {
      case KING_IN_CHECK -> 0;
      case PROMOTION_REQUIRED, INVALID_PROMOTION -> 1;
      case CASTLING_NOT_ALLOWED -> 2;
      case NOT_A_MOVE -> 3;
      case NO_PIECE, NOT_YOUR_PIECE, GAME_OVER -> 4;
    };
  }

  /** chess-core's name of the reason, as engine-service answers it in {@code code} too. */
  static String code(IllegalMoveReason reason) {
    return reason.name();
  }

  /** The rule a refused move breaks, said from the board. */
  static String why(Position p, Move move, IllegalMoveReason reason) {
    Optional<Piece> piece = p.pieceAt(move.from());
    String from = move.from().algebraic();
    return switch (reason) {
      case GAME_OVER -> "the game is over";
      case NO_PIECE -> "there is no piece on " + from;
      case NOT_YOUR_PIECE ->
          "the "
              + name(piece.orElseThrow())
              + " on "
              + from
              + " is "
              + side(piece.orElseThrow().side())
              + "'s, and it is "
              + side(p.sideToMove())
              + "'s turn";
      case PROMOTION_REQUIRED ->
          "a pawn reaching the last rank must become a queen, rook, bishop or knight; add the"
              + " piece ("
              + move.uci()
              + "q)";
      case INVALID_PROMOTION ->
          move.promotion() == null || move.promotion().isPromotionTarget()
              ? "only a pawn reaching the last rank is promoted"
              : "a pawn is promoted to a queen, rook, bishop or knight";
      case CASTLING_NOT_ALLOWED ->
          CastlingRefusal.of(Game.start(p, RuleSet.AUTOMATIC), move).words();
      case KING_IN_CHECK -> kingInCheck(p, move, piece.orElseThrow());
      case NOT_A_MOVE -> notAMove(p, move, piece.orElseThrow());
    };
  }

  private static String kingInCheck(Position p, Move move, Piece piece) {
    if (p.isCheck()) {
      return "your king is in check, and this move does not get it out of check";
    }
    if (piece.type() == PieceType.KING) {
      return "your king would move into check";
    }
    return "your king would be in check (the "
        + name(piece)
        + " on "
        + move.from().algebraic()
        + " is pinned)";
  }

  private static String notAMove(Position p, Move move, Piece piece) {
    Optional<Piece> target = p.pieceAt(move.to());
    if (target.isPresent() && target.get().side() == piece.side()) {
      return "your own " + name(target.get()) + " stands on " + move.to().algebraic();
    }
    int df = move.to().file() - move.from().file();
    int dr = move.to().rank() - move.from().rank();
    return switch (piece.type()) {
      case PAWN -> pawn(p, move, piece.side() == Side.WHITE ? dr : -dr, df, target.isPresent());
      case KNIGHT -> "a knight moves in an L: two squares one way and one to the side";
      case BISHOP ->
          Math.abs(df) == Math.abs(dr) ? blocked(p, move) : "a bishop moves only diagonally";
      case ROOK ->
          df == 0 || dr == 0 ? blocked(p, move) : "a rook moves only along ranks and files";
      case QUEEN ->
          df == 0 || dr == 0 || Math.abs(df) == Math.abs(dr)
              ? blocked(p, move)
              : "a queen moves along ranks, files and diagonals";
      case KING -> "a king moves one square at a time (two only when castling)";
    };
  }

  private static String pawn(Position p, Move move, int forward, int df, boolean capture) {
    if (forward < 0) {
      return "a pawn cannot move backwards";
    }
    if (forward == 0) {
      return "a pawn does not move sideways";
    }
    if (df == 0) {
      if (forward > 2) {
        return "a pawn cannot move " + NUMBERS[forward] + " squares";
      }
      if (capture) {
        return "a pawn cannot capture straight ahead, and "
            + move.to().algebraic()
            + " is occupied";
      }
      int start = p.sideToMove() == Side.WHITE ? 1 : 6;
      if (forward == 2 && move.from().rank() != start) {
        return "a pawn moves two squares only from its starting square";
      }
      return blocked(p, move);
    }
    if (Math.abs(df) == 1 && forward == 1) {
      return "a pawn moves diagonally only to capture, and there is nothing to capture on "
          + move.to().algebraic();
    }
    return "a pawn moves straight ahead, and captures one square diagonally";
  }

  /** The first piece between {@code from} and {@code to} on a line. */
  private static String blocked(Position p, Move move) {
    int df = Integer.signum(move.to().file() - move.from().file());
    int dr = Integer.signum(move.to().rank() - move.from().rank());
    int file = move.from().file() + df;
    int rank = move.from().rank() + dr;
    while (file != move.to().file() || rank != move.to().rank()) {
      Square s = Square.of(file, rank);
      if (p.pieceAt(s).isPresent()) {
        return "the " + name(p.pieceAt(s).get()) + " on " + s.algebraic() + " stands in the way";
      }
      file += df;
      rank += dr;
    }
    return "the piece does not move that way";
  }

  private static List<Square> candidates(Position p, PieceType type, String file, String rank) {
    List<Square> out = new ArrayList<>();
    for (Square s : Square.values()) {
      Optional<Piece> piece = p.pieceAt(s);
      if (piece.isPresent()
          && piece.get().side() == p.sideToMove()
          && piece.get().type() == type
          && (file == null || s.file() == file.charAt(0) - 'a')
          && (rank == null || s.rank() == rank.charAt(0) - '1')) {
        out.add(s);
      }
    }
    return out;
  }

  static Square kingSquare(Position p) {
    for (Square s : Square.values()) {
      if (p.pieceAt(s).filter(x -> x == Piece.of(p.sideToMove(), PieceType.KING)).isPresent()) {
        return s;
      }
    }
    throw new IllegalStateException("a legal position has a king of each side");
  }

  private static String strip(String san) {
    String s = san.strip();
    int end = s.length();
    while (end > 0 && "+#!?".indexOf(s.charAt(end - 1)) >= 0) {
      end--;
    }
    s = s.substring(0, end);
    return s.endsWith("e.p.") ? s.substring(0, s.length() - 4).strip() : s;
  }

  static String name(Piece piece) {
    return piece.type().englishName();
  }

  static String side(Side side) {
    return side == Side.WHITE ? "White" : "Black";
  }
}
