package dev.chessplatform.game.application;

import dev.chessplatform.chess.Termination;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;

/**
 * Every read of the read models the API makes: lists of games, a player's games and record, the
 * projection's progress. They may lag the games themselves by the projection's delay; a game's
 * current state comes from its owner, not from here.
 */
@ApplicationScoped
public class GameReads {

  /** The most finished games a record is counted over. */
  static final int RECORD_OVER = 100_000;

  /** Won, drawn and lost, over all finished games; aborted games do not count. */
  public record WinDrawLoss(int wins, int draws, int losses) {}

  private final GameRecords records;
  private final GameSummaries summaries;
  private final LiveGames live;

  public GameReads(GameRecords records, GameSummaries summaries, LiveGames live) {
    this.records = records;
    this.summaries = summaries;
    this.live = live;
  }

  /**
   * Public games of one status, newest first; the games being played (STARTED) as the live-games
   * stream knows them, not as the read model may still lag ({@link LiveGames}).
   */
  public List<GameRecord> withStatus(String status, int limit) {
    return "STARTED".equals(status) ? live.now(limit) : records.withStatus(status, limit);
  }

  /** A player's public games of one status (any when null), newest first. */
  public List<GameRecord> publicGamesOf(String playerId, String status, int limit) {
    return records.ofPlayer(playerId, status, limit).stream()
        .filter(g -> !g.privateGame())
        .toList();
  }

  /**
   * A player's won, drawn and lost games over his finished public games: a private game's result is
   * no one else's to count.
   */
  public WinDrawLoss recordOf(String playerId) {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    for (GameRecord g : records.ofPlayer(playerId, "ENDED", RECORD_OVER)) {
      if (g.privateGame() || g.termination() == Termination.ABORTED || g.result() == null) {
        continue;
      }
      String mine = playerId.equals(g.white()) ? "WHITE" : "BLACK";
      if (g.winner() == null) {
        draws++;
      } else if (g.winner().equals(mine)) {
        wins++;
      } else {
        losses++;
      }
    }
    return new WinDrawLoss(wins, draws, losses);
  }

  /** How far the game_summaries projection has applied a game's events. */
  public Optional<GameSummary> summaryOf(String gameId) {
    return summaries.find(gameId);
  }
}
