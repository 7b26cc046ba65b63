package dev.chessplatform.lichess.domain;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.game.domain.GameState;

/**
 * A game's status in Lichess's words ({@code GameStatusName}) and their numbers ({@code
 * GameStatusId}): {@code created}, {@code started}, then how it ended. Every draw of ours
 * (agreement, repetition, fifty moves, dead position, a claim) is their {@code draw}, except
 * stalemate; a flag fall is {@code outoftime} (without a winner when the other side could not have
 * mated); a cancelled game (a challenge declined, a seek withdrawn) and an aborted one are {@code
 * aborted}.
 */
public enum StatusName {
  CREATED("created", 10),
  STARTED("started", 20),
  ABORTED("aborted", 25),
  MATE("mate", 30),
  RESIGN("resign", 31),
  STALEMATE("stalemate", 32),
  DRAW("draw", 34),
  OUT_OF_TIME("outoftime", 35),
  UNKNOWN_FINISH("unknownFinish", 38);

  public final String word;
  public final int id;

  StatusName(String word, int id) {
    this.word = word;
    this.id = id;
  }

  public static StatusName of(GameState s) {
    return switch (s.status()) {
      case NEW, WAITING -> CREATED;
      case STARTED -> STARTED;
      case CANCELLED -> ABORTED;
      case ENDED -> ended(s.termination());
    };
  }

  private static StatusName ended(Termination t) {
    if (t == null) {
      return UNKNOWN_FINISH;
    }
    return switch (t) {
      case CHECKMATE -> MATE;
      case RESIGNATION -> RESIGN;
      case STALEMATE -> STALEMATE;
      case TIMEOUT, TIMEOUT_VS_INSUFFICIENT_MATERIAL -> OUT_OF_TIME; // the latter without a winner
      case THREEFOLD_REPETITION,
          FIVEFOLD_REPETITION,
          FIFTY_MOVES,
          SEVENTY_FIVE_MOVES,
          INSUFFICIENT_MATERIAL,
          AGREEMENT ->
          DRAW;
      case ABORTED -> ABORTED;
      case UNKNOWN -> UNKNOWN_FINISH;
    };
  }
}
