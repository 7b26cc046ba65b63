package dev.chessplatform.rating.application;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.client.MongoClient;
import com.mongodb.client.model.Filters;
import dev.chessplatform.rating.domain.GameResult;
import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.PlayerRating;
import dev.chessplatform.rating.domain.RatedGame;
import dev.chessplatform.rating.domain.RatingBook;
import dev.chessplatform.rating.domain.RatingChange;
import dev.chessplatform.rating.domain.RatingRules;
import dev.chessplatform.rating.persistence.AppliedResultRepository;
import dev.chessplatform.rating.persistence.HistoryRepository;
import dev.chessplatform.rating.persistence.PlayerRepository;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * The applier against the real embedded MongoDB, driven by hand with offsets of its own (its
 * players and games are unique to each test and removed afterwards, so the replay test's snapshot
 * of the whole database stays a function of the topic). The oracle is the pure {@link RatingBook}.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ExactlyOnceTest {

  @Inject ResultApplier applier;
  @Inject RatingRules rules;
  @Inject AppliedResultRepository journal;
  @Inject PlayerRepository players;
  @Inject HistoryRepository history;
  @Inject MongoClient mongo;

  @ConfigProperty(name = "quarkus.mongodb.database")
  String database;

  private final String prefix = "eo-" + UUID.randomUUID() + "-";

  @AfterEach
  void removeThisTestsDocuments() {
    var db = mongo.getDatabase(database);
    var mine = Filters.regex("_id", "^" + Pattern.quote(prefix));
    for (String collection : List.of("players", "applied_results", "rating_history")) {
      db.getCollection(collection).deleteMany(mine);
    }
  }

  private PlayerId.Human human(String name) {
    return PlayerId.human(prefix + name);
  }

  private List<PositionedGame> games() {
    PlayerId a = human("a");
    PlayerId b = human("b");
    PlayerId c = human("c");
    List<RatedGame> games =
        List.of(
            RatedGame.rated(prefix + "g1", a, PlayerId.computer(4), GameResult.WHITE_WINS),
            RatedGame.rated(prefix + "g2", a, b, GameResult.DRAW),
            RatedGame.rated(prefix + "g3", c, a, GameResult.BLACK_WINS),
            RatedGame.rated(prefix + "g4", b, c, GameResult.WHITE_WINS));
    List<PositionedGame> positioned = new ArrayList<>();
    for (int i = 0; i < games.size(); i++) {
      positioned.add(new PositionedGame(100 + i, "r" + i, games.get(i), Instant.EPOCH));
    }
    return positioned;
  }

  private RatingBook expected() {
    return RatingBook.empty(rules.computers())
        .replay(games().stream().map(PositionedGame::game).toList());
  }

  private void assertStandingsAre(RatingBook book) {
    for (String name : List.of("a", "b", "c")) {
      PlayerRating stored = players.find(human(name)).map(StoredPlayer::standing).orElseThrow();
      assertEquals(book.standingOf(human(name)), stored, name);
    }
  }

  @Test
  void a_batch_applied_twice_changes_ratings_once() {
    BatchOutcome first = applier.apply(games());
    BatchOutcome second = applier.apply(games());

    assertEquals(new BatchOutcome(4, 0, 0), first);
    assertEquals(new BatchOutcome(0, 0, 4), second);
    assertStandingsAre(expected());
    assertEquals(3, history.count(prefix + "a"));
  }

  @Test
  void the_same_game_written_twice_at_another_offset_is_applied_once() {
    List<PositionedGame> withDuplicate = new ArrayList<>(games());
    PositionedGame again = withDuplicate.get(1);
    withDuplicate.add(new PositionedGame(200, "r-again", again.game(), Instant.EPOCH));

    BatchOutcome outcome = applier.apply(withDuplicate);
    BatchOutcome later =
        applier.apply(List.of(new PositionedGame(300, "r3", again.game(), Instant.EPOCH)));

    assertEquals(new BatchOutcome(4, 1, 0), outcome);
    assertEquals(new BatchOutcome(0, 1, 0), later);
    assertStandingsAre(expected());
  }

  @Test
  void a_crash_after_the_journal_and_one_player_write_is_finished_on_redelivery() {
    // What a kill between the writes of a batch leaves behind: the decided changes are journaled,
    // white's standing of game 2 is written, black's is not, no history, no position.
    List<PositionedGame> games = games();
    applier.apply(games.subList(0, 1));
    PositionedGame second = games.get(1);
    RatingChange change =
        rules.apply(
            second.game(),
            players.find(human("a")).orElseThrow().standing(),
            rules.initial(human("b")));
    journal.insertAll(
        List.of(new AppliedResult(second.game().gameId(), second.offset(), "r1", change)));
    players.saveAll(List.of(new StoredPlayer(change.white().after(), second.offset())));

    // The redelivery replays the whole batch from the last saved position.
    BatchOutcome outcome = applier.apply(games);

    assertEquals(new BatchOutcome(2, 0, 2), outcome);
    assertStandingsAre(expected());
    assertEquals(3, history.count(prefix + "a"));
    assertEquals(2, history.count(prefix + "b"));
  }
}
