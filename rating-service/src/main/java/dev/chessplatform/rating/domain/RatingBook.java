package dev.chessplatform.rating.domain;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Every human's standing, as a value: the in-memory model of the {@code players} collection, and
 * what a replay of {@code chess.game-results} from offset 0 rebuilds. Humans who never played a
 * rated game are absent and read as newcomers; computer levels are never stored.
 *
 * <p>Exactly-once is the caller's job (the {@code applied_results} collection, unique by gameId):
 * the book applies whatever it is given, so a game applied twice counts twice.
 */
public record RatingBook(ComputerOpponents computers, Map<PlayerId.Human, PlayerRating> humans) {

  public RatingBook {
    Objects.requireNonNull(computers, "computers");
    humans = Map.copyOf(humans);
    humans.forEach(
        (id, standing) -> {
          if (!id.equals(standing.player())) {
            throw new IllegalArgumentException("standing of " + standing.player() + " under " + id);
          }
        });
  }

  public static RatingBook empty(ComputerOpponents computers) {
    return new RatingBook(computers, Map.of());
  }

  /** One game applied: the new book and what changed. */
  public record Applied(RatingBook book, RatingChange change) {}

  public PlayerRating standingOf(PlayerId player) {
    return standingIn(humans, player, rules());
  }

  public Applied apply(RatedGame game) {
    Map<PlayerId.Human, PlayerRating> next = new HashMap<>(humans);
    RatingChange change = applyTo(next, game, rules());
    return new Applied(new RatingBook(computers, next), change);
  }

  /** Applies games in order; the same games in the same order always give an equal book. */
  public RatingBook replay(Iterable<RatedGame> games) {
    RatingRules rules = rules();
    Map<PlayerId.Human, PlayerRating> next = new HashMap<>(humans);
    for (RatedGame game : games) {
      applyTo(next, game, rules);
    }
    return new RatingBook(computers, next);
  }

  private RatingRules rules() {
    return new RatingRules(computers);
  }

  private static RatingChange applyTo(
      Map<PlayerId.Human, PlayerRating> humans, RatedGame game, RatingRules rules) {
    RatingChange change =
        rules.apply(
            game, standingIn(humans, game.white(), rules), standingIn(humans, game.black(), rules));
    store(humans, change.white());
    store(humans, change.black());
    return change;
  }

  private static PlayerRating standingIn(
      Map<PlayerId.Human, PlayerRating> humans, PlayerId player, RatingRules rules) {
    if (player instanceof PlayerId.Human human && humans.containsKey(human)) {
      return humans.get(human);
    }
    return rules.initial(player);
  }

  /** Stores a human's new standing; an unchanged one is not stored, so absent stays absent. */
  private static void store(Map<PlayerId.Human, PlayerRating> humans, PlayerChange change) {
    if (change.player() instanceof PlayerId.Human human
        && !change.after().equals(change.before())) {
      humans.put(human, change.after());
    }
  }
}
