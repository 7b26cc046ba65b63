package dev.chessplatform.game.api;

import dev.chessplatform.game.domain.GameError;
import dev.chessplatform.problems.ProblemType;
import java.util.List;

/** The problem types of game-service; the README lists each with its status. */
public final class GameProblems {

  public static final ProblemType ILLEGAL_MOVE =
      new ProblemType("illegal-move", "The move is not legal in this position", 422);
  public static final ProblemType NOT_YOUR_TURN =
      new ProblemType("not-your-turn", "It is not your turn", 409);
  public static final ProblemType GAME_OVER = new ProblemType("game-over", "The game is over", 409);
  public static final ProblemType VERSION_CONFLICT =
      new ProblemType("version-conflict", "The game has changed since that version", 412);
  public static final ProblemType NOT_A_PLAYER =
      new ProblemType("not-a-player", "You hold no seat in this game", 403);
  public static final ProblemType NOT_INVITED =
      new ProblemType("not-invited", "This challenge is for another player", 403);
  public static final ProblemType PRIVATE_GAME =
      new ProblemType("private-game", "This game is private to its players", 403);
  public static final ProblemType SEAT_TAKEN =
      new ProblemType("seat-taken", "The seat is not free", 409);
  public static final ProblemType NOT_STARTED =
      new ProblemType("not-started", "The game has not started", 409);
  public static final ProblemType ALREADY_STARTED =
      new ProblemType("already-started", "The game has already started", 409);
  public static final ProblemType DRAW_OFFER_NOT_ALLOWED =
      new ProblemType("draw-offer-not-allowed", "You may not offer a draw now", 409);
  public static final ProblemType NOTHING_PENDING =
      new ProblemType("nothing-pending", "There is no offer or request to answer", 409);
  public static final ProblemType TAKEBACK_NOT_ALLOWED =
      new ProblemType("takeback-not-allowed", "No takeback can be requested now", 409);
  public static final ProblemType ABORT_NOT_ALLOWED =
      new ProblemType("abort-not-allowed", "The game can no longer be aborted", 409);
  public static final ProblemType CLAIM_NOT_ALLOWED =
      new ProblemType("claim-not-allowed", "No draw can be claimed now", 409);
  public static final ProblemType UNDO_NOT_ALLOWED =
      new ProblemType("undo-not-allowed", "No move can be undone here", 409);
  public static final ProblemType HINTS_NOT_ALLOWED =
      new ProblemType("hints-not-allowed", "This game gives no hints", 409);
  public static final ProblemType NO_HINTS_LEFT =
      new ProblemType("no-hints-left", "Every hint of this game has been used", 409);
  public static final ProblemType POSITION_CHANGED =
      new ProblemType("position-changed", "The game changed while the engine was searching", 409);
  public static final ProblemType ENGINE_UNAVAILABLE =
      new ProblemType("engine-unavailable", "The engine did not answer in time", 503);
  public static final ProblemType GAME_EXISTS =
      new ProblemType("game-exists", "A game with this id exists", 409);
  public static final ProblemType INVALID_SETTINGS =
      new ProblemType("invalid-game-settings", "The game settings are invalid", 400);
  public static final ProblemType INVALID_PGN =
      new ProblemType("invalid-pgn", "The PGN cannot be imported", 422);
  public static final ProblemType UNKNOWN_PLAYER =
      new ProblemType("unknown-player", "No such player", 404);
  public static final ProblemType COMPUTER_GAMES_ONLY =
      new ProblemType(
          "computer-games-only", "This token plays only unrated games against the computer", 403);
  public static final ProblemType REMATCH_NOT_ALLOWED =
      new ProblemType("rematch-not-allowed", "No rematch can be offered for this game", 409);
  public static final ProblemType MORE_TIME_NOT_ALLOWED =
      new ProblemType("more-time-not-allowed", "No time can be given to the opponent now", 409);

  public static final ProblemType OWNER_UNAVAILABLE =
      new ProblemType("game-owner-unavailable", "The game cannot be written right now", 503);

  /** Every type above, in the order of the README's table. */
  static final List<ProblemType> ALL =
      List.of(
          ILLEGAL_MOVE,
          NOT_YOUR_TURN,
          GAME_OVER,
          VERSION_CONFLICT,
          NOT_A_PLAYER,
          NOT_INVITED,
          PRIVATE_GAME,
          SEAT_TAKEN,
          NOT_STARTED,
          ALREADY_STARTED,
          GAME_EXISTS,
          DRAW_OFFER_NOT_ALLOWED,
          NOTHING_PENDING,
          TAKEBACK_NOT_ALLOWED,
          ABORT_NOT_ALLOWED,
          CLAIM_NOT_ALLOWED,
          INVALID_SETTINGS,
          UNKNOWN_PLAYER,
          UNDO_NOT_ALLOWED,
          HINTS_NOT_ALLOWED,
          NO_HINTS_LEFT,
          POSITION_CHANGED,
          ENGINE_UNAVAILABLE,
          INVALID_PGN,
          COMPUTER_GAMES_ONLY,
          REMATCH_NOT_ALLOWED,
          MORE_TIME_NOT_ALLOWED,
          OWNER_UNAVAILABLE);

  private GameProblems() {}

  public static ProblemType of(GameError.Kind kind) {
    return switch (kind) {
      case GAME_EXISTS -> GAME_EXISTS;
      case INVALID_SETTINGS -> INVALID_SETTINGS;
      case INVALID_PGN -> INVALID_PGN;
      case NOT_A_PLAYER -> NOT_A_PLAYER;
      case NOT_INVITED -> NOT_INVITED;
      case SEAT_TAKEN -> SEAT_TAKEN;
      case NOT_STARTED -> NOT_STARTED;
      case ALREADY_STARTED -> ALREADY_STARTED;
      case NOT_YOUR_TURN -> NOT_YOUR_TURN;
      case ILLEGAL_MOVE -> ILLEGAL_MOVE;
      case GAME_OVER -> GAME_OVER;
      case DRAW_OFFER_NOT_ALLOWED -> DRAW_OFFER_NOT_ALLOWED;
      case NOTHING_PENDING -> NOTHING_PENDING;
      case TAKEBACK_NOT_ALLOWED -> TAKEBACK_NOT_ALLOWED;
      case ABORT_NOT_ALLOWED -> ABORT_NOT_ALLOWED;
      case CLAIM_NOT_ALLOWED -> CLAIM_NOT_ALLOWED;
      case UNDO_NOT_ALLOWED -> UNDO_NOT_ALLOWED;
      case HINTS_NOT_ALLOWED -> HINTS_NOT_ALLOWED;
      case NO_HINTS_LEFT -> NO_HINTS_LEFT;
      case POSITION_CHANGED -> POSITION_CHANGED;
      case REMATCH_NOT_ALLOWED -> REMATCH_NOT_ALLOWED;
      case MORE_TIME_NOT_ALLOWED -> MORE_TIME_NOT_ALLOWED;
    };
  }
}
