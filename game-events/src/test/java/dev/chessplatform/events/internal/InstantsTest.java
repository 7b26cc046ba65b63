package dev.chessplatform.events.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class InstantsTest {

  @Test
  void every_instant_is_written_as_instant_to_string_writes_it() {
    Random random = new Random(7);
    List<Instant> edges =
        List.of(
            Instant.EPOCH,
            Instant.ofEpochSecond(-1),
            Instant.ofEpochSecond(-62_167_219_200L), // 0000-01-01T00:00:00Z
            Instant.ofEpochSecond(-62_167_219_201L, 999_999_999), // year -1
            Instant.ofEpochSecond(253_402_300_799L, 999_999_999), // 9999-12-31T23:59:59.999999999Z
            Instant.ofEpochSecond(253_402_300_800L), // +10000-01-01T00:00:00Z
            Instant.parse("2024-02-29T23:59:59.100Z"),
            Instant.parse("2026-12-02T18:00:00.000123Z"),
            Instant.MIN,
            Instant.MAX);
    for (Instant instant : edges) {
      StringBuilder out = new StringBuilder();
      Instants.append(instant, out);
      assertEquals(instant.toString(), out.toString());
    }
    for (int i = 0; i < 200_000; i++) {
      long seconds = random.nextLong(-70_000_000_000L, 260_000_000_000L); // a few years beyond
      int nanos = nanos(i, random);
      Instant instant = Instant.ofEpochSecond(seconds, nanos);
      StringBuilder out = new StringBuilder("x");
      Instants.append(instant, out);
      assertEquals("x" + instant, out.toString());
    }
  }

  @Test
  void every_instant_the_contract_writes_reads_back_as_instant_parse_reads_it() {
    Random random = new Random(42);
    for (int i = 0; i < 100_000; i++) {
      long seconds = random.nextLong(-62_000_000_000L, 253_000_000_000L); // years 0 to 9999
      int nanos = nanos(i, random);
      String text = Instant.ofEpochSecond(seconds, nanos).toString();
      assertEquals(Instant.parse(text), Instants.parse(text), text);
    }
    for (String text :
        List.of(
            "2026-12-01T10:00:00Z",
            "2026-12-01T10:00:00.5Z",
            "1970-01-01T00:00:00Z",
            "2024-02-29T23:59:59.999999999Z",
            "+10000-01-01T00:00:00Z",
            "2026-12-01T10:00:00+01:00",
            "2026-12-01T24:00:00Z")) { // the next midnight, as ISO-8601 allows
      assertEquals(Instant.parse(text), Instants.parse(text), text);
    }
  }

  @Test
  void an_odd_text_is_read_or_refused_exactly_as_instant_parse_does() {
    for (String text :
        List.of(
            "2026-02-30T10:00:00Z",
            "2026-13-01T10:00:00Z",
            "2026-12-01T10:60:00Z",
            "2026-12-01T10:00:00.Z",
            "2026-12-01T10:00:00.1234567890Z",
            "2026-12-01 10:00:00Z",
            "2026-12-0aT10:00:00Z",
            "-2026-12-01T10:00:00Z",
            "yesterday",
            "")) {
      Object expected;
      try {
        expected = Instant.parse(text);
      } catch (DateTimeParseException e) {
        expected = DateTimeParseException.class;
      }
      if (expected instanceof Instant) {
        assertEquals(expected, Instants.parse(text), text);
      } else {
        assertThrows(DateTimeParseException.class, () -> Instants.parse(text), text);
      }
    }
  }

  /** A fraction as the contract writes them, in turn: none, millis, micros, nanos. */
  private static int nanos(int i, Random random) {
    return switch (i % 4) {
      case 0 -> 0;
      case 1 -> random.nextInt(1000) * 1_000_000;
      case 2 -> random.nextInt(1_000_000) * 1_000;
      default -> random.nextInt(1_000_000_000);
    };
  }
}
