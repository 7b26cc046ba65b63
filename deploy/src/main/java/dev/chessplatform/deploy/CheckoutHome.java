package dev.chessplatform.deploy;

import java.net.URISyntaxException;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --home} option every verb that runs the built jars shares: the checkout's root. */
final class CheckoutHome {

  @Option(
      names = "--home",
      defaultValue = "${env:CHESS_HOME:-}",
      description = "Root of the checkout with the built services (default: found from this jar).")
  String given;

  /** The folder given, or the checkout this jar was built in (deploy/target/platform.jar). */
  Path path() {
    if (given != null && !given.isBlank()) {
      return Path.of(given).toAbsolutePath().normalize();
    }
    try {
      Path jar =
          Path.of(Platform.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      return jar.getParent().getParent().getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
