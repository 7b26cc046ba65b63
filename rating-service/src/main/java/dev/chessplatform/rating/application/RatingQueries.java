package dev.chessplatform.rating.application;

import dev.chessplatform.rating.domain.HistoryLine;
import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.PlayerIdFormat;
import dev.chessplatform.rating.domain.PlayerRating;
import dev.chessplatform.rating.domain.RatingRules;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;

/**
 * Reads for the API: a player's standing by id (computers from configuration), a player's history
 * and the leaderboard, a page at a time. The API reaches the read models only through here.
 */
@ApplicationScoped
public class RatingQueries {

  private final RatingRules rules;
  private final Players players;
  private final RatingHistory history;

  public RatingQueries(RatingRules rules, Players players, RatingHistory history) {
    this.rules = rules;
    this.players = players;
    this.history = history;
  }

  /** One page of a player's rating history, oldest first, and how many lines it has in all. */
  public Page<HistoryLine> history(String playerId, int page, int size) {
    return new Page<>(history.page(playerId, page, size), history.count(playerId));
  }

  /** One page of the rated players, highest rating first, and how many there are in all. */
  public Page<PlayerRating> leaderboard(int page, int size) {
    List<PlayerRating> standings =
        players.leaderboard(page, size).stream().map(StoredPlayer::standing).toList();
    return new Page<>(standings, players.countRated());
  }

  /** Some entries of a longer list, and the length of the whole list. */
  public record Page<T>(List<T> entries, long total) {}

  /**
   * The standing of a player: a computer level's fixed one, a human's stored one, or a newcomer's
   * ({@link RatingRules#initial}) for a human with no applied rated game yet (rating-service learns
   * of a player from their first rated result and never reads accounts, so every account id that is
   * not stored stands as a newcomer). Empty only for an id that cannot be a player: blank, or a
   * computer level outside 1..5.
   */
  public Optional<PlayerRating> standingOf(String playerId) {
    Optional<PlayerId> parsed = PlayerIdFormat.parse(playerId);
    if (parsed.isEmpty()) {
      return Optional.empty();
    }
    if (parsed.get() instanceof PlayerId.Human human) {
      return Optional.of(
          players.find(human).map(StoredPlayer::standing).orElseGet(() -> rules.initial(human)));
    }
    return Optional.of(rules.initial(parsed.get()));
  }
}
