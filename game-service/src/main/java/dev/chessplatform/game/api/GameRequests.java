package dev.chessplatform.game.api;

import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameMode;

/** Request bodies of the game endpoints. */
public final class GameRequests {

  private GameRequests() {}

  /**
   * A clock setting: a preset name ({@code blitz}, {@code rapid}, {@code match}, {@code fast},
   * {@code untimed}) or base and increment in seconds.
   */
  public record ClockSetting(String preset, Long initialSeconds, Long incrementSeconds) {}

  /**
   * A new game. {@code mode} is SEEK (lobby), CHALLENGE (needs {@code opponent}) or ROOM; {@code
   * colour} WHITE, BLACK or RANDOM (in a room WHITE is the left seat); {@code fen} an optional
   * start position; {@code drawRules} AUTOMATIC (default) or CLAIM; {@code level} 1..5 the
   * computer's level in a COMPUTER game.
   */
  public record NewGame(
      GameMode mode,
      ClockSetting clock,
      Boolean rated,
      ColourChoice colour,
      String fen,
      DrawRules drawRules,
      Boolean privateGame,
      String opponent,
      Integer level) {}

  /** A move in UCI or SAN, optionally with a draw offer made with it. */
  public record MoveRequest(String move, Boolean offerDraw) {}

  /** The seat to take: WHITE/LEFT or BLACK/RIGHT; empty for the free one. */
  public record SeatRequest(String seat) {}

  /** A PGN text to import as a finished game. */
  public record ImportRequest(String pgn) {}
}
