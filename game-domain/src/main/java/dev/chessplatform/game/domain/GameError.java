package dev.chessplatform.game.domain;

import java.util.Map;

/**
 * Why a command was refused: a value, never an exception. The api layer maps each {@link Kind} to a
 * problem type; {@code details} become its extension members.
 */
public record GameError(Kind kind, String detail, Map<String, Object> details) {

  /** The refusals a game can answer. */
  public enum Kind {
    GAME_EXISTS,
    INVALID_SETTINGS,
    INVALID_PGN,
    NOT_A_PLAYER,
    NOT_INVITED,
    SEAT_TAKEN,
    NOT_STARTED,
    ALREADY_STARTED,
    NOT_YOUR_TURN,
    ILLEGAL_MOVE,
    GAME_OVER,
    DRAW_OFFER_NOT_ALLOWED,
    NOTHING_PENDING,
    TAKEBACK_NOT_ALLOWED,
    ABORT_NOT_ALLOWED,
    CLAIM_NOT_ALLOWED,
    UNDO_NOT_ALLOWED,
    HINTS_NOT_ALLOWED,
    NO_HINTS_LEFT,
    POSITION_CHANGED,
    REMATCH_NOT_ALLOWED,
    MORE_TIME_NOT_ALLOWED
  }

  public GameError {
    details = Map.copyOf(details);
  }

  public static GameError of(Kind kind, String detail) {
    return new GameError(kind, detail, Map.of());
  }

  public static GameError of(Kind kind, String detail, Map<String, Object> details) {
    return new GameError(kind, detail, details);
  }
}
