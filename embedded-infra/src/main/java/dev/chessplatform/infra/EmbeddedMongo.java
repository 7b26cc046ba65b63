package dev.chessplatform.infra;

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import dev.chessplatform.infra.mongo.MendedH2Backend;
import dev.chessplatform.infra.mongo.MendedMemoryBackend;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A MongoDB-wire server (mongo-java-server) for projections. With a file it keeps data on disk in
 * H2; note that H2 commits in the background, so a {@code kill -9} may lose the last write: every
 * projection is rebuilt or resumed from Kafka, never trusted as the truth (see facts.md).
 *
 * <p>Both backends are mongo-java-server's with two mends (package {@code
 * dev.chessplatform.infra.mongo}): the {@code _id} index serves any query that pins {@code _id}
 * first, whatever else it asks ({@code {_id: X, lastSeq: N}}, the projections' conditional writes),
 * instead of a scan of the whole collection; and a cursor batch ends at 16 MiB, so a {@code find()}
 * of a large collection no longer comes back as one reply too big for the driver.
 */
public final class EmbeddedMongo implements AutoCloseable {

  private final MongoServer server;
  private final String host;
  private final int port;

  private EmbeddedMongo(MongoServer server, String host, int port) {
    this.server = server;
    this.host = host;
    this.port = port;
  }

  /** An on-disk store in {@code file} (H2 MVStore), or in memory when {@code file} is null. */
  public static EmbeddedMongo start(String host, int port, Path file) throws IOException {
    MongoBackend backend;
    if (file == null) {
      backend = new MendedMemoryBackend();
    } else {
      Files.createDirectories(file.toAbsolutePath().getParent());
      backend = new MendedH2Backend(file.toAbsolutePath().toString());
    }
    MongoServer server = new MongoServer(backend);
    server.bind(host, port);
    return new EmbeddedMongo(server, host, port);
  }

  public String connectionString() {
    return "mongodb://" + host + ":" + port;
  }

  public int port() {
    return port;
  }

  @Override
  public void close() {
    server.shutdown();
  }
}
