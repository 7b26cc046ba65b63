package dev.chessplatform.deploy.digest;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code replay digest}: the canonical digest of the read models ({@link Digest}). */
@Command(
    name = "digest",
    mixinStandardHelpOptions = true,
    description =
        "A canonical digest (sorted, normalised JSON, SHA-256) of every projection collection of"
            + " the databases given: one line per collection; --out keeps it, with a hash per"
            + " document, for `replay compare`.")
public final class DigestCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(
      names = "--mongodb",
      paramLabel = "URI",
      defaultValue =
          "${env:MONGODB_URI:-mongodb://${env:CHESS_HOST:-127.0.0.1}:${env:MONGO_PORT:-27017}}",
      description = "The store (default ${DEFAULT-VALUE}: the local platform's).")
  String mongodb;

  @Option(
      names = "--database",
      paramLabel = "NAME",
      split = ",",
      defaultValue = "games,ratings",
      description =
          "The databases, repeated or comma-separated (default ${DEFAULT-VALUE}: where the live"
              + " game-service and rating-service keep theirs; a rebuild puts both in one).")
  List<String> databases;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "Also write the whole digest (a hash per document) to FILE.")
  Path out;

  @Override
  public Integer call() throws Exception {
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    try (MongoClient client = MongoClients.create(mongodb)) {
      List<MongoDatabase> dbs = databases.stream().map(client::getDatabase).toList();
      Digest digest = Digest.of(dbs);
      digest.summary().forEach(stdout::println);
      err.printf(
          "digest of %s at %s: %d collections (left out, not projections: %s)%n",
          String.join(",", databases),
          mongodb,
          digest.collections().size(),
          String.join(", ", Digest.NOT_PROJECTIONS));
      if (out != null) {
        digest.write(
            out, mongodb + " databases " + String.join(",", databases) + " at " + Instant.now());
        err.println("written to " + out);
      }
      return 0;
    }
  }
}
