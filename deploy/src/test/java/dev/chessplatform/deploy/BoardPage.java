package dev.chessplatform.deploy;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Mouse;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The web client as a person sees it, for the browser tests: squares to tap, markers to look for,
 * the status line, the move list, screenshots at the two sizes of the README.
 */
final class BoardPage {

  static final int PHONE_WIDTH = 360;
  static final int PHONE_HEIGHT = 740;
  static final int DESKTOP_WIDTH = 1280;
  static final int DESKTOP_HEIGHT = 800;

  private final Page page;
  private final Path screenshots;

  BoardPage(Page page, Path screenshots) {
    this.page = page;
    this.screenshots = screenshots;
  }

  Page page() {
    return page;
  }

  /** Taps the square as a finger would: at the middle of the drawn square. */
  void tap(String square) {
    BoundingBox box = squareBox(square);
    page.mouse().click(box.x + box.width / 2, box.y + box.height / 2);
  }

  /** Drags the piece on {@code from} to {@code to} with the mouse held down. */
  void drag(String from, String to) {
    BoundingBox a = squareBox(from);
    BoundingBox b = squareBox(to);
    page.mouse().move(a.x + a.width / 2, a.y + a.height / 2);
    page.mouse().down();
    page.mouse().move(b.x + b.width / 2, b.y + b.height / 2, new Mouse.MoveOptions().setSteps(8));
    page.mouse().up();
  }

  private BoundingBox squareBox(String square) {
    Locator rect = page.locator("#board .board-drawing rect.square[data-square='" + square + "']");
    rect.waitFor();
    return rect.boundingBox();
  }

  /** The markers of a kind on a square: "marker-dot", "marker-circle-danger", "marker-check" … */
  Locator marker(String square, String kind) {
    return page.locator("#board .markers g[data-square='" + square + "'] use." + kind);
  }

  /** Every square a marker of this kind is on. */
  List<String> markedSquares(String kind) {
    return page.locator("#board .markers g:has(use." + kind + ")").all().stream()
        .map(g -> g.getAttribute("data-square"))
        .toList();
  }

  /** The piece drawn on a square ("wk", "bp" …), or null when it is empty. */
  String pieceOn(String square) {
    Locator piece = page.locator("#board .pieces g[data-square='" + square + "']");
    if (piece.count() == 0) {
      return null;
    }
    return piece.first().getAttribute("data-piece");
  }

  /**
   * Waits until {@code square} shows {@code piece} ("wk" …), or nothing when null: a moved piece
   * glides for a moment (the settings' animation) after the move list has shown the move.
   */
  void waitForPiece(String square, String piece) {
    Locator drawn = page.locator("#board .pieces g[data-square='" + square + "']");
    if (piece == null) {
      assertThat(drawn).hasCount(0);
    } else {
      assertThat(drawn.first()).hasAttribute("data-piece", piece);
    }
  }

  Locator status() {
    return page.locator("#status");
  }

  Locator notice() {
    return page.locator("#notice");
  }

  /** The moves in SAN, in order, as the move list shows them. */
  List<String> moves() {
    return page.locator("#move-list .move").allTextContents().stream()
        .filter(s -> !s.isBlank())
        .toList();
  }

  // The waits go through Playwright's locators and assertions, never page.waitForFunction: that
  // one evaluates a string, which the page's Content-Security-Policy (no 'unsafe-eval') refuses.

  /** Waits until the move list shows at least {@code count} moves. */
  void waitForMoves(int count) {
    waitForMoves(count, 30_000);
  }

  void waitForMoves(int count, double timeoutMs) {
    if (count > 0) {
      page.locator("#move-list .move:not(:empty)")
          .nth(count - 1)
          .waitFor(new Locator.WaitForOptions().setTimeout(timeoutMs));
    }
  }

  /** Waits until the move list is empty. */
  void waitForNoMoves() {
    assertThat(page.locator("#move-list .move")).hasCount(0);
  }

  /** Waits until the player may move. */
  void waitForMyTurn() {
    assertThat(status()).containsText(Pattern.compile("轮到你走|Your move"));
  }

  /** Opens the game with this id and waits until it is drawn. */
  void open(String gameId) {
    page.navigate(page.url().replaceAll("#.*$", "") + "#/game/" + gameId);
    page.locator("body[data-game-id='" + gameId + "']").waitFor();
    page.locator("#board .pieces g").first().waitFor();
  }

  /**
   * The page at phone size and at desktop size, into {@code name}-360x740.png and -1280x800.png.
   */
  void shoot(String name) {
    shootAt(name, DESKTOP_WIDTH, DESKTOP_HEIGHT);
    shootAt(name, PHONE_WIDTH, PHONE_HEIGHT);
  }

  private void shootAt(String name, int width, int height) {
    page.setViewportSize(width, height);
    // The board redraws itself to its new width on resize: wait (frame by frame) until it has.
    page.evaluate(
        "() => new Promise(done => { const check = () => {"
            + " const b = document.querySelector('#board svg'), h = document.querySelector('#board');"
            + " if (!b || Math.abs(b.getBoundingClientRect().width - h.getBoundingClientRect().width) < 2)"
            + " { requestAnimationFrame(() => done(true)); } else { requestAnimationFrame(check); } };"
            + " check(); })");
    page.screenshot(
        new Page.ScreenshotOptions()
            .setPath(screenshots.resolve(name + "-" + width + "x" + height + ".png")));
  }
}
