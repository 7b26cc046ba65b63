package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.client.ApiClient;
import dev.chessplatform.client.ApiException;
import dev.chessplatform.client.ApiResponse;
import dev.chessplatform.client.api.AccountsApi;
import dev.chessplatform.client.api.ChallengesApi;
import dev.chessplatform.client.api.GamesApi;
import dev.chessplatform.client.api.PlatformApi;
import dev.chessplatform.client.api.RatingsApi;
import dev.chessplatform.client.api.StreamsApi;
import dev.chessplatform.client.model.Account;
import dev.chessplatform.client.model.ClockSetting;
import dev.chessplatform.client.model.Colour;
import dev.chessplatform.client.model.ColourChoice;
import dev.chessplatform.client.model.Credentials;
import dev.chessplatform.client.model.DrawRules;
import dev.chessplatform.client.model.GameEventEnvelope;
import dev.chessplatform.client.model.GameEventPage;
import dev.chessplatform.client.model.GameMode;
import dev.chessplatform.client.model.GameResult;
import dev.chessplatform.client.model.GameStatus;
import dev.chessplatform.client.model.GameTermination;
import dev.chessplatform.client.model.GameView;
import dev.chessplatform.client.model.HintView;
import dev.chessplatform.client.model.IssuedToken;
import dev.chessplatform.client.model.LegalMoveView;
import dev.chessplatform.client.model.MoveRequest;
import dev.chessplatform.client.model.NewGameRequest;
import dev.chessplatform.client.model.PlayerView;
import dev.chessplatform.client.model.Problem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * Bots written only against the client generated from the committed contract (api-client): no
 * hand-written HTTP. One pair of bots registers, challenges by name, plays a rated game to mate
 * while a third, anonymous bot follows it, then reads the PGN and both ratings; a second bot plays
 * a whole game against the computer at level 1 with one hint and one undo. Along the way the
 * contract's promises are tried: 201 with a relative Location, RateLimit headers, problems with
 * words a person can act on, an Idempotency-Key replay, the served document equal to the committed
 * one.
 */
@Order(1) // on LocalPlatform.shared(): its classes run one after the other
class ApiBotsIT {

  private static final String PASSWORD = "a long enough passphrase";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int MAX_PLIES = 400;
  private static LocalPlatform platform;

  @BeforeAll
  static void start() throws Exception {
    platform = LocalPlatform.shared();
  }

  /** A client of the platform's gateway, as the token's bearer (anonymous when null). */
  private static ApiClient client(String token) {
    ApiClient client = new ApiClient();
    client.updateBaseUri("http://127.0.0.1:" + platform.gatewayPort);
    client.setReadTimeout(Duration.ofSeconds(40));
    if (token != null) {
      client.setRequestInterceptor(b -> b.header("Authorization", "Bearer " + token));
    }
    return client;
  }

  private record Bot(Account account, ApiClient client) {
    String name() {
      return account.getName();
    }
  }

  private static Bot register(String name) throws ApiException {
    AccountsApi accounts = new AccountsApi(client(null));
    Credentials credentials = new Credentials().name(name).password(PASSWORD);
    Account account = accounts.registerAccount(credentials);
    IssuedToken token = accounts.logIn(credentials);
    assertEquals(account.getAccountId(), token.getAccountId());
    return new Bot(account, client(token.getToken()));
  }

  private static Problem problem(ApiException e) throws Exception {
    return JSON.readValue(e.getResponseBody(), Problem.class);
  }

  private static String header(ApiResponse<?> r, String name) {
    return r.getHeaders().entrySet().stream()
        .filter(h -> h.getKey().equalsIgnoreCase(name))
        .map(h -> h.getValue().get(0))
        .findFirst()
        .orElse(null);
  }

  @Test
  void theRunningPlatformServesExactlyTheCommittedContract() throws Exception {
    Path committed = platform.home.resolve("api-client/openapi.json");
    JsonNode served = JSON.valueToTree(new PlatformApi(client(null)).getOpenApiDocument());
    assertEquals(JSON.readTree(Files.readString(committed)), served);
  }

