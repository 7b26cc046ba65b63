package dev.chessplatform.deploy.monitoring;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The operator's monitoring files, {@code deploy/monitoring/alerts.yaml} (Prometheus rules) and
 * {@code dashboard.json} (Grafana), read as data: every PromQL expression by where it stands, and
 * the metric names each one reads.
 */
final class MonitoringFiles {

  /** Aggregation, function and keyword names of PromQL that are not metrics. */
  private static final Set<String> PROMQL_WORDS =
      Set.of(
          "and",
          "or",
          "unless",
          "bool",
          "offset",
          "by",
          "without",
          "on",
          "ignoring",
          "group_left",
          "group_right",
          "inf",
          "nan");

  private static final Pattern STRING = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"|'[^']*'");
  private static final Pattern MATCHERS = Pattern.compile("\\{[^}]*}");
  private static final Pattern GROUPING =
      Pattern.compile("\\b(by|without|on|ignoring|group_left|group_right)\\s*\\([^)]*\\)");
  private static final Pattern RANGE = Pattern.compile("\\[[^]]*]");
  private static final Pattern NAME =
      Pattern.compile("(?<![0-9.a-zA-Z_:])([a-zA-Z_:][a-zA-Z0-9_:]*)(\\s*\\()?");

  private MonitoringFiles() {}

  /** The metric names {@code expr} reads: its selectors, not its functions, labels or keywords. */
  static Set<String> metricNames(String expr) {
    String e = STRING.matcher(expr).replaceAll("\"\"");
    e = MATCHERS.matcher(e).replaceAll(" ");
    e = GROUPING.matcher(e).replaceAll(" ");
    e = RANGE.matcher(e).replaceAll(" ");
    Set<String> names = new TreeSet<>();
    Matcher m = NAME.matcher(e);
    while (m.find()) {
      boolean function = m.group(2) != null;
      String name = m.group(1);
      if (!function && !PROMQL_WORDS.contains(name.toLowerCase(java.util.Locale.ROOT))) {
        names.add(name);
      }
    }
    return names;
  }

  /** Every alert of the rules file by its name, as the parsed rule. */
  static Map<String, JsonNode> alerts(Path rulesFile) throws IOException {
    JsonNode root = new ObjectMapper(new YAMLFactory()).readTree(rulesFile.toFile());
    Map<String, JsonNode> alerts = new LinkedHashMap<>();
    for (JsonNode group : root.path("groups")) {
      for (JsonNode rule : group.path("rules")) {
        String name = rule.path("alert").asText();
        if (alerts.put(name, rule) != null) {
          throw new IllegalStateException("alert " + name + " twice in " + rulesFile);
        }
      }
    }
    return alerts;
  }

  /** Every expression of the dashboard, as "panel title: expr". */
  static List<String[]> dashboardExpressions(Path dashboard) throws IOException {
    JsonNode root = new ObjectMapper().readTree(dashboard.toFile());
    List<String[]> exprs = new ArrayList<>();
    for (JsonNode panel : root.path("panels")) {
      for (JsonNode target : panel.path("targets")) {
        exprs.add(new String[] {panel.path("title").asText(), target.path("expr").asText()});
      }
    }
    return exprs;
  }

  /** The metric names a {@code /q/metrics} page (Prometheus text format) holds samples of. */
  static Set<String> exported(String page) {
    Set<String> names = new TreeSet<>();
    for (String line : page.split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      int end = line.length();
      for (char c : new char[] {'{', ' '}) {
        int i = line.indexOf(c);
        if (i > 0 && i < end) {
          end = i;
        }
      }
      names.add(line.substring(0, end));
    }
    return names;
  }
}
