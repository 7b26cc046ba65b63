package dev.chessplatform.game.api;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A game as clients see it: everything needed to draw the board, clocks and offers. */
public record GameView(
    String gameId,
    long version,
    String status,
    String mode,
    boolean rated,
    boolean privateGame,
    TimeControlView timeControl,
    String drawRules,
    String createdBy,
    String invitedPlayer,
    String white,
    String black,
    String fen,
    List<String> moves,
    List<String> uciMoves,
    String turn,
    boolean check,
    LastMoveView lastMove,
    ClockView clock,
    String result,
    String termination,
    String winner,
    String drawOffer,
    String takebackRequest,
    Integer computerLevel,
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
        List<MoveTimeView> moveTimes) {

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
      @Schema(description = "WHITE or BLACK") String by,
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
  public record HintsView(int white, int black, int perGame) {}

  public record TimeControlView(String preset, long initialMs, long incrementMs) {}

  public record LastMoveView(String uci, String san) {}

  /**
   * Clocks at {@code at}; {@code running} names the side whose clock runs (its value already has
   * the time used up to {@code at} taken off).
   */
  public record ClockView(long whiteMs, long blackMs, String running, Instant at) {}

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
              running == null ? null : running.name(),
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
        s.status().name(),
        settings == null ? "IMPORT" : settings.mode() == null ? null : settings.mode().name(),
        settings != null && settings.rated(),
        s.isPrivate(),
        settings == null || settings.timeControl() == null
            ? null
            : new TimeControlView(
                settings.timeControl().preset(),
                settings.timeControl().initialMs(),
                settings.timeControl().incrementMs()),
        settings == null || settings.drawRules() == null ? null : settings.drawRules().name(),
        settings == null ? null : settings.createdBy(),
        settings == null ? null : settings.invitedPlayer(),
        s.white(),
        s.black(),
        s.game() == null ? null : Fen.write(s.game().position()),
        s.sanMoves(),
        moves.stream().map(Move::uci).toList(),
        turn == null ? null : turn.name(),
        s.game() != null && s.game().position().isCheck(),
        last,
        clock,
        s.result(),
        s.termination(),
        s.winner() == null ? null : s.winner().name(),
        s.drawOffer() == null ? null : s.drawOffer().name(),
        s.takebackRequest() == null ? null : s.takebackRequest().name(),
        s.computerLevel() == 0 ? null : s.computerLevel(),
        new HintsView(s.hintsWhite(), s.hintsBlack(), GameState.HINTS_PER_GAME),
        s.nameOf(s.white()).orElse(null),
        s.nameOf(s.black()).orElse(null),
        settings == null ? null : s.nameOf(settings.createdBy()).orElse(null),
        settings == null ? null : s.nameOf(settings.invitedPlayer()).orElse(null),
        ratings(s.ratings()),
        moveTimes(s));
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
    Colour by = s.game().initialPosition().sideToMove() == Side.WHITE ? Colour.WHITE : Colour.BLACK;
    List<MoveTimeView> out = new ArrayList<>(s.plies());
    for (int ply = 1; ply <= s.plies(); ply++) {
      GameState.ClockMark mark = marks.get(ply);
      out.add(new MoveTimeView(ply, by.name(), mark.spentMs(), s.timed() ? mark.of(by) : null));
      by = by.opponent();
    }
    return out;
  }
}
