package dev.chessplatform.rating.bench;

import com.mongodb.client.MongoClients;
import com.mongodb.client.model.Sorts;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.bson.Document;

/**
 * Dumps the rating state of one database, sorted, one JSON document per line, so two runs can be
 * compared with {@code cmp}: {@code Snapshot <mongoUri> <database> <file>}.
 */
public final class Snapshot {

  private Snapshot() {}

  public static void main(String[] args) throws Exception {
    try (var client = MongoClients.create(args[0]);
        PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[2])))) {
      var db = client.getDatabase(args[1]);
      long lines = 0;
      for (String name : List.of("players", "rating_history", "applied_results", "positions")) {
        for (Document doc : db.getCollection(name).find().sort(Sorts.ascending("_id"))) {
          out.println(name + " " + doc.toJson());
          lines++;
        }
      }
      System.out.println("SNAPSHOT " + args[1] + ": " + lines + " documents");
    }
  }
}
