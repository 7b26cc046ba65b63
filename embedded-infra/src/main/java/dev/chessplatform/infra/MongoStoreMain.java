package dev.chessplatform.infra;

import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * Runs the on-disk MongoDB-wire store as its own process for the local platform: {@code java -cp
 * ... dev.chessplatform.infra.MongoStoreMain <host> <port> <file>}. A SIGTERM closes the H2 store
 * cleanly so the last writes reach the disk.
 */
public final class MongoStoreMain {

  private MongoStoreMain() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: MongoStoreMain <host> <port> <h2-file>");
      System.exit(2);
    }
    EmbeddedMongo store = EmbeddedMongo.start(args[0], Integer.parseInt(args[1]), Path.of(args[2]));
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  store.close();
                  System.out.println("mongo store stopped");
                  stopped.countDown();
                }));
    System.out.println("mongo store listening on " + store.connectionString());
    stopped.await();
  }
}
