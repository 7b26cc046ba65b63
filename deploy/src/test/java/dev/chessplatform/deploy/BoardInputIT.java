package dev.chessplatform.deploy;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Mouse;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.MouseButton;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 * The board's input as a quick player uses it (issue 33), a guest on a phone with the default
 * settings (animation on, normal speed): a tap at 0, 50, 100, 200 and 400 ms after the computer's
 * reply appears is taken, and so is a drag; a premove made while the computer thinks is played the
 * instant its move is shown, and one the server refuses is dropped with words; right-button arrows
 * and circles, kept by the hint's arrow and cleared by the next move; auto-queen; the move
 * confirmation.
 */
@EnabledOnOs(OS.LINUX)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Order(2) // on LocalPlatform.sharedAtDefaults(): its classes run one after the other
class BoardInputIT {

  /** White's a- to c-pawns against a lone king: a3, a4, b3, b4, c3 stay legal whatever it does. */
  private static final String PAWNS = "7k/8/8/8/8/8/PPP5/7K w - - 0 1";

  private static final ObjectMapper JSON = new ObjectMapper();
  private static LocalPlatform platform;
  private static Chromium chromium;
  private static BrowserContext context;
  private static BoardPage board;
  private static Path screenshots;
  private static final Map<String, Object> figures = new LinkedHashMap<>();

  @BeforeAll
  static void start() throws Exception {
    chromium = Chromium.launch();
    platform = LocalPlatform.sharedAtDefaults();
    screenshots = platform.home.resolve("deploy/target/screenshots");
    Files.createDirectories(screenshots);
    context = chromium.context(BoardPage.PHONE_WIDTH, BoardPage.PHONE_HEIGHT);
    board = new BoardPage(Chromium.page(context, "page"), screenshots);
    page().navigate(platform.gateway("/").toString());
    assertThat(page().locator("#who")).containsText("游客");
  }