  @Test
  void twoBotsPlayARatedGameToMateByNameWhileASpectatorFollowsIt() throws Exception {
    String suffix = UUID.randomUUID().toString().substring(0, 8);
    Bot alice = register("alice_" + suffix);
    Bot bob = register("bob_" + suffix);

    // Challenge by name, in another case than registered; unknown names are refused.
    ChallengesApi challenges = new ChallengesApi(alice.client());
    NewGameRequest settings =
        new NewGameRequest()
            .opponent(bob.name().toUpperCase())
            .colour(ColourChoice.WHITE)
            .rated(true)
            .drawRules(DrawRules.CLAIM)
            .clock(new ClockSetting().initialSeconds(300L).incrementSeconds(2L));
    ApiException unknown =
        assertThrows(
            ApiException.class,
            () ->
                challenges.createChallenge(
                    new NewGameRequest().opponent("nobody_" + suffix).rated(true), null));
    assertEquals(404, unknown.getCode(), unknown.getResponseBody());
    Problem noOne = problem(unknown);
    assertTrue(noOne.getType().toString().endsWith("/unknown-player"), noOne.toString());
    assertEquals("opponent", noOne.getField(), noOne.toString());
    assertTrue(noOne.getDetail().contains("nobody_" + suffix), noOne.getDetail());
    assertEquals(null, noOne.getGameId(), "a refused create names no game");
    assertEquals(List.of(), challenges.listChallenges(), "a refused challenge is no challenge");

    ApiResponse<GameView> created = challenges.createChallengeWithHttpInfo(settings, null);
    assertEquals(201, created.getStatusCode());
    GameView challenge = created.getData();
    String gameId = challenge.getGameId();
    assertEquals("/api/games/" + gameId, header(created, "Location"));
    assertEquals(bob.account().getAccountId(), challenge.getInvitedPlayer());
    assertNotNull(header(created, "RateLimit-Remaining"), created.getHeaders().toString());

    GameView view = new ChallengesApi(bob.client()).acceptChallenge(gameId, null, null);
    assertEquals(GameStatus.STARTED, view.getStatus());
    assertEquals(alice.account().getAccountId(), view.getWhite());
    assertEquals(alice.name(), view.getWhiteName());
    assertEquals(bob.name(), view.getBlackName());

    // A spectator without a token follows the game by long polling.
    StreamsApi spectator = new StreamsApi(client(null));
    CompletableFuture<List<GameEventEnvelope>> followed =
        CompletableFuture.supplyAsync(() -> follow(spectator, gameId));

    // Refusals a person can act on, and nothing changes.
    GamesApi aliceGames = new GamesApi(alice.client());
    GamesApi bobGames = new GamesApi(bob.client());
    view = aliceGames.playMove(gameId, new MoveRequest().move("e4"), "m1", etag(view));
    ApiException outOfTurn =
        assertThrows(
            ApiException.class,
            () -> aliceGames.playMove(gameId, new MoveRequest().move("d4"), null, null));
    assertEquals(409, outOfTurn.getCode());
    assertTrue(problem(outOfTurn).getDetail().contains("Black"), outOfTurn.getResponseBody());
    // A claim says why not: out of turn is not-your-turn, on turn the counts of the rules.
    ApiException claimOutOfTurn =
        assertThrows(ApiException.class, () -> aliceGames.claimDraw(gameId, null, null));
    assertEquals(409, claimOutOfTurn.getCode());
    assertTrue(problem(claimOutOfTurn).getType().toString().endsWith("/not-your-turn"));
    ApiException nothingToClaim =
        assertThrows(ApiException.class, () -> bobGames.claimDraw(gameId, null, null));
    assertEquals(409, nothingToClaim.getCode());
    Problem noClaim = problem(nothingToClaim);
    assertTrue(noClaim.getType().toString().endsWith("/claim-not-allowed"), noClaim.toString());
    assertTrue(noClaim.getDetail().contains("a claim needs three times"), noClaim.getDetail());
    view = bobGames.playMove(gameId, new MoveRequest().move("e5"), "m2", etag(view));
    GameView beforeIllegal = view;
    ApiException illegal =
        assertThrows(
            ApiException.class,
            () -> aliceGames.playMove(gameId, new MoveRequest().move("e4e5"), null, null));
    assertEquals(422, illegal.getCode());
    String detail = problem(illegal).getDetail();
    assertTrue(detail.contains("not legal"), detail);
    assertFalse(detail.matches(".*\\b[a-z]+_[a-z_]+\\b.*"), "no internal code in: " + detail);
    assertEquals(
        beforeIllegal.getVersion(), aliceGames.getGame(gameId, null).getVersion(), "unchanged");

    // Scholar's mate, each move with the version it expects and a key that makes a retry safe.
    List<String> rest = List.of("Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#");
    for (int i = 0; i < rest.size(); i++) {
      GamesApi mover = i % 2 == 0 ? aliceGames : bobGames;
      view = mover.playMove(gameId, new MoveRequest().move(rest.get(i)), "m" + (i + 3), etag(view));
      assertEquals(rest.get(i), view.getLastMove().getSan());
    }
    assertEquals(GameStatus.ENDED, view.getStatus());
    assertEquals(GameTermination.CHECKMATE, view.getTermination());
    assertEquals(GameResult._1_0, view.getResult());
    assertEquals(Colour.WHITE, view.getWinner());

    ApiResponse<GameView> replay =
        aliceGames.playMoveWithHttpInfo(gameId, new MoveRequest().move("Qxf7#"), "m7", null);
    assertEquals("true", header(replay, "Idempotent-Replayed"));
    assertEquals(view.getVersion(), replay.getData().getVersion(), "the first answer again");

    // What the spectator saw: every event once, in order, to the end.
    List<GameEventEnvelope> events = followed.get(60, TimeUnit.SECONDS);
    for (int i = 0; i < events.size(); i++) {
      assertEquals(i + 1, events.get(i).getSeq());
    }
    List<GameEventEnvelope> moves =
        events.stream().filter(e -> "MovePlayed".equals(e.getType().getValue())).toList();
    assertEquals(7, moves.size());
    assertTrue(moves.stream().allMatch(e -> e.getPayload().get("spentMs") != null));
    assertEquals("GameEnded", events.get(events.size() - 1).getType().getValue());

    // The game view and the PGN: names, ratings at the start, clocks, every move's time.
    GameView finished = new GamesApi(client(null)).getGame(gameId, null);
    assertEquals(7, finished.getMoveTimes().size());
    assertTrue(finished.getMoveTimes().stream().allMatch(t -> t.getSpentMs() >= 0));
    String pgn = new GamesApi(client(null)).getGamePgn(gameId);
    for (String tag :
        List.of(
            "[White \"" + alice.name() + "\"]",
            "[Black \"" + bob.name() + "\"]",
            "[WhiteElo \"1500\"]",
            "[BlackElo \"1500\"]",
            "[TimeControl \"300+2\"]",
            "[Result \"1-0\"]")) {
      assertTrue(pgn.contains(tag), tag + " in\n" + pgn);
    }
    assertTrue(pgn.contains("Qxf7#"), pgn);
    assertTrue(pgn.matches("(?s).*\\{\\[%clk 0:0[0-5]:[0-5]\\d\\]\\}.*"), pgn);

    // Both ratings, once rating-service has applied the result.
    RatingsApi ratings = new RatingsApi(client(null));
    PlayerView white = awaitRating(ratings, alice, p -> p.getRecord().getWins() == 1);
    PlayerView black = awaitRating(ratings, bob, p -> p.getRecord().getLosses() == 1);
    assertTrue(white.getProvisional(), "fewer than 10 games: provisional");
    assertTrue(black.getProvisional());
    assertEquals(1500, white.getRating(), "two provisional players: no change (seed rules)");
    assertEquals(1500, black.getRating());
  }

