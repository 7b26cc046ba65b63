package dev.chessplatform.rating.api;

import dev.chessplatform.rating.api.RatingCodes.GameScore;
import dev.chessplatform.rating.api.RatingCodes.GradeCode;
import dev.chessplatform.rating.api.RatingCodes.PairingRule;
import dev.chessplatform.rating.api.RatingCodes.TitleCode;
import dev.chessplatform.rating.domain.HistoryLine;
import dev.chessplatform.rating.domain.LadderGrade;
import dev.chessplatform.rating.domain.PlayerChange;
import dev.chessplatform.rating.domain.PlayerIdFormat;
import dev.chessplatform.rating.domain.PlayerRating;
import dev.chessplatform.rating.domain.Title;
import dev.chessplatform.rating.domain.WinDrawLoss;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The JSON answers of {@link RatingsResource}; mapped from the domain, never stored. */
public final class RatingViews {

  private static final String PLAYER_ID =
      "An account id, or computer:1 .. computer:5 for the engine's levels";

  private RatingViews() {}

  /** A title band: stable code, Chinese and English name. */
  @Schema(description = "A title (称号): its stable code and its names")
  public record TitleView(
      @Schema(required = true) TitleCode code,
      @Schema(required = true, description = "Chinese name", example = "二级棋手") String zh,
      @Schema(required = true, description = "English name", example = "Player 2nd class")
          String en) {
    static TitleView of(Title title) {
      return new TitleView(TitleCode.of(title), title.chineseName(), title.englishName());
    }
  }

  /** One of the 16 bands; {@code minRating} is null for the open bottom band P7. */
  @Schema(description = "One of the 16 title bands")
  public record TitleBandView(
      @Schema(required = true) TitleCode code,
      @Schema(required = true, description = "Chinese name", example = "特级大师") String zh,
      @Schema(required = true, description = "English name", example = "Grandmaster") String en,
      @Schema(
              required = true,
              nullable = true,
              description = "Lowest rating of the band; null for P7, the open bottom band")
          Integer minRating) {
    static TitleBandView of(Title title) {
      return new TitleBandView(
          TitleCode.of(title),
          title.chineseName(),
          title.englishName(),
          title == Title.P7 ? null : title.minRating());
    }
  }

  @Schema(
      description =
          "Wins, draws and losses in rated games, including those that did not count for Elo")
  public record RecordView(
      @Schema(required = true) int wins,
      @Schema(required = true) int draws,
      @Schema(required = true) int losses,
      @Schema(required = true, description = "wins + draws + losses") int games) {
    static RecordView of(WinDrawLoss record) {
      return new RecordView(record.wins(), record.draws(), record.losses(), record.games());
    }
  }

  @Schema(description = "A grade of the points ladder (级别)")
  public record GradeView(
      @Schema(required = true) GradeCode code,
      @Schema(required = true, description = "Chinese name", example = "30级") String zh,
      @Schema(required = true, description = "English name", example = "Grade 30") String en) {
    static GradeView of(LadderGrade grade) {
      return new GradeView(GradeCode.of(grade), grade.chineseName(), grade.englishName());
    }
  }

  @Schema(description = "A player's place on the points ladder (seed 000)")
  public record LadderView(
      @Schema(required = true, description = "Ladder points, never negative; 0 for a newcomer")
          int points,
      @Schema(required = true) GradeView grade) {
    static LadderView of(PlayerRating standing) {
      return new LadderView(standing.ladderPoints(), GradeView.of(standing.ladderGrade()));
    }
  }

  /** A player's standing; {@code title} is null while provisional. */
  @Schema(description = "A player's standing: Elo rating, title, record and ladder")
  public record PlayerView(
      @Schema(required = true, description = PLAYER_ID) String playerId,
      @Schema(required = true, description = "Whether this is one of the engine's levels")
          boolean computer,
      @Schema(required = true, description = "Elo rating, a whole number; 1500 for a newcomer")
          int rating,
      @Schema(
              required = true,
              description = "Fewer than 10 counted games: provisional, and no title yet")
          boolean provisional,
      @Schema(
              required = true,
              description =
                  "Games that counted for Elo (games between two provisional players" + " do not)")
          int countedGames,
      @Schema(required = true, nullable = true, description = "The title; null while provisional")
          TitleView title,
      @Schema(required = true) RecordView record,
      @Schema(required = true) LadderView ladder) {
    static PlayerView of(PlayerRating standing) {
      return new PlayerView(
          PlayerIdFormat.format(standing.player()),
          standing.isComputer(),
          standing.rating(),
          standing.provisional(),
          standing.countedGames(),
          standing.title().map(TitleView::of).orElse(null),
          RecordView.of(standing.record()),
          LadderView.of(standing));
    }
  }

