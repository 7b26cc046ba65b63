package dev.chessplatform.deploy;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Debian's Chromium driven by Playwright for Java, for the browser tests: no browser is downloaded
 * (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD), the tests skip with the reason when it is missing, and each
 * person of a test gets a context of their own (their own storage: their own session).
 */
final class Chromium implements AutoCloseable {

  private static final Path EXECUTABLE = Path.of("/usr/bin/chromium");

  private final Playwright playwright;
  final Browser browser;

  private Chromium(Playwright playwright, Browser browser) {
    this.playwright = playwright;
    this.browser = browser;
  }

  /** Skips the calling test class when there is no Chromium; else launches it headless. */
  static Chromium launch() {
    MachineTool.assumePresent(
        Files.isExecutable(EXECUTABLE),
        "no Chromium at /usr/bin/chromium (apt-get install chromium fonts-wqy-zenhei; .ci/run does)");
    Playwright playwright =
        Playwright.create(
            new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    Browser browser =
        playwright
            .chromium()
            .launch(
                new BrowserType.LaunchOptions()
                    .setExecutablePath(EXECUTABLE)
                    .setHeadless(true)
                    .setArgs(List.of("--no-sandbox", "--disable-gpu")));
    return new Chromium(playwright, browser);
  }

  /** A fresh context (its own local storage and cookies) in Chinese at the given size. */
  BrowserContext context(int width, int height) {
    BrowserContext context =
        browser.newContext(
            new Browser.NewContextOptions()
                .setLocale("zh-CN")
                .setViewportSize(width, height)
                .setAcceptDownloads(true));
    context.setDefaultTimeout(30_000);
    return context;
  }

  /** A page of the context that accepts dialogs and prints what the page logs, named by `who`. */
  static Page page(BrowserContext context, String who) {
    Page page = context.newPage();
    page.onDialog(dialog -> dialog.accept());
    page.onConsoleMessage(m -> System.out.println("[" + who + " " + m.type() + "] " + m.text()));
    page.onPageError(e -> System.out.println("[" + who + " error] " + e));
    return page;
  }

  /** What a page showed when a test failed: a screenshot named `name` and the page's text. */
  static void showOnFailure(Page page, Path screenshots, String name) {
    page.screenshot(new Page.ScreenshotOptions().setPath(screenshots.resolve(name + ".png")));
    System.out.println(name + " at " + page.url() + ":\n" + page.locator("body").innerText());
  }

  /** Closes the browser (null: none was launched). */
  static void close(Chromium chromium) {
    if (chromium != null) {
      chromium.close();
    }
  }

  @Override
  public void close() {
    browser.close();
    playwright.close();
  }
}
