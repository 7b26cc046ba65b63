package dev.chessplatform.gateway.config;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;

/**
 * Starts the gateway with Quarkus' own check of the request target switched off: Quarkus answers a
 * target that {@link java.net.URI} cannot parse ({@code %zz}, a raw space or quote) with an empty
 * 400 before any route runs, unless the system property {@value #QUARKUS_URI_CHECK_OFF} is set when
 * its HTTP recorder is loaded (a static field of {@code VertxHttpRecorder}, read once). The gateway
 * checks targets itself ({@code api.RequestShape}) and answers a problem. Set here, before Quarkus
 * loads, so every way of starting the jar (launcher, image, manifests) gets it. Quarkus finds the
 * class by its annotation, so it lives with the rest of the start-up configuration.
 */
@QuarkusMain
public final class GatewayMain {

  /** The system property that turns off Quarkus' own URI check. */
  public static final String QUARKUS_URI_CHECK_OFF = "vertx.disableURIValidation";

  private GatewayMain() {}

  public static void main(String... args) {
    System.setProperty(QUARKUS_URI_CHECK_OFF, "true");
    Quarkus.run(args);
  }
}
