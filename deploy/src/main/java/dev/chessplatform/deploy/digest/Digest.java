package dev.chessplatform.deploy.digest;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.bson.BsonDocument;

/**
 * The canonical digest of a set of collections: per collection its documents sorted by the
 * canonical text of their {@code _id}, each document's canonical JSON ({@link CanonicalJson})
 * hashed with SHA-256, and the collection's hash over those lines. Two stores with the same content
 * have the same digest, however each stored its numbers or ordered its keys.
 *
 * <p>Saved as text: a header line, then {@code collection <name> <documents> <sha256>} per
 * collection and {@code document <name> <id> <sha256>} per document (tab-separated; the id is its
 * canonical JSON), so that {@link #differences} can name the documents that differ.
 *
 * @param collections per collection name, in name order
 */
public record Digest(Map<String, Collection> collections) {

  /**
   * Collections of the platform's databases that are not a projection of the topics: {@code
   * game_snapshots} is the game owners' start-up cache, written by the writers when they choose
   * (its content depends on when each snapshot was taken), not rebuilt by a projection.
   */
  public static final List<String> NOT_PROJECTIONS = List.of("game_snapshots");

  /** One collection: its documents' hashes by canonical id, and the hash over them all. */
  public record Collection(String name, String sha256, Map<String, String> documents) {}

  /** The digest of every collection of {@code databases} but {@link #NOT_PROJECTIONS}. */
  public static Digest of(List<MongoDatabase> databases) {
    Map<String, Collection> all = new TreeMap<>();
    for (MongoDatabase db : databases) {
      for (String name : db.listCollectionNames()) {
        if (NOT_PROJECTIONS.contains(name)) {
          continue;
        }
        if (all.containsKey(name)) {
          throw new IllegalArgumentException(
              "collection " + name + " is in more than one of the databases given");
        }
        all.put(name, collection(name, db.getCollection(name, BsonDocument.class)));
      }
    }
    return new Digest(all);
  }

  private static Collection collection(String name, MongoCollection<BsonDocument> documents) {
    Map<String, String> byId = new TreeMap<>();
    for (BsonDocument d : documents.find()) {
      String id = CanonicalJson.of(d.get("_id"));
      byId.put(id, sha256(CanonicalJson.of(d)));
    }
    MessageDigest all = sha256();
    for (Map.Entry<String, String> e : byId.entrySet()) {
      all.update((e.getKey() + "\t" + e.getValue() + "\n").getBytes(StandardCharsets.UTF_8));
    }
    return new Collection(name, HexFormat.of().formatHex(all.digest()), byId);
  }

  /** What differs from {@code other}, a line each; empty when both digests are the same. */
  public List<String> differences(Digest other, int documentsShown) {
    List<String> lines = new ArrayList<>();
    TreeMap<String, Boolean> names = new TreeMap<>();
    collections.keySet().forEach(n -> names.put(n, true));
    other.collections.keySet().forEach(n -> names.put(n, true));
    for (String name : names.keySet()) {
      Collection a = collections.get(name);
      Collection b = other.collections.get(name);
      if (a == null || b == null) {
        lines.add(name + ": only in the " + (a == null ? "second" : "first") + " digest");
      } else if (!a.sha256().equals(b.sha256())) {
        List<String> ids = new ArrayList<>();
        TreeMap<String, Boolean> allIds = new TreeMap<>();
        a.documents().keySet().forEach(id -> allIds.put(id, true));
        b.documents().keySet().forEach(id -> allIds.put(id, true));
        for (String id : allIds.keySet()) {
          String x = a.documents().get(id);
          String y = b.documents().get(id);
          if (x == null) {
            ids.add(id + " only in the second");
          } else if (y == null) {
            ids.add(id + " only in the first");
          } else if (!x.equals(y)) {
            ids.add(id + " differs");
          }
        }
        lines.add(
            String.format(
                "%s: differs (%d and %d documents; %d differ: %s%s)",
                name,
                a.documents().size(),
                b.documents().size(),
                ids.size(),
                String.join(", ", ids.subList(0, Math.min(documentsShown, ids.size()))),
                ids.size() > documentsShown ? ", …" : ""));
      }
    }
    return lines;
  }

  /** The summary lines: {@code <name> <documents> <sha256>} per collection. */
  public List<String> summary() {
    List<String> lines = new ArrayList<>();
    collections
        .values()
        .forEach(
            c ->
                lines.add(
                    String.format("%-22s %8d  %s", c.name(), c.documents().size(), c.sha256())));
    return lines;
  }

  public void write(Path file, String header) throws IOException {
    StringBuilder out =
        new StringBuilder("# chess-platform digest 1: ").append(header).append('\n');
    for (Collection c : collections.values()) {
      out.append("collection\t")
          .append(c.name())
          .append('\t')
          .append(c.documents().size())
          .append('\t')
          .append(c.sha256())
          .append('\n');
    }
    for (Collection c : collections.values()) {
      c.documents()
          .forEach(
              (id, sha) ->
                  out.append("document\t")
                      .append(c.name())
                      .append('\t')
                      .append(id)
                      .append('\t')
                      .append(sha)
                      .append('\n'));
    }
    Files.writeString(file, out, StandardCharsets.UTF_8);
  }

  public static Digest read(Path file) throws IOException {
    Map<String, String> hashes = new LinkedHashMap<>();
    Map<String, Map<String, String>> documents = new LinkedHashMap<>();
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    if (lines.isEmpty() || !lines.get(0).startsWith("# chess-platform digest 1")) {
      throw new IOException(file + " is not a digest written by `replay digest --out`");
    }
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t", -1);
      if (f.length == 4 && f[0].equals("collection")) {
        hashes.put(f[1], f[3]);
        documents.putIfAbsent(f[1], new TreeMap<>());
      } else if (f.length == 4 && f[0].equals("document")) {
        documents.computeIfAbsent(f[1], k -> new TreeMap<>()).put(f[2], f[3]);
      } else if (!line.isBlank()) {
        throw new IOException(file + ": not a digest line: " + line);
      }
    }
    Map<String, Collection> all = new TreeMap<>();
    hashes.forEach((name, sha) -> all.put(name, new Collection(name, sha, documents.get(name))));
    return new Digest(all);
  }

  private static String sha256(String text) {
    return HexFormat.of().formatHex(sha256().digest(text.getBytes(StandardCharsets.UTF_8)));
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }
}
