package dev.chessplatform.game.api;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A game as clients see it: everything needed to draw the board, clocks and offers. */
@Schema(description = "A game now: position, moves, seats, clocks, offers and result")
public record GameView(
    @Schema(description = GameApi.GAME_ID) String gameId,
    @Schema(description = "The seq of the game's last event; the ETag of this answer") long version,
    @Schema(description = "WAITING for a player or the start, STARTED, ENDED or CANCELLED")
        GameStatus status,
    GameMode mode,
    @Schema(description = "Whether the result counts for the players' ratings") boolean rated,
    @Schema(description = "Only its players (and the invited player) may read or follow it")
        boolean privateGame,
    TimeControlView timeControl,
    DrawRules drawRules,
    @Schema(description = "The player who created the game") String createdBy,
    @Schema(description = "The player a challenge is for") String invitedPlayer,
    @Schema(description = "The player with the white pieces (computer:<level> for the engine)")
        String white,
    @Schema(description = "The player with the black pieces (computer:<level> for the engine)")
        String black,
    @Schema(description = "The position now, in FEN") String fen,
    @Schema(description = "The moves played, in SAN") List<String> moves,
    @Schema(description = "The moves played, in UCI") List<String> uciMoves,
    @Schema(description = "The side to move") Colour turn,
    @Schema(description = "Whether the side to move is in check") boolean check,
    LastMoveView lastMove,
    ClockView clock,
    GameResult result,
    GameTermination termination,
    @Schema(description = "The winner; absent for a draw, an abort or a game not over")
        Colour winner,
    @Schema(description = "The side whose draw offer is pending") Colour drawOffer,
    @Schema(description = "The side whose takeback request is pending") Colour takebackRequest,
    @Schema(description = "The computer's level 1 to 5 in a COMPUTER game") Integer computerLevel,
    HintsView hints) {

  /** Hints used by each player and the allowance per game. */
  public record HintsView(
      @Schema(description = "Hints White has used") int white,
      @Schema(description = "Hints Black has used") int black,
      @Schema(description = "Hints each player may use in this game") int perGame) {}

  /** A clock setting as the game has it. */
  public record TimeControlView(
      @Schema(
              description = "The preset's name; custom for other numbers",
              enumeration = {"untimed", "blitz", "fast", "rapid", "match", "custom"})
          String preset,
      @Schema(description = "Each side's time at the start, ms; 0 when untimed") long initialMs,
      @Schema(description = "Added to the mover's clock after each move, ms") long incrementMs) {

    static TimeControlView of(TimeControl tc) {
      return tc == null ? null : new TimeControlView(tc.preset(), tc.initialMs(), tc.incrementMs());
    }
  }

  /** The last move played. */
  public record LastMoveView(
      @Schema(description = "In UCI", example = "e2e4") String uci,
      @Schema(description = "In SAN", example = "e4") String san) {}

  /**
   * Clocks at {@code at}; {@code running} names the side whose clock runs (its value already has
   * the time used up to {@code at} taken off).
   */
  @Schema(description = "Both clocks at `at`; the running side's time used so far is taken off")
  public record ClockView(
      @Schema(description = "White's time left, ms") long whiteMs,
      @Schema(description = "Black's time left, ms") long blackMs,
      @Schema(description = "The side whose clock runs; absent when none does") Colour running,
      @Schema(
              implementation = String.class,
              format = "date-time",
              description = "When the clocks were read")
          Instant at) {}

  public static GameView of(GameState s, Instant now) {
    var settings = s.settings();
    boolean playing = s.status() == GameStatus.STARTED;
    Colour turn = s.game() == null ? null : s.sideToMove();
    ClockView clock = null;
    if (s.timed()) {
      // The computer plays on no clock: while it thinks, no clock runs.
      Colour running = playing && !s.awaitsComputer() ? turn : null;
      clock =
          new ClockView(
              Math.max(0, s.clocks().remaining(Colour.WHITE, running, now)),
              Math.max(0, s.clocks().remaining(Colour.BLACK, running, now)),
              running,
              now);
    }
    List<Move> moves = s.game() == null ? List.of() : s.game().moves();
    LastMoveView last =
        moves.isEmpty()
            ? null
            : new LastMoveView(
                moves.get(moves.size() - 1).uci(), s.sanMoves().get(s.sanMoves().size() - 1));
    return new GameView(
        s.gameId(),
        s.version(),
        s.status(),
        settings == null ? GameMode.IMPORT : settings.mode(),
        settings != null && settings.rated(),
        s.isPrivate(),
        settings == null ? null : TimeControlView.of(settings.timeControl()),
        settings == null ? null : settings.drawRules(),
        settings == null ? null : settings.createdBy(),
        settings == null ? null : settings.invitedPlayer(),
        s.white(),
        s.black(),
        s.game() == null ? null : Fen.write(s.game().position()),
        s.sanMoves(),
        moves.stream().map(Move::uci).toList(),
        turn,
        s.game() != null && s.game().position().isCheck(),
        last,
        clock,
        GameResult.of(s.result()),
        GameTermination.of(s.termination()),
        s.winner(),
        s.drawOffer(),
        s.takebackRequest(),
        s.computerLevel() == 0 ? null : s.computerLevel(),
        new HintsView(s.hintsWhite(), s.hintsBlack(), GameState.HINTS_PER_GAME));
  }
}
