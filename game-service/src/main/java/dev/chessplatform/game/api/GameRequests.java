package dev.chessplatform.game.api;

import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.problems.Multiline;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request bodies of the game endpoints. */
public final class GameRequests {

  private GameRequests() {}

  /** A clock setting: a preset name or base and increment in seconds. */
  @Schema(
      description =
          "A preset, or base time and increment in seconds (Fischer); absent or all zero is"
              + " untimed")
  public record ClockSetting(
      @Schema(
              description =
                  "blitz and fast 5+3, rapid 15+10, match 90 min + 30 s, untimed; wins over the"
                      + " numbers",
              enumeration = {"untimed", "blitz", "fast", "rapid", "match"},
              example = "blitz")
          String preset,
      @Schema(description = "Each side's time at the start, 0 to 86400 s", example = "300")
          Long initialSeconds,
      @Schema(description = "Added after each move, 0 to 86400 s", example = "3")
          Long incrementSeconds) {}

  /** A new game. */
  @Schema(description = "The settings of a new game")
  public record NewGameRequest(
      @Schema(
              description =
                  "SEEK (lobby), CHALLENGE (needs opponent), ROOM or COMPUTER (needs level); the"
                      + " lobby, challenge and room endpoints set it themselves. IMPORT is refused:"
                      + " import a PGN instead",
              example = "SEEK")
          GameMode mode,
      ClockSetting clock,
      @Schema(description = "Whether the result counts for ratings; default false") Boolean rated,
      @Schema(
              description =
                  "The creator's colour; in a room WHITE is the left seat; default RANDOM")
          ColourChoice colour,
      @Schema(
              description = "A start position in FEN; default the initial position",
              example = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
          String fen,
      @Schema(description = "Default AUTOMATIC") DrawRules drawRules,
      @Schema(description = "Only the players may read or follow it; default false")
          Boolean privateGame,
      @Schema(description = "The player a CHALLENGE is for", example = "bob") String opponent,
      @Schema(
              description = "The computer's level in a COMPUTER game",
              minimum = "1",
              maximum = "5",
              example = "3")
          Integer level) {}

  /** A move in UCI or SAN, optionally with a draw offer made with it. */
  public record MoveRequest(
      @Schema(
              description = "The move in UCI (e2e4, e7e8q) or SAN (e4, Nf3, O-O, e8=Q)",
              required = true,
              example = "e2e4")
          String move,
      @Schema(description = "Offer a draw with this move (on your turn only); default false")
          Boolean offerDraw) {}

  /** The seat to take: WHITE/LEFT or BLACK/RIGHT; empty for the free one. */
  public record SeatRequest(
      @Schema(
              description =
                  "The seat to take (LEFT is white, RIGHT black; any case); absent for the free"
                      + " one",
              enumeration = {"WHITE", "BLACK", "LEFT", "RIGHT"},
              example = "BLACK")
          String seat) {}

  /** A PGN text to import as a finished game. */
  public record ImportRequest(
      @Schema(
              description = "One finished game in PGN (a result other than *, or a final position)",
              required = true,
              example =
                  "[White \"Alice\"]\n[Black \"Bob\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4"
                      + " Qh4# 0-1")
          @Multiline
          String pgn) {}
}
