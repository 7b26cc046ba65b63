package dev.chessplatform.game.application;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.Colours;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * One game in the {@code games} read model: what lobby, history, live lists and PGN export need, a
 * function ({@link #of}) of the state the game's one fold ({@code GameEvolver}) gives, so a rebuild
 * from the topic gives the same document and a new event is taught to that fold alone.
 */
public record GameRecord(
    String gameId,
    long lastSeq,
    String status,
    String mode,
    boolean rated,
    boolean privateGame,
    String createdBy,
    String invitedPlayer,
    String white,
    String black,
    List<String> players,
    TimeControl timeControl,
    String drawRules,
    String startFen,
    String fen,
    List<String> moves,
    List<String> uciMoves,
    long whiteMs,
    long blackMs,
    String result,
    Termination termination,
    String winner,
    String drawOffer,
    Instant createdAt,
    Instant updatedAt,
    List<PgnTag> tags,
    @Schema(description = "White's account name when he sat down (Computer level N for the engine)")
        String whiteName,
    @Schema(description = "Black's account name when he sat down") String blackName,
    @Schema(description = "The creator's account name") String createdByName,
    @Schema(description = "The invited player's account name (a challenge)")
        String invitedPlayerName,
    @Schema(description = "Both players' standing at rating-service when the game started")
        Ratings ratings,
    @Schema(description = "Per move, in order: the time it took and the mover's clock after it")
        List<MoveTime> moveTimes) {

  /** Both players' ratings at the start, as {@code PlayersRated} recorded them. */
  public record Ratings(Rating white, Rating black) {}

  /** One player's rating, rating-service's title code, and whether the rating is provisional. */
  public record Rating(Integer rating, String title, boolean provisional) {}

  /** A move's time: who moved, milliseconds used, his clock after it (null when untimed). */
  public record MoveTime(String by, long spentMs, Long clockMs) {}

  public GameRecord {
    players = players == null ? List.of() : List.copyOf(players);
    moves = moves == null ? List.of() : List.copyOf(moves);
    uciMoves = uciMoves == null ? List.of() : List.copyOf(uciMoves);
    tags = tags == null ? List.of() : List.copyOf(tags);
    moveTimes = moveTimes == null ? List.of() : List.copyOf(moveTimes);
  }

  /** The record of a game as its events left it. */
  public static GameRecord of(GameState s) {
    GameCreated c = s.settings();
    boolean timed = s.timed();
    return new GameRecord(
        s.gameId(),
        s.version(),
        s.status().name(),
        s.mode() == null ? null : s.mode().name(),
        c != null && c.rated(),
        s.isPrivate(),
        s.createdBy(),
        c == null ? null : c.invitedPlayer(),
        s.white(),
        s.black(),
        Stream.of(s.white(), s.black()).filter(Objects::nonNull).distinct().toList(),
        c == null ? null : c.timeControl(),
        c == null || c.drawRules() == null ? null : c.drawRules().name(),
        s.startFen(),
        s.game() == null ? null : Fen.write(s.game().position()),
        s.sanMoves(),
        s.uciMoves(),
        s.clocks().whiteMs(),
        s.clocks().blackMs(),
        s.result(),
        s.termination(),
        s.winner() == null ? null : s.winner().name(),
        s.drawOffer() == null ? null : s.drawOffer().name(),
        s.createdAt(),
        s.lastEventAt(),
        s.tags(),
        s.nameOf(s.white()).orElse(null),
        s.nameOf(s.black()).orElse(null),
        s.nameOf(s.createdBy()).orElse(null),
        c == null ? null : c.invitedPlayerName(),
        ratings(s.ratings()),
        moveTimes(s, timed));
  }

  private static Ratings ratings(PlayersRated p) {
    return p == null
        ? null
        : new Ratings(
            new Rating(p.whiteRating(), p.whiteTitle(), p.whiteProvisional()),
            new Rating(p.blackRating(), p.blackTitle(), p.blackProvisional()));
  }

  /**
   * Each ply's mover, time used and clock after it, from the state's clock marks (one per position
   * since the start; an imported game has none, so no times).
   */
  private static List<MoveTime> moveTimes(GameState s, boolean timed) {
    List<GameState.ClockMark> marks = s.clockMarks();
    if (marks.size() < 2) {
      return List.of();
    }
    Colour by = Colours.of(s.game().initialPosition().sideToMove());
    List<MoveTime> times = new ArrayList<>(marks.size() - 1);
    for (GameState.ClockMark mark : marks.subList(1, marks.size())) {
      times.add(new MoveTime(by.name(), mark.spentMs(), timed ? mark.of(by) : null));
      by = by.opponent();
    }
    return times;
  }
}
