package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.config.GatewayConfig;
import dev.chessplatform.identity.IdentityConfig;
import dev.chessplatform.identity.IdentityProof;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.jboss.logging.Logger;

/**
 * Installs one proxy route per configured prefix, ahead of the gateway's own REST endpoints. The
 * routes see the raw request, so no body is read or buffered by the gateway on the way through.
 */
@ApplicationScoped
public class ServiceRoutes {

  private static final Logger LOG = Logger.getLogger(ServiceRoutes.class);

  /** Before Quarkus REST (which is mounted at order 10_000 and later). */
  private static final int ROUTE_ORDER = -100;

  private final GatewayConfig config;
  private final List<ServiceProxy> proxies = new ArrayList<>();

  private final IdentityProof identity;

  private final MeterRegistry registry;

  public ServiceRoutes(
      GatewayConfig config, IdentityConfig identityConfig, MeterRegistry registry) {
    this.config = config;
    this.registry = registry;
    this.identity = new IdentityProof(identityConfig.secret());
  }

  void install(@Observes Router router, Vertx vertx) {
    for (Map.Entry<String, GatewayConfig.Upstream> entry : config.upstreams().entrySet()) {
      for (String prefix : entry.getValue().prefixes()) {
        String clean = prefix.endsWith("/") ? prefix.substring(0, prefix.length() - 1) : prefix;
        ServiceProxy proxy =
            new ServiceProxy(
                vertx,
                new UpstreamRoute(entry.getKey(), clean, entry.getValue()),
                identity,
                registry);
        proxies.add(proxy);
        router
            .route(clean)
            .order(ROUTE_ORDER)
            .handler(rc -> proxy.handle(rc.request(), GatewayGuard.caller(rc)));
        router
            .route(clean + "/*")
            .order(ROUTE_ORDER)
            .handler(rc -> proxy.handle(rc.request(), GatewayGuard.caller(rc)));
      }
    }
  }

  void log(@Observes StartupEvent event) {
    proxies.stream()
        .sorted(Comparator.comparing(p -> p.route().prefix()))
        .forEach(
            p ->
                LOG.infof(
                    "route %s/** -> %s (%s)",
                    p.route().prefix(), p.route().upstream().urls(), p.route().service()));
  }

  /** The services behind the gateway by name, for the merged OpenAPI and platform health. */
  public Map<String, GatewayConfig.Upstream> upstreams() {
    return config.upstreams();
  }
}
