package dev.chessplatform.rating.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.model.Sorts;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.rating.ResultsTopic;
import dev.chessplatform.rating.application.StoredPlayer;
import dev.chessplatform.rating.domain.ComputerOpponents;
import dev.chessplatform.rating.domain.GameResult;
import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.PlayerIdFormat;
import dev.chessplatform.rating.domain.RatedGame;
import dev.chessplatform.rating.domain.RatingBook;
import dev.chessplatform.rating.persistence.PlayerRepository;
import dev.chessplatform.rating.persistence.PositionRepository;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ReplayTest {

  private static final List<String> COLLECTIONS =
      List.of("players", "rating_history", "applied_results", "positions");

  @Inject GameResultsConsumer consumer;
  @Inject PositionRepository positions;
  @Inject PlayerRepository players;
  @Inject MongoClient mongo;

  @ConfigProperty(name = "quarkus.mongodb.database")
  String database;

  private Map<String, List<String>> snapshot() {
    Map<String, List<String>> snapshot = new LinkedHashMap<>();
    for (String name : COLLECTIONS) {
      List<String> docs = new ArrayList<>();
      mongo
          .getDatabase(database)
          .getCollection(name)
          .find()
          .sort(Sorts.ascending("_id"))
          .forEach((Document d) -> docs.add(d.toJson()));
      snapshot.put(name, docs);
    }
    return snapshot;
  }

  @Test
  void
      dropping_the_database_and_replaying_from_offset_0_gives_identical_ratings_histories_and_ladders() {
    String prefix = "rp-" + UUID.randomUUID() + "-";
    Random random = new Random(20261129);
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      ids.add(prefix + "p" + i);
    }
    for (int level = 1; level <= 5; level++) {
      ids.add(GameResultRecord.computer(level));
    }
    String[] outcomes = {
      GameResultRecord.WHITE_WINS, GameResultRecord.BLACK_WINS, GameResultRecord.DRAW
    };
    List<GameResultRecord> results = new ArrayList<>();
    for (int g = 0; g < 240; g++) {
      String white = ids.get(random.nextInt(12));
      String black = ids.get(random.nextInt(ids.size()));
      if (white.equals(black)) {
        continue;
      }
      boolean whiteFirst = random.nextBoolean();
      results.add(
          ResultsTopic.result(
              prefix + "g" + g,
              whiteFirst ? white : black,
              whiteFirst ? black : white,
              outcomes[random.nextInt(3)],
              random.nextInt(10) != 0));
    }
    List<String> wire = new ArrayList<>(results.stream().map(ResultsTopic::json).toList());
    wire.add(60, wire.get(10)); // a redelivered result
    wire.add(120, "{\"broken\":");
    ResultsTopic.sendAll(wire);
    ResultsTopic.awaitCaughtUp(positions);
    Map<String, List<String>> before = snapshot();

    RatingBook oracle =
        RatingBook.empty(ComputerOpponents.defaults())
            .replay(results.stream().map(ReplayTest::game).toList());
    for (String id : ids.subList(0, 12)) {
      PlayerId.Human human = PlayerId.human(id);
      assertEquals(
          oracle.standingOf(human),
          players.find(human).map(StoredPlayer::standing).orElse(null),
          id + ": a player the oracle rated must be in MongoDB");
    }

    mongo.getDatabase(database).drop();
    consumer.restart();
    ResultsTopic.awaitCaughtUp(positions);

    Map<String, List<String>> after = snapshot();
    assertTrue(before.get("players").size() >= 12);
    assertEquals(before, after);
  }

  private static RatedGame game(GameResultRecord r) {
    return new RatedGame(
        r.gameId(),
        PlayerIdFormat.parse(r.white()).orElseThrow(),
        PlayerIdFormat.parse(r.black()).orElseThrow(),
        switch (r.result()) {
          case GameResultRecord.WHITE_WINS -> GameResult.WHITE_WINS;
          case GameResultRecord.BLACK_WINS -> GameResult.BLACK_WINS;
          case GameResultRecord.DRAW -> GameResult.DRAW;
          default -> throw new IllegalArgumentException("not a result: " + r.result());
        },
        r.rated());
  }
}
