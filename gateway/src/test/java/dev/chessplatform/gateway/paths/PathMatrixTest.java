package dev.chessplatform.gateway.paths;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.gateway.domain.RouteAccess;
import dev.chessplatform.identity.CanonicalPath;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.core.http.impl.HttpUtils;
import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * The attacker's matrix (issue 51): every rule of the route table × every way of writing its path
 * ({@link PathVariants}) × every method the rule covers × three callers (no token, a {@code
 * game:read} token, a bot with every scope), sent raw. Each answer is the 400 {@code invalid-uri}
 * problem (with no instance) or exactly what the path the router would route gets, and no
 * non-canonical request reaches a service. With the canonical check of {@code RequestShape} taken
 * out, hundreds of cells fail: the findings of the issue.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class PathMatrixTest {

  private static final String INVALID_URI = "https://chess-platform.dev/problems/invalid-uri";

  @TestHTTPResource("/")
  URL gateway;

  @ConfigProperty(name = "gateway.upstreams.game-service.url")
  URI gameService;

  @ConfigProperty(name = "gateway.upstreams.lichess-facade.url")
  URI facade;

  @Test
  void everyRuleWrittenEveryWayIsRefusedOrDecidedOnThePathThatIsRouted() {
    RawHttp http = new RawHttp(gateway);
    List<MatrixCaller> callers =
        List.of(MatrixCaller.anonymous(), MatrixCaller.reader(), MatrixCaller.bot());
    for (URI upstream : List.of(gameService, facade)) {
      given().baseUri(upstream.toString()).delete("/_fake/received").then().statusCode(200);
    }
    Map<String, RawHttp.Answer> routed = new HashMap<>();
    Set<String> sent = new HashSet<>();
    List<String> failures = new ArrayList<>();
    List<String> cellKeys = new ArrayList<>();
    Set<String> failing = new HashSet<>();
    int cells = 0;
    for (RouteAccess.Rule rule : RouteAccess.table()) {
      String path = PathVariants.concrete(rule);
      for (String method : PathVariants.methods(rule)) {
        for (Map.Entry<String, String> variant : PathVariants.of(path).entrySet()) {
          for (MatrixCaller caller : callers) {
            cells++;
            String target = variant.getValue();
            String cell = caller + " " + method + " " + target + " (" + variant.getKey() + ")";
            RawHttp.Answer answer = caller.send(http, method, target);
            String key = method + " " + target + " " + caller.player();
            cellKeys.add(key);
            sent.add(key);
            if (method.equals("HEAD") && answer.status() == 400 && answer.isProblem()) {
              // A HEAD answer has no body to name its problem: the refusal layer is the same for
              // a GET (RequestShape reads no method), whose body does.
              answer = caller.send(http, "GET", target);
            }
            if (INVALID_URI.equals(answer.problem("type")) && answer.status() == 400) {
              if (answer.problem("instance") != null) {
                failing.add(key);
                failures.add(
                    cell + ": invalid-uri names the instance " + answer.problem("instance"));
              }
              continue;
            }
            // Not refused: then it is decided as the path that the router routes.
            String normalized = HttpUtils.normalizePath(target);
            RawHttp.Answer expected =
                routed.computeIfAbsent(
                    caller + " " + method + " " + normalized,
                    k -> caller.send(http, method, normalized));
            if (!same(answer, expected)) {
              failing.add(key);
              failures.add(cell + ": " + summary(answer) + ", routed path " + summary(expected));
            }
          }
        }
      }
    }
    long decidedOtherwise = cellKeys.stream().filter(failing::contains).count();
    Set<String> arrived = nonCanonicalArrivals(sent);
    failing.addAll(arrived);
    arrived.forEach(key -> failures.add(key + ": reached a service as it was sent"));
    long failed = cellKeys.stream().filter(failing::contains).count();
    System.out.printf(
        "path matrix: %d cells (%d rules, %d variants, 3 callers), %d failing (%d answered"
            + " otherwise than their routed path, %d reached a service as sent)%n",
        cells,
        RouteAccess.table().size(),
        PathVariants.of("/api/games").size(),
        failed,
        decidedOtherwise,
        cellKeys.stream().filter(arrived::contains).count());
    failures.stream().limit(40).forEach(f -> System.out.println("  " + f));
    assertTrue(cells > 5_000, "cells: " + cells);
    assertEquals(0, failed, failed + " of " + cells + " cells failed");
  }

  /** Every request sent in the matrix that reached a service with a path that is not canonical. */
  private Set<String> nonCanonicalArrivals(Set<String> sent) {
    Set<String> arrivals = new HashSet<>();
    for (URI upstream : List.of(gameService, facade)) {
      List<Map<String, String>> received =
          given().baseUri(upstream.toString()).get("/_fake/received").jsonPath().getList("$");
      for (Map<String, String> request : received) {
        String uri = request.get("uri");
        String path = uri.split("\\?", 2)[0];
        String key = request.get("method") + " " + uri + " " + request.get("player");
        if (!CanonicalPath.isCanonical(path) && sent.contains(key)) {
          arrivals.add(key);
        }
      }
    }
    return arrivals;
  }

  /** The same status and, for a problem, the same type. */
  private static boolean same(RawHttp.Answer answer, RawHttp.Answer expected) {
    return answer.status() == expected.status()
        && java.util.Objects.equals(answer.problem("type"), expected.problem("type"));
  }

  private static String summary(RawHttp.Answer answer) {
    String type = answer.problem("type");
    return answer.status() + (type == null ? "" : " " + type.substring(type.lastIndexOf('/') + 1));
  }
}
