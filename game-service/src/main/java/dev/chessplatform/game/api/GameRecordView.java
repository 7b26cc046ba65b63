package dev.chessplatform.game.api;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.game.api.GameView.MoveTimeView;
import dev.chessplatform.game.api.GameView.RatingView;
import dev.chessplatform.game.api.GameView.RatingsView;
import dev.chessplatform.game.api.GameView.TimeControlView;
import dev.chessplatform.game.application.GameRecord;
import dev.chessplatform.game.domain.GameStatus;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A game of the {@code games} read model, as lists and histories show it. */
@Schema(
    description =
        "A game as the read model has it (lists and histories): it may lag the game itself by"
            + " the projection's delay; GET /api/games/{gameId} is always current")
public record GameRecordView(
    @Schema(description = GameApi.GAME_ID) String gameId,
    @Schema(description = "The seq of the last event applied") long lastSeq,
    GameStatus status,
    GameMode mode,
    boolean rated,
    boolean privateGame,
    String createdBy,
    String invitedPlayer,
    String white,
    String black,
    @Schema(description = "Every player seated in the game") List<String> players,
    TimeControlView timeControl,
    DrawRules drawRules,
    @Schema(description = "The start position in FEN when it is not the initial one")
        String startFen,
    @Schema(description = "The position after the last move, in FEN") String fen,
    @Schema(description = "The moves played, in SAN") List<String> moves,
    @Schema(description = "The moves played, in UCI") List<String> uciMoves,
    @Schema(description = "White's time left after the last event, ms") long whiteMs,
    @Schema(description = "Black's time left after the last event, ms") long blackMs,
    GameResult result,
    @Schema(ref = EventSchemas.TERMINATION_REF) Termination termination,
    Colour winner,
    @Schema(description = "The side whose draw offer is pending") Colour drawOffer,
    @Schema(implementation = String.class, format = "date-time") Instant createdAt,
    @Schema(implementation = String.class, format = "date-time") Instant updatedAt,
    @Schema(description = "The PGN tags of an imported game") List<PgnTag> tags,
    @Schema(description = "White's account name when he sat down (Computer level N)")
        String whiteName,
    @Schema(description = "Black's account name when he sat down") String blackName,
    @Schema(description = "The creator's account name") String createdByName,
    @Schema(description = "The invited player's account name (a challenge)")
        String invitedPlayerName,
    @Schema(description = "Both players' standing at rating-service when the game started")
        RatingsView ratings,
    @Schema(description = "Per move, in order: the time it took and the mover's clock after it")
        List<MoveTimeView> moveTimes) {

  static GameRecordView of(GameRecord r) {
    return new GameRecordView(
        r.gameId(),
        r.lastSeq(),
        r.status() == null ? null : GameStatus.valueOf(r.status()),
        r.mode() == null ? null : GameMode.valueOf(r.mode()),
        r.rated(),
        r.privateGame(),
        r.createdBy(),
        r.invitedPlayer(),
        r.white(),
        r.black(),
        r.players(),
        TimeControlView.of(r.timeControl()),
        r.drawRules() == null ? null : DrawRules.valueOf(r.drawRules()),
        r.startFen(),
        r.fen(),
        r.moves(),
        r.uciMoves(),
        r.whiteMs(),
        r.blackMs(),
        GameResult.of(r.result()),
        r.termination(),
        r.winner() == null ? null : Colour.valueOf(r.winner()),
        r.drawOffer() == null ? null : Colour.valueOf(r.drawOffer()),
        r.createdAt(),
        r.updatedAt(),
        r.tags(),
        r.whiteName(),
        r.blackName(),
        r.createdByName(),
        r.invitedPlayerName(),
        ratings(r.ratings()),
        moveTimes(r.moveTimes()));
  }

  private static RatingsView ratings(GameRecord.Ratings r) {
    return r == null ? null : new RatingsView(rating(r.white()), rating(r.black()));
  }

  private static RatingView rating(GameRecord.Rating r) {
    return r == null ? null : new RatingView(r.rating(), r.title(), r.provisional());
  }

  private static List<MoveTimeView> moveTimes(List<GameRecord.MoveTime> times) {
    if (times == null) {
      return List.of();
    }
    List<MoveTimeView> views = new java.util.ArrayList<>(times.size());
    for (int i = 0; i < times.size(); i++) {
      GameRecord.MoveTime t = times.get(i);
      views.add(new MoveTimeView(i + 1, Colour.valueOf(t.by()), t.spentMs(), t.clockMs()));
    }
    return views;
  }
}
