package dev.chessplatform.deploy;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * The web client in the real Chromium of the machine against the whole platform, as a person plays
 * it: a guest opens {@code /}, plays level 1, takes a hint with H, undoes, reloads, survives a
 * restart of game-service, promotes, captures en passant, castles, is refused a castling with its
 * reason, is checked and stalemated, mates, and plays by keyboard. Special positions are set up
 * through the API (a FEN at creation) with the browser's own guest token, then played on the page.
 * Screenshots land in {@code deploy/target/screenshots} (the README's come from there).
 */
@EnabledOnOs(OS.LINUX)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Order(2) // on LocalPlatform.sharedAtDefaults(): its classes run one after the other
class WebClientIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static LocalPlatform platform;
  private static Chromium chromium;
  private static BrowserContext context;
  private static BoardPage board;
  private static Path screenshots;
  private static String levelOneGame;

  @BeforeAll
  static void start() throws Exception {
    chromium = Chromium.launch();
    // Shared: game-service is killed and started again below, and the platform is handed on whole.
    platform = LocalPlatform.sharedAtDefaults();
    screenshots = platform.home.resolve("deploy/target/screenshots");
    Files.createDirectories(screenshots);
    context = chromium.context(BoardPage.PHONE_WIDTH, BoardPage.PHONE_HEIGHT);
    board = new BoardPage(Chromium.page(context, "page"), screenshots);
  }

  @AfterAll
  static void stop() throws Exception {
    Chromium.close(chromium);
    if (platform != null) {
      platform.handOnHealthy();
    }
  }

  /** On a failure, what the page showed: a screenshot and the text of the page. */
  @RegisterExtension
  final TestWatcher showThePage =
      new TestWatcher() {
        @Override
        public void testFailed(ExtensionContext test, Throwable cause) {
          if (board != null) {
            Chromium.showOnFailure(
                page(), screenshots, "failed-" + test.getRequiredTestMethod().getName());
          }
        }
      };

  private static Page page() {
    return board.page();
  }

  @Test
  @Order(1)
  void aGuestOpensTheStartScreenAndStartsLevelOne() {
    page().navigate(platform.gateway("/").toString());
    assertThat(page().locator("#who")).containsText("游客");
    assertThat(page().locator("#level option")).hasCount(5);
    List<String> levels = page().locator("#level option").allTextContents();
    assertEquals(5, levels.size(), "five levels: " + levels);
    for (String level : levels) {
      assertTrue(level.matches(".*等级分 \\d{3,4}.*"), "a level with its published rating: " + level);
    }
    assertThat(page().locator("#record")).containsText("胜 0");
    board.shoot("start");

    page().locator("#level").selectOption("1");
    page().locator("#colour-WHITE").check();
    page().locator("#clock-untimed").check();
    page().locator("#start-game").click();
    page().waitForURL(Pattern.compile(".*#/game/.+"));
    levelOneGame = page().url().replaceAll(".*#/game/", "");
    board.waitForMyTurn();
  }

  @Test
  @Order(2)
  void tappingAPawnShowsItsDotsAndTheComputerAnswersTheMove() {
    board.tap("e2");
    assertThat(board.marker("e3", "marker-dot")).hasCount(1);
    assertThat(board.marker("e4", "marker-dot")).hasCount(1);
    assertEquals(List.of("e3", "e4"), board.markedSquares("marker-dot").stream().sorted().toList());
    board.shoot("dots");
    board.tap("e4");
    board.waitForMoves(2);
    board.waitForMyTurn();
    assertEquals("e4", board.moves().get(0));
    assertThat(page().locator("#announce")).containsText("电脑走了");
  }

  @Test
  @Order(3)
  void theHKeyGivesAHintWithAnArrowAndBothExplanations() {
    page().keyboard().press("h");
    assertThat(page().locator("#hint-panel")).isVisible();
    assertThat(page().locator("#hint-panel .explanation-zh")).not().isEmpty();
    assertThat(page().locator("#hint-panel .explanation-en")).not().isEmpty();
    assertThat(page().locator("#board .arrows .arrow")).hasCount(1);
    String hint = page().locator("#board").getAttribute("data-hint");
    assertTrue(hint != null && hint.matches("[a-h][1-8][a-h][1-8]"), "the hint's squares: " + hint);
    assertThat(page().locator("#hint")).containsText("剩余 2 次");
    board.shoot("hint");
  }

  @Test
  @Order(4)
  void undoTakesBackTheMoveAndTheComputersReply() {
    page().locator("#undo").click();
    board.waitForNoMoves();
    board.waitForPiece("e2", "wp");
    board.waitForPiece("e4", null);
    board.waitForMyTurn();
  }

  @Test
  @Order(5)
  void aDraggedMoveSurvivesAReloadAndTheStartScreenOffersToContinue() {
    board.drag("d2", "d4");
    board.waitForMoves(2);
    board.waitForMyTurn();
    List<String> before = board.moves();

    page().reload();
    board.waitForMoves(2);
    assertEquals(before, board.moves());

    page().navigate(platform.gateway("/").toString() + "#/");
    assertThat(page().locator("#continue")).containsText("继续上一局");
    page().locator("#continue").click();
    board.waitForMoves(2);
    assertTrue(page().url().endsWith(levelOneGame));
    board.waitForMyTurn();
  }

  @Test
  @Order(6)
  void aMoveMadeWhileGameServiceRestartsIsPlayedWhenItIsBack() throws Exception {
    ProcessHandle gameService = ServiceRestart.process(platform, "game-service");
    ServiceRestart restart = ServiceRestart.capture(platform, gameService);
    gameService.destroyForcibly();
    gameService.onExit().get(30, TimeUnit.SECONDS);

    board.tap("g1");
    board.tap("f3");
    assertThat(page().locator("#reconnecting")).isVisible();

    Process again = restart.start(platform.data.resolve("logs/game-service-restarted.log"));
    try {
      board.waitForMoves(4, 180_000);
      board.waitForMyTurn();
      assertThat(page().locator("#reconnecting")).isHidden();
      assertEquals("Nf3", board.moves().get(2));
    } finally {
      assertTrue(again.isAlive(), "game-service runs again");
    }
  }

  @Test
  @Order(7)
  void aPawnOnTheLastRankIsPromotedThroughThePanel() throws Exception {
    board.open(newGame("7k/P7/8/8/8/8/8/K7 w - - 0 1", "WHITE"));
    board.tap("a7");
    board.tap("a8");
    assertThat(page().locator("#promotion")).isVisible();
    assertThat(page().locator("#promotion button[data-piece]")).hasCount(4);
    board.shoot("promotion");
    page().locator("#promotion button[data-piece='n']").click();
    board.waitForMoves(1);
    assertEquals("a8=N", board.moves().get(0));
    board.waitForPiece("a8", "wn");
  }

  @Test
  @Order(8)
  void theEnPassantSquareIsRingedInRedAndNamedWhenPlayed() throws Exception {
    board.open(newGame("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "WHITE"));
    board.tap("e5");
    assertThat(board.marker("d6", "marker-circle-danger")).hasCount(1);
    assertThat(board.marker("e6", "marker-dot")).hasCount(1);
    board.tap("d6");
    assertThat(board.notice()).containsText("吃过路兵");
    board.waitForMoves(1);
    assertEquals("exd6", board.moves().get(0));
    board.waitForPiece("d5", null); // the pawn taken en passant is gone
  }

  @Test
  @Order(9)
  void theKingCastlesByClickingItAndTheSquareTwoAway() throws Exception {
    board.open(newGame("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "WHITE"));
    board.tap("e1");
    assertThat(board.marker("g1", "marker-dot")).hasCount(1);
    board.tap("g1");
    board.waitForMoves(1);
    assertEquals("O-O", board.moves().get(0));
    board.waitForPiece("g1", "wk");
    board.waitForPiece("f1", "wr");
  }

  @Test
  @Order(10)
  void aRefusedCastlingSaysWhyAndAPinnedPieceOffersNoIllegalSquare() throws Exception {
    board.open(newGame("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "WHITE"));
    board.tap("e1");
    assertThat(board.marker("g1", "marker-dot")).hasCount(0);
    board.tap("g1");
    assertThat(board.notice()).containsText("不能易位");
    assertThat(board.notice()).containsText("f1");
    assertEquals("wk", board.pieceOn("e1"), "the king snapped back");
    assertEquals(List.of(), board.moves());
    board.shoot("castling-refused");

    board.open(newGame("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "WHITE"));
    board.tap("e2");
    assertEquals(List.of(), board.markedSquares("marker-dot"), "the pinned bishop has no square");
    board.tap("d3");
    assertThat(board.notice()).containsText("被将军");
    assertEquals("wb", board.pieceOn("e2"));
  }

  @Test
  @Order(11)
  void beingCheckedShowsTheRedSquareAndTheWordsThenStalemateIsAnnounced() throws Exception {
    // White (the computer) has one legal move, f7+; Black takes the pawn and White is stalemated.
    board.open(newGame("6k1/8/5P2/8/8/pp6/8/KN5r w - - 0 1", "BLACK"));
    board.waitForMoves(1);
    assertThat(board.status()).containsText("将军！");
    assertThat(board.marker("g8", "marker-check")).hasCount(1);
    assertThat(page().locator("#board")).hasClass(Pattern.compile(".*shake.*"));
    board.shoot("check");
    board.tap("g8");
    board.tap("f7");
    assertThat(board.status()).containsText("逼和");
    assertEquals("ENDED", page().locator("body").getAttribute("data-game-status"));
  }

  @Test
  @Order(12)
  void checkmateIsAnnouncedInWords() throws Exception {
    board.open(newGame("7k/8/6K1/8/8/8/8/1Q6 w - - 0 1", "WHITE"));
    board.tap("b1");
    board.tap("b8");
    assertThat(board.status()).containsText("将死");
    assertThat(board.status()).containsText("你赢了");
    assertThat(board.marker("h8", "marker-check")).hasCount(1);
    board.shoot("game-over");
  }

  @Test
  @Order(13)
  void theKeyboardPlaysAndTheSquaresAreLabelled() throws Exception {
    board.open(newGame("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "WHITE"));
    var e2 = page().locator(".square-grid button[data-square='e2']");
    assertThat(e2).hasAttribute("aria-label", Pattern.compile("e2：白方 兵"));
    e2.focus();
    page().keyboard().press("Enter");
    assertThat(e2).hasAttribute("aria-label", Pattern.compile(".*已选中.*"));
    page().keyboard().press("ArrowUp");
    page().keyboard().press("ArrowUp");
    page().keyboard().press("Enter");
    board.waitForMoves(1);
    assertEquals("e4", board.moves().get(0));
  }

  @Test
  @Order(14)
  void theLanguageSwitchIsRememberedAndTheRulesPageHasBoth() {
    page().navigate(platform.gateway("/").toString() + "#/rules");
    assertThat(page().locator("#rules h1")).hasText("国际象棋规则");
    assertThat(page().locator("#rules-en-passant")).containsText("吃过路兵");
    page().locator("#lang").click();
    assertThat(page().locator("#rules h1")).hasText("The rules of chess");
    page().reload();
    assertThat(page().locator("#rules-castling")).containsText("Castling");
    page().locator("#lang").click();
    assertThat(page().locator("#rules h1")).hasText("国际象棋规则");
  }

  @Test
  @Order(15)
  void thePageWeightAndFirstPaintAreMeasured() throws Exception {
    try (BrowserContext fresh = chromium.context(BoardPage.PHONE_WIDTH, BoardPage.PHONE_HEIGHT)) {
      Page cold = fresh.newPage();
      cold.navigate(platform.gateway("/").toString());
      assertThat(cold.locator("#start-game")).isVisible();
      cold.evaluate(
          "() => new Promise(done => new PerformanceObserver((list, observer) => {"
              + " observer.disconnect(); done(true); }).observe({ type: 'paint', buffered: true }))");
      @SuppressWarnings("unchecked")
      Map<String, Object> measured =
          (Map<String, Object>)
              cold.evaluate(
                  "() => { const nav = performance.getEntriesByType('navigation')[0];"
                      + " const res = performance.getEntriesByType('resource');"
                      + " const same = res.filter(r => !r.name.includes('/api/'));"
                      + " return { firstContentfulPaintMs: performance.getEntriesByName('first-contentful-paint')[0].startTime,"
                      + " domContentLoadedMs: nav.domContentLoadedEventEnd, loadMs: nav.loadEventEnd,"
                      + " documentBytes: nav.transferSize, assetBytes: same.reduce((s, r) => s + r.transferSize, 0),"
                      + " assetDecodedBytes: same.reduce((s, r) => s + r.decodedBodySize, 0),"
                      + " apiCalls: res.length - same.length, requests: res.length + 1 }; }");
      // What the service worker's install fetches besides (issue 34): the shell files the page had
      // not loaded itself (the icons, the manifest, the single-player chunk), sizes as kept.
      assertThat(cold.locator("html[data-offline-ready]")).hasCount(1);
      Number shellExtra =
          (Number)
              cold.evaluate(
                  "async () => { const loaded = new Set(performance.getEntriesByType('resource')"
                      + ".map(r => new URL(r.name).pathname)); loaded.add('/');"
                      + " let bytes = 0; for (const key of await caches.keys()) {"
                      + " if (!key.startsWith('shell-')) continue; const cache = await caches.open(key);"
                      + " for (const request of await cache.keys()) {"
                      + " if (loaded.has(new URL(request.url).pathname)) continue;"
                      + " bytes += (await (await cache.match(request)).blob()).size; } } return bytes; }");
      Map<String, Object> figures = new java.util.LinkedHashMap<>(measured);
      figures.put("serviceWorkerExtraBytes", shellExtra.longValue());
      String report = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(figures);
      Files.writeString(platform.home.resolve("deploy/target/web-client-metrics.json"), report);
      System.out.println("web client, cold load at 360x740: " + report);
      assertTrue(((Number) measured.get("firstContentfulPaintMs")).doubleValue() > 0);
      long bytes =
          ((Number) measured.get("documentBytes")).longValue()
              + ((Number) measured.get("assetBytes")).longValue();
      assertTrue(bytes > 0);
      // Issue 34's bound: the first visit (the cold load and the service worker's install; not the
      // engine, fetched only when the single-player screen is opened) at most 30 % over the
      // 212,444 bytes of the cold load when issue 33 was closed (docs/benchmarks.md).
      long firstVisit = bytes + shellExtra.longValue();
      assertTrue(
          firstVisit <= 276_000,
          "the first visit transferred " + firstVisit + " bytes, over 276 kB");
    }
  }

  @Test
  @Order(16)
  void aTimedGameShowsBothClocksFromTheServer() {
    page().navigate(platform.gateway("/").toString() + "#/");
    page().locator("#clock-custom").check();
    assertThat(page().locator("#custom-clock")).isVisible();
    page().locator("#minutes").fill("3");
    page().locator("#increment").fill("2");
    page().locator("#colour-WHITE").check();
    page().locator("#start-game").click();
    page().waitForURL(Pattern.compile(".*#/game/.+"));
    board.waitForMyTurn();
    assertThat(page().locator("[data-clock=BLACK]")).hasText("3:00");
    assertThat(page().locator("[data-clock=WHITE]")).hasText(Pattern.compile("^(3:00|2:5\\d)$"));
    board.tap("e2");
    board.tap("e4");
    board.waitForMoves(2);
    board.waitForMyTurn();
    // After a move, White has the 2 s increment back: a little over 3:00 minus the thinking time.
    assertThat(page().locator("[data-clock=WHITE]")).hasText(Pattern.compile("^(3:0\\d|2:5\\d)$"));
    assertThat(page().locator("[data-clock=WHITE]")).hasClass(Pattern.compile(".*running.*"));
  }

  @Test
  @Order(17)
  void aPersonRegistersSignsInAndOutAndAWrongPasswordIsSaidInWords() throws Exception {
    String name = "web_" + Long.toHexString(System.nanoTime()).substring(0, 8);
    page().navigate(platform.gateway("/").toString() + "#/account");
    page().locator("#account-name").fill(name);
    page().locator("#account-password").fill("a long enough passphrase");
    page().locator("#register").click();
    assertThat(page().locator("#who")).containsText("已登录：" + name);
    assertThat(page().locator("#nav-account")).hasText(name);

    page().locator("#menu").click(); // on a phone the navigation is behind the ☰
    page().locator("#nav-account").click();
    String signedIn =
        (String) page().evaluate("() => JSON.parse(localStorage.getItem('chess.session')).token");
    page().locator("#sign-out").click();
    assertThat(page().locator("#who")).containsText("游客");
    // Signing out revokes the token (DELETE /api/token), not only forgets it.
    assertEquals(
        401,
        platform
            .send(null, "GET", "/api/accounts/me", null, "Authorization", "Bearer " + signedIn)
            .statusCode());

    page().navigate(platform.gateway("/").toString() + "#/account");
    page().locator("#account-name").fill(name);
    page().locator("#account-password").fill("not the passphrase");
    page().locator("#sign-in").click();
    assertThat(page().locator("#account-error")).hasText("用户名或密码不对");
    page().locator("#account-password").fill("a long enough passphrase");
    page().locator("#sign-in").click();
    assertThat(page().locator("#who")).containsText("已登录：" + name);
  }

  /** A game against level 1 from {@code fen}, made with the browser's own guest token. */
  private static String newGame(String fen, String colour) throws Exception {
    String token =
        (String) page().evaluate("() => JSON.parse(localStorage.getItem('chess.session')).token");
    String body =
        JSON.writeValueAsString(
            Map.of("mode", "COMPUTER", "level", 1, "colour", colour, "fen", fen, "rated", false));
    HttpResponse<String> created =
        platform.send(new LocalPlatform.Player(null, token), "POST", "/api/games", body);
    assertEquals(201, created.statusCode(), created.body());
    JsonNode game = JSON.readTree(created.body());
    assertFalse(game.path("gameId").asText().isEmpty());
    return game.path("gameId").asText();
  }
}
