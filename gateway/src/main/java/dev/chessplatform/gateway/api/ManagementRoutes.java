package dev.chessplatform.gateway.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.vertx.http.ManagementInterface;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Map;

/**
 * What operators read on the management interface ({@code quarkus.management.*}: its own port, on
 * loopback unless {@code MANAGEMENT_HOST} says otherwise), never on the public port: besides
 * Quarkus' {@code /q/health} and {@code /q/metrics}, {@code GET /q/platform/health}, every
 * service's instances with their addresses and readiness. The public {@code /api/platform/health}
 * tells the statuses without the addresses.
 */
@ApplicationScoped
public class ManagementRoutes {

  static final String PLATFORM_HEALTH = "/q/platform/health";

  private final PlatformProbe probe;
  private final ObjectMapper json;

  public ManagementRoutes(PlatformProbe probe, ObjectMapper json) {
    this.probe = probe;
    this.json = json;
  }

  void install(@Observes ManagementInterface management) {
    management
        .router()
        .get(PLATFORM_HEALTH)
        .blockingHandler(
            rc -> {
              Map<String, PlatformProbe.Service> services = probe.services();
              boolean allUp =
                  services.values().stream()
                      .allMatch(s -> s.status() == PlatformProbe.ServiceStatus.UP);
              try {
                rc.response()
                    .setStatusCode(allUp ? 200 : 503)
                    .putHeader("Content-Type", "application/json")
                    .end(
                        json.writeValueAsString(
                            Map.of("status", allUp ? "UP" : "DOWN", "services", services)));
              } catch (JsonProcessingException e) {
                rc.fail(e);
              }
            });
  }
}
