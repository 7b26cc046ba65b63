package dev.chessplatform.events.game;

import dev.chessplatform.chess.Termination;
import java.util.List;

/**
 * The payload of an event of {@code chess.game-events}. Each record is one event type; its {@code
 * type} string is the record's simple name and never changes (see {@link GameEventTypes}). Clocks
 * are milliseconds left on each side's clock right after the event, measured by the server.
 */
public sealed interface GameEvent {

  /**
   * A game was set up; the creator sits at the colour given by the first {@link PlayerSeated}.
   * {@code invitedPlayerName} (optional, added later) is the invited account's name when the
   * challenge was made.
   */
  record GameCreated(
      String createdBy,
      GameMode mode,
      TimeControl timeControl,
      boolean rated,
      ColourChoice colourChoice,
      String startFen,
      DrawRules drawRules,
      boolean privateGame,
      String invitedPlayer,
      String invitedPlayerName)
      implements GameEvent {

    /** A game set up without the invited player's name (as before names were recorded). */
    public GameCreated(
        String createdBy,
        GameMode mode,
        TimeControl timeControl,
        boolean rated,
        ColourChoice colourChoice,
        String startFen,
        DrawRules drawRules,
        boolean privateGame,
        String invitedPlayer) {
      this(
          createdBy,
          mode,
          timeControl,
          rated,
          colourChoice,
          startFen,
          drawRules,
          privateGame,
          invitedPlayer,
          null);
    }
  }

  /**
   * A player took a seat; in a room, sitting down accepts the proposed time control. {@code name}
   * (optional, added later) is the player's account name when he sat down; absent in events written
   * before names were recorded, when the name was not known, and for the engine ({@code computer:N}
   * is named {@code Computer level N} by its id).
   */
  record PlayerSeated(String playerId, Colour colour, String name) implements GameEvent {

    /** A seat without a name (as before names were recorded, or when none was known). */
    public PlayerSeated(String playerId, Colour colour) {
      this(playerId, colour, null);
    }
  }

  /** A seated player stood up again before the start. */
  record SeatLeft(String playerId, Colour colour) implements GameEvent {}

  /** The two seated players exchanged colours before the start (seed 004: 交换). */
  record ColoursSwapped(String white, String black) implements GameEvent {}

  /** Both seats are taken and white's clock runs from this event on. */
  record GameStarted(String white, String black, long whiteClockMs, long blackClockMs)
      implements GameEvent {}

  /**
   * A legal move, with what clients need to show it without rules of their own. Schema version 2
   * added {@code ply}: the half-moves of the position after the move as its FEN counts them, {@code
   * 2 × (fullmove − 1) + (1 if Black is to move)} (1 after White's first move from the standard
   * start; what python-chess calls {@code ply()}), so a reader can index the moves of a stream
   * without reading FEN. Version 1 events are upcast by computing it from {@code fenAfter}.
   */
  record MovePlayed(
      Colour by,
      String uci,
      String san,
      String fenAfter,
      long spentMs,
      long whiteClockMs,
      long blackClockMs,
      int ply)
      implements GameEvent {

    /** A move whose {@code ply} is the one {@code fenAfter} counts. */
    public MovePlayed(
        Colour by,
        String uci,
        String san,
        String fenAfter,
        long spentMs,
        long whiteClockMs,
        long blackClockMs) {
      this(by, uci, san, fenAfter, spentMs, whiteClockMs, blackClockMs, plyOf(fenAfter));
    }

    /**
     * The ply of a position in FEN: {@code 2 × (fullmove − 1) + (1 if Black is to move)}; 0 for a
     * text without the two counters.
     */
    public static int plyOf(String fen) {
      String[] fields = fen == null ? new String[0] : fen.trim().split(" ");
      if (fields.length < 6) {
        return 0;
      }
      try {
        int fullmove = Integer.parseInt(fields[5]);
        return 2 * (fullmove - 1) + ("b".equals(fields[1]) ? 1 : 0);
      } catch (NumberFormatException e) {
        return 0;
      }
    }
  }

  /** A draw offer by the side to move, made with or before its move; it cannot be withdrawn. */
  record DrawOffered(Colour by) implements GameEvent {}

  /** The opponent refused the offer, explicitly or by moving. */
  record DrawDeclined(Colour by) implements GameEvent {}

  /** The opponent accepted the offer; a {@link GameEnded} by agreement follows. */
  record DrawAccepted(Colour by) implements GameEvent {}

