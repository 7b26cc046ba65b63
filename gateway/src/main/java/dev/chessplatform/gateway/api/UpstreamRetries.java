package dev.chessplatform.gateway.api;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.jboss.logging.Logger;

/**
 * Counts and logs the gateway's second attempts at one service: {@code
 * gateway_upstream_retries_total{service, outcome}} at {@code /q/metrics}, {@code outcome} being
 * {@code answered} (the retry got the service's answer) or {@code failed} (the caller got the
 * problem, as without a retry).
 */
final class UpstreamRetries {

  static final String METER = "gateway.upstream.retries";

  private static final Logger LOG = Logger.getLogger(UpstreamRetries.class);

  private final String service;
  private final Counter answered;
  private final Counter failed;

  UpstreamRetries(MeterRegistry registry, String service) {
    this.service = service;
    this.answered = counter(registry, service, "answered");
    this.failed = counter(registry, service, "failed");
  }

  private static Counter counter(MeterRegistry registry, String service, String outcome) {
    return Counter.builder(METER)
        .description("Requests sent to a service a second time after a closed connection")
        .tag("service", service)
        .tag("outcome", outcome)
        .register(registry);
  }

  void retrying(String method, String path, Throwable failure) {
    LOG.infof(
        "%s: %s %s lost its connection before an answer (%s); retrying once on a fresh connection",
        service, method, path, failure.toString());
  }

  void answered() {
    answered.increment();
  }

  void failed() {
    failed.increment();
  }
}
