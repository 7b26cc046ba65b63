package dev.chessplatform.deploy;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.sun.net.httpserver.HttpServer;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetSocketAddress;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * OAuth 2.0 with PKCE end to end (issue 32's "Must show"): a third-party app written on the npm
 * library openid-client ({@code deploy/oauth-app/app.mjs}) builds the authorization URL with an
 * S256 challenge; the person's browser (Debian's Chromium) opens it, signs in on the consent page,
 * sees the app and its scopes and approves; the redirect reaches the app's loopback listener;
 * openid-client trades the code and the verifier for a token, and the app plays e2e4 with it. The
 * token is in the person's list under the app's name with exactly the consented scopes. A denial
 * goes back to the app as {@code access_denied}; a request with a redirect URI that may not be used
 * is told on the page and goes nowhere.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Order(1) // on LocalPlatform.shared(): its classes run one after the other
class OAuthAppIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String PASSWORD = "a long enough passphrase";
  private static final String CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
  private static final long APP_TIMEOUT_SECONDS = 60;

  private static LocalPlatform platform;
  private static Chromium chromium;
  private static BrowserContext context;
  private static Page page;
  private static Path screenshots;
  private static String name;
  private static LocalPlatform.Player person;

  @BeforeAll
  static void start() throws Exception {
    Path app = Path.of(System.getProperty("platform.home", "..")).resolve("deploy/oauth-app");
    assumeTrue(
        Files.isDirectory(app.resolve("node_modules/openid-client")),
        "deploy/oauth-app has no node_modules: the build's npm ci (oauth-app-npm-ci) installs them");
    chromium = Chromium.launch();
    platform = LocalPlatform.shared();
    screenshots = platform.home.resolve("deploy/target/screenshots");
    Files.createDirectories(screenshots);
    name = "oauth_" + UUID.randomUUID().toString().substring(0, 8);
    person = platform.register(name);
    context = chromium.context(360, 740);
    page = Chromium.page(context, name);
  }

  @AfterAll
  static void stop() {
    Chromium.close(chromium);
  }

  @RegisterExtension
  final TestWatcher showThePage =
      new TestWatcher() {
        @Override
        public void testFailed(ExtensionContext test, Throwable cause) {
          if (page != null) {
            Chromium.showOnFailure(
                page, screenshots, "failed-" + test.getRequiredTestMethod().getName());
          }
        }
      };

  @Test
  @Order(1)
  void anAppOnOpenidClientGetsATokenThroughTheConsentPageAndPlaysAMove() throws Exception {
    Process app =
        new ProcessBuilder(
                "node",
                platform.home.resolve("deploy/oauth-app/app.mjs").toString(),
                "http://127.0.0.1:" + platform.gatewayPort)
            .redirectError(platform.data.resolveSibling("oauth-app.err").toFile())
            .start();
    BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    CompletableFuture.runAsync(
        () -> {
          try (BufferedReader out =
              new BufferedReader(
                  new InputStreamReader(app.getInputStream(), StandardCharsets.UTF_8))) {
            out.lines().forEach(lines::add);
          } catch (Exception e) {
            lines.add("{\"error\":\"" + e + "\"}");
          }
        });
    try {
      String authorizationUrl = JSON.readTree(next(lines, app)).path("authorizationUrl").asText();
      assertTrue(authorizationUrl.contains("code_challenge_method=S256"), authorizationUrl);

      // Not signed in: the consent page asks first, on the page.
      page.navigate(authorizationUrl);
      assertThat(page.locator("#consent-sign-in")).isVisible();
      page.screenshot(
          new Page.ScreenshotOptions()
              .setPath(screenshots.resolve("oauth-consent-sign-in-360x740.png"))
              .setFullPage(true));
      page.locator("#account-name").fill(name);
      page.locator("#account-password").fill(PASSWORD);
      page.locator("#sign-in").click();

      assertThat(page.locator("#consent-app")).containsText("openid-client-app");
      assertThat(page.locator("#consent-app")).containsText("127.0.0.1:");
      assertThat(page.locator("#consent-scopes li")).hasCount(2);
      assertThat(page.locator("#consent-scopes li[data-scope='game:play']")).containsText("代表你下棋");
      assertThat(page.locator("#consent-scopes li[data-scope='game:play']"))
          .containsText("Play for you");
      assertThat(page.locator("#consent-as")).containsText(name);
      page.screenshot(
          new Page.ScreenshotOptions()
              .setPath(screenshots.resolve("oauth-consent-360x740.png"))
              .setFullPage(true));
      page.setViewportSize(1280, 800);
      page.screenshot(
          new Page.ScreenshotOptions().setPath(screenshots.resolve("oauth-consent-1280x800.png")));

      page.locator("#consent-approve").click();
      page.waitForURL("http://127.0.0.1:*/callback?**");
      assertThat(page.locator("#done")).isVisible();

      JsonNode result = JSON.readTree(next(lines, app));
      assertEquals("bearer", result.path("tokenType").asText().toLowerCase());
      assertEquals(31_536_000, result.path("expiresIn").asLong());
      assertEquals("e4", result.path("moves").path(0).asText(), result.toString());
      assertTrue(app.waitFor(APP_TIMEOUT_SECONDS, TimeUnit.SECONDS));
      assertEquals(0, app.exitValue());

      JsonNode tokens =
          JSON.readTree(platform.send(person, "GET", "/api/accounts/me/tokens", null).body());
      JsonNode appToken = null;
      for (JsonNode token : tokens) {
        if (token.path("label").asText().equals("openid-client-app")) {
          appToken = token;
        }
      }
      assertTrue(appToken != null, "the app's token in the list: " + tokens);
      assertEquals("[\"game:play\",\"game:read\"]", appToken.path("scopes").toString());
      HttpResponse<String> game =
          platform.send(null, "GET", "/api/games/" + result.path("gameId").asText(), null);
      assertEquals("e4", JSON.readTree(game.body()).path("moves").path(0).asText());
    } finally {
      app.destroy();
    }
  }

  @Test
  @Order(2)
  void aDenialGoesBackToTheAppAndABadRedirectUriGoesNowhere() throws Exception {
    CompletableFuture<String> denied = new CompletableFuture<>();
    HttpServer listener = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    listener.createContext(
        "/cb",
        exchange -> {
          denied.complete(exchange.getRequestURI().getRawQuery());
          exchange.sendResponseHeaders(204, -1);
          exchange.close();
        });
    listener.start();
    try {
      String redirect = "http://127.0.0.1:" + listener.getAddress().getPort() + "/cb?app=1";
      page.navigate(authorization("denied-app", redirect));
      // Not live for the first second it is seen (double-click-jacking), then live.
      assertThat(page.locator("#consent-approve")).isDisabled();
      assertThat(page.locator("#consent-approve")).isEnabled();
      page.locator("#consent-deny").click();
      assertEquals(
          "app=1&error=access_denied&error_description=The+person+denied+the+request&state=s1",
          denied.get(APP_TIMEOUT_SECONDS, TimeUnit.SECONDS));
    } finally {
      listener.stop(0);
    }

    page.navigate(authorization("bad-app", "http://evil.example/cb"));
    assertThat(page.locator("#consent-invalid")).containsText("redirect_uri");
    assertThat(page.locator("#consent-approve")).hasCount(0);
    assertTrue(page.url().contains("/oauth?"), page.url());

    // Any other fault is told on the page too, in its words, and nothing goes to the URI
    // (RFC 9700 §4.11.2): not even to an https one with a bad response_type, or for account:write.
    page.navigate(
        authorization("open-redirect", "https://evil.example/cb")
            .replace("response_type=code", "response_type=token"));
    assertThat(page.locator("#consent-invalid")).containsText("response_type=code");
    assertTrue(page.url().contains("/oauth?"), page.url());
    page.navigate(
        authorization("minter", "https://app.example/cb")
            .replace("scope=game%3Aread", "scope=account%3Awrite"));
    assertThat(page.locator("#consent-invalid")).containsText("应用不能请求权限「account:write」");
    assertThat(page.locator("#consent-approve")).hasCount(0);
    page.screenshot(
        new Page.ScreenshotOptions()
            .setPath(screenshots.resolve("oauth-consent-fault-1280x800.png"))
            .setFullPage(true));
  }

  private static String authorization(String clientId, String redirectUri) {
    return platform.gateway("/oauth").toString()
        + "?response_type=code&client_id="
        + clientId
        + "&redirect_uri="
        + URLEncoder.encode(redirectUri, StandardCharsets.UTF_8)
        + "&code_challenge_method=S256&code_challenge="
        + CHALLENGE
        + "&scope=game%3Aread&state=s1";
  }

  /** The app's next line of output, or a failure with what it said when it has none. */
  private static String next(BlockingQueue<String> lines, Process app) throws Exception {
    String line = lines.poll(APP_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    if (line == null) {
      throw new AssertionError(
          "the app said nothing more (alive: "
              + app.isAlive()
              + "):\n"
              + Files.readString(platform.data.resolveSibling("oauth-app.err")));
    }
    return line;
  }
}
