package dev.chessplatform.engineservice;

import static io.restassured.RestAssured.given;

import dev.chessplatform.testsupport.SignedIdentity;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.Set;

/** Calls engine-service as the gateway does: signed identity with the scope engine:use. */
public final class EngineCalls {

  private EngineCalls() {}

  public static RequestSpecification as(String player, String method, String path) {
    return given().headers(SignedIdentity.headers(player, Set.of("engine:use"), method, path));
  }

  public static Response bestMove(String json) {
    return as("alice", "POST", "/api/engine/best-move")
        .contentType("application/json")
        .body(json)
        .post("/api/engine/best-move");
  }

  /**
   * The value of one series of /q/metrics, named with its labels as Prometheus prints them; 0 when
   * absent.
   */
  public static double metric(String series) {
    return given()
        .get("/q/metrics")
        .asString()
        .lines()
        .filter(l -> l.startsWith(series + " "))
        .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)))
        .sum();
  }
}
