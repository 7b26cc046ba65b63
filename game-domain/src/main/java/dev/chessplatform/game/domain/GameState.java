package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameImported;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameEvent.RematchOffered;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.events.results.GameResultRecord;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game as its events made it: an immutable value, built only by {@link GameEvolver}.
 *
 * @param version the seq of the last event applied (0: no event yet); the ETag of the game
 * @param settings the creation event, null before it (and for imported games)
 * @param game the moves and positions (chess-core), null before creation
 * @param drawOffer the side whose draw offer is pending, or null
 * @param drawOfferBarred the side that may not offer: its last offer was declined and the opponent
 *     has not offered and been declined since (seed 000, 提和)
 * @param takebackRequest the side whose takeback request is pending, or null
 * @param clockMarks both clocks at every position of the game since the start, with the time the
 *     move into it took (index 0: the start)
 * @param playerNames the account name of each player id the events named (seats, the invited
 *     player); computers are named by {@link #nameOf}
 * @param ratings both players' standing at rating-service at the start, null until recorded
 * @param rematch the rematch offered after the end (who, which game), or null
 * @param createdAt when the game was created (or imported), null before
 * @param uciMoves the moves of {@code game} in UCI, as recorded (what the read model lists; kept
 *     beside the game so that it is not written again for every event)
 * @param imported the import event of a game read from PGN (its moves are in {@code game}), null
 *     for a game played here
 */
public record GameState(
    String gameId,
    long version,
    GameStatus status,
    GameCreated settings,
    String white,
    String black,
    Game game,
    List<String> sanMoves,
    Clocks clocks,
    Colour drawOffer,
    Colour drawOfferBarred,
    Colour takebackRequest,
    String result,
    Termination termination,
    Colour winner,
    Instant lastEventAt,
    List<PgnTag> tags,
    List<ClockMark> clockMarks,
    int hintsWhite,
    int hintsBlack,
    Map<String, String> playerNames,
    PlayersRated ratings,
    RematchOffered rematch,
    Instant createdAt,
    List<String> uciMoves,
    GameImported imported) {

  /** Hints each player may take in one game (seed 003: 每局最多使用 3 次). */
  public static final int HINTS_PER_GAME = 3;

  /**
   * The player ids of the computer levels, {@code computer:1} .. {@code computer:5}: the event
   * contract's one definition, which rating-service reads too.
   */
  public static final String COMPUTER_PREFIX = GameResultRecord.COMPUTER_PREFIX;

  /**
   * Both clocks as they were when a position of the game was reached, and the time the move into it
   * took ({@code spentMs}, 0 for the start position).
   */
  public record ClockMark(long whiteMs, long blackMs, long spentMs) {

    public long of(Colour colour) {
      return colour == Colour.WHITE ? whiteMs : blackMs;
    }
  }

  public GameState {
    sanMoves = SharedList.frozen(sanMoves); // a move appends without copying the game's moves
    uciMoves = SharedList.frozen(uciMoves);
    tags = List.copyOf(tags);
    clockMarks = SharedList.frozen(clockMarks);
    playerNames = Map.copyOf(playerNames);
  }

  /** The state of a game id before its first event. */
  public static GameState empty(String gameId) {
    return new GameState(
        gameId,
        0,
        GameStatus.NEW,
        null,
        null,
        null,
        null,
        List.of(),
        Clocks.NONE,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        List.of(),
        List.of(),
        0,
        0,
        Map.of(),
        null,
        null,
        null,
        List.of(),
        null);
  }

  public Colour sideToMove() {
    return Colours.of(game.position().sideToMove());
  }

  public Optional<Colour> colourOf(String player) {
    if (player == null) {
      return Optional.empty();
    }
    if (player.equals(white)) {
      return Optional.of(Colour.WHITE);
    }
    return player.equals(black) ? Optional.of(Colour.BLACK) : Optional.empty();
  }

  public String playerOf(Colour colour) {
    return colour == Colour.WHITE ? white : black;
  }

  public boolean timed() {
    return settings != null && settings.timeControl() != null && settings.timeControl().timed();
  }

  /** The colour the computer plays in a game against it, else empty. */
  public Optional<Colour> computerColour() {
    if (isComputer(white)) {
      return Optional.of(Colour.WHITE);
    }
    return isComputer(black) ? Optional.of(Colour.BLACK) : Optional.empty();
  }

  /** The computer's level (1..5) in a game against it, else 0. */
  public int computerLevel() {
    return computerColour()
        .map(c -> Integer.parseInt(playerOf(c).substring(COMPUTER_PREFIX.length())))
        .orElse(0);
  }

  /** Whether the computer is to move in a game being played against it. */
  public boolean awaitsComputer() {
    return status == GameStatus.STARTED
        && game != null
        && computerColour().filter(c -> c == sideToMove()).isPresent();
  }

  public static boolean isComputer(String player) {
    return player != null && player.startsWith(COMPUTER_PREFIX);
  }

  /** The level of a computer player id ({@code computer:3} → 3), empty for anything else. */
  public static Optional<Integer> computerLevelOf(String player) {
    if (!isComputer(player)) {
      return Optional.empty();
    }
    try {
      return Optional.of(Integer.parseInt(player.substring(COMPUTER_PREFIX.length())));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** The name of a computer level: {@code Computer level 3}. */
  public static String computerName(int level) {
    return "Computer level " + level;
  }

  /**
   * The name the events gave {@code player}: the account name when he sat down (or was invited),
   * {@code Computer level N} for the engine; empty when none is recorded (events written before
   * names were, or a seat taken while the name was unknown).
   */
  public Optional<String> nameOf(String player) {
    if (player == null) {
      return Optional.empty();
    }
    String name = playerNames.get(player);
    if (name == null && isComputer(player)) {
      return computerLevelOf(player).map(GameState::computerName);
    }
    return Optional.ofNullable(name);
  }

  /**
   * Whether the game is still at version {@code forSeq}: an engine answer asked for then still
   * fits. ({@code PlayersRated} comes with {@code GameStarted}, never in between.)
   */
  public boolean unchangedSince(long forSeq) {
    return forSeq == version;
  }

  /** Hints taken so far by the player of {@code colour}. */
  public int hintsUsed(Colour colour) {
    return colour == Colour.WHITE ? hintsWhite : hintsBlack;
  }

  /** How the game came to be: its creation's mode, {@code IMPORT} for a game read from PGN. */
  public GameMode mode() {
    if (imported != null) {
      return GameMode.IMPORT;
    }
    return settings == null ? null : settings.mode();
  }

  /** Who created (or imported) the game, null before. */
  public String createdBy() {
    if (imported != null) {
      return imported.importedBy();
    }
    return settings == null ? null : settings.createdBy();
  }

  /** The FEN the game started from when not the standard start, else null. */
  public String startFen() {
    if (imported != null) {
      return imported.startFen();
    }
    return settings == null ? null : settings.startFen();
  }

  public boolean isPrivate() {
    return settings != null && settings.privateGame();
  }

  public static RuleSet ruleSet(DrawRules rules) {
    return rules == DrawRules.CLAIM ? RuleSet.CLAIM : RuleSet.AUTOMATIC;
  }

  /** Half-moves played in this game (from its start position). */
  public int plies() {
    return game == null ? 0 : game.moves().size();
  }

  /**
   * The same state with another chess-core game and SAN list: used to drop the history of a state
   * kept for long ({@code game} null) and to put it back, replayed from the moves.
   */
  public GameState withHistory(Game game, List<String> sanMoves) {
    Editor e = edit();
    e.game = game;
    e.sanMoves = sanMoves;
    e.uciMoves = game == null ? List.of() : game.moves().stream().map(Move::uci).toList();
    return e.build();
  }

  /** A copy to change some components; used by {@link GameEvolver} only. */
  Editor edit() {
    return new Editor(this);
  }

  /** Mutable copy of a state, for building the next one. */
  static final class Editor {
    String gameId;
    long version;
    GameStatus status;
    GameCreated settings;
    String white;
    String black;
    Game game;
    List<String> sanMoves;
    Clocks clocks;
    Colour drawOffer;
    Colour drawOfferBarred;
    Colour takebackRequest;
    String result;
    Termination termination;
    Colour winner;
    Instant lastEventAt;
    List<PgnTag> tags;
    List<ClockMark> clockMarks;
    int hintsWhite;
    int hintsBlack;
    Map<String, String> playerNames;
    PlayersRated ratings;
    RematchOffered rematch;
    Instant createdAt;
    List<String> uciMoves;
    GameImported imported;

    Editor(GameState s) {
      gameId = s.gameId;
      version = s.version;
      status = s.status;
      settings = s.settings;
      white = s.white;
      black = s.black;
      game = s.game;
      sanMoves = s.sanMoves;
      clocks = s.clocks;
      drawOffer = s.drawOffer;
      drawOfferBarred = s.drawOfferBarred;
      takebackRequest = s.takebackRequest;
      result = s.result;
      termination = s.termination;
      winner = s.winner;
      lastEventAt = s.lastEventAt;
      tags = s.tags;
      clockMarks = s.clockMarks;
      hintsWhite = s.hintsWhite;
      hintsBlack = s.hintsBlack;
      playerNames = s.playerNames;
      ratings = s.ratings;
      rematch = s.rematch;
      createdAt = s.createdAt;
      uciMoves = s.uciMoves;
      imported = s.imported;
    }

    GameState build() {
      return new GameState(
          gameId,
          version,
          status,
          settings,
          white,
          black,
          game,
          sanMoves,
          clocks,
          drawOffer,
          drawOfferBarred,
          takebackRequest,
          result,
          termination,
          winner,
          lastEventAt,
          tags,
          clockMarks,
          hintsWhite,
          hintsBlack,
          playerNames,
          ratings,
          rematch,
          createdAt,
          uciMoves,
          imported);
    }
  }
}
