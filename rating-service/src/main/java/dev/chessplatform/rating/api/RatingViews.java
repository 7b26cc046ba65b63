package dev.chessplatform.rating.api;

import dev.chessplatform.rating.application.PlayerIdFormat;
import dev.chessplatform.rating.domain.LadderGrade;
import dev.chessplatform.rating.domain.PlayerChange;
import dev.chessplatform.rating.domain.PlayerRating;
import dev.chessplatform.rating.domain.Title;
import dev.chessplatform.rating.domain.WinDrawLoss;
import dev.chessplatform.rating.persistence.HistoryLine;
import java.time.Instant;
import java.util.List;

/** The JSON answers of {@link RatingsResource}; mapped from the domain, never stored. */
public final class RatingViews {

  private RatingViews() {}

  /** A title band: stable code, Chinese and English name. */
  public record TitleView(String code, String zh, String en) {
    static TitleView of(Title title) {
      return new TitleView(title.code(), title.chineseName(), title.englishName());
    }
  }

  /** One of the 16 bands; {@code minRating} is null for the open bottom band P7. */
  public record TitleBandView(String code, String zh, String en, Integer minRating) {
    static TitleBandView of(Title title) {
      return new TitleBandView(
          title.code(),
          title.chineseName(),
          title.englishName(),
          title == Title.P7 ? null : title.minRating());
    }
  }

  public record RecordView(int wins, int draws, int losses, int games) {
    static RecordView of(WinDrawLoss record) {
      return new RecordView(record.wins(), record.draws(), record.losses(), record.games());
    }
  }

  public record GradeView(String code, String zh, String en) {
    static GradeView of(LadderGrade grade) {
      return new GradeView(grade.code(), grade.chineseName(), grade.englishName());
    }
  }

  public record LadderView(int points, GradeView grade) {
    static LadderView of(PlayerRating standing) {
      return new LadderView(standing.ladderPoints(), GradeView.of(standing.ladderGrade()));
    }
  }

  /** A player's standing; {@code title} is null while provisional. */
  public record PlayerView(
      String playerId,
      boolean computer,
      int rating,
      boolean provisional,
      int countedGames,
      TitleView title,
      RecordView record,
      LadderView ladder) {
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

  public record HistoryEntryView(
      String gameId,
      String opponent,
      String result,
      int before,
      int after,
      int change,
      boolean counted,
      int ladderBefore,
      int ladderAfter,
      Instant endedAt) {
    static HistoryEntryView of(HistoryLine line) {
      return new HistoryEntryView(
          line.gameId(),
          line.opponent(),
          line.score().name(),
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
  public record HistoryPageView(
      String playerId, int page, int size, long total, List<HistoryEntryView> entries) {}

  public record LeaderboardEntryView(
      long rank,
      String playerId,
      int rating,
      TitleView title,
      int countedGames,
      RecordView record,
      LadderView ladder) {
    static LeaderboardEntryView of(long rank, PlayerRating standing) {
      return new LeaderboardEntryView(
          rank,
          PlayerIdFormat.format(standing.player()),
          standing.rating(),
          standing.title().map(TitleView::of).orElse(null),
          standing.countedGames(),
          RecordView.of(standing.record()),
          LadderView.of(standing));
    }
  }

  public record LeaderboardPageView(
      int page, int size, long total, List<LeaderboardEntryView> entries) {}

  /** What one result would do to the asking player. */
  public record OutcomeView(
      int ratingAfter,
      int ratingChange,
      boolean counted,
      boolean provisionalAfter,
      TitleView titleAfter,
      int ladderPointsAfter,
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
  public record PreviewView(
      String playerId,
      String opponent,
      int rating,
      int ladderPoints,
      String pairing,
      OutcomeView win,
      OutcomeView draw,
      OutcomeView loss) {}

  public record ComputerOpponentView(String playerId, int level, int rating, TitleView title) {}
}