  @Test
  void aBotPlaysAWholeGameAgainstLevelOneWithAHintAndAnUndo() throws Exception {
    Bot bot = register("solo_" + UUID.randomUUID().toString().substring(0, 8));
    GamesApi games = new GamesApi(bot.client());
    StreamsApi streams = new StreamsApi(bot.client());
    ApiResponse<GameView> created =
        games.createGameWithHttpInfo(
            new NewGameRequest().mode(GameMode.COMPUTER).level(1).colour(ColourChoice.WHITE), null);
    assertEquals(201, created.getStatusCode());
    GameView view = created.getData();
    String gameId = view.getGameId();
    assertEquals("computer:1", view.getBlack());

    Random random = new Random(7);
    boolean hinted = false;
    boolean undone = false;
    while (view.getStatus() == GameStatus.STARTED) {
      assertTrue(view.getMoves().size() < MAX_PLIES, "no end after " + MAX_PLIES + " plies");
      if (view.getTurn() != Colour.WHITE) {
        view = afterNextEvent(streams, games, view);
        continue;
      }
      String move;
      if (!hinted && view.getMoves().size() >= 4) {
        HintView hint = games.askHint(gameId, null, null);
        assertEquals(2, hint.getHintsLeft());
        assertFalse(hint.getExplanation().isBlank());
        assertFalse(hint.getExplanationZh().isBlank());
        move = hint.getUci();
        hinted = true;
        view = games.getGame(gameId, null); // the hint is an event of the game: a new version
      } else {
        move = choose(games.listLegalMoves(gameId, null), random);
      }
      view = games.playMove(gameId, new MoveRequest().move(move), null, etag(view));
      if (!undone && hinted && view.getStatus() == GameStatus.STARTED) {
        String fenBefore = view.getFen();
        view = afterNextEvent(streams, games, view); // the computer's reply
        if (view.getStatus() == GameStatus.STARTED && view.getTurn() == Colour.WHITE) {
          int plies = view.getMoves().size();
          view = games.undoMove(gameId, null, etag(view));
          assertEquals(plies - 2, view.getMoves().size(), "my move and the reply taken back");
          assertFalse(fenBefore.equals(view.getFen()));
          undone = true;
        }
      }
    }
    assertTrue(hinted && undone, "the game ended before the hint and the undo were tried");
    assertEquals(GameStatus.ENDED, view.getStatus());
    assertNotNull(view.getTermination());
  }

