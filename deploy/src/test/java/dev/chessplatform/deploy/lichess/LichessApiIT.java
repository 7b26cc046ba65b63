package dev.chessplatform.deploy.lichess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.chessplatform.deploy.LocalPlatform;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Software written for Lichess plays here unchanged (issue 32): lichess-bot's own calls (replayed
 * by {@code lichess_bot_calls.py}, with urllib3 under it as requests is) make a bot of a new
 * account and play a person who challenged it through our API; two people play on the Board API.
 * Every answer and line they read is recorded, then type-checked against Lichess's published types
 * ({@code @lichess-org/types}). On the scaled platform: the bot talks to one gateway, the person to
 * the others, and two facades and two game-services answer them.
 */
@Order(3) // on LocalPlatform.sharedScaled(), with PeopleIT, before ScaleOutIT (which kills)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LichessApiIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path ENGINE = Path.of("/usr/games/stockfish");
  private static final Duration GAME_TIMEOUT = Duration.ofSeconds(120);

  private static LocalPlatform platform;
  private static Path script;
  private static Path records;
  private static final List<Process> processes = new ArrayList<>();
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  static void start() throws Exception {
    Process urllib3 = new ProcessBuilder("python3", "-c", "import urllib3").start();
    assumeTrue(urllib3.waitFor() == 0, "python3 without urllib3 (Debian: python3-urllib3)");
    platform = LocalPlatform.sharedScaled();
    script = platform.home.resolve("deploy/src/test/resources/lichess/lichess_bot_calls.py");
    records = platform.home.resolve("deploy/target/lichess-records");
    Files.createDirectories(records);
    for (String f : List.of("bot.jsonl", "board.jsonl")) {
      Files.deleteIfExists(records.resolve(f));
    }
  }

  @AfterAll
  static void stopClients() {
    processes.forEach(Process::destroyForcibly);
  }

  /** A JSON call through gateway instance {@code gateway} as the bearer of {@code token}. */
  private HttpResponse<String> call(
      int gateway, String token, String method, String path, String body) throws Exception {
    HttpRequest.Builder b =
        LocalPlatform.jsonRequest(
            platform.gateway(gateway, path), method, body, token, Duration.ofSeconds(30));
    return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  private JsonNode ok(HttpResponse<String> r, int status) throws Exception {
    assertEquals(status, r.statusCode(), r.body());
    return r.body().isEmpty() ? JSON.nullNode() : JSON.readTree(r.body());
  }

  /** A token of {@code player}'s with exactly {@code scope}, as a person makes one for an app. */
  private String tokenWith(LocalPlatform.Player player, String scope) throws Exception {
    String body = "{\"label\":\"" + scope + " app\",\"scopes\":[\"" + scope + "\"]}";
    return ok(call(0, player.token(), "POST", "/api/accounts/me/tokens", body), 201)
        .path("token")
        .asText();
  }

  /** Three new accounts, named by their prefixes and one suffix. */
  private record People(
      String suffix,
      LocalPlatform.Player first,
      LocalPlatform.Player second,
      LocalPlatform.Player third) {}

  private static People people(String first, String second, String third) throws Exception {
    String suffix = UUID.randomUUID().toString().substring(0, 6);
    return new People(
        suffix,
        platform.register(first + suffix),
        platform.register(second + suffix),
        platform.register(third + suffix));
  }

  /** The client script, its output line by line in a queue. */
  private static BlockingQueue<String> run(String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("python3", script.toString()));
    command.addAll(List.of(args));
    Process p =
        new ProcessBuilder(command)
            .redirectError(
                platform.home.resolve("deploy/target/lichess-records/" + args[0] + ".err").toFile())
            .start();
    processes.add(p);
    BlockingQueue<String> out = new LinkedBlockingQueue<>();
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader r =
                  new BufferedReader(
                      new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                  out.add(line);
                }
              } catch (Exception e) {
                out.add("failed: " + e);
              } finally {
                out.add("exited");
              }
            });
    reader.setDaemon(true);
    reader.start();
    return out;
  }

  private static String next(BlockingQueue<String> out, Duration timeout, String mode)
      throws Exception {
    String line = out.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    if (line == null || line.equals("exited")) {
      Path err = records.resolve(mode + ".err");
      throw new AssertionError(
          mode + " client: " + line + "\n" + (Files.exists(err) ? Files.readString(err) : ""));
    }
    return line;
  }

  @Test
  @Order(1)
  void lichessBotBecomesABotAndPlaysAPersonWhoChallengedIt() throws Exception {
    // lichess-bot's engine; the other tests of the class need none
    dev.chessplatform.deploy.MachineTool.assumePresent(
        Files.isExecutable(ENGINE), "no engine at " + ENGINE + " (apt-get install stockfish)");
    People p = people("lbot_", "alice_", "carol_");
    String suffix = p.suffix();
    LocalPlatform.Player botAccount = p.first();
    LocalPlatform.Player alice = p.second();
    LocalPlatform.Player carol = p.third();
    String botToken = tokenWith(botAccount, "bot:play");

    // The token test as lichess-bot sends it: the raw tokens, answered by token.
    JsonNode tested =
        JSON.readTree(
            http.send(
                    HttpRequest.newBuilder(platform.gateway(1, "/api/token/test"))
                        .POST(HttpRequest.BodyPublishers.ofString("nobody_knows_this," + botToken))
                        .build(),
                    HttpResponse.BodyHandlers.ofString())
                .body());
    assertTrue(tested.get("nobody_knows_this").isNull(), tested.toString());
    assertEquals(botAccount.id(), tested.path(botToken).path("userId").asText());

    BlockingQueue<String> bot =
        run(
            "bot",
            "--url",
            platform.gateway(0, "/").toString(),
            "--token",
            botToken,
            "--engine",
            ENGINE.toString(),
            "--record",
            records.resolve("bot.jsonl").toString());
    assertEquals("ready", next(bot, Duration.ofSeconds(60), "bot"));

    // A person challenges the bot through our own API, on another gateway: a private game.
    String body =
        "{\"opponent\":\"lbot_"
            + suffix
            + "\",\"colour\":\"WHITE\",\"privateGame\":true,"
            + "\"clock\":{\"initialSeconds\":300,\"incrementSeconds\":3}}";
    String game =
        ok(call(1, alice.token(), "POST", "/api/challenges", body), 201).path("gameId").asText();
    playAsPerson(alice, game);

    JsonNode summary = JSON.readTree(next(bot, GAME_TIMEOUT, "bot"));
    assertTrue(summary.path("upgraded").asBoolean(), summary.toString());
    JsonNode played = summary.path("games").get(0);
    assertEquals(game, played.path("id").asText(), summary.toString());
    assertEquals("resign", played.path("status").asText(), summary.toString());
    assertEquals("black", played.path("winner").asText(), "the bot played black and won");
    assertEquals(1, played.path("takebacksAnswered").asInt(), summary.toString());
    assertTrue(played.path("pgnHasClock").asBoolean(), "the export has [%clk] comments");
    assertEquals("[Result \"0-1\"]", played.path("pgnResult").asText());
    assertTrue(summary.path("refusedMoves").isMissingNode(), "no move of the bot was refused");
    System.out.println("lichess-bot's calls over 1 s: " + summary.path("slowCalls"));

    // Private means private through the facade too: another person, or nobody, is refused as our
    // API refuses them (403 private-game), and learns nothing of the game from the answer.
    String carolsBoard = tokenWith(carol, "board:play");
    for (HttpResponse<String> refused :
        List.of(
            call(2, carolsBoard, "GET", "/api/board/game/stream/" + game, null),
            call(2, carol.token(), "GET", "/game/export/" + game, null),
            call(2, null, "GET", "/game/export/" + game, null))) {
      assertEquals(403, refused.statusCode(), refused.body());
      assertTrue(refused.body().contains("private-game"), refused.body());
      assertTrue(
          !refused.body().contains("alice_") && !refused.body().contains("lbot_"), refused.body());
    }
    // and the account now shows the bot's title, through any gateway
    assertEquals(
        "BOT", ok(call(2, botToken, "GET", "/api/account", null), 200).path("title").asText());
  }

  /**
   * The person's side, on our API: white, a move from the legal ones each turn (waiting on the
   * game's updates, not on a timer), a takeback asked after the third (the bot agrees), and a
   * resignation after the sixth.
   */
  private void playAsPerson(LocalPlatform.Player alice, String game) throws Exception {
    long seq = 0;
    int moves = 0;
    boolean askedTakeback = false;
    long deadline = System.nanoTime() + GAME_TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      JsonNode view = ok(call(2, alice.token(), "GET", "/api/games/" + game, null), 200);
      String status = view.path("status").asText();
      if (status.equals("ENDED")) {
        return;
      }
      boolean mine = status.equals("STARTED") && view.path("turn").asText().equals("WHITE");
      boolean pending =
          !view.path("takebackRequest").isNull() && !view.path("takebackRequest").isMissingNode();
      if (mine && !pending) {
        if (moves == 3 && !askedTakeback) {
          askedTakeback = true;
          ok(call(1, alice.token(), "POST", "/api/games/" + game + "/takeback/request", null), 200);
          moves--;
        } else if (moves >= 6) {
          ok(call(1, alice.token(), "POST", "/api/games/" + game + "/resign", null), 200);
          return;
        } else {
          JsonNode legal =
              ok(call(1, alice.token(), "GET", "/api/games/" + game + "/legal-moves", null), 200);
          ObjectNode move = JSON.createObjectNode().put("move", legal.get(0).path("uci").asText());
          ok(call(1, alice.token(), "POST", "/api/games/" + game + "/moves", move.toString()), 200);
          moves++;
        }
      }
      JsonNode page =
          ok(
              call(
                  2,
                  alice.token(),
                  "GET",
                  "/api/games/" + game + "/updates?waitSeconds=5&afterSeq=" + seq,
                  null),
              200);
      seq = page.path("lastSeq").asLong();
    }
    throw new AssertionError("the game against the bot did not end in " + GAME_TIMEOUT);
  }

  @Test
  @Order(2)
  void twoPeoplePlayOnTheBoardApi() throws Exception {
    String suffix = UUID.randomUUID().toString().substring(0, 6);
    String alice = tokenWith(platform.register("balice_" + suffix), "board:play");
    String bob = tokenWith(platform.register("bbob_" + suffix), "board:play");
    BlockingQueue<String> board =
        run(
            "board",
            "--url",
            platform.gateway(1, "/").toString(),
            "--alice",
            alice,
            "--bob",
            bob,
            "--record",
            records.resolve("board.jsonl").toString());
    assertEquals("ready", next(board, Duration.ofSeconds(60), "board"));
    JsonNode summary = JSON.readTree(next(board, GAME_TIMEOUT, "board"));
    assertEquals("mate", summary.path("status").asText(), summary.toString());
    assertEquals("black", summary.path("winner").asText(), summary.toString());
    assertEquals("f2f3 e7e5 g2g4 d8h4", summary.path("moves").asText(), summary.toString());
    System.out.println("the Board API game: " + summary);
    if (summary.path("eventStreamsReopened").asInt() == 0) {
      assertEquals("black", summary.path("finishWinner").asText(), summary.toString());
    }
    // our decline keeps no reason: the challenger hears Lichess's generic one
    assertEquals("generic", summary.path("declined").asText(), summary.toString());
    assertTrue(summary.path("pgnHasClock").asBoolean(), summary.toString());
    assertEquals(0, summary.path("playingAfter").asInt(), summary.toString());
    assertEquals("aborted", summary.path("openChallenge").asText(), summary.toString());
  }

  @Test
  @Order(3)
  void everyRecordedAnswerTypeChecksAgainstLichessTypes() throws Exception {
    List<Path> recorded = List.of(records.resolve("bot.jsonl"), records.resolve("board.jsonl"));
    for (Path f : recorded) {
      assumeTrue(Files.exists(f), f + " was not recorded (an earlier test of this class failed)");
    }
    LichessTypes.Result result =
        LichessTypes.check(
            platform.home, recorded, platform.home.resolve("deploy/target/lichess-types"));
    assertEquals(0, result.exitCode(), result.output());
    assertTrue(result.checked() >= 30, "only " + result.checked() + " answers recorded");

    // The check can fail: a gameState without its moves is refused by their types.
    Path broken = records.resolve("broken.jsonl");
    Files.writeString(
        broken,
        "{\"kind\":\"GameStateEvent\",\"value\":{\"type\":\"gameState\",\"wtime\":1,\"btime\":1,"
            + "\"winc\":0,\"binc\":0,\"status\":\"started\",\"moveTimes\":[]}}\n");
    LichessTypes.Result refused =
        LichessTypes.check(
            platform.home,
            List.of(broken),
            platform.home.resolve("deploy/target/lichess-types-broken"));
    assertNotEquals(0, refused.exitCode(), refused.output());
    assertTrue(refused.output().contains("moves"), refused.output());
  }

  /** A game of alice (white) against bob, accepted through our API: public or private. */
  private String startedGame(
      LocalPlatform.Player alice, String bobName, LocalPlatform.Player bob, boolean hidden)
      throws Exception {
    String body =
        "{\"opponent\":\"" + bobName + "\",\"colour\":\"WHITE\",\"privateGame\":" + hidden + "}";
    String game =
        ok(call(0, alice.token(), "POST", "/api/challenges", body), 201).path("gameId").asText();
    ok(call(1, bob.token(), "POST", "/api/challenges/" + game + "/accept", null), 200);
    return game;
  }

  @Test
  @Order(4)
  void theFacadesAnswersFollowItsAuthorizationMatrix() throws Exception {
    People p = people("malice_", "mbob_", "mcarol_");
    LocalPlatform.Player alice = p.first();
    LocalPlatform.Player bob = p.second();
    String bobName = "mbob_" + p.suffix();
    java.util.Map<String, String> tokens = new java.util.HashMap<>();
    tokens.put("anonymous", null);
    tokens.put("unscoped", tokenWith(alice, "game:read"));
    tokens.put("stranger", tokenWith(p.third(), "board:play"));
    tokens.put("mover", tokenWith(alice, "board:play"));
    tokens.put("opponent", tokenWith(bob, "board:play"));
    String[] games = {
      startedGame(alice, bobName, bob, false), startedGame(alice, bobName, bob, true)
    };
    List<String> secrets = List.of(alice.id(), bob.id(), "malice_" + p.suffix(), bobName);
    List<String> mismatches = new ArrayList<>();
    int n = 0;
    Path matrix = platform.home.resolve("deploy/src/test/resources/lichess/facade-matrix.csv");
    for (String line : Files.readAllLines(matrix)) {
      if (line.isBlank() || line.startsWith("#") || line.startsWith("request,")) {
        continue;
      }
      String[] cells = line.split(",");
      // "METHOD PATH" or "METHOD PATH ACCEPT" (the export chooses PGN or JSON by it)
      String[] request = cells[0].split(" ", 3);
      String caller = cells[1];
      for (int g = 0; g < 2; g++) {
        String path = request[1].replace("{id}", games[g]);
        HttpRequest.Builder b =
            LocalPlatform.jsonRequest(
                platform.gateway(n++ % LocalPlatform.SCALED_GATEWAYS, path),
                request[0],
                null,
                tokens.get(caller),
                Duration.ofSeconds(30));
        if (request.length > 2) {
          b.setHeader("Accept", request[2]);
        }
        HttpResponse<java.io.InputStream> r =
            http.send(b.build(), HttpResponse.BodyHandlers.ofInputStream());
        String body;
        try (java.io.InputStream in = r.body()) {
          // a stream's answer is open until its game ends: its status is the cell
          body =
              r.statusCode() == 200 && path.contains("/stream/")
                  ? ""
                  : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String got = r.statusCode() + (r.statusCode() < 300 ? "" : " " + type(body));
        String cell = line.split(",")[2 + g];
        if (!got.equals(cell)) {
          mismatches.add(
              cells[0]
                  + " as "
                  + caller
                  + (g == 0 ? " public" : " private")
                  + ": "
                  + got
                  + ", not "
                  + cell);
        }
        if (r.statusCode() >= 400 && !body.contains("\"error\"")) {
          mismatches.add(cells[0] + " as " + caller + ": a refusal without Lichess's error member");
        }
        boolean mayRead =
            caller.equals("mover") || caller.equals("opponent") || caller.equals("unscoped");
        if (g == 1 && !mayRead && secrets.stream().anyMatch(body::contains)) {
          mismatches.add(cells[0] + " as " + caller + ": the private game's players leak: " + body);
        }
      }
    }
    assertEquals(List.of(), mismatches);
  }

  /**
   * berserk's requests as it sends them (its {@code session.py}: the format handler's {@code
   * Accept}, {@code application/json} by default, streams included; {@code requests}' {@code json=}
   * body with every parameter, unset ones {@code null}): the calls that answered 406 and 400 before
   * (issue 53).
   */
  @Test
  @Order(5)
  void berserksRequestsAreAnsweredAsLichessAnswersThem() throws Exception {
    String suffix = UUID.randomUUID().toString().substring(0, 6);
    String aliceName = "zalice_" + suffix;
    String bobName = "zbob_" + suffix;
    String alice = tokenWith(platform.register(aliceName), "board:play");
    String bob = tokenWith(platform.register(bobName), "board:play");

    // board.stream_incoming_events(): Accept application/json, a stream all the same
    HttpResponse<java.util.stream.Stream<String>> events =
        http.send(
            berserk(1, bob, "GET", "/api/stream/event", null, "application/json").build(),
            HttpResponse.BodyHandlers.ofLines());
    assertEquals(200, events.statusCode());
    assertTrue(
        events.headers().firstValue("Content-Type").orElse("").startsWith("application/x-ndjson"),
        events.headers().toString());
    BlockingQueue<String> bobHears = new LinkedBlockingQueue<>();
    Thread reader = new Thread(() -> events.body().forEach(bobHears::add));
    reader.setDaemon(true);
    reader.start();

    // challenges.create(bob, rated=False, clock_limit=300, clock_increment=3)
    String create =
        "{\"rated\": false, \"clock.limit\": 300, \"clock.increment\": 3, \"days\": null,"
            + " \"color\": null, \"variant\": null, \"fen\": null}";
    JsonNode first =
        ok(
            http.send(
                berserk(0, alice, "POST", "/api/challenge/" + bobName, create, "application/json")
                    .build(),
                HttpResponse.BodyHandlers.ofString()),
            200);
    String declined = first.path("id").asText();
    assertEquals(300, first.path("timeControl").path("limit").asInt(), first.toString());
    awaitLine(bobHears, declined);
    // challenges.decline(id, reason="later"): a JSON body
    ok(
        http.send(
            berserk(
                    1,
                    bob,
                    "POST",
                    "/api/challenge/" + declined + "/decline",
                    "{\"reason\": \"later\"}",
                    "application/json")
                .build(),
            HttpResponse.BodyHandlers.ofString()),
        200);

    String game =
        ok(
                http.send(
                    berserk(
                            0,
                            alice,
                            "POST",
                            "/api/challenge/" + bobName,
                            create,
                            "application/json")
                        .build(),
                    HttpResponse.BodyHandlers.ofString()),
                200)
            .path("id")
            .asText();
    awaitLine(bobHears, game);
    // challenges.accept(id): no body
    ok(
        http.send(
            berserk(1, bob, "POST", "/api/challenge/" + game + "/accept", null, "application/json")
                .build(),
            HttpResponse.BodyHandlers.ofString()),
        200);
    // board.stream_game_state(id): Accept application/json, the game's lines all the same
    HttpResponse<java.util.stream.Stream<String>> state =
        http.send(
            berserk(0, alice, "GET", "/api/board/game/stream/" + game, null, "application/json")
                .build(),
            HttpResponse.BodyHandlers.ofLines());
    assertEquals(200, state.statusCode());
    String full = state.body().filter(l -> !l.isBlank()).findFirst().orElseThrow();
    assertEquals("gameFull", JSON.readTree(full).path("type").asText(), full);
    // games.stream_game_moves(id), as a third person: the game, its position, then each move
    String carol = tokenWith(platform.register("zcarol_" + suffix), "board:play");
    HttpResponse<java.util.stream.Stream<String>> watched =
        http.send(
            berserk(2, carol, "GET", "/api/stream/game/" + game, null, "application/json").build(),
            HttpResponse.BodyHandlers.ofLines());
    assertEquals(200, watched.statusCode());
    BlockingQueue<String> carolSees = new LinkedBlockingQueue<>();
    Thread watcher =
        new Thread(
            () -> {
              watched.body().filter(l -> !l.isBlank()).forEach(carolSees::add);
              carolSees.add("ended");
            });
    watcher.setDaemon(true);
    watcher.start();
    String watchedGame = carolSees.poll(20, TimeUnit.SECONDS);
    assertTrue(watchedGame != null && watchedGame.contains(game), String.valueOf(watchedGame));
    String watchedStart = carolSees.poll(20, TimeUnit.SECONDS);
    assertTrue(watchedStart != null && watchedStart.contains("\"wc\""), watchedStart);
    // board.post_message(id, "hello"): a JSON body
    ok(
        http.send(
            berserk(
                    0,
                    alice,
                    "POST",
                    "/api/board/game/" + game + "/chat",
                    "{\"room\": \"player\", \"text\": \"hello\"}",
                    "application/json")
                .build(),
            HttpResponse.BodyHandlers.ofString()),
        200);
    // board.resign_game(id)
    ok(
        http.send(
            berserk(
                    0,
                    alice,
                    "POST",
                    "/api/board/game/" + game + "/resign",
                    null,
                    "application/json")
                .build(),
            HttpResponse.BodyHandlers.ofString()),
        200);
    // the spectator's stream ends with the game, its status resign
    String watchedEnd = carolSees.poll(20, TimeUnit.SECONDS);
    assertTrue(watchedEnd != null && watchedEnd.contains("\"resign\""), watchedEnd);
    assertEquals("ended", carolSees.poll(20, TimeUnit.SECONDS), "the stream ends with the game");
    // games.export(id, clocks=True, pgn_in_json=True): JSON by default, booleans as Python writes
    JsonNode exported =
        ok(
            http.send(
                berserk(
                        1,
                        bob,
                        "GET",
                        "/game/export/" + game + "?pgnInJson=True&clocks=True",
                        null,
                        "application/json")
                    .build(),
                HttpResponse.BodyHandlers.ofString()),
            200);
    assertEquals(game, exported.path("id").asText(), exported.toString());
    assertEquals("resign", exported.path("status").asText(), exported.toString());
    boolean aliceWhite = JSON.readTree(full).path("white").path("name").asText().equals(aliceName);
    assertEquals(aliceWhite ? "black" : "white", exported.path("winner").asText(), full);
    assertTrue(exported.path("pgn").asText().contains("[White "), exported.toString());
    assertEquals(300, exported.path("clock").path("initial").asInt(), exported.toString());
    // games.export(id, as_pgn=True): PGN as before
    HttpResponse<String> pgn =
        http.send(
            berserk(1, bob, "GET", "/game/export/" + game, null, "application/x-chess-pgn").build(),
            HttpResponse.BodyHandlers.ofString());
    assertEquals(200, pgn.statusCode(), pgn.body());
    assertTrue(pgn.body().startsWith("[Event "), pgn.body());

    // What berserk read, type-checked against Lichess's published types.
    Path recorded = records.resolve("berserk.jsonl");
    Files.writeString(
        recorded,
        record("ChallengeJson", first)
            + record("GameFullEvent", JSON.readTree(full))
            + record("GameJson", exported)
            + record("MoveStreamEntry", JSON.readTree(watchedGame))
            + record("MoveStreamEntry", JSON.readTree(watchedStart))
            + record("MoveStreamEntry", JSON.readTree(watchedEnd)));
    LichessTypes.Result result =
        LichessTypes.check(
            platform.home, List.of(recorded), platform.home.resolve("deploy/target/berserk-types"));
    assertEquals(0, result.exitCode(), result.output());
  }

  private static String record(String kind, JsonNode value) {
    ObjectNode line = JSON.createObjectNode();
    line.put("kind", kind);
    line.set("value", value);
    return line + "\n";
  }

  /** A request as berserk's Requestor makes it with requests: its headers, a JSON body if any. */
  private HttpRequest.Builder berserk(
      int gateway, String token, String method, String path, String json, String accept) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(platform.gateway(gateway, path))
            .timeout(Duration.ofSeconds(30))
            .header("Authorization", "Bearer " + token)
            .header("Accept", accept)
            .header("User-Agent", "python-requests/2.32.3")
            .header("Accept-Encoding", "gzip, deflate");
    if (json == null) {
      return b.method(method, HttpRequest.BodyPublishers.noBody());
    }
    return b.header("Content-Type", "application/json")
        .method(method, HttpRequest.BodyPublishers.ofString(json));
  }

  /** Waits (bounded) for a line of a stream that holds {@code text}. */
  private static void awaitLine(BlockingQueue<String> lines, String text) throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (System.nanoTime() < deadline) {
      String line = lines.poll(1, TimeUnit.SECONDS);
      if (line != null && line.contains(text)) {
        return;
      }
    }
    throw new AssertionError("no line with " + text + " within 20 s");
  }

  private static String type(String body) {
    try {
      String type = JSON.readTree(body).path("type").asText();
      return type.substring(type.lastIndexOf('/') + 1);
    } catch (Exception e) {
      return "not-json";
    }
  }
}