  @Schema(description = "What one rated game did to the player")
  public record HistoryEntryView(
      @Schema(required = true) String gameId,
      @Schema(required = true, description = "The opponent's player id") String opponent,
      @Schema(required = true) GameScore result,
      @Schema(required = true, description = "Rating before the game") int before,
      @Schema(required = true, description = "Rating after the game") int after,
      @Schema(required = true, description = "after − before") int change,
      @Schema(
              required = true,
              description =
                  "Whether the game counted for Elo (false between two provisional" + " players)")
          boolean counted,
      @Schema(required = true, description = "Ladder points before the game") int ladderBefore,
      @Schema(required = true, description = "Ladder points after the game") int ladderAfter,
      @Schema(
              required = true,
              implementation = String.class,
              format = "date-time",
              description = "When the game ended",
              example = "2026-11-29T12:00:00Z")
          Instant endedAt) {
    static HistoryEntryView of(HistoryLine line) {
      return new HistoryEntryView(
          line.gameId(),
          line.opponent(),
          GameScore.of(line.score()),
          line.before(),
          line.after(),
          line.change(),
          line.counted(),
          line.ladderBefore(),
          line.ladderAfter(),
          line.endedAt());
    }
  }

  /** Newest first. */
  @Schema(description = "One page of a player's rating history, newest first")
  public record HistoryPageView(
      @Schema(required = true, description = PLAYER_ID) String playerId,
      @Schema(required = true, description = "0-based page number") int page,
      @Schema(required = true, description = "Entries per page") int size,
      @Schema(required = true, description = "Entries on all pages") long total,
      @Schema(required = true) List<HistoryEntryView> entries) {}

  @Schema(description = "A rated player's place on the leaderboard")
  public record LeaderboardEntryView(
      @Schema(required = true, description = "1-based position in the whole leaderboard") long rank,
      @Schema(required = true, description = "An account id") String playerId,
      @Schema(required = true) int rating,
      @Schema(required = true) TitleView title,
      @Schema(required = true) int countedGames,
      @Schema(required = true) RecordView record,
      @Schema(required = true) LadderView ladder) {
    static LeaderboardEntryView of(long rank, PlayerRating standing) {
      return new LeaderboardEntryView(
          rank,
          PlayerIdFormat.format(standing.player()),
          standing.rating(),
          standing.title().map(TitleView::of).orElseThrow(),
          standing.countedGames(),
          RecordView.of(standing.record()),
          LadderView.of(standing));
    }
  }

  @Schema(description = "One page of the leaderboard: rating descending, ties by player id")
  public record LeaderboardPageView(
      @Schema(required = true, description = "0-based page number") int page,
      @Schema(required = true, description = "Entries per page") int size,
      @Schema(required = true, description = "Rated players on all pages") long total,
      @Schema(required = true) List<LeaderboardEntryView> entries) {}

  /** What one result would do to the asking player. */
  @Schema(description = "What one result would do to the player")
  public record OutcomeView(
      @Schema(required = true) int ratingAfter,
      @Schema(required = true, description = "ratingAfter − the rating now") int ratingChange,
      @Schema(required = true, description = "Whether the game would count for Elo")
          boolean counted,
      @Schema(required = true) boolean provisionalAfter,
      @Schema(
              required = true,
              nullable = true,
              description = "The title after the game; null if still provisional")
          TitleView titleAfter,
      @Schema(required = true) int ladderPointsAfter,
      @Schema(required = true, description = "ladderPointsAfter − the points now")
          int ladderChange) {
    static OutcomeView of(PlayerChange change) {
      return new OutcomeView(
          change.after().rating(),
          change.delta(),
          change.counted(),
          change.after().provisional(),
          change.titleAfter().map(TitleView::of).orElse(null),
          change.after().ladderPoints(),
          change.ladderDelta());
    }
  }

  /** {@code pairing} names the Elo rule that would apply (see the README). */
  @Schema(description = "What a win, a draw or a loss against the opponent would do")
  public record PreviewView(
      @Schema(required = true, description = PLAYER_ID) String playerId,
      @Schema(required = true, description = PLAYER_ID) String opponent,
      @Schema(required = true, description = "The player's rating now") int rating,
      @Schema(required = true, description = "The player's ladder points now") int ladderPoints,
      @Schema(required = true) PairingRule pairing,
      @Schema(required = true) OutcomeView win,
      @Schema(required = true) OutcomeView draw,
      @Schema(required = true) OutcomeView loss) {}

  @Schema(description = "One of the engine's levels as a rated player with a fixed rating")
  public record ComputerOpponentView(
      @Schema(required = true, example = "computer:3") String playerId,
      @Schema(required = true, description = "1 (weakest) to 5") int level,
      @Schema(required = true, description = "Fixed, published rating") int rating,
      @Schema(required = true) TitleView title) {}
}
