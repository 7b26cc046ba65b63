package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Updates;
import dev.chessplatform.deploy.LocalPlatform.Player;
import dev.chessplatform.deploy.LocalPlatform.Run;
import dev.chessplatform.deploy.digest.Digest;
import dev.chessplatform.deploy.rebuild.ProjectionProgress;
import dev.chessplatform.deploy.rebuild.TopicTargets;
import dev.chessplatform.events.Topics;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * The analysts' proof that the read models are the topics' image, on the real platform: games of
 * every kind are played through the gateway (a rated game to mate with a takeback, a game against
 * the computer with a hint and an undo, an imported PGN, an aborted seek, a lost-on-time game, a
 * draw by agreement, a withdrawn seek), then {@code replay digest} of the live databases, {@code
 * replay rebuild} into a fresh one from offset 0, its digest, and {@code replay compare}:
 * identical. Finished games leave the owner's memory after 1 s here, so the archive is also written
 * by the owners' eviction and not only by the projection. Then one live document is changed, and
 * compare names it.
 *
 * <p>Its platform is also the smoke test of the README's start (it was PlatformSmokeIT's own, two
 * starts of its own): started in the foreground as {@code ./platform start} runs, every service UP
 * through the gateway; at the end a stop that leaves no process and ends the launcher, and a second
 * start that finds the games again.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
