package dev.chessplatform.engine.eval.nnue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a {@link Network} comes from: the one built into the jar ({@link #RESOURCE}, trained here,
 * see the module's README), or a file named by {@code setoption name EvalFile}.
 */
public final class Networks {

  /** The built-in network, on the class path. */
  public static final String RESOURCE = "/dev/chessplatform/engine/eval/nnue/default.cpnn";

  private static volatile Network bundled;

  private Networks() {}

  /** The built-in network, read once. */
  public static Network bundled() {
    Network n = bundled;
    if (n == null) {
      synchronized (Networks.class) {
        n = bundled;
        if (n == null) {
          try (InputStream in = Networks.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
              throw new IllegalStateException("no network in this build: " + RESOURCE);
            }
            n = bundled = Network.read(in);
          } catch (IOException e) {
            throw new UncheckedIOException("the built-in network is unreadable", e);
          }
        }
      }
    }
    return n;
  }

  /** The network in {@code file}. */
  public static Network read(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return Network.read(in);
    }
  }
}