  /** The game once its next event after {@code view} is committed (long polling, no sleep). */
  private static GameView afterNextEvent(StreamsApi streams, GamesApi games, GameView view)
      throws ApiException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      GameEventPage page = streams.pollGameEvents(view.getGameId(), view.getVersion(), 20);
      if (!page.getEvents().isEmpty()) {
        return games.getGame(view.getGameId(), null);
      }
    }
    throw new AssertionError("no event for a minute after version " + view.getVersion());
  }

  /** Every event of a game, in order, by asking again after the last seq until it is over. */
  private static List<GameEventEnvelope> follow(StreamsApi streams, String gameId) {
    List<GameEventEnvelope> events = new ArrayList<>();
    long after = 0;
    try {
      while (true) {
        GameEventPage page = streams.pollGameEvents(gameId, after, 20);
        events.addAll(page.getEvents());
        after = page.getLastSeq();
        if (page.getEnded()) {
          return events;
        }
      }
    } catch (ApiException e) {
      throw new AssertionError("following " + gameId + ": " + e.getResponseBody(), e);
    }
  }

  private static PlayerView awaitRating(RatingsApi ratings, Bot bot, Predicate<PlayerView> done)
      throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    PlayerView p = ratings.getPlayerRating(bot.account().getAccountId());
    while (!done.test(p)) {
      assertTrue(System.nanoTime() < deadline, "rating-service never counted the game: " + p);
      Thread.sleep(100); // polling a read model: rating-service offers no change feed
      p = ratings.getPlayerRating(bot.account().getAccountId());
    }
    return p;
  }

  private static String etag(GameView view) {
    return "\"" + view.getVersion() + "\"";
  }

  /** Mate first, then a capture, then a check, else a seeded-random move. */
  private static String choose(List<LegalMoveView> moves, Random random) {
    for (Predicate<LegalMoveView> preferred :
        List.<Predicate<LegalMoveView>>of(
            m -> m.getSan().endsWith("#"),
            m -> Boolean.TRUE.equals(m.getCapture()),
            m -> Boolean.TRUE.equals(m.getCheck()))) {
      List<LegalMoveView> fitting = moves.stream().filter(preferred).toList();
      if (!fitting.isEmpty()) {
        return fitting.get(random.nextInt(fitting.size())).getUci();
      }
    }
    return moves.get(random.nextInt(moves.size())).getUci();
  }
}
