package dev.chessplatform.deploy.monitoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.deploy.LocalPlatform;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * Every alert rule and every dashboard panel reads metrics the services really export: the platform
 * is started as the README starts it, used through the gateway (accounts, a game between people
 * with moves, a best move from the engine), then each service's {@code /q/metrics} is read and
 * every metric name in {@code deploy/monitoring/alerts.yaml} and {@code dashboard.json} must be
 * among the names found. A rule on a misspelled or never-exported metric would never fire.
 */
@Order(1) // on LocalPlatform.shared(): its classes run one after the other
class MonitoringIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static LocalPlatform platform;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  static void start() throws Exception {
    platform = LocalPlatform.shared(); // its gateway's rate limits are raised
  }

  @Test
  void everyAlertAndPanelNamesAMetricTheRunningServicesExport() throws Exception {
    use();
    Map<String, Set<String>> byService = new TreeMap<>();
    for (String[] service :
        List.of(
            new String[] {"gateway", "--gateway-management-port"},
            new String[] {"game-service", "--game-port"},
            new String[] {"engine-service", "--engine-port"},
            new String[] {"rating-service", "--rating-port"})) {
      HttpResponse<String> page =
          http.send(
              HttpRequest.newBuilder(
                      URI.create("http://127.0.0.1:" + platform.port(service[1]) + "/q/metrics"))
                  .timeout(Duration.ofSeconds(10))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(200, page.statusCode(), service[0] + " /q/metrics");
      byService.put(service[0], MonitoringFiles.exported(page.body()));
    }
    Set<String> exported = new TreeSet<>();
    byService.values().forEach(exported::addAll);

    Set<String> missing = new TreeSet<>();
    Map<String, JsonNode> alerts =
        MonitoringFiles.alerts(platform.home.resolve("deploy/monitoring/alerts.yaml"));
    alerts.forEach(
        (name, rule) ->
            MonitoringFiles.metricNames(rule.path("expr").asText()).stream()
                .filter(m -> !exported.contains(m))
                .forEach(m -> missing.add("alert " + name + ": " + m)));
    for (String[] e :
        MonitoringFiles.dashboardExpressions(
            platform.home.resolve("deploy/monitoring/dashboard.json"))) {
      MonitoringFiles.metricNames(e[1]).stream()
          .filter(m -> !exported.contains(m))
          .forEach(m -> missing.add("panel " + e[0] + ": " + m));
    }
    System.out.printf(
        "[MonitoringIT] %d alerts and the dashboard checked against %s%n",
        alerts.size(),
        byService.entrySet().stream().map(x -> x.getKey() + " " + x.getValue().size()).toList());
    assertEquals(Set.of(), missing, "names no service exports");
    assertTrue(byService.get("engine-service").contains("engine_requests_lag"));
  }

  /** Requests of every kind the rules look at, so that meters made on first use exist. */
  private void use() throws Exception {
    String suffix = UUID.randomUUID().toString().substring(0, 8);
    LocalPlatform.Player white = platform.register("mon_w_" + suffix);
    LocalPlatform.Player black = platform.register("mon_b_" + suffix);
    HttpResponse<String> created =
        platform.send(white, "POST", "/api/games", "{\"mode\":\"SEEK\",\"colour\":\"WHITE\"}");
    assertEquals(201, created.statusCode(), created.body());
    String game = JSON.readTree(created.body()).path("gameId").asText();
    HttpResponse<String> joined =
        platform.send(black, "POST", "/api/games/" + game + "/join", "{}");
    assertEquals(200, joined.statusCode(), joined.body());
    HttpResponse<String> moved =
        platform.send(white, "POST", "/api/games/" + game + "/moves", "{\"move\":\"e2e4\"}");
    assertEquals(200, moved.statusCode(), moved.body());
    HttpResponse<String> login =
        platform.send(
            null,
            "POST",
            "/api/accounts/login",
            "{\"name\":\"mon_w_"
                + suffix
                + "\",\"password\":\"a long enough passphrase\","
                + "\"scopes\":[\"game:read\",\"engine:use\"]}");
    assertEquals(201, login.statusCode(), login.body());
    LocalPlatform.Player analyst =
        new LocalPlatform.Player(white.id(), JSON.readTree(login.body()).path("token").asText());
    HttpResponse<String> best =
        platform.send(
            analyst, "POST", "/api/engine/best-move", "{\"moves\":[\"e2e4\"],\"nodes\":20000}");
    assertEquals(200, best.statusCode(), best.body());
  }
}