  @AfterAll
  static void stop() throws Exception {
    if (!figures.isEmpty()) {
      String report = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(figures);
      Files.writeString(platform.home.resolve("deploy/target/board-input-metrics.json"), report);
      System.out.println("board input: " + report);
    }
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
  void aTapAtAnyMomentAfterTheReplyIsTakenAndSoIsADrag() throws Exception {
    board.open(newGame(PAWNS, 1));
    String[][] moves = {
      {"a2", "a3"}, {"a3", "a4"}, {"b2", "b3"}, {"b3", "b4"}, {"c2", "c3"}, {"h1", "g1"}
    };
    int[] delays = {0, 50, 100, 200, 400};
    List<Object> measured = new ArrayList<>();
    board.tap(moves[0][0]);
    tapAfterTheReply(moves[1][0], delays[0], 2);
    board.tap(moves[0][1]);
    int shown = 2;
    for (int i = 1; i < moves.length; i++) {
      // The page itself taps the piece d ms after the reply appears (a driver's round trip would
      // blur the delay); the piece lifts with its dots, drawn when the legal moves arrive.
      measured.add(page().evaluate("() => window.tapped"));
      assertThat(board.marker(moves[i][1], "marker-dot")).hasCount(1);
      if (i + 1 < moves.length) {
        tapAfterTheReply(moves[i + 1][0], delays[i], shown + 2);
      }
      board.tap(moves[i][1]);
      board.waitForMoves(shown + 1, 5_000);
      assertEquals(moves[i][1], squareOf(board.moves().get(shown)));
      assertThat(page().locator("#notice[data-problem]")).hasCount(0);
      shown += 2;
      board.waitForMoves(shown); // the reply
    }
    figures.put("tapAfterReplyMs", measured);
    // a4-a5 is White's 7th move: the king cannot have reached a5 in six (it may stand on b6, and
    // then a5 gives check: level 1 moves at random). A drag at once.
    board.drag("a4", "a5");
    board.waitForMoves(shown + 1, 5_000);
    assertEquals("a5", squareOf(board.moves().get(shown)));
    assertThat(page().locator("#notice[data-problem]")).hasCount(0);
  }

  /**
   * The square a pawn's or the king's move went to, from its SAN: without the piece letter and a
   * check's sign (the black king wanders at random and may be in check).
   */
  private static String squareOf(String san) {
    return san.replace("K", "").replace("+", "");
  }

  /**
   * Has the page tap {@code square} (a mouse press and release on it, as cm-chessboard reads a tap)
   * {@code delayMs} after its move list first shows {@code count} moves; {@code window.tapped} then
   * answers how long after that it tapped.
   */
  private static void tapAfterTheReply(String square, int delayMs, int count) {
    page()
        .evaluate(
            "([square, delay, count]) => { const list = document.querySelector('#move-list');"
                + " const shown = () => list.querySelectorAll('.move:not(:empty)').length;"
                + " window.tapped = new Promise(done => { let armed = true; const go = () => {"
                + " if (!armed) return; armed = false; watch.disconnect(); const at = performance.now();"
                + " setTimeout(() => { const r = document.querySelector("
                + "\"#board .board-drawing rect.square[data-square='\" + square + \"']\");"
                + " const b = r.getBoundingClientRect(); const o = {bubbles: true, cancelable: true,"
                + " button: 0, clientX: b.x + b.width / 2, clientY: b.y + b.height / 2, view: window};"
                + " r.dispatchEvent(new MouseEvent('mousedown', o));"
                + " r.dispatchEvent(new MouseEvent('mouseup', o));"
                + " done(Math.round(performance.now() - at)); }, delay); };"
                + " const watch = new MutationObserver(() => { if (shown() >= count) go(); });"
                + " watch.observe(list, {childList: true, subtree: true, characterData: true});"
                + " if (shown() >= count) go(); }); }",
            List.of(square, delayMs, count));
  }

  @Test
  @Order(2)
  void aPremoveIsPlayedTheInstantTheReplyIsShownAndARefusedOneIsDroppedWithWords()
      throws Exception {
    // Level 5 thinks 2 s in an untimed game: time to queue the premove while it does.
    board.open(newGame(PAWNS, 5));
    watchTheMoveList();
    board.tap("a2");
    board.tap("a3");
    board.tap("b2");
    board.tap("b3");
    assertThat(board.marker("b2", "marker-premove")).hasCount(1);
    assertThat(board.marker("b3", "marker-premove")).hasCount(1);
    page()
        .screenshot(
            new Page.ScreenshotOptions().setPath(screenshots.resolve("premove-360x740.png")));
    board.waitForMoves(3, 30_000); // the reply, then the premove with no more input
    assertEquals("b3", board.moves().get(2));
    assertThat(page().locator("#board .markers use.marker-premove")).hasCount(0);
    long replyToPremove = shownAt(3) - shownAt(2);
    figures.put("replyShownToPremoveShownMs", replyToPremove);
    assertTrue(replyToPremove < 5_000, "the premove followed the reply: " + replyToPremove);

    // A pawn may take diagonally by its geometry, so c2-d3 can be queued; with d3 empty the server
    // refuses it when it is sent, and the premove is dropped with its name and the reason.
    board.tap("c2");
    board.tap("d3");
    assertThat(board.marker("d3", "marker-premove")).hasCount(1);
    board.waitForMoves(4, 30_000);
    assertThat(board.notice()).containsText("预走 cxd3 已取消");
    assertThat(page().locator("#board .markers use.marker-premove")).hasCount(0);
    board.waitForPiece("c2", "wp"); // the refused premove's pawn is back
    assertEquals(4, board.moves().size());

    // A tap elsewhere cancels a queued premove.
    board.tap("a3");
    board.tap("a4");
    board.waitForMoves(5, 5_000);
    board.tap("c2");
    board.tap("c3");
    assertThat(board.marker("c3", "marker-premove")).hasCount(1);
    board.tap("f5");
    assertThat(page().locator("#board .markers use.marker-premove")).hasCount(0);

    // The keyboard's squares queue a premove too (Enter on c2, up, Enter on c3).
    Locator c2 = page().locator(".square-grid button[data-square='c2']");
    c2.focus();
    page().keyboard().press("Enter");
    page().keyboard().press("ArrowUp");
    page().keyboard().press("Enter");
    assertThat(board.marker("c3", "marker-premove")).hasCount(1);
    board.waitForMoves(7, 30_000);
    assertEquals("c3", board.moves().get(6));
  }

  @Test
  @Order(3)
  void theRightButtonDrawsArrowsAndCirclesWhichTheHintKeepsAndTheNextMoveClears() throws Exception {
    board.open(newGame(PAWNS, 1));
    rightDrag("d2", "d4");
    Locator arrows = page().locator("#board .arrows .arrow");
    assertThat(arrows).hasCount(1);
    rightDrag("e5", "e5");
    assertThat(board.marker("e5", "marker-circle-success")).hasCount(1);
    page().keyboard().press("h");
    assertThat(page().locator("#board[data-hint]")).hasCount(1);
    assertThat(arrows).hasCount(2);
    page()
        .screenshot(
            new Page.ScreenshotOptions().setPath(screenshots.resolve("arrows-360x740.png")));
    board.tap("a2");
    board.tap("a3");
    board.waitForMoves(1);
    assertThat(arrows).hasCount(0);
    assertThat(board.marker("e5", "marker-circle-success")).hasCount(0);
  }

  @Test
  @Order(4)
  void withAutoQueenThePawnBecomesAQueenWithoutThePanel() throws Exception {
    openWithSettings(newGame("7k/P7/8/8/8/8/8/K7 w - - 0 1", 1), "{\"autoQueen\":true}");
    board.tap("a7");
    board.tap("a8");
    board.waitForMoves(1);
    String promoted = board.moves().get(0);
    assertTrue(promoted.startsWith("a8=Q"), "a queen, checking or not: " + promoted);
    assertThat(page().locator("#promotion")).isHidden();
    board.waitForPiece("a8", "wq");
  }

  @Test
  @Order(5)
  void withConfirmationAMoveWaitsForConfirm() throws Exception {
    openWithSettings(newGame(PAWNS, 1), "{\"confirmMoves\":\"always\"}");
    board.tap("a2");
    board.tap("a3");
    assertThat(page().locator("#confirm-move")).isVisible();
    board.waitForPiece("a3", "wp"); // shown, not sent
    page().waitForTimeout(300); // not a condition: a move sent by mistake would show by then
    assertEquals(List.of(), board.moves());
    page().locator("#cancel-move").click();
    board.waitForPiece("a2", "wp");
    board.tap("a2");
    board.tap("a4");
    page().locator("#confirm-move").click();
    board.waitForMoves(1, 5_000);
    assertEquals("a4", board.moves().get(0));
    page().evaluate("() => localStorage.removeItem('chess.settings')");
  }

  /** Opens the game with these settings in localStorage, read when the page loads. */
  private static void openWithSettings(String gameId, String settings) {
    page().evaluate("s => localStorage.setItem('chess.settings', s)", settings);
    page().navigate(page().url().replaceAll("#.*$", "") + "#/game/" + gameId);
    page().reload();
    page().locator("body[data-game-id='" + gameId + "']").waitFor();
    page().locator("#board .pieces g").first().waitFor();
  }

  /** The right button pressed on {@code from} and released on {@code to} (the same: a click). */
  private static void rightDrag(String from, String to) {
    double[] a = centre(from);
    double[] b = centre(to);
    page().mouse().move(a[0], a[1]);
    page().mouse().down(new Mouse.DownOptions().setButton(MouseButton.RIGHT));
    page().mouse().move(b[0], b[1], new Mouse.MoveOptions().setSteps(6));
    page().mouse().up(new Mouse.UpOptions().setButton(MouseButton.RIGHT));
  }

  private static double[] centre(String square) {
    var box =
        page()
            .locator("#board .board-drawing rect.square[data-square='" + square + "']")
            .boundingBox();
    return new double[] {box.x + box.width / 2, box.y + box.height / 2};
  }

  /** From now on the page notes when the move list first shows each count of moves. */
  private static void watchTheMoveList() {
    page()
        .evaluate(
            "() => { const list = document.querySelector('#move-list'); window.moveShownAt = {};"
                + " const note = () => { const n = list.querySelectorAll('.move:not(:empty)').length;"
                + " if (!(n in window.moveShownAt)) window.moveShownAt[n] = performance.now(); };"
                + " new MutationObserver(note).observe(list, {childList: true, subtree: true,"
                + " characterData: true}); note(); }");
  }

  /** When (page time, ms) the move list first showed {@code count} moves. */
  private static long shownAt(int count) {
    Object at = page().evaluate("n => window.moveShownAt[n]", count);
    assertTrue(at instanceof Number, "the list showed " + count + " moves");
    return Math.round(((Number) at).doubleValue());
  }

  /** A game against {@code level} from {@code fen}, White, with the browser's guest token. */
  private static String newGame(String fen, int level) throws Exception {
    String token =
        (String) page().evaluate("() => JSON.parse(localStorage.getItem('chess.session')).token");
    String body =
        JSON.writeValueAsString(
            Map.of(
                "mode", "COMPUTER", "level", level, "colour", "WHITE", "fen", fen, "rated", false));
    HttpResponse<String> created =
        platform.send(new LocalPlatform.Player(null, token), "POST", "/api/games", body);
    assertEquals(201, created.statusCode(), created.body());
    JsonNode game = JSON.readTree(created.body());
    assertFalse(game.path("gameId").asText().isEmpty());
    return game.path("gameId").asText();
  }
}
