package dev.chessplatform.gateway.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.events.AsyncApiDocument;
import dev.chessplatform.gateway.api.PlatformProbe.ServiceStatus;
import dev.chessplatform.problems.Problems;
import io.smallrye.common.annotation.Blocking;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.logging.Logger;

/**
 * The platform as a whole: one OpenAPI document, the topics' AsyncAPI document and the health of
 * every service.
 */
@Path("/api/platform")
@Tag(name = "platform")
@Produces(MediaType.APPLICATION_JSON)
public class PlatformResource {

  private static final Logger LOG = Logger.getLogger(PlatformResource.class);
  private static final String ASYNCAPI = AsyncApiDocument.text();

  /** The merged OpenAPI document, named as an open object (its shape is OpenAPI 3.1's). */
  @Schema(
      name = "OpenApiDocument",
      type = SchemaType.OBJECT,
      description = "An OpenAPI 3.1 document",
      additionalProperties = Schema.True.class)
  public static final class OpenApiDocument {
    private OpenApiDocument() {}
  }

  /** The topics' AsyncAPI document, named as an open object (its shape is AsyncAPI 3.0.0's). */
  @Schema(
      name = "AsyncApiDocument",
      type = SchemaType.OBJECT,
      description = "An AsyncAPI 3.0.0 document",
      additionalProperties = Schema.True.class)
  public static final class AsyncApiDocumentBody {
    private AsyncApiDocumentBody() {}
  }

  /** Health of one service as the gateway sees it. */
  @Schema(
      name = "ServiceHealth",
      description =
          "A service is UP when at least one of its instances is ready: the gateway routes past"
              + " the others. Where the instances are is for operators (the gateway's"
              + " management interface), not told here")
  public record ServiceHealth(
      @Schema(required = true) ServiceStatus status,
      @Schema(
              required = true,
              description = "Every instance the gateway sends requests to, in its configured order")
          List<InstanceHealth> instances) {

    static ServiceHealth of(PlatformProbe.Service service) {
      return new ServiceHealth(
          service.status(),
          service.instances().stream().map(i -> new InstanceHealth(i.status())).toList());
    }
  }

  /** Health of one instance of a service. */
  @Schema(name = "InstanceHealth")
  public record InstanceHealth(@Schema(required = true) ServiceStatus status) {}

  /** Health of the whole platform: UP when every service is. */
  @Schema(name = "PlatformHealth")
  public record PlatformHealth(
      @Schema(
              required = true,
              enumeration = {"UP", "DOWN"})
          String status,
      @Schema(required = true, description = "By service name")
          Map<String, ServiceHealth> services) {}

  private final ServiceRoutes routes;
  private final PlatformProbe probe;
  private final ObjectMapper json;

  public PlatformResource(ServiceRoutes routes, PlatformProbe probe, ObjectMapper json) {
    this.routes = routes;
    this.probe = probe;
    this.json = json;
  }

  @GET
  @Path("/health")
  @Blocking
  @Problems({})
  @Operation(
      operationId = "getPlatformHealth",
      summary = "Readiness of every service behind the gateway",
      description =
          "UP when every service answers its readiness check (Kafka and MongoDB included).")
  @APIResponse(
      responseCode = "200",
      description = "Every service is ready",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = PlatformHealth.class)))
  @APIResponse(
      responseCode = "503",
      description = "At least one service is not ready",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = PlatformHealth.class)))
  public Response health() {
    Map<String, ServiceHealth> services = new LinkedHashMap<>();
    probe.services().forEach((name, service) -> services.put(name, ServiceHealth.of(service)));
    boolean allUp = services.values().stream().allMatch(s -> s.status() == ServiceStatus.UP);
    return Response.status(allUp ? 200 : 503)
        .entity(new PlatformHealth(allUp ? "UP" : "DOWN", services))
        .build();
  }

  @GET
  @Path("/openapi.json")
  @Blocking
  @Problems({})
  @Operation(
      operationId = "getOpenApiDocument",
      summary = "The OpenAPI document of the whole public API",
      description =
          "Merged from the services' documents as they run; equal to the committed"
              + " api-client/openapi.json, which the build checks.")
  @APIResponse(
      responseCode = "200",
      description = "The merged document",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = OpenApiDocument.class)))
  public Response openApi(@Context HttpServerRequest request) {
    URI self = URI.create("http://127.0.0.1:" + request.localAddress().port());
    JsonNode gateway = fetchOpenApi("gateway", self).orElseGet(json::createObjectNode);
    Map<String, JsonNode> services = new LinkedHashMap<>();
    routes.upstreams().entrySet().stream()
        .filter(entry -> entry.getValue().documented())
        .forEach(
            entry ->
                entry.getValue().urls().stream()
                    .map(url -> fetchOpenApi(entry.getKey(), url))
                    .flatMap(java.util.Optional::stream)
                    .findFirst()
                    .ifPresent(doc -> services.put(entry.getKey(), doc)));
    PublicApi.Document document = PublicApi.of(gateway, services);
    document.conflicts().forEach(c -> LOG.warnf("OpenAPI merge: %s", c));
    return Response.ok(document.json(), MediaType.APPLICATION_JSON).build();
  }

  @GET
  @Path("/asyncapi.json")
  @Problems({})
  @Operation(
      operationId = "getAsyncApiDocument",
      summary = "The AsyncAPI document of every Kafka topic",
      description =
          "The topics of the platform (chess.game-events, chess.game-results and its dead-letter"
              + " topic, chess.engine-requests, chess.engine-results, chess.accounts): their"
              + " keys, partitions and configs, and the schema of every message, the game event"
              + " envelope with every event type included. Generated from game-events' contract"
              + " and committed there (dev/chessplatform/events/asyncapi.json), served as it is.")
  @APIResponse(
      responseCode = "200",
      description = "The AsyncAPI 3.0.0 document",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = AsyncApiDocumentBody.class)))
  public Response asyncApi() {
    return Response.ok(ASYNCAPI, MediaType.APPLICATION_JSON).build();
  }

  private java.util.Optional<JsonNode> fetchOpenApi(String service, URI base) {
    try {
      HttpResponse<String> response = probe.get(base.resolve("/q/openapi?format=json"));
      if (response.statusCode() == 200) {
        return java.util.Optional.of(json.readTree(response.body()));
      }
      LOG.warnf("OpenAPI of %s answered %d", service, response.statusCode());
    } catch (IOException e) {
      LOG.warnf("OpenAPI of %s unreachable: %s", service, e.toString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return java.util.Optional.empty();
  }
}
