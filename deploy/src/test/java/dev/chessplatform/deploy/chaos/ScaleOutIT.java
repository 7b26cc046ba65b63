package dev.chessplatform.deploy.chaos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.deploy.LocalPlatform;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The platform scaled out as an operator runs it ({@link LocalPlatform#sharedScaled()}: three
 * gateways, two of every other service). Through <em>different</em> gateways: names registered at
 * once exist once, every list shows every open seek, room and challenge, two people find each other
 * and play while a third watches, an analysis started through one gateway is read through the
 * other, a token revoked through one is refused by the other. Then the chaos campaign kills one
 * instance of every service for good while the others serve: no acknowledged move lost or doubled,
 * every partition taken over. The counts go to {@code deploy/target/scale-out-summary.txt}.
 */
@EnabledOnOs(OS.LINUX)
@Order(4) // right after PeopleIT on the same platform (one start); this class kills instances
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScaleOutIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String PASSWORD = "a long enough passphrase";
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final List<String> SUMMARY = new ArrayList<>();
  private static LocalPlatform platform;
  private static int[] gateways;

  @BeforeAll
  static void start() throws Exception {
    platform = LocalPlatform.sharedScaled();
    gateways = new int[LocalPlatform.SCALED_GATEWAYS];
    for (int i = 0; i < gateways.length; i++) {
      gateways[i] = platform.gateway(i, "/").getPort();
    }
  }

  @AfterAll
  static void stop() throws Exception {
    Files.write(platform.home.resolve("deploy/target/scale-out-summary.txt"), SUMMARY);
    SUMMARY.forEach(line -> System.out.println("[ScaleOutIT] " + line));
  }

  @Test
  @Order(1)
  void aNameRegisteredAtOnceThroughEveryGatewayExistsOnce() throws Exception {
    int names = 20;
    int attemptsPerGateway = 4;
    int gatewayCount = gateways.length;
    ExecutorService pool = Executors.newFixedThreadPool(gatewayCount * attemptsPerGateway);
    int created = 0;
    int taken = 0;
    try {
      for (int n = 0; n < names; n++) {
        String name = "twice" + n + UUID.randomUUID().toString().substring(0, 6);
        String body = credentials(name);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<HttpResponse<String>>> tries = new ArrayList<>();
        for (int g = 0; g < gatewayCount; g++) {
          for (int a = 0; a < attemptsPerGateway; a++) {
            int gateway = g;
            Callable<HttpResponse<String>> attempt =
                () -> {
                  go.await();
                  return call(gateway, null, "POST", "/api/accounts", body);
                };
            tries.add(pool.submit(attempt));
          }
        }
        go.countDown();
        int ok = 0;
        for (Future<HttpResponse<String>> f : tries) {
          HttpResponse<String> r = f.get();
          if (r.statusCode() == 201) {
            ok++;
          } else {
            assertEquals(409, r.statusCode(), r.body());
            assertTrue(r.body().contains("name-taken"), r.body());
            taken++;
          }
        }
        assertEquals(1, ok, name + ": exactly one 201");
        created += ok;
        // Either gateway logs the one account in.
        String id0 =
            json(call(0, null, "POST", "/api/accounts/login", body), 201)
                .path("accountId")
                .asText();
        String id1 =
            json(call(1, null, "POST", "/api/accounts/login", body), 201)
                .path("accountId")
                .asText();
        assertEquals(id0, id1, name + ": one account whichever gateway logs in");
      }
    } finally {
      pool.shutdownNow();
    }
    SUMMARY.add(
        "names: "
            + names
            + " names x "
            + gatewayCount * attemptsPerGateway
            + " concurrent registrations over "
            + gatewayCount
            + " gateways: "
            + created
            + " created, "
            + taken
            + " name-taken");
  }

  @Test
  @Order(2)
  void everyListThroughEveryGatewayShowsEveryOpenSeekRoomAndChallenge() throws Exception {
    List<Account> people = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      people.add(account(i % 2, "lobby" + i));
    }
    Set<String> seeks = new HashSet<>();
    Set<String> rooms = new HashSet<>();
    for (int i = 0; i < 12; i++) {
      Account p = people.get(i);
      seeks.add(create(i % 2, p, "/api/lobby/seeks", "{}"));
      if (i < 6) {
        rooms.add(create((i + 1) % 2, p, "/api/rooms", "{\"colour\":\"WHITE\"}"));
      }
    }
    Account challenger = people.get(0);
    Account challenged = people.get(1);
    String challenge =
        create(1, challenger, "/api/challenges", "{\"opponent\":\"" + challenged.name + "\"}");
    int lists = 0;
    for (int i = 0; i < 8; i++) {
      for (int g = 0; g < gateways.length; g++) {
        Account reader = people.get((i + g) % people.size());
        // Every one of ours (another class on this platform may have left a seek open).
        Set<String> listedSeeks = ids(call(g, reader, "GET", "/api/lobby/seeks", null));
        assertTrue(listedSeeks.containsAll(seeks), "gateway " + g + " seeks: " + listedSeeks);
        Set<String> listedRooms = ids(call(g, reader, "GET", "/api/rooms", null));
        assertTrue(listedRooms.containsAll(rooms), "gateway " + g + " rooms: " + listedRooms);
        assertTrue(
            ids(call(g, challenged, "GET", "/api/challenges", null)).contains(challenge),
            "the challenged sees the challenge");
        assertTrue(
            ids(call(g, challenger, "GET", "/api/challenges", null)).contains(challenge),
            "the challenger sees the challenge");
        lists += 4;
      }
    }
    SUMMARY.add(
        "lists: "
            + lists
            + " list requests over "
            + gateways.length
            + " gateways, each with all "
            + seeks.size()
            + " seeks, "
            + rooms.size()
            + " rooms and the challenge");
  }

  @Test
  @Order(3)
  void twoPeopleOnDifferentGatewaysFindEachOtherAndPlayWhileAThirdWatches() throws Exception {
    Account alice = account(0, "alice");
    Account bob = account(1, "bob");
    Account carol = account(1, "carol");
    String game = create(0, alice, "/api/lobby/seeks", "{\"colour\":\"WHITE\"}");
    assertTrue(ids(call(1, bob, "GET", "/api/lobby/seeks", null)).contains(game));
    json(call(1, bob, "POST", "/api/lobby/seeks/" + game + "/accept", null), 200);

    Queue<String> seen = follow(1, carol, "/api/games/" + game + "/stream");
    await(() -> spectators(0, carol, game) == 1, "the watcher counted through the other gateway");
    String[] moves = {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"};
    for (int i = 0; i < moves.length; i++) {
      Account mover = i % 2 == 0 ? alice : bob;
      json(
          call(
              i % 2,
              mover,
              "POST",
              "/api/games/" + game + "/moves",
              "{\"move\":\"" + moves[i] + "\"}"),
          200);
    }
    await(
        () -> seen.stream().filter(l -> l.contains("MovePlayed")).count() >= moves.length,
        "the watcher saw every move");
    JsonNode fromBoth = json(call(0, carol, "GET", "/api/games/" + game, null), 200);
    assertEquals(moves.length, fromBoth.path("moves").size());
    assertEquals(
        fromBoth.toString(),
        json(call(1, carol, "GET", "/api/games/" + game, null), 200).toString());
    SUMMARY.add(
        "play: seek through gateway 0, accepted through 1, 6 moves alternating, watcher on 1 counted on 0");
  }

  @Test
  @Order(4)
  void anAnalysisIsReadThroughEveryGateway() throws Exception {
    Account analyst = account(0, "analyst");
    HttpResponse<String> started =
        call(
            0,
            analyst,
            "POST",
            "/api/engine/analyses",
            "{\"moves\":[\"e2e4\",\"e7e5\",\"g1f3\",\"b8c6\"],\"movetimeMs\":50}");
    assertEquals(202, started.statusCode(), started.body());
    String id = JSON.readTree(started.body()).path("id").asText();
    int polls = 0;
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    String status = "";
    while (!status.equals("DONE")) {
      assertTrue(System.nanoTime() < deadline, "the analysis never finished: " + status);
      for (int g = 0; g < 2; g++) {
        HttpResponse<String> r = call(g, analyst, "GET", "/api/engine/analyses/" + id, null);
        assertEquals(200, r.statusCode(), "gateway " + g + ": " + r.body());
        status = JSON.readTree(r.body()).path("status").asText();
        polls++;
      }
      Thread.sleep(100); // a client's polling pace, not a wait for a condition
    }
    String a = json(call(0, analyst, "GET", "/api/engine/analyses/" + id, null), 200).toString();
    String b = json(call(1, analyst, "GET", "/api/engine/analyses/" + id, null), 200).toString();
    assertEquals(a, b, "the same analysis through both gateways");
    SUMMARY.add("analysis: " + polls + " polls over 2 gateways, every one 200");
  }

  @Test
  @Order(5)
  void aTokenRevokedThroughOneGatewayIsRefusedByTheOther() throws Exception {
    Account dave = account(0, "dave");
    JsonNode tokens = json(call(1, dave, "GET", "/api/accounts/me/tokens", null), 200);
    String tokenId = tokens.get(0).path("tokenId").asText();
    assertEquals(
        204, call(1, dave, "DELETE", "/api/accounts/me/tokens/" + tokenId, null).statusCode());
    long t0 = System.nanoTime();
    await(
        () -> {
          try {
            return call(0, dave, "GET", "/api/accounts/me", null).statusCode() == 401;
          } catch (Exception e) {
            return false;
          }
        },
        "the other gateway refuses the revoked token");
    SUMMARY.add(
        "revocation: refused by the other gateway after "
            + Duration.ofNanos(System.nanoTime() - t0).toMillis()
            + " ms");
  }

  /**
   * Last: the chaos campaign on this platform, playing through gateway 0, kills gateway-1,
   * game-service-1, engine-service-1 and rating-service-1 for good, one after the other; the
   * survivors must take every partition over and the verifier must find every acknowledged move
   * once. (Was InstanceKillIT, on a platform of its own with one service scaled.)
   */
  @Test
  @Order(6)
  void oneInstanceOfEveryServiceKilledForGoodLosesNothing() throws Exception {
    long t0 = System.nanoTime();
    Campaign.Settings settings =
        new Campaign.Settings(
            Integer.getInteger("scale.peopleGames", 6),
            Integer.getInteger("scale.computerGames", 1),
            1,
            40,
            Long.getLong("scale.moves", 200),
            Duration.ofSeconds(Long.getLong("scale.minSeconds", 40)),
            Duration.ofSeconds(240),
            List.of(
                Kill.parse("gateway-1@8s!"),
                Kill.parse("game-service-1@14s!"),
                Kill.parse("engine-service-1@20s!"),
                Kill.parse("rating-service-1@26s!")),
            Duration.ofSeconds(10),
            Duration.ofSeconds(120),
            29);
    System.out.println("[ScaleOutIT] " + settings.describe());
    CampaignRun run =
        CampaignRun.play(platform, settings, "scale-out-chaos-summary.txt", false, t0);
    run.assertCarriedOut();
    for (Kill.Outcome kill : run.campaign.outcomes) {
      assertTrue(kill.takenOverMs >= 0, kill.kill.component() + " taken over; see " + run.saved);
      SUMMARY.add(
          "chaos: "
              + kill.kill.component()
              + " killed for good, taken over after "
              + kill.takenOverMs
              + " ms by "
              + kill.takenOverBy);
    }
  }

  // --- helpers ---

  private record Account(String name, String id, String token) {}

  private static String credentials(String name) {
    return "{\"name\":\"" + name + "\",\"password\":\"" + PASSWORD + "\"}";
  }

  private static Account account(int gateway, String prefix) throws Exception {
    String name = prefix + UUID.randomUUID().toString().substring(0, 6);
    json(call(gateway, null, "POST", "/api/accounts", credentials(name)), 201);
    JsonNode login =
        json(call(1 - gateway, null, "POST", "/api/accounts/login", credentials(name)), 201);
    return new Account(name, login.path("accountId").asText(), login.path("token").asText());
  }

  private static String create(int gateway, Account p, String path, String body) throws Exception {
    HttpResponse<String> r =
        call(gateway, p, "POST", path, body, "Idempotency-Key", UUID.randomUUID().toString());
    return json(r, 201).path("gameId").asText();
  }

  private static int spectators(int gateway, Account p, String game) {
    try {
      return json(call(gateway, p, "GET", "/api/games/" + game + "/spectators", null), 200)
          .path("spectators")
          .asInt();
    } catch (Exception e) {
      return -1;
    }
  }

  private static Set<String> ids(HttpResponse<String> r) throws Exception {
    JsonNode list = json(r, 200);
    Set<String> out = new HashSet<>();
    list.forEach(g -> out.add(g.path("gameId").asText()));
    return out;
  }

  private static JsonNode json(HttpResponse<String> r, int status) throws Exception {
    assertEquals(status, r.statusCode(), r.uri() + ": " + r.body());
    return JSON.readTree(r.body());
  }

  private static HttpResponse<String> call(
      int gateway, Account p, String method, String path, String body, String... headers)
      throws Exception {
    URI uri = URI.create("http://127.0.0.1:" + gateways[gateway] + path);
    HttpRequest.Builder b =
        LocalPlatform.jsonRequest(
            uri, method, body, p == null ? null : p.token, Duration.ofSeconds(20));
    for (int i = 0; i + 1 < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  private static Queue<String> follow(int gateway, Account p, String path) throws Exception {
    Queue<String> lines = new ConcurrentLinkedQueue<>();
    URI uri = URI.create("http://127.0.0.1:" + gateways[gateway] + path);
    HttpRequest request =
        HttpRequest.newBuilder(uri)
            .header("Accept", "text/event-stream")
            .header("Authorization", "Bearer " + p.token)
            .build();
    HttpResponse<Stream<String>> r =
        HTTP.sendAsync(request, HttpResponse.BodyHandlers.ofLines()).get();
    assertEquals(200, r.statusCode());
    Thread reader = new Thread(() -> r.body().forEach(lines::add), "watch-" + path);
    reader.setDaemon(true);
    reader.start();
    return lines;
  }

  private static void await(BooleanSupplier condition, String what) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
    while (!condition.getAsBoolean()) {
      assertTrue(System.nanoTime() < deadline, what);
      Thread.sleep(50);
    }
  }
}
