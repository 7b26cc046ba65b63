package dev.chessplatform.game.api;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.Colours;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import java.time.Instant;
import java.util.ArrayList;
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
    @Schema(ref = EventSchemas.TERMINATION_REF) Termination termination,
    @Schema(description = "The winner; absent for a draw, an abort or a game not over")
        Colour winner,
    @Schema(description = "The side whose draw offer is pending") Colour drawOffer,
    @Schema(description = "The side whose takeback request is pending") Colour takebackRequest,
    @Schema(description = "The computer's level 1 to 5 in a COMPUTER game") Integer computerLevel,
    HintsView hints,
    @Schema(
            description =
                "White's account name when he sat down (Computer level N for the engine); null"
                    + " when none is recorded")
        String whiteName,
    @Schema(description = "Black's account name, as whiteName") String blackName,
    @Schema(description = "The creator's account name, null when none is recorded")
        String createdByName,
    @Schema(description = "The invited player's account name (a challenge), null when none")
        String invitedPlayerName,
    @Schema(
            description =
                "Both players' standing at rating-service when the game started; null until it is"
                    + " recorded (a moment after the start) or when rating-service did not answer")
        RatingsView ratings,
    @Schema(
            description =
                "One entry per move of moves/uciMoves, in order: the time the move took and the"
                    + " mover's clock after it")
        List<MoveTimeView> moveTimes,
    @Schema(
            description =
                "The rematch offered after the end (offerRematch): by whom and which game; null"
                    + " when none")
        RematchView rematch) {

  /** A rematch offered after the end. */
  public record RematchView(
      @Schema(description = "The side that offered it") Colour by,
      @Schema(description = "The rematch: a challenge to the other side, colours swapped")
          String gameId) {}

  /** Both players' ratings at the start. */
  public record RatingsView(RatingView white, RatingView black) {}

  /** One player's standing at rating-service when the game started. */
  public record RatingView(
      @Schema(description = "Elo rating; null when rating-service did not know the player yet")
          Integer rating,
      @Schema(description = "rating-service's title code (P1, E3, GM …); null without a title")
          String title,
      @Schema(description = "Fewer than 10 counted games") boolean provisional) {}

  /** The time a move took and the mover's clock after it. */
  public record MoveTimeView(
      @Schema(description = "Half-move number from the game's start, 1-based") int ply,
      @Schema(description = "The side that moved") Colour by,
      @Schema(
              description =
                  "Milliseconds the move took, measured by the server from the previous clock"
                      + " event (start, move, takeback, resume)")
          long spentMs,
      @Schema(
              description =
                  "The mover's clock in milliseconds right after the move, increment included;"
                      + " null in an untimed game")
          Long clockMs) {}

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
        s.termination(),
        s.winner(),
        s.drawOffer(),
        s.takebackRequest(),
        s.computerLevel() == 0 ? null : s.computerLevel(),
        new HintsView(s.hintsWhite(), s.hintsBlack(), GameState.HINTS_PER_GAME),
        s.nameOf(s.white()).orElse(null),
        s.nameOf(s.black()).orElse(null),
        settings == null ? null : s.nameOf(settings.createdBy()).orElse(null),
        settings == null ? null : s.nameOf(settings.invitedPlayer()).orElse(null),
        ratings(s.ratings()),
        moveTimes(s),
        s.rematch() == null
            ? null
            : new RematchView(s.rematch().by(), s.rematch().rematchGameId()));
  }

  private static RatingsView ratings(PlayersRated r) {
    return r == null
        ? null
        : new RatingsView(
            new RatingView(r.whiteRating(), r.whiteTitle(), r.whiteProvisional()),
            new RatingView(r.blackRating(), r.blackTitle(), r.blackProvisional()));
  }

  /** From the clocks the state keeps for every position (none for an imported game). */
  private static List<MoveTimeView> moveTimes(GameState s) {
    List<GameState.ClockMark> marks = s.clockMarks();
    if (s.game() == null || marks.size() != s.plies() + 1) {
      return List.of();
    }
    Colour by = Colours.of(s.game().initialPosition().sideToMove());
    List<MoveTimeView> out = new ArrayList<>(s.plies());
    for (int ply = 1; ply <= s.plies(); ply++) {
      GameState.ClockMark mark = marks.get(ply);
      out.add(new MoveTimeView(ply, by, mark.spentMs(), s.timed() ? mark.of(by) : null));
      by = by.opponent();
    }
    return out;
  }
}
