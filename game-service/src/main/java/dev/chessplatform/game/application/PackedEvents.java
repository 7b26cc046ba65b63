package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Events kept small: gzipped NDJSON in the contract's codec, one envelope a line. How a finished
 * game holds its events in memory and how a partition snapshot stores its games.
 */
public final class PackedEvents {

  private PackedEvents() {}

  public static byte[] pack(List<GameEventEnvelope> events) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream gzip = new GZIPOutputStream(bytes)) {
      for (GameEventEnvelope e : events) {
        gzip.write(GameEventCodec.encode(e).getBytes(StandardCharsets.UTF_8));
        gzip.write('\n');
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /**
   * Several packed lists as one: gzip members one after the other are one gzip stream to a reader
   * ({@link #unpack} reads them all, in order), so games packed earlier are not unpacked and packed
   * again to be stored together.
   */
  public static byte[] concat(List<byte[]> packed) {
    if (packed.isEmpty()) {
      return pack(List.of()); // a gzip stream with no line: zero bytes would not be one
    }
    int size = 0;
    for (byte[] p : packed) {
      size += p.length;
    }
    byte[] out = new byte[size];
    int at = 0;
    for (byte[] p : packed) {
      System.arraycopy(p, 0, out, at, p.length);
      at += p.length;
    }
    return out;
  }

  /** The events back, in order; one this reader does not know fails (they were written by it). */
  public static List<GameEventEnvelope> unpack(byte[] packed) {
    String text;
    try (GZIPInputStream gzip = new GZIPInputStream(new ByteArrayInputStream(packed))) {
      text = new String(gzip.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<GameEventEnvelope> out = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (line.isEmpty()) {
        continue;
      }
      if (!(GameEventCodec.decode(line) instanceof GameEventCodec.Known known)) {
        throw new IllegalStateException("a packed event cannot be read: " + line);
      }
      out.add(known.envelope());
    }
    return List.copyOf(out);
  }
}
