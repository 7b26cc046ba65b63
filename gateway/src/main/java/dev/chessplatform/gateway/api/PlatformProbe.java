package dev.chessplatform.gateway.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.gateway.config.GatewayConfig;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Asks every instance of every service behind the gateway for its readiness. What it finds is told
 * two ways: the public {@code /api/platform/health} says only each service's and each instance's
 * status ({@link PlatformResource}); the management interface's {@code /q/platform/health} says
 * where each instance is too ({@link ManagementRoutes}), for operators: internal addresses are not
 * for the public port (issue 51).
 */
@ApplicationScoped
public class PlatformProbe {

  /** What the gateway found asking an instance for its readiness. */
  public enum ServiceStatus {
    UP,
    DOWN,
    UNREACHABLE,
    UNKNOWN
  }

  /** One instance: where it is and what it answered. */
  public record Instance(URI url, ServiceStatus status) {}

  /** One service: UP when one of its instances is (the gateway routes past the others). */
  public record Service(ServiceStatus status, List<Instance> instances) {}

  private static final Duration CALL_TIMEOUT = Duration.ofSeconds(3);

  private final ServiceRoutes routes;
  private final ObjectMapper json;
  private final HttpClient http =
      HttpClient.newBuilder()
          .connectTimeout(CALL_TIMEOUT)
          .version(HttpClient.Version.HTTP_1_1)
          .build();

  public PlatformProbe(ServiceRoutes routes, ObjectMapper json) {
    this.routes = routes;
    this.json = json;
  }

  /** Every service by name, in the configuration's order. Blocks: each instance is asked. */
  public Map<String, Service> services() {
    Map<String, Service> services = new LinkedHashMap<>();
    routes.upstreams().forEach((name, upstream) -> services.put(name, probe(upstream)));
    return services;
  }

  private Service probe(GatewayConfig.Upstream upstream) {
    List<Instance> instances = upstream.urls().stream().map(this::probe).toList();
    ServiceStatus status =
        instances.stream().anyMatch(i -> i.status() == ServiceStatus.UP)
            ? ServiceStatus.UP
            : instances.get(0).status();
    return new Service(status, instances);
  }

  /** GET {@code uri} of a service, within the probe's timeouts. */
  HttpResponse<String> get(URI uri) throws IOException, InterruptedException {
    return http.send(
        HttpRequest.newBuilder(uri).timeout(CALL_TIMEOUT).GET().build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private Instance probe(URI url) {
    try {
      HttpResponse<String> response = get(url.resolve("/q/health/ready"));
      boolean up =
          response.statusCode() == 200
              && "UP".equals(json.readTree(response.body()).path("status").asText());
      return new Instance(url, up ? ServiceStatus.UP : ServiceStatus.DOWN);
    } catch (IOException e) {
      return new Instance(url, ServiceStatus.UNREACHABLE);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Instance(url, ServiceStatus.UNKNOWN);
    }
  }
}
