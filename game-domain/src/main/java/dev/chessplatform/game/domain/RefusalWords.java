package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.notation.ChessFormatException;
import dev.chessplatform.chess.notation.FenException;
import dev.chessplatform.chess.notation.PgnException;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.DrawRules;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The sentences of refusals that a player reads in a problem's {@code detail}: they name the rule
 * in words, never an internal code (chess-core's codes travel beside them in the problem's {@code
 * code} member).
 */
final class RefusalWords {

  /** chess-core's message prefix, e.g. {@code Invalid FEN (KING_COUNT): }, which names a code. */
  private static final Pattern CODE_PREFIX =
      Pattern.compile("Invalid [A-Za-z ]+ \\([A-Z_]+\\)( at line \\d+)?: ");

  private static final Map<FenException.Reason, String> FEN =
      Map.ofEntries(
          Map.entry(FenException.Reason.EMPTY, "no position was given"),
          Map.entry(FenException.Reason.TOO_LONG, "the text is too long for a position"),
          Map.entry(
              FenException.Reason.FIELD_COUNT,
              "a FEN has six fields: pieces, side to move, castling, en passant, halfmove clock,"
                  + " move number"),
          Map.entry(FenException.Reason.RANK_COUNT, "the pieces need 8 ranks separated by /"),
          Map.entry(FenException.Reason.RANK_LENGTH, "every rank must cover 8 squares"),
          Map.entry(FenException.Reason.UNKNOWN_PIECE, "pieces are written KQRBNP and kqrbnp"),
          Map.entry(FenException.Reason.KING_COUNT, "each side needs exactly one king"),
          Map.entry(
              FenException.Reason.TOO_MANY_PIECES, "a side has more pieces than a game can have"),
          Map.entry(
              FenException.Reason.PAWN_ON_BACK_RANK,
              "a pawn cannot stand on the first or last rank"),
          Map.entry(FenException.Reason.BAD_SIDE_TO_MOVE, "the side to move is w or b"),
          Map.entry(FenException.Reason.BAD_CASTLING, "castling rights are - or letters of KQkq"),
          Map.entry(
              FenException.Reason.CASTLING_WITHOUT_KING_OR_ROOK,
              "a castling right needs its king and rook on their starting squares"),
          Map.entry(
              FenException.Reason.BAD_EN_PASSANT,
              "the en passant field is - or a square on the third or sixth rank"),
          Map.entry(
              FenException.Reason.IMPOSSIBLE_EN_PASSANT,
              "no pawn can just have moved two squares past the en passant square"),
          Map.entry(
              FenException.Reason.BAD_HALFMOVE_CLOCK,
              "the halfmove clock is a whole number from 0"),
          Map.entry(
              FenException.Reason.BAD_FULLMOVE_NUMBER, "the move number is a whole number from 1"),
          Map.entry(
              FenException.Reason.OPPONENT_IN_CHECK,
              "the side that has just moved is in check, which no legal game reaches"),
          Map.entry(
              FenException.Reason.IMPOSSIBLE_CHECK, "no legal game reaches this kind of check"));

  private static final Map<PgnException.Reason, String> PGN =
      Map.of(
          PgnException.Reason.SYNTAX, "the text is not PGN",
          PgnException.Reason.BAD_TAG, "a tag is not written [Name \"value\"]",
          PgnException.Reason.BAD_FEN_TAG, "the FEN tag is not a valid position",
          PgnException.Reason.ILLEGAL_MOVE, "a move is not legal where it stands",
          PgnException.Reason.UNCLOSED, "a comment or variation is never closed",
          PgnException.Reason.TOO_DEEP, "variations are nested too deeply",
          PgnException.Reason.TOO_LARGE, "the text is too large");

  private RefusalWords() {}

  static String side(Colour colour) {
    return colour == Colour.WHITE ? "White" : "Black";
  }

  /** "It is Black's turn". */
  static String turn(GameState s) {
    return "It is " + whoseTurn(s);
  }

  /** "Black's turn". */
  static String whoseTurn(GameState s) {
    return side(s.sideToMove()) + "'s turn";
  }

  /** How a game that takes no more commands ended, e.g. "White won by resignation". */
  static String over(GameState s) {
    if (s.status() == GameStatus.CANCELLED) {
      return "The game was withdrawn before it started";
    }
    if (s.status() == GameStatus.STARTED) {
      return "The game is over: " + side(s.sideToMove()) + "'s time has run out";
    }
    if (s.termination() == Termination.ABORTED) {
      return "The game is over: it was aborted";
    }
    String by = s.termination() == null ? "" : " by " + termination(s.termination());
    return s.winner() == null
        ? "The game is over: drawn" + by
        : "The game is over: " + side(s.winner()) + " won" + by;
  }

  static String termination(Termination termination) {
    return switch (termination) {
      case CHECKMATE -> "checkmate";
      case STALEMATE -> "stalemate";
      case THREEFOLD_REPETITION -> "threefold repetition";
      case FIVEFOLD_REPETITION -> "fivefold repetition";
      case FIFTY_MOVES -> "the fifty-move rule";
      case SEVENTY_FIVE_MOVES -> "the seventy-five-move rule";
      case INSUFFICIENT_MATERIAL -> "insufficient material";
      case AGREEMENT -> "agreement";
      case RESIGNATION -> "resignation";
      case TIMEOUT -> "time";
      case TIMEOUT_VS_INSUFFICIENT_MATERIAL ->
          "time running out for a side whose opponent cannot mate";
      case ABORTED -> "aborted";
      case UNKNOWN -> "unknown";
    };
  }

  /**
   * Why the player to move has no draw to claim (FIDE Laws 9.2: the same position three times; 9.3:
   * fifty moves by each side without a capture or pawn move), with the counts as they stand.
   */
  static String nothingToClaim(GameState s) {
    if (s.settings() != null && s.settings().drawRules() == DrawRules.AUTOMATIC) {
      return "No draw to claim: under this game's AUTOMATIC draw rules threefold repetition and"
          + " fifty moves end the game by themselves";
    }
    Game g = s.game();
    int times = g.repetitions();
    int moves = g.position().halfmoveClock() / 2;
    return "No draw to claim: the position has occurred "
        + (times == 1 ? "once" : times == 2 ? "twice" : times + " times")
        + " (a claim needs three times), and there "
        + (moves == 1 ? "has been 1 move" : "have been " + moves + " moves")
        + " without a capture or pawn move (a claim needs 50)";
  }

  /** A FEN or PGN fault in words, with chess-core's own detail (minus its code) after it. */
  static String format(ChessFormatException e) {
    String rule =
        e instanceof FenException f
            ? FEN.get(f.reason())
            : e instanceof PgnException p ? PGN.get(p.reason()) : "the text cannot be read";
    String where = e instanceof PgnException p ? "at line " + p.line() + ": " : "";
    String detail = CODE_PREFIX.matcher(e.getMessage()).replaceAll("");
    return where + rule + " (" + detail + ")";
  }
}
