package dev.chessplatform.infra;

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A MongoDB-wire server (mongo-java-server) for projections. With a file it keeps data on disk in
 * H2; note that H2 commits in the background, so a {@code kill -9} may lose the last write: every
 * projection is rebuilt or resumed from Kafka, never trusted as the truth (see facts.md).
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
      backend = new MemoryBackend();
    } else {
      Files.createDirectories(file.toAbsolutePath().getParent());
      backend = new H2Backend(file.toAbsolutePath().toString());
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
