package dev.chessplatform.rating.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class RatingBookTest {

  private static final ComputerOpponents COMPUTERS = ComputerOpponents.defaults();

  @Test
  void an_unknown_human_reads_as_a_newcomer() {
    PlayerId.Human a = PlayerId.human("a");
    assertEquals(PlayerRating.newcomer(a), RatingBook.empty(COMPUTERS).standingOf(a));
  }

  @Test
  void replaying_the_same_games_twice_gives_the_same_book() {
    List<RatedGame> games = randomGames(3_000, new Random(2026));
    RatingBook once = RatingBook.empty(COMPUTERS).replay(games);
    RatingBook twice = RatingBook.empty(COMPUTERS).replay(games);
    assertEquals(once, twice);
  }

  @Test
  void replaying_equals_applying_one_game_at_a_time() {
    List<RatedGame> games = randomGames(500, new Random(11));
    RatingBook stepwise = RatingBook.empty(COMPUTERS);
    for (RatedGame game : games) {
      stepwise = stepwise.apply(game).book();
    }
    assertEquals(RatingBook.empty(COMPUTERS).replay(games), stepwise);
  }

  @Test
  void a_long_history_keeps_every_invariant() {
    RatingBook book = RatingBook.empty(COMPUTERS);
    for (RatedGame game : randomGames(3_000, new Random(5))) {
      RatingBook.Applied applied = book.apply(game);
      RatingChange change = applied.change();
      if (change.pairing() == Pairing.RATED_PAIR
          && !change.white().before().isComputer()
          && !change.black().before().isComputer()) {
        assertEquals(0, change.white().delta() + change.black().delta(), game.gameId());
      }
      book = applied.book();
    }
    for (PlayerRating standing : book.humans().values()) {
      assertTrue(standing.ladderPoints() >= 0);
      assertTrue(standing.countedGames() <= standing.record().games());
    }
  }

  @Test
  void a_casual_game_does_not_add_anyone_to_the_book() {
    RatedGame casual =
        new RatedGame("g1", PlayerId.human("a"), PlayerId.human("b"), GameResult.DRAW, false);
    assertTrue(RatingBook.empty(COMPUTERS).apply(casual).book().humans().isEmpty());
  }

  /** Rated games among 12 humans and the 5 computer levels, with some casual games mixed in. */
  private static List<RatedGame> randomGames(int count, Random random) {
    List<RatedGame> games = new ArrayList<>(count);
    while (games.size() < count) {
      PlayerId white = randomPlayer(random);
      PlayerId black = randomPlayer(random);
      if (white.equals(black)) {
        continue;
      }
      GameResult result = GameResult.values()[random.nextInt(3)];
      boolean rated = random.nextInt(10) != 0;
      games.add(new RatedGame("g" + games.size(), white, black, result, rated));
    }
    return games;
  }

  private static PlayerId randomPlayer(Random random) {
    int pick = random.nextInt(17);
    return pick < 12 ? PlayerId.human("p" + pick) : PlayerId.computer(pick - 11);
  }
}
