package dev.chessplatform.rating.application;

import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.PlayerRating;
import dev.chessplatform.rating.domain.RatingRules;
import dev.chessplatform.rating.persistence.PlayerRepository;
import dev.chessplatform.rating.persistence.StoredPlayer;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/** Reads for the API: a player's standing by id, computers from configuration. */
@ApplicationScoped
public class RatingQueries {

  private final RatingRules rules;
  private final PlayerRepository players;

  public RatingQueries(RatingRules rules, PlayerRepository players) {
    this.rules = rules;
    this.players = players;
  }

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
