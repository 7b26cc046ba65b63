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
import com.microsoft.playwright.options.BoundingBox;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
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
 * The game screen on a phone held upright (360×740), as issue 33 asks: the board, the status, the
 * hint's text and the primary buttons on the first screen (measured by the elements' boxes); the
 * move list numbered from the position's own move number and side, stepped through while the game
 * goes on; the material balance; "your turn" in the tab's title; and leaving a game page while it
 * still loads. A guest, against level 1; special positions are made through the API with the page's
 * own guest token.
 */
@EnabledOnOs(OS.LINUX)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Order(2) // on LocalPlatform.sharedAtDefaults(): its classes run one after the other
class PhoneLayoutIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  /**
   * After 1… Kg3, 2. e3 is White's only legal move (the rook, the bishop and the pawns see to it).
   */
  private static final String BLACK_FIRST = "1r6/8/8/8/2b1p3/p6k/4P3/K7 b - - 0 1";

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
    board = new BoardPage(Chromium.page(context, "phone"), screenshots);
    page().navigate(platform.gateway("/").toString());
    // The first guest session of a platform just started may take a while.
    assertThat(page().locator("#who"))
        .containsText("游客", new LocatorAssertions.ContainsTextOptions().setTimeout(30_000));
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
  void onAPhoneTheBoardStatusHintAndButtonsFitTheFirstScreen() throws Exception {
    board.open(newGame(START, "WHITE"));
    assertThat(page().locator("#lang")).isVisible();
    assertThat(page().locator("#nav-lobby")).isHidden();
    board.tap("e2");
    board.tap("e4");
    board.waitForMoves(2);
    board.waitForMyTurn();
    page().keyboard().press("H");
    assertThat(page().locator("#hint-panel .explanation-zh")).not().isEmpty();
    page().evaluate("() => window.scrollTo(0, 0)");
    for (String part : List.of("#board", "#status", "#hint-panel", "#hint", "#undo", "#resign")) {
      BoundingBox box = page().locator(part).boundingBox();
      String where = part + " at x " + box.x + " y " + box.y + ", " + box.width + "×" + box.height;
      assertTrue(box.x >= 0 && box.x + box.width <= BoardPage.PHONE_WIDTH + 0.5, where);
      assertTrue(box.y >= 0 && box.y + box.height <= BoardPage.PHONE_HEIGHT + 0.5, where);
    }
    int scrollWidth =
        ((Number) page().evaluate("() => document.documentElement.scrollWidth")).intValue();
    assertTrue(scrollWidth <= BoardPage.PHONE_WIDTH, "no sideways scrolling: " + scrollWidth);
    board.shoot("hint");

    // The menu drops the navigation down, and a link in it closes it again.
    page().locator("#menu").click();
    assertThat(page().locator("#nav-lobby")).isVisible();
    page().locator("#menu").click();
    assertThat(page().locator("#nav-lobby")).isHidden();
    page().locator("#menu").click();
    page().locator("#status").click(); // a tap outside closes it too
    assertThat(page().locator("#nav-lobby")).isHidden();
  }

  @Test
  @Order(2)
  void blackMovesFirstTheListIsNumberedSoAndTheGameIsSteppedThroughWhileItGoesOn()
      throws Exception {
    board.open(newGame(BLACK_FIRST, "BLACK"));
    board.waitForMyTurn();
    assertThat(page()).hasTitle(Pattern.compile("^● 轮到你走"));
    // Every title the tab shows from now on, to see it leave "your turn" after the move.
    page()
        .evaluate(
            "() => { window.seenTitles = []; new MutationObserver(() =>"
                + " window.seenTitles.push(document.title)).observe(document.querySelector('title'),"
                + " { childList: true, characterData: true, subtree: true }); }");
    board.tap("h3");
    board.tap("g3");
    board.waitForMoves(2);
    assertThat(page().locator("#move-list")).hasText(Pattern.compile("1…\\s*Kg3\\s*2\\.\\s*e3"));
    assertEquals(List.of("Kg3", "e3"), board.moves());
    board.waitForMyTurn();
    assertThat(page()).hasTitle(Pattern.compile("^● 轮到你走"));
    @SuppressWarnings("unchecked")
    List<String> titles = (List<String>) page().evaluate("() => window.seenTitles");
    assertTrue(
        titles.stream().anyMatch(title -> !title.contains("轮到你走")),
        "not your turn once you have moved: " + titles);

    Locator body = page().locator("body");
    page().keyboard().press("ArrowLeft");
    assertThat(body).hasAttribute("data-view-ply", "1");
    board.waitForPiece("e2", "wp");
    board.waitForPiece("e3", null);
    page().keyboard().press("ArrowLeft");
    assertThat(body).hasAttribute("data-view-ply", "0");
    board.waitForPiece("h3", "bk");
    assertThat(page().locator("#live")).isVisible();
    assertThat(page().locator("#last-move")).containsText("开始局面");
    board.shoot("stepping");
    page().locator("#live").click();
    assertThat(body).not().hasAttribute("data-view-ply", Pattern.compile(".*"));
    board.waitForPiece("e3", "wp");
    board.waitForPiece("g3", "bk");
    assertThat(page().locator("#live")).isHidden();

    // A tap on a move in the list shows the position after it; the last one is the game again.
    page().locator("#move-list .move[data-ply='1']").click();
    assertThat(body).hasAttribute("data-view-ply", "1");
    board.waitForPiece("g3", "bk");
    board.waitForPiece("e2", "wp");
    page().locator("#step-forward").click();
    assertThat(body).not().hasAttribute("data-view-ply", Pattern.compile(".*"));

    // The same on a desktop, where the list is a panel beside the board.
    page().setViewportSize(BoardPage.DESKTOP_WIDTH, BoardPage.DESKTOP_HEIGHT);
    page().locator("#step-first").click();
    assertThat(body).hasAttribute("data-view-ply", "0");
    board.waitForPiece("h3", "bk");
    page().keyboard().press("ArrowRight");
    assertThat(body).hasAttribute("data-view-ply", "1");
    page().keyboard().press("End");
    assertThat(body).not().hasAttribute("data-view-ply", Pattern.compile(".*"));
    assertThat(body).hasAttribute("data-game-status", "STARTED");
    board.waitForMyTurn();
    page().setViewportSize(BoardPage.PHONE_WIDTH, BoardPage.PHONE_HEIGHT);
  }

  @Test
  @Order(3)
  void leavingAGamePageWhileItLoadsLeavesNoErrorBehind() throws Exception {
    String gameId = newGame(START, "WHITE");
    page().navigate(platform.gateway("/").toString() + "#/");
    assertThat(page().locator("#start-game")).isVisible();
    // The game's first read is held back until the player has gone home.
    AtomicReference<Route> held = new AtomicReference<>();
    page()
        .route(
            "**/api/games/" + gameId,
            route -> {
              if (held.get() == null && route.request().method().equals("GET")) {
                held.set(route);
              } else {
                route.resume();
              }
            });
    List<String> streams = new CopyOnWriteArrayList<>();
    page()
        .onRequest(
            request -> {
              if (request.url().contains("/api/games/" + gameId + "/stream")) {
                streams.add(request.url());
              }
            });
    page().evaluate("id => { location.hash = '#/game/' + id; }", gameId);
    page().waitForCondition(() -> held.get() != null);
    page().locator(".brand").click();
    assertThat(page().locator("#start-game")).isVisible();
    page()
        .waitForResponse(
            response -> response.url().endsWith("/api/games/" + gameId), () -> held.get().resume());
    // What the old page does with the late answer happens in the tasks right after it: let them
    // run.
    page()
        .evaluate("() => new Promise(done => requestAnimationFrame(() => setTimeout(done, 100)))");
    assertThat(page().locator("#page-error")).hasCount(0);
    assertThat(page().locator("#start-game")).isVisible();
    assertThat(page().locator("#reconnecting")).hasCount(0);
    assertTrue(streams.isEmpty(), "no stream for a page left: " + streams);
    page().unroute("**/api/games/" + gameId);
  }

  @Test
  @Order(4)
  void theMaterialBalanceIsShownInThePlayerBars() throws Exception {
    // A knight up (a bare knight would be a dead position, refused at creation); the pawns cancel
    // out.
    board.open(newGame("4k3/p7/8/8/8/8/P7/3NK3 w - - 0 1", "WHITE"));
    assertThat(page().locator("span.material[data-material=WHITE]")).containsText("+3");
    assertThat(page().locator("span.material[data-material=WHITE]")).containsText("♞");
    assertThat(page().locator("span.material[data-material=BLACK]")).hasText("");
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
