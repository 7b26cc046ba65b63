package dev.chessplatform.engineservice.domain;

import dev.chessplatform.chess.notation.ChessFormatException;

/** Why a {@link SearchAsk} cannot be searched: a value, mapped to a problem by the api layer. */
public sealed interface SpecError {

  /** The FEN is malformed or describes an impossible position; {@code code} is chess-core's. */
  record BadFen(String code, String detail) implements SpecError {}

  /** The move at {@code index} of the list is malformed or illegal in its position. */
  record IllegalMove(int index, String move, String detail) implements SpecError {}

  /** The level is not 1 to 5. */
  record BadLevel(int value) implements SpecError {}

  /** A limit is out of range: {@code field} must be {@code rule}. */
  record BadLimit(String field, long value, String rule) implements SpecError {}

  /** The position has no legal move: nothing to search. */
  record NoLegalMove(boolean checkmate) implements SpecError {}

  /**
   * chess-core's message for a person: what is wrong and where, without the machine code in
   * brackets (that travels separately, as {@code code}). "Invalid FEN (KING_COUNT): two white kings
   * in …" becomes "Invalid FEN: two white kings in …".
   */
  static String readable(ChessFormatException e) {
    String message = e.getMessage() == null ? "" : e.getMessage();
    return message.replace(" (" + e.code() + ")", "");
  }
}
