package dev.chessplatform.rating.application;

import dev.chessplatform.rating.domain.PlayerId;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The humans' stored standings ({@code players}); computer levels are never stored. persistence's
 * {@code PlayerRepository} implements it.
 */
public interface Players {

  /** Makes the lookups below fast (the leaderboard's order); safe to call again. */
  void ensureIndexes();

  Optional<StoredPlayer> find(PlayerId.Human player);

  Map<PlayerId.Human, StoredPlayer> findAll(Collection<PlayerId.Human> players);

  /**
   * Writes each player whose stored offset is behind its {@link StoredPlayer#lastAppliedOffset()};
   * a player already at or past it is left as it is.
   */
  void saveAll(Collection<StoredPlayer> players);

  /** Rated players (10+ counted games) by rating, highest first; ties by player id. */
  List<StoredPlayer> leaderboard(int page, int size);

  long countRated();
}
