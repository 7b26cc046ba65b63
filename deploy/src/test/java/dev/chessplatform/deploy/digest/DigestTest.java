package dev.chessplatform.deploy.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.bson.BsonArray;
import org.bson.BsonDateTime;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonString;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class DigestTest {

  @Test
  void canonical_json_sorts_keys_and_prints_numbers_by_value_whatever_their_type() {
    BsonDocument a =
        new BsonDocument("b", new BsonInt32(3))
            .append("a", new BsonArray(List.of(new BsonString("e4"), new BsonString("e5"))))
            .append("at", new BsonDateTime(1_764_547_200_000L))
            .append(
                "n",
                new BsonDocument("y", new BsonDouble(2.5)).append("x", new BsonString("q\"\t")));
    BsonDocument b =
        new BsonDocument(
                "n",
                new BsonDocument("x", new BsonString("q\"\t")).append("y", new BsonDouble(2.5)))
            .append("at", new BsonDateTime(1_764_547_200_000L))
            .append("a", new BsonArray(List.of(new BsonString("e4"), new BsonString("e5"))))
            .append("b", new BsonDouble(3.0));
    assertEquals(
        "{\"a\":[\"e4\",\"e5\"],\"at\":{\"$date\":\"2025-12-01T00:00:00Z\"},\"b\":3,"
            + "\"n\":{\"x\":\"q\\\"\\t\",\"y\":2.5}}",
        CanonicalJson.of(a));
    assertEquals(CanonicalJson.of(a), CanonicalJson.of(b));
    assertEquals("3", CanonicalJson.of(new BsonInt64(3)));
    assertNotEquals(
        CanonicalJson.of(new BsonArray(List.of(new BsonString("e4"), new BsonString("e5")))),
        CanonicalJson.of(new BsonArray(List.of(new BsonString("e5"), new BsonString("e4")))),
        "the order of an array is content");
  }

  @Test
  void differences_name_the_collections_and_documents_that_differ(@TempDir Path dir)
      throws IOException {
    Digest live =
        new Digest(
            Map.of(
                "games", collection("games", Map.of("\"g1\"", "aa", "\"g2\"", "bb")),
                "players", collection("players", Map.of("\"p1\"", "cc"))));
    Digest same =
        new Digest(
            Map.of(
                "games", collection("games", Map.of("\"g1\"", "aa", "\"g2\"", "bb")),
                "players", collection("players", Map.of("\"p1\"", "cc"))));
    Digest other =
        new Digest(
            Map.of(
                "games",
                    collection("games", Map.of("\"g1\"", "aa", "\"g2\"", "b2", "\"g3\"", "dd")),
                "rating_history", collection("rating_history", Map.of())));
    assertEquals(List.of(), live.differences(same, 10));
    assertEquals(
        List.of(
            "games: differs (2 and 3 documents; 2 differ: \"g2\" differs, \"g3\" only in the second)",
            "players: only in the first digest",
            "rating_history: only in the second digest"),
        live.differences(other, 10));

    Path file = dir.resolve("live.digest");
    live.write(file, "test");
    Digest read = Digest.read(file);
    assertEquals(List.of(), read.differences(live, 10));
    assertEquals(
        live.collections().get("games").sha256(), read.collections().get("games").sha256());
    Files.writeString(dir.resolve("not.digest"), "hello\n");
    assertThrows(IOException.class, () -> Digest.read(dir.resolve("not.digest")));
  }

  /** A collection whose hash is over its documents, as {@link Digest#of} makes it. */
  private static Digest.Collection collection(String name, Map<String, String> documents) {
    return new Digest.Collection(
        name,
        Integer.toHexString(new java.util.TreeMap<>(documents).toString().hashCode()),
        documents);
  }
}