  /** A player asked to take back the last move(s). */
  record TakebackRequested(Colour by) implements GameEvent {}

  /** The opponent agreed; {@code plies} half-moves were taken back. */
  record TakebackAccepted(Colour by, int plies, String fenAfter) implements GameEvent {}

  /** The opponent refused the takeback. */
  record TakebackDeclined(Colour by) implements GameEvent {}

  /**
   * After the end, the player of colour {@code by} offers a rematch: a new game between the same
   * players with the colours swapped, {@code rematchGameId}, a challenge to the opponent. The
   * opponent accepts by joining that game (or by offering a rematch too).
   */
  record RematchOffered(Colour by, String rematchGameId) implements GameEvent {}

  /**
   * A hint was shown to the player of colour {@code to} on its turn: the engine's move, a one-line
   * explanation in English ({@code description}) and Chinese ({@code descriptionZh}), and the
   * engine's score for that player ({@code scoreCp}, or {@code mateIn}: negative when being mated).
   * Each game allows a fixed number per player; the count is these events.
   */
  record HintGiven(
      Colour to,
      String uci,
      String san,
      String description,
      String descriptionZh,
      Integer scoreCp,
      Integer mateIn)
      implements GameEvent {}

  /**
   * The player undid moves against the computer: {@code plies} half-moves (his last move and the
   * computer's reply, or only his move while the computer was thinking) were removed, and both
   * clocks were set back to what they showed in the position reached.
   */
  record MovesUndone(Colour by, int plies, String fenAfter, long whiteClockMs, long blackClockMs)
      implements GameEvent {}

  /** The side to move claimed a draw under {@link DrawRules#CLAIM}; a {@link GameEnded} follows. */
  record DrawClaimed(Colour by, String reason) implements GameEvent {}

  /** The game was called off before both sides had moved; a {@link GameEnded} follows. */
  record GameAborted(Colour by) implements GameEvent {}

  /** A game that never started was withdrawn: seek cancelled, challenge declined, room closed. */
  record GameCancelled(String by, String reason) implements GameEvent {}

  /**
   * A new owner took the game over after an outage; the clocks run again from this event and the
   * time between the last event and this one ({@code outageMs}) is charged to nobody.
   */
  record ClocksResumed(long whiteClockMs, long blackClockMs, long outageMs) implements GameEvent {}

  /**
   * The player of colour {@code by} gave the opponent {@code ms} milliseconds more on the clock
   * (lichess's "give 15 seconds"), during a timed game between people. Both clocks are as they read
   * right after the gift; the side to move's clock goes on running from its value.
   */
  record TimeGiven(Colour by, long ms, long whiteClockMs, long blackClockMs) implements GameEvent {}

  /**
   * Both players' standing at rating-service when the game started, recorded by the owner after
   * {@link GameStarted} (at most once per game). A rating is null when rating-service did not know
   * the player yet (no rated game); a title is rating-service's code ({@code P1}, {@code E3},
   * {@code GM} …), null without one; provisional while the player has fewer than 10 counted games.
   */
  record PlayersRated(
      Integer whiteRating,
      Integer blackRating,
      String whiteTitle,
      String blackTitle,
      boolean whiteProvisional,
      boolean blackProvisional)
      implements GameEvent {}

  /**
   * A finished game read from PGN; it has no seats, no clocks and writes no rating result. {@code
   * termination} is {@link Termination#UNKNOWN} when the PGN names no end of ours; imports written
   * before terminations were one enum may carry the PGN tag's own text, which reads as {@code
   * UNKNOWN} ({@link GameEventUpcasters}).
   */
  record GameImported(
      String importedBy,
      String white,
      String black,
      String startFen,
      List<String> uciMoves,
      List<String> sanMoves,
      String result,
      Termination termination,
      List<PgnTag> tags)
      implements GameEvent {}

  /**
   * The one end of a played game. {@code result} is {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}
   * ({@code *} for an abort); {@code winner} is absent for a draw or an abort; {@code termination}
   * is chess-core's {@link Termination} by name (a name this reader does not know reads as {@link
   * Termination#UNKNOWN}: the result and the winner still say how the game ended).
   */
  record GameEnded(
      String result,
      Termination termination,
      Colour winner,
      String fen,
      long whiteClockMs,
      long blackClockMs)
      implements GameEvent {}
}
