package dev.chessplatform.deploy.monitoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The alert rules and the dashboard are well formed (every alert has an expression, a severity and
 * a summary; every panel target an expression that reads at least one metric), and the reading of
 * metric names out of PromQL that {@code MonitoringIT} relies on is right. Whether those names are
 * exported is {@code MonitoringIT}'s question, against running services.
 */
class MonitoringFilesTest {

  static final Path DIR = Path.of("monitoring");

  @Test
  void metricNamesAreTheSelectorsNotFunctionsLabelsOrKeywords() {
    assertEquals(
        Set.of("http_server_requests_seconds_count"),
        MonitoringFiles.metricNames(
            "sum by (job) (rate(http_server_requests_seconds_count{status=~\"5..\"}[5m]))"
                + " / sum by (job) (rate(http_server_requests_seconds_count[5m])) > 0.02"));
    assertEquals(
        Set.of("engine_queue_depth", "engine_queue_capacity"),
        MonitoringFiles.metricNames(
            "max by (instance) (engine_queue_depth / engine_queue_capacity) > 0.8"));
    assertEquals(
        Set.of("engine_nodes_total"),
        MonitoringFiles.metricNames("sum by (instance) (rate(engine_nodes_total[1m])) / 1e6"));
    assertEquals(
        Set.of("a_metric", "b_metric"),
        MonitoringFiles.metricNames("a_metric{x=\"by (y)\"} and on (z) b_metric offset 5m"));
  }

  @Test
  void exportedNamesAreReadFromThePrometheusText() {
    assertEquals(
        Set.of("engine_workers", "http_server_requests_seconds_count"),
        MonitoringFiles.exported(
            "# HELP engine_workers Workers\n# TYPE engine_workers gauge\nengine_workers 2.0\n"
                + "http_server_requests_seconds_count{method=\"GET\",status=\"200\"} 3.0\n"));
  }

  @Test
  void everyAlertHasAnExpressionASeverityAndASummary() throws Exception {
    Map<String, JsonNode> alerts = MonitoringFiles.alerts(DIR.resolve("alerts.yaml"));
    assertTrue(alerts.size() >= 10, "alerts: " + alerts.keySet());
    for (String wanted :
        List.of(
            "ChessHigh5xxRate",
            "ChessEngineRequestsLag",
            "ChessEngineQueueNearlyFull",
            "ChessGameProjectionLag",
            "ChessRatingsLag",
            "ChessFlagTimerStalled")) {
      assertTrue(alerts.containsKey(wanted), wanted + " among " + alerts.keySet());
    }
    alerts.forEach(
        (name, rule) -> {
          assertFalse(MonitoringFiles.metricNames(rule.path("expr").asText()).isEmpty(), name);
          assertTrue(
              Set.of("critical", "warning", "info")
                  .contains(rule.path("labels").path("severity").asText()),
              name + " severity");
          assertFalse(rule.path("annotations").path("summary").asText().isBlank(), name);
        });
  }

  @Test
  void everyDashboardTargetReadsAMetric() throws Exception {
    List<String[]> exprs = MonitoringFiles.dashboardExpressions(DIR.resolve("dashboard.json"));
    assertTrue(exprs.size() >= 15, "targets: " + exprs.size());
    for (String[] e : exprs) {
      assertFalse(MonitoringFiles.metricNames(e[1]).isEmpty(), e[0] + ": " + e[1]);
    }
  }
}
