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
   * The standing of a computer level, or of a human with at least one applied rated game; empty for
   * anyone else (rating-service learns of a player from their first rated result).
   */
  public Optional<PlayerRating> standingOf(String playerId) {
    Optional<PlayerId> parsed = PlayerIdFormat.parse(playerId);
    if (parsed.isEmpty()) {
      return Optional.empty();
    }
    if (parsed.get() instanceof PlayerId.Human human) {
      return players.find(human).map(StoredPlayer::standing);
    }
    return Optional.of(rules.initial(parsed.get()));
  }
}
