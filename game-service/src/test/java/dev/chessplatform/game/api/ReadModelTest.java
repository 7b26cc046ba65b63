package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.post;
import static dev.chessplatform.game.api.Players.unique;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.client.MongoClient;
import dev.chessplatform.game.application.GameRecord;
import dev.chessplatform.game.messaging.ProjectionRunner;
import dev.chessplatform.game.persistence.GameRecordRepository;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class ReadModelTest {

  @Inject GameRecordRepository records;
  @Inject ProjectionRunner projections;
  @Inject MongoClient mongo;

  @ConfigProperty(name = "quarkus.mongodb.database")
  String database;

  private static void awaitProjected(String player, String gameId, String status) {
    await()
        .atMost(Duration.ofSeconds(30))
        .untilAsserted(
            () ->
                get(player, "/api/players/" + player + "/games")
                    .then()
                    .statusCode(200)
                    .body("games.find { it.gameId == '" + gameId + "' }.status", equalTo(status)));
  }

  @Test
  void aPlayersHistoryHasHisGamesAndHisWinDrawLossRecord() {
    String alice = unique("alice");
    String bob = unique("bob");
    String won = Players.started(alice, bob);
    post(bob, "/api/games/" + won + "/resign").then().statusCode(200);
    String drawn = Players.started(alice, bob);
    post(alice, "/api/games/" + drawn + "/draw/offer").then().statusCode(200);
    post(bob, "/api/games/" + drawn + "/draw/accept").then().statusCode(200);
    String live = Players.started(bob, alice);
    move(bob, live, "e4").then().statusCode(200);

    awaitProjected(alice, won, "ENDED");
    awaitProjected(alice, drawn, "ENDED");
    awaitProjected(alice, live, "STARTED");
    get(alice, "/api/players/" + alice + "/games")
        .then()
        .body("record.wins", equalTo(1))
        .body("record.draws", equalTo(1))
        .body("record.losses", equalTo(0))
        .body("games.find { it.gameId == '" + live + "' }.moves", equalTo(List.of("e4")));
    get(alice, "/api/games?status=STARTED&limit=500").then().body("gameId", hasItem(live));
    get(alice, "/api/players/" + alice + "/games.pgn")
        .then()
        .statusCode(200)
        .body(containsString("[Result \"1-0\"]"))
        .body(containsString("[Termination \"AGREEMENT\"]"));
  }

  @Test
  void aPgnIsImportedAsAFinishedGameAndExportedAgain() {
    String carol = unique("carol");
    String pgn =
        "[Event \"Paris\"]\n[White \"Morphy\"]\n[Black \"Allies\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7"
            + " 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8"
            + " 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n";
    String id =
        post(carol, "/api/games/import", Map.of("pgn", pgn))
            .then()
            .statusCode(201)
            .body("status", equalTo("ENDED"))
            .body("result", equalTo("1-0"))
            .body("termination", equalTo("CHECKMATE"))
            .body("white", equalTo("Morphy"))
            .header("Location", startsWith("/api/games/"))
            .extract()
            .path("gameId");
    get(carol, "/api/games/" + id + "/pgn")
        .then()
        .statusCode(200)
        .body(containsString("[Event \"Paris\"]"))
        .body(containsString("17. Rd8# 1-0"));
    post(carol, "/api/games/import", Map.of("pgn", "1. e4 e5 2. Ke3 *"))
        .then()
        .statusCode(422)
        .body("type", equalTo("https://chess-platform.dev/problems/invalid-pgn"));
  }

  @Test
  void droppingTheDatabaseRebuildsEveryProjectionFromTheTopicEqualToBefore() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    move(alice, id, "e4").then().statusCode(200);
    move(bob, id, "c5").then().statusCode(200);
    post(alice, "/api/games/" + id + "/resign").then().statusCode(200);
    awaitProjected(alice, id, "ENDED");
    GameRecord before = records.find(id).orElseThrow();

    projections.stop();
    mongo.getDatabase(database).drop();
    projections.start();

    await()
        .atMost(Duration.ofSeconds(60))
        .until(() -> records.find(id).map(r -> r.lastSeq() == before.lastSeq()).orElse(false));
    assertEquals(before, records.find(id).orElseThrow());
    get(alice, "/api/games/" + id + "/summary").then().statusCode(200);
  }
}
