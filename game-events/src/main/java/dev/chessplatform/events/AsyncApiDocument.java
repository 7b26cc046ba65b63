package dev.chessplatform.events;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The AsyncAPI 3.0.0 document of every topic of {@link Topics#ALL}: channels with their partitions
 * and configs, record keys, the game event envelope with one message per event type, the result
 * record, the parked result, the engine request and result, the account state. It is generated from
 * this library's records by the test {@code AsyncApiGenerator}, committed as {@link #RESOURCE} and
 * checked by {@code AsyncApiDocumentTest} (equal to what the generator makes now, valid against the
 * official AsyncAPI 3.0.0 schema), so it ships in this jar exactly as reviewed.
 */
public final class AsyncApiDocument {

  /** Where the document lives on the classpath. */
  public static final String RESOURCE = "/dev/chessplatform/events/asyncapi.json";

  private AsyncApiDocument() {}

  /** The document's JSON text (UTF-8). */
  public static String text() {
    try (InputStream in = AsyncApiDocument.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is not on the classpath");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
