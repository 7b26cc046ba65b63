package dev.chessplatform.game.api;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import java.time.Instant;
import java.util.List;

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
    HintsView hints) {

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
        new HintsView(s.hintsWhite(), s.hintsBlack(), GameState.HINTS_PER_GAME));
  }
}
