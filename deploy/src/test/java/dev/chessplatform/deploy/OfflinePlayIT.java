package dev.chessplatform.deploy;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * Play without the network (issue 34), a phone in Chromium: after one visit with the network (the
 * service worker keeps the app shell; opening the single-player screen keeps the engine compiled
 * for the browser), the network is cut and the page reloaded. Games against the computer at level 1
 * and at level 5 are played to mate, with a hint and an undo; two people at one board play to mate;
 * the record on this device counts them. Then the network comes back and the page says so.
 */
@EnabledOnOs(OS.LINUX)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Order(2) // on LocalPlatform.sharedAtDefaults(): its classes run one after the other
class OfflinePlayIT {

  /**
   * White mates with Rd8; first a quiet Rd2, after which Black's one legal move is h6-h5 (the king
   * on a8 is boxed in by Kc7 and the pawn on a6): so the computer at any level has one answer.
   */
  private static final String BOXED = "k7/p1K5/P6p/8/8/8/8/3R4 w - - 0 1";

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
    board = new BoardPage(Chromium.page(context, "offline"), screenshots);
  }

  @AfterAll
  static void stop() {
    Chromium.close(chromium);
  }

  private static Page page() {
    return board.page();
  }

  @Test
  @Order(1)
  void theAppIsInstallableAndItsFilesAreCheckedEveryTime() {
    APIResponse manifest =
        context.request().get(platform.gateway("/manifest.webmanifest").toString());
    assertEquals(200, manifest.status());
    String text = manifest.text();
    assertTrue(text.contains("\"display\": \"standalone\"") && text.contains("国际象棋"), text);
    assertTrue(text.contains("icon-512.png") && text.contains("maskable"), text);
    for (String path :
        List.of("/sw.js", "/engine/worker.js", "/engine/chess.js", "/icons/icon-192.png")) {
      APIResponse file = context.request().get(platform.gateway(path).toString());
      assertEquals(200, file.status(), path);
      if (!path.startsWith("/icons/")) {
        assertEquals("no-cache", file.headers().get("cache-control"), path);
      }
    }
  }

  @Test
  @Order(2)
  void afterOneVisitTheComputerIsPlayedToMateOfflineAtLevelOne() {
    page().navigate(platform.gateway("/").toString());
    assertThat(page().locator("#who")).containsText("游客");
    // The service worker controls the page once it has activated (clients.claim).
    assertThat(page().locator("html[data-offline-ready]")).hasCount(1);
    page().locator("#local-link").click();
    startAgainstComputer("1");
    assertThat(page().locator("html[data-engine-kept]")).hasCount(1);

    context.setOffline(true);
    page().reload();
    board.waitForPiece("d1", "wr"); // the game kept on the device, drawn by the cached app
    assertThat(board.status()).containsText("轮到你走");

    page().locator("#hint").click();
    assertThat(page().locator("#hint-panel")).containsText("Rd8#");
    assertThat(page().locator("#hint-panel .explanation-zh")).containsText("将死");
    assertThat(page().locator("#hint")).containsText("2");

    board.tap("d1");
    board.tap("d2");
    board.waitForPiece("h5", "bp"); // the computer's answer, from the engine in the browser
    board.waitForMyTurn();
    page().locator("#undo").click();
    board.waitForPiece("h6", "bp");
    board.waitForPiece("d1", "wr");
    assertThat(page().locator("#hint-panel"))
        .containsText("Rd8#"); // the hint of this position, kept
    assertThat(page().locator("#hint")).containsText("2");

    playToMate();
    assertThat(board.status()).containsText(Pattern.compile("将死.*白方胜"));
    page()
        .screenshot(
            new Page.ScreenshotOptions().setPath(screenshots.resolve("offline-360x740.png")));
  }

  @Test
  @Order(3)
  void levelFiveTooAndTheRecordCountsBoth() {
    page().locator("#local-new").click();
    startAgainstComputer("5");
    playToMate();
    page().locator("#local-new").click();
    assertThat(page().locator("#local-record")).containsText("胜 2 · 和 0 · 负 0");
    page()
        .screenshot(
            new Page.ScreenshotOptions()
                .setPath(screenshots.resolve("offline-setup-360x740.png"))
                .setFullPage(true));
  }

  @Test
  @Order(4)
  void twoPeopleAtOneBoardPlayToMateAndTheBoardTurns() {
    page().locator("#local-mode-pair").check();
    page().locator("#local-autoflip").check();
    page().locator("#local-start").click();
    assertThat(board.status()).containsText("白方走棋");
    board.tap("f2");
    board.tap("f3");
    assertThat(board.status()).containsText("黑方走棋");
    assertThat(page().locator("#board .board-drawing")).hasCount(1);
    board.tap("e7");
    board.tap("e5");
    assertThat(board.status()).containsText("白方走棋");
    page().locator("#ask-takeback").click(); // Black asks to take back e5; White declines
    assertThat(page().locator("#offer-text")).containsText("黑方请求悔一步");
    page().locator("#offer-decline").click();
    board.tap("g2");
    board.tap("g4");
    assertThat(board.status()).containsText("黑方走棋");
    board.tap("d8");
    board.tap("h4");
    assertThat(board.status()).containsText(Pattern.compile("将死.*黑方胜"));
    assertEquals(List.of("f3", "e5", "g4", "Qh4#"), board.moves());
    page().locator("#local-new").click();
    assertThat(page().locator("#local-record")).containsText("黑胜 1");
  }

  @Test
  @Order(5)
  void theNetworkBackIsToldAndTheGamesAreKeptAsPgn() throws Exception {
    context.setOffline(false);
    assertThat(page().locator("#network-banner")).containsText("网络已恢复");
    // A guest keeps the games here and is asked to sign in to import them (importing needs
    // game:play).
    assertThat(page().locator("#local-finished .local-sign-in").first()).isVisible();
    Download download =
        page().waitForDownload(() -> page().locator("#local-finished .local-save").first().click());
    String pgn = Files.readString(download.path());
    assertTrue(pgn.contains("1. f3 e5 2. g4 Qh4# 0-1") && pgn.contains("[Result \"0-1\"]"), pgn);
  }

  private void startAgainstComputer(String level) {
    page().locator("#local-mode-computer").check();
    page().locator("#local-level").selectOption(level);
    page().locator("#local-colour-WHITE").check();
    page().locator("#local-setup .from-fen summary").click();
    page().locator("#local-fen").fill(BOXED);
    page().locator("#local-start").click();
    board.waitForPiece("a8", "bk");
    board.waitForMyTurn();
  }

  /** Rd2, the computer's h5 (its only move), Rd8#. */
  private void playToMate() {
    board.tap("d1");
    board.tap("d2");
    board.waitForPiece("h5", "bp");
    board.waitForMyTurn();
    board.tap("d2");
    board.tap("d8");
    assertThat(board.status()).containsText("将死");
  }
}
