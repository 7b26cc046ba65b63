package dev.chessplatform.gateway.bench;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.net.URI;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The gateway's overhead in one run: the same request straight to a service (with the identity
 * headers the service needs) and through the gateway (bearer token: guard, buckets, scope, signing,
 * proxy). Off by default; {@code -Dbench.gateway=true} runs it.
 */
@QuarkusTest
@TestProfile(GatewayOverheadBench.Unlimited.class)
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
@EnabledIfSystemProperty(named = "bench.gateway", matches = "true")
class GatewayOverheadBench {

  /** Buckets large enough that the run measures the path, not the limiter's refusals. */
  public static class Unlimited implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
      return Map.of(
          "gateway.limits.per-token.capacity", "100000000",
          "gateway.limits.per-token.per-second", "100000000",
          "gateway.limits.per-ip.capacity", "100000000",
          "gateway.limits.per-ip.per-second", "100000000");
    }
  }

  private static final String PATH = "/api/games/g1";

  @ConfigProperty(name = "gateway.upstreams.game-service.url")
  URI upstream;

  @TestHTTPResource(PATH)
  URL viaGateway;

  @Test
  void measureDirectAndThroughTheGateway() throws Exception {
    int seconds = Integer.getInteger("bench.seconds", 10);
    int clients = Integer.getInteger("bench.clients", 4);
    String bearer = TestAccounts.player("bench").bearer();
    URI direct = upstream.resolve(PATH);
    Map<String, String> gatewayHeaders = Map.of("Authorization", bearer);

    // Warm both paths up (JIT, connection pools) before measuring.
    LoadRun.run("warm-up", direct, () -> signed(), Duration.ofSeconds(3), clients);
    LoadRun.run(
        "warm-up", viaGateway.toURI(), () -> gatewayHeaders, Duration.ofSeconds(3), clients);

    LoadRun.Result d =
        LoadRun.run("direct", direct, () -> signed(), Duration.ofSeconds(seconds), clients);
    LoadRun.Result g =
        LoadRun.run(
            "through gateway",
            viaGateway.toURI(),
            () -> gatewayHeaders,
            Duration.ofSeconds(seconds),
            clients);
    String report =
        String.format(
            "GET %s, %d clients, %d s each%n%s%n%s%noverhead: p50 +%.2f ms, p99 +%.2f ms, throughput %.0f%%%n",
            PATH,
            clients,
            seconds,
            d,
            g,
            g.p50Ms() - d.p50Ms(),
            g.p99Ms() - d.p99Ms(),
            100.0 * g.perSecond() / d.perSecond());
    System.out.println(report);
    Files.writeString(Path.of("target", "gateway-overhead.txt"), report);
  }

  private static Map<String, String> signed() {
    return SignedIdentity.headers("bench-direct", Set.of("game:read"), "GET", PATH);
  }
}