@org.junit.jupiter.api.TestMethodOrder(org.junit.jupiter.api.MethodOrderer.OrderAnnotation.class)
class RebuildIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Duration COMMAND_TIMEOUT = Duration.ofMinutes(5);
  private static LocalPlatform platform;

  @BeforeAll
  static void start() throws Exception {
    // A platform of its own, not a shared one: the digest counts every document of the live read
    // models (seven games, six lines of history, four players) and the rebuild replays the topics
    // from offset 0, so they must hold this class's games and nothing else; and its game-service
    // evicts finished games after 1 s, which no other class's platform does.
    platform =
        LocalPlatform.foreground(
            "rebuild",
            Map.of(
                "CHESS_GAMES_FINISHED_GRACE", "1s",
                "CHESS_GAMES_FINISHED_EVICT_INTERVAL", "500ms",
                "CHESS_GAMES_SNAPSHOTS_INTERVAL", "1s"));
  }

  @AfterAll
  static void stop() throws Exception {
    if (platform != null) {
      platform.stopLeavingNothing();
    }
  }

  /** A game of {@link #playGamesOfEveryKind}, looked for again after the restart. */
  private static String kept;

  @Test
  @org.junit.jupiter.api.Order(1)
  void every_service_is_up_through_the_gateway_of_a_platform_started_as_the_readme_says()
      throws Exception {
    HttpResponse<String> health = platform.get("/api/platform/health");
    assertEquals(200, health.statusCode(), health.body());
    for (String service :
        List.of("game-service", "engine-service", "rating-service", "lichess-facade")) {
      assertTrue(health.body().contains("\"" + service + "\":{\"status\":\"UP\""), health.body());
    }
  }

  @Test
  @org.junit.jupiter.api.Order(2)
  void a_rebuild_from_offset_0_equals_the_live_read_models_and_compare_finds_a_changed_document()
      throws Exception {
    playGamesOfEveryKind();
    String bootstrap = "127.0.0.1:" + platform.kafkaPort;
    Path dir = platform.data.getParent();
    try (MongoClient mongo = MongoClients.create(platform.mongoUri())) {
      awaitLiveProjections(bootstrap, mongo.getDatabase("games"), mongo.getDatabase("ratings"));

      Run live = digest("--out", dir.resolve("live.digest").toString());
      assertEquals(0, live.exitCode(), live.err());
      Digest liveDigest = Digest.read(dir.resolve("live.digest"));
      // seven games; three rated ones, each a line of history for both players; four players
      assertEquals(7, liveDigest.collections().get("games").documents().size(), live.out());
      assertEquals(6, liveDigest.collections().get("rating_history").documents().size());
      assertEquals(4, liveDigest.collections().get("players").documents().size(), live.out());

      Run rebuild =
          rebuild(
              bootstrap,
              "--data-dir",
              platform.data.toString(),
              "--home",
              platform.home.toString());
      assertEquals(0, rebuild.exitCode(), rebuild.out() + rebuild.err());
      assertTrue(rebuild.out().startsWith("rebuilt rebuilt: "), rebuild.out());

      Run again = rebuild(bootstrap);
      assertEquals(1, again.exitCode(), "a database with collections is refused");
      assertTrue(again.err().contains("is not empty"), again.err());

      Run rebuilt =
          digest("--database", "rebuilt", "--out", dir.resolve("rebuilt.digest").toString());
      assertEquals(0, rebuilt.exitCode(), rebuilt.err());
      Run compare = compare(dir.resolve("live.digest"), dir.resolve("rebuilt.digest"));
      assertEquals(0, compare.exitCode(), compare.out() + "\nlive:\n" + live.out());
      assertTrue(compare.out().startsWith("identical: 8 collections"), compare.out());

      // A read model that is not the topics' image any more is found, down to the document.
      Document player = mongo.getDatabase("ratings").getCollection("players").find().first();
      mongo
          .getDatabase("ratings")
          .getCollection("players")
          .updateOne(Filters.eq("_id", player.get("_id")), Updates.set("rating", 1234));
      Run changed = digest("--out", dir.resolve("changed.digest").toString());
      assertEquals(0, changed.exitCode(), changed.err());
      Run differs = compare(dir.resolve("changed.digest"), dir.resolve("rebuilt.digest"));
      assertEquals(1, differs.exitCode(), differs.out());
      assertEquals(
          "players: differs ("
              + liveDigest.collections().get("players").documents().size()
              + " and "
              + liveDigest.collections().get("players").documents().size()
              + " documents; 1 differ: \""
              + player.get("_id")
              + "\" differs)\n",
          differs.out());
    }
  }

  @Test
  @org.junit.jupiter.api.Order(3)
  void a_stop_leaves_no_process_and_a_second_start_finds_the_games_again() throws Exception {
    assertEquals(0, platform.stop());
    assertTrue(
        platform.launcher.waitFor(60, java.util.concurrent.TimeUnit.SECONDS),
        "the launcher exits after stop");
    assertEquals(List.of(), platform.leftovers(), "no process of the platform is left");

    platform.start(true);
    HttpResponse<String> summary = platform.get("/api/games/" + kept + "/summary");
    assertEquals(
        200, summary.statusCode(), "the projection survived the restart: " + summary.body());
    assertTrue(summary.body().contains(kept), summary.body());
  }

  /** {@code replay rebuild} into the database {@code rebuilt} of the platform's store. */
  private static Run rebuild(String bootstrap, String... more) throws Exception {
    List<String> args =
        new ArrayList<>(
            List.of(
                "replay",
                "rebuild",
                "--bootstrap",
                bootstrap,
                "--into",
                platform.mongoUri(),
                "--database",
                "rebuilt"));
    args.addAll(List.of(more));
    return platform.run(COMMAND_TIMEOUT, args.toArray(String[]::new));
  }

  private static Run digest(String... args) throws Exception {
    String[] all = new String[args.length + 4];
    all[0] = "replay";
    all[1] = "digest";
    all[2] = "--mongodb";
    all[3] = platform.mongoUri();
    System.arraycopy(args, 0, all, 4, args.length);
    return platform.run(COMMAND_TIMEOUT, all);
  }

  private static Run compare(Path first, Path second) throws Exception {
    return platform.run(COMMAND_TIMEOUT, "replay", "compare", first.toString(), second.toString());
  }

  /** The live services' projections have applied everything the topics hold now. */
  private static void awaitLiveProjections(
      String bootstrap, MongoDatabase games, MongoDatabase ratings) throws InterruptedException {
    TopicTargets events = TopicTargets.read(bootstrap, Topics.GAME_EVENTS);
    TopicTargets results = TopicTargets.read(bootstrap, Topics.GAME_RESULTS);
    ProjectionProgress progress = new ProjectionProgress(games, ratings);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!progress.of(events, results).done()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("the live projections did not catch up in 60 s");
      }
      Thread.sleep(100); // the condition is in MongoDB: its stored positions
    }
  }

  private static void playGamesOfEveryKind() throws Exception {
    String s = UUID.randomUUID().toString().substring(0, 6);
    Player alice = platform.register("alice_" + s);
    Player bob = platform.register("bob_" + s);
    Player carol = platform.register("carol_" + s);
    Player dave = platform.register("dave_" + s);

    // A rated challenge to mate, with a takeback bob grants.
    String mate = challenge(alice, bob, "bob_" + s, 300, true);
    kept = mate;
    play(mate, alice, bob, "e4", "e5", "Bc4", "Nc6", "Qf3");
    post(alice, "/api/games/" + mate + "/takeback/request", null);
    post(bob, "/api/games/" + mate + "/takeback/accept", null);
    JsonNode mated = play(mate, alice, bob, "Qh5", "Nf6", "Qxf7#");
    assertEquals("CHECKMATE", mated.path("termination").asText(), mated.toString());

    // A rated draw by agreement.
    String draw = challenge(carol, dave, "dave_" + s, 300, true);
    play(draw, carol, dave, "d4", "d5");
    post(carol, "/api/games/" + draw + "/draw/offer", null);
    JsonNode drawn = post(dave, "/api/games/" + draw + "/draw/accept", null);
    assertEquals("ENDED", drawn.path("status").asText(), drawn.toString());

    // Lost on time: a rated 1-second game in which white does not move again.
    String flag = challenge(bob, carol, "carol_" + s, 1, true);
    JsonNode view = play(flag, bob, carol, "e4", "e5");
    view = awaitEnd(flag, view.path("version").asLong());
    assertEquals("TIMEOUT", view.path("termination").asText(), view.toString());

    // Against the computer: a hint, an undo of a move and its reply, then resigned.
    JsonNode computer =
        post(alice, "/api/games", "{\"mode\":\"COMPUTER\",\"level\":1,\"colour\":\"WHITE\"}");
    String cpu = computer.path("gameId").asText();
    view = post(alice, "/api/games/" + cpu + "/moves", "{\"move\":\"e4\"}");
    view = awaitVersion(cpu, view.path("version").asLong() + 1);
    post(alice, "/api/games/" + cpu + "/hints", null);
    view = post(alice, "/api/games/" + cpu + "/moves", "{\"move\":\"d4\"}");
    view = awaitVersion(cpu, view.path("version").asLong() + 1);
    view = post(alice, "/api/games/" + cpu + "/undo", null);
    assertEquals(2, view.path("moves").size(), view.toString());
    post(alice, "/api/games/" + cpu + "/resign", null);

    // Imported from PGN.
    post(
        dave,
        "/api/games/import",
        JSON.writeValueAsString(
            Map.of(
                "pgn",
                "[White \"Fool\"]\n[Black \"Mate\"]\n[Result \"0-1\"]\n\n"
                    + "1. f3 e5 2. g4 Qh4# 0-1\n")));

    // A seek joined and aborted after one move; another withdrawn before anyone sat down.
    JsonNode seek = post(alice, "/api/lobby/seeks", "{\"colour\":\"WHITE\"}");
    String aborted = seek.path("gameId").asText();
    post(dave, "/api/lobby/seeks/" + aborted + "/accept", null);
    post(alice, "/api/games/" + aborted + "/moves", "{\"move\":\"e4\"}");
    JsonNode abort = post(dave, "/api/games/" + aborted + "/abort", null);
    assertEquals("ABORTED", abort.path("termination").asText(), abort.toString());
    String withdrawn = post(bob, "/api/lobby/seeks", "{}").path("gameId").asText();
    HttpResponse<String> cancel =
        platform.send(bob, "DELETE", "/api/lobby/seeks/" + withdrawn, null);
    assertTrue(cancel.statusCode() / 100 == 2, cancel.statusCode() + " " + cancel.body());
  }

  private static String challenge(
      Player from, Player to, String toName, long seconds, boolean rated) throws Exception {
    JsonNode created =
        post(
            from,
            "/api/challenges",
            "{\"opponent\":\""
                + toName
                + "\",\"colour\":\"WHITE\",\"rated\":"
                + rated
                + ",\"clock\":{\"initialSeconds\":"
                + seconds
                + ",\"incrementSeconds\":0}}");
    String gameId = created.path("gameId").asText();
    post(to, "/api/challenges/" + gameId + "/accept", null);
    return gameId;
  }

  /** Plays {@code moves} from white's turn, white and black in turn; the last answer. */
  private static JsonNode play(String gameId, Player white, Player black, String... moves)
      throws Exception {
    JsonNode view = null;
    for (int i = 0; i < moves.length; i++) {
      view =
          post(
              i % 2 == 0 ? white : black,
              "/api/games/" + gameId + "/moves",
              "{\"move\":\"" + moves[i] + "\"}");
    }
    return view;
  }

  private static JsonNode post(Player p, String path, String body) throws Exception {
    HttpResponse<String> r = platform.send(p, "POST", path, body == null ? "{}" : body);
    assertTrue(r.statusCode() / 100 == 2, path + ": " + r.statusCode() + " " + r.body());
    return JSON.readTree(r.body());
  }

  /** The game once its version is at least {@code version} (long polls of its updates). */
  private static JsonNode awaitVersion(String gameId, long version) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      JsonNode game = JSON.readTree(platform.get("/api/games/" + gameId).body());
      if (game.path("version").asLong() >= version) {
        return game;
      }
      platform.get(
          "/api/games/"
              + gameId
              + "/updates?afterSeq="
              + game.path("version").asLong()
              + "&waitSeconds=5");
    }
    throw new AssertionError(gameId + " did not reach version " + version + " in 60 s");
  }

  /** The game once it has ended, waiting from {@code version} on. */
  private static JsonNode awaitEnd(String gameId, long version) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    long seen = version;
    while (System.nanoTime() < deadline) {
      JsonNode game = awaitVersion(gameId, seen + 1);
      if ("ENDED".equals(game.path("status").asText())) {
        return game;
      }
      seen = game.path("version").asLong();
    }
    throw new AssertionError(gameId + " did not end in 60 s");
  }
}
