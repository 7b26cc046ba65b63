package dev.chessplatform.deploy;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
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
 * Issue 33's review and respect for the player, as a guest at phone size: a game against the
 * computer from a FEN typed on the start screen and from the research board's position; a hint
 * asked twice in one position (and after a reload) spends one and asks the API once; a refused move
 * named in SAN and words; the after-game review of a game with a hung queen, its blunder marked on
 * the score chart and, clicked, shown on the board with the better move as an arrow and in words.
 */
@EnabledOnOs(OS.LINUX)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Order(2) // on LocalPlatform.sharedAtDefaults(): its classes run one after the other
class ReviewIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static LocalPlatform platform;
  private static Chromium chromium;
  private static BrowserContext context;
  private static BoardPage board;
  private static Path screenshots;

  @BeforeAll
  static void start() throws Exception {
    chromium = Chromium.launch();
    platform = LocalPlatform.sharedAtDefaults();
    screenshots = platform.home.resolve("deploy/target/screenshots");
    Files.createDirectories(screenshots);
    context = chromium.context(BoardPage.PHONE_WIDTH, BoardPage.PHONE_HEIGHT);
    board = new BoardPage(Chromium.page(context, "review"), screenshots);
  }

  @AfterAll
  static void stop() throws Exception {
    Chromium.close(chromium);
    if (platform != null) {
      platform.handOnHealthy();
    }
  }

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
  void aGameFromAFenTypedOnTheStartScreenBlackToMove() {
    page().navigate(platform.gateway("/").toString());
    assertThat(page().locator("#who")).containsText("游客");
    page().locator("#from-fen summary").click();
    page().locator("#start-fen").fill("8/8/8/8/8/8/8/8 w - - 0 1");
    page().locator("#start-fen-game").click();
    assertThat(page().locator("#start-error")).containsText("FEN");

    page().locator("#level").selectOption("1");
    page().locator("#colour-BLACK").check();
    page().locator("#clock-untimed").check();
    page().locator("#start-fen").fill("1r6/8/8/8/2b1p3/p6k/4P3/K7 b - - 0 1");
    page().locator("#start-fen-game").click();
    page().waitForURL(Pattern.compile(".*#/game/.+"));
    board.waitForMyTurn();
    assertEquals("bk", board.pieceOn("h3"));
    board.waitForNoMoves();
    board.tap("h3");
    board.tap("g3");
    board.waitForMoves(2);
    // After …Kg3 White's only legal move is e3.
    assertEquals(List.of("Kg3", "e3"), board.moves());
  }

  @Test
  @Order(2)
  void theSamePositionsHintIsShownAgainWithoutSpendingOneAlsoAfterAReload() throws Exception {
    AtomicInteger asked = new AtomicInteger();
    page()
        .onRequest(
            r -> {
              if (r.method().equals("POST") && r.url().endsWith("/hints")) {
                asked.incrementAndGet();
              }
            });
    board.open(newGame("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "WHITE"));
    board.waitForMyTurn();
    page().keyboard().press("h");
    assertThat(page().locator("#hint-panel")).isVisible();
    assertThat(page().locator("#board .arrows .arrow")).hasCount(1);
    String hint = page().locator("#board").getAttribute("data-hint");
    assertThat(page().locator("#hint")).containsText("剩余 2 次");

    page().keyboard().press("h");
    assertThat(page().locator("#hint-panel")).isVisible();
    page().reload();
    page().locator("#board .pieces g").first().waitFor();
    board.waitForMyTurn();
    page().keyboard().press("h");
    assertThat(page().locator("#hint-panel")).isVisible();
    assertEquals(hint, page().locator("#board").getAttribute("data-hint"));
    assertThat(page().locator("#hint")).containsText("剩余 2 次");
    assertThat(page().locator("#hint-panel .hints-left")).containsText("剩余 2 次");
    assertEquals(1, asked.get(), "one hint asked of the API for one position");
  }

  @Test
  @Order(3)
  void aRefusedMoveIsNamedInSanAndWords() throws Exception {
    board.open(newGame("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "WHITE"));
    board.tap("e2");
    board.tap("d3");
    assertThat(board.notice()).containsText("Bd3（象 e2→d3）不合规");
    assertThat(board.notice()).containsText("被将军");
    assertThat(board.notice()).not().containsText("e2d3");
  }

  @Test
  @Order(4)
  void theResearchBoardsPositionBecomesAGameAgainstTheComputer() {
    page().navigate(platform.gateway("/").toString() + "#/research");
    // The board has drawn its first position (and written its FEN) before ours is typed.
    assertThat(page().locator("#fen-input")).hasValue(Pattern.compile("^rnbqkbnr/.*"));
    page().locator("#fen-input").fill("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
    page().locator("#fen-form button[type=submit]").click();
    assertThat(page().locator("#research-position")).containsText("起始局面");
    page().locator("#play-computer").click();
    page().waitForURL(Pattern.compile(".*#/game/.+"));
    board.waitForMyTurn(); // Black, the side to move
    assertEquals("bk", board.pieceOn("e8"));
    board.waitForNoMoves();
    assertThat(page().locator(".player.bottom")).hasAttribute("data-colour", "BLACK");
  }

  @Test
  @Order(5)
  void afterTheGameTheReviewMarksTheBlunderAndShowsTheBetterMove() throws Exception {
    board.open(newGame("4k3/8/8/3p4/8/3Q4/8/4K3 w - - 0 1", "WHITE"));
    board.waitForMyTurn();
    board.tap("d3");
    board.tap("c4"); // hangs the queen to …dxc4 (Qxd5 was there): a blunder whatever the reply
    board.waitForMoves(2);
    board.waitForMyTurn();
    int plies = board.moves().size();
    page().locator("#resign").click();
    page().locator("body[data-game-status='ENDED']").waitFor();

    Locator dots = page().locator("#review-chart circle.chart-dot");
    assertThat(dots)
        .hasCount(plies + 1, new LocatorAssertions.HasCountOptions().setTimeout(60_000));
    Locator blunders = page().locator("#review-chart circle.chart-dot.blunder");
    assertTrue(blunders.count() >= 1, "a blunder marked");
    assertThat(page().locator("#review .review-list[data-side=WHITE] .review-move.blunder"))
        .containsText("Qc4??");

    blunders.first().click();
    assertThat(page().locator("#review")).hasAttribute("data-ply", "0");
    board.waitForPiece("d3", "wq"); // the position the queen was hung from
    assertThat(page().locator("#review-better")).containsText("更好");
    assertThat(page().locator("#review-better")).containsText("Qc4??");
    assertThat(page().locator("#board .arrows .arrow")).hasCount(1);
    page().setViewportSize(BoardPage.PHONE_WIDTH, BoardPage.PHONE_HEIGHT);
    page()
        .screenshot(
            new Page.ScreenshotOptions()
                .setFullPage(true)
                .setPath(screenshots.resolve("review-360x740.png")));

    page().locator("#review-live").click();
    board.waitForPiece("d3", null);
  }

  @Test
  @Order(6)
  void aReloadReadsTheReviewAgainAndATooManyRequestsIsSaidInWords() {
    AtomicInteger started = new AtomicInteger();
    page()
        .onRequest(
            r -> {
              if (r.method().equals("POST") && r.url().endsWith("/api/engine/analyses")) {
                started.incrementAndGet();
              }
            });
    page()
        .evaluate(
            "() => localStorage.setItem('chess.settings', JSON.stringify({ ...JSON.parse("
                + "localStorage.getItem('chess.settings') ?? '{}'), pieces: 'chinese' }))");
    page().reload();
    assertThat(page().locator("#board")).hasAttribute("data-pieces", "chinese");
    board.waitForPiece("e8", "bk");
    assertThat(page().locator("#review-chart circle.chart-dot.blunder").first()).isVisible();
    assertEquals(0, started.get(), "the analysis of before is read again, not started again");
    page()
        .screenshot(
            new Page.ScreenshotOptions().setPath(screenshots.resolve("chinese-discs-360x740.png")));

    page()
        .route(
            "**/api/engine/analyses",
            route -> {
              if (route.request().method().equals("POST")) {
                route.fulfill(
                    new Route.FulfillOptions()
                        .setStatus(429)
                        .setContentType("application/problem+json")
                        .setHeaders(Map.of("Retry-After", "27"))
                        .setBody(
                            "{\"type\":\"https://chess-platform.dev/problems/rate-limited\","
                                + "\"title\":\"Too many requests\",\"status\":429,"
                                + "\"retryAfterSeconds\":27}"));
              } else {
                route.resume();
              }
            });
    page().evaluate("() => localStorage.removeItem('chess.reviews')");
    page().reload();
    assertThat(page().locator("#review-error")).containsText("请 27 秒后再试");
    page().unroute("**/api/engine/analyses");
    page().locator("#review-retry").click();
    assertThat(page().locator("#review-chart circle.chart-dot.blunder").first()).isVisible();
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
