package dev.chessplatform.gateway.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.gateway.bench.MoveTraffic.Player;
import dev.chessplatform.gateway.bench.MoveTraffic.Route;
import dev.chessplatform.gateway.bench.MoveTraffic.Slot;
import dev.chessplatform.gateway.bench.MoveTraffic.Tally;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The gateway's overhead on real moves, in one run of the real platform (the launcher of deploy/,
 * every process as {@code ./platform start} runs it): the same games played straight to
 * game-service (signed identity headers, as the gateway would send) and through the gateway (bearer
 * token). The two routes alternate in phases (D G, G D, D G, …) so both see the same machine load
 * over the run; in each phase {@code bench.games} games play at once on that route, one closed-loop
 * client each. Off by default; {@code -Dbench.gateway.moves=true} runs it.
 *
 * <p>The gateway's rate limits (20/s per token, 100/s per address by default) are raised for the
 * run, so it measures the path, not the limiter's refusals.
 */
@EnabledIfSystemProperty(named = "bench.gateway.moves", matches = "true")
class GatewayMovesBench {

  @Test
  void movesDirectAndThroughTheGateway() throws Exception {
    int games = Integer.getInteger("bench.games", 8);
    int perPhase = Integer.getInteger("bench.gamesPerPhase", 2);
    int rounds = Integer.getInteger("bench.rounds", 10);
    int warmUp = Integer.getInteger("bench.warmup", 2);
    Path target = Path.of("target").toAbsolutePath();
    Path checkout = target.getParent().getParent();

    byte[] random = new byte[32];
    new SecureRandom().nextBytes(random);
    String secret = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
    Map<String, String> unlimited =
        Map.of(
            "GATEWAY_TOKEN_BURST", "100000000",
            "GATEWAY_TOKEN_RATE", "100000000",
            "GATEWAY_IP_BURST", "100000000",
            "GATEWAY_IP_RATE", "100000000");

    try (BenchPlatform platform = new BenchPlatform(checkout, target, secret, unlimited)) {
      platform.start();
      String run = UUID.randomUUID().toString().substring(0, 6);
      List<Player> players = new ArrayList<>();
      for (int i = 0; i < 2 * games; i++) {
        players.add(MoveTraffic.register(platform.gateway(), "bench_" + run + "_" + i));
      }
      Map<Route, MoveTraffic> traffic = new EnumMap<>(Route.class);
      traffic.put(Route.DIRECT, new MoveTraffic(Route.DIRECT, platform.gameService(), secret));
      traffic.put(Route.GATEWAY, new MoveTraffic(Route.GATEWAY, platform.gateway(), secret));
      Map<Route, List<Slot>> slots = new EnumMap<>(Route.class);
      for (Route route : Route.values()) {
        List<Slot> s = new ArrayList<>();
        for (int g = 0; g < games; g++) {
          s.add(new Slot(players.get(2 * g), players.get(2 * g + 1)));
        }
        slots.put(route, s);
      }

      // Warm both routes up (JIT, connection pools, Kafka producers), unmeasured.
      for (int w = 0; w < warmUp; w++) {
        for (Route route : Route.values()) {
          Tally t = traffic.get(route).phase(slots.get(route), perPhase);
          System.out.println("BENCH warm-up " + t.line(route.label) + " " + t.reasons);
        }
      }

      Map<Route, Tally> total = new EnumMap<>(Route.class);
      total.put(Route.DIRECT, new Tally());
      total.put(Route.GATEWAY, new Tally());
      StringBuilder phases = new StringBuilder();
      List<double[]> paired = new ArrayList<>();
      String loadBefore = loadAverage();
      for (int r = 0; r < rounds; r++) {
        Map<Route, Tally> round = new EnumMap<>(Route.class);
        List<Route> order =
            r % 2 == 0
                ? List.of(Route.DIRECT, Route.GATEWAY)
                : List.of(Route.GATEWAY, Route.DIRECT);
        for (Route route : order) {
          Tally t = traffic.get(route).phase(slots.get(route), perPhase);
          String line = String.format("round %d  %s", r + 1, t.line(route.label));
          System.out.println("BENCH " + line + (t.reasons.isEmpty() ? "" : " " + t.reasons));
          phases.append(line).append('\n');
          total.get(route).add(t);
          round.put(route, t);
        }
        Tally rd = round.get(Route.DIRECT);
        Tally rg = round.get(Route.GATEWAY);
        paired.add(
            new double[] {
              rg.percentileMs(0.50) - rd.percentileMs(0.50),
              rg.percentileMs(0.99) - rd.percentileMs(0.99),
              100.0 * rg.movesPerSecond() / rd.movesPerSecond()
            });
      }
      String loadAfter = loadAverage();

      Tally d = total.get(Route.DIRECT);
      Tally g = total.get(Route.GATEWAY);
      String report =
          String.format(
              "POST /api/games/{id}/moves, %d concurrent games, %d rounds; a round is one phase per"
                  + " route (order alternating D G, G D, ...), a phase %d games of %d plies per"
                  + " slot%n%s%n%s%n"
                  + "overhead: p50 %+.1f ms, p99 %+.1f ms, moves/s %.0f%% of direct%n"
                  + "paired by round (gateway - direct), median [min .. max]: p50 %s ms, p99 %s"
                  + " ms, moves/s %s %%%n"
                  + "setup requests (create/join/resign): direct %d (%d errors), gateway %d (%d"
                  + " errors); games completed: direct %d, gateway %d%n"
                  + "errors by answer: direct %s, gateway %s%n"
                  + "machine: nproc %d, %s, load average before %s, after %s%n%nper phase:%n%s",
              games,
              rounds,
              perPhase,
              MoveTraffic.LINE.size(),
              d.line(Route.DIRECT.label),
              g.line(Route.GATEWAY.label),
              g.percentileMs(0.50) - d.percentileMs(0.50),
              g.percentileMs(0.99) - d.percentileMs(0.99),
              100.0 * g.movesPerSecond() / d.movesPerSecond(),
              spread(paired, 0),
              spread(paired, 1),
              spread(paired, 2),
              d.setupRequests,
              d.setupErrors,
              g.setupRequests,
              g.setupErrors,
              d.gamesCompleted,
              g.gamesCompleted,
              d.reasons,
              g.reasons,
              Runtime.getRuntime().availableProcessors(),
              cpuModel(),
              loadBefore,
              loadAfter,
              phases);
      System.out.println(report);
      Files.writeString(target.resolve("gateway-moves-overhead.txt"), report);
      assertEquals(0, d.moveErrors + g.moveErrors, "every move answered 200\n" + report);
    }
  }

  /** Median and range of column {@code c}. */
  private static String spread(List<double[]> rows, int c) {
    double[] v = rows.stream().mapToDouble(row -> row[c]).sorted().toArray();
    double median =
        v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    return String.format("%+.1f [%+.1f .. %+.1f]", median, v[0], v[v.length - 1]);
  }

  private static String loadAverage() {
    try {
      String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return parts[0] + " " + parts[1] + " " + parts[2];
    } catch (Exception e) {
      return "n/a";
    }
  }

  private static String cpuModel() {
    try (var lines = Files.lines(Path.of("/proc/cpuinfo"))) {
      return lines
          .filter(l -> l.startsWith("model name"))
          .findFirst()
          .map(l -> l.substring(l.indexOf(':') + 1).trim())
          .orElse("n/a");
    } catch (Exception e) {
      return "n/a";
    }
  }
}
