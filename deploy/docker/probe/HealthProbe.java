package dev.chessplatform.probe;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URI;

/**
 * The health check of a service's container where the orchestrator runs a command in it (Docker,
 * Compose): the images have no shell, curl or wget, so their own JVM asks. Exits 0 when GET
 * {@code url} (default {@code http://127.0.0.1:8080/q/health/ready}) answers 200, 1 otherwise,
 * and prints the status for {@code docker inspect}. Kubernetes needs none of this: its httpGet
 * probes call the same paths from the kubelet.
 *
 * <p>java.base only, so that it runs on the jlink-cut runtime and on any JRE 17 base.
 */
public final class HealthProbe {

  private HealthProbe() {}

  public static void main(String[] args) {
    String url = args.length > 0 ? args[0] : "http://127.0.0.1:8080/q/health/ready";
    int status;
    try {
      HttpURLConnection http = (HttpURLConnection) URI.create(url).toURL().openConnection();
      http.setConnectTimeout(2_000);
      http.setReadTimeout(4_000);
      http.setRequestProperty("Accept", "application/json");
      status = http.getResponseCode();
      http.disconnect();
    } catch (IOException | RuntimeException e) {
      System.out.println(url + " " + e);
      System.exit(1);
      return;
    }
    System.out.println(url + " " + status);
    System.exit(status == 200 ? 0 : 1);
  }
}
