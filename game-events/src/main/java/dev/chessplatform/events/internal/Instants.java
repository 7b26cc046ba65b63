package dev.chessplatform.events.internal;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;

/**
 * Reads the instants the contract writes ({@code Instant.toString}: {@code 2026-12-01T10:00:00Z},
 * {@code 2026-12-01T10:00:00.123Z}) without {@code DateTimeFormatter}, which took a third of the
 * time of decoding an event; any other form goes to {@link Instant#parse}, which reads or refuses
 * it as before.
 */
public final class Instants {

  private Instants() {}

  /**
   * Appends {@code instant} as {@code Instant.toString} writes it (seconds always, the fraction in
   * groups of three digits as needed), without {@code DateTimeFormatter} for the years 0 to 9999;
   * any other year through {@code toString}.
   */
  public static void append(Instant instant, StringBuilder out) {
    long seconds = instant.getEpochSecond();
    if (seconds < MIN_FAST || seconds >= MAX_FAST) {
      out.append(instant);
      return;
    }
    long day = Math.floorDiv(seconds, 86_400L);
    int secondOfDay = (int) Math.floorMod(seconds, 86_400L);
    LocalDate date = LocalDate.ofEpochDay(day);
    digits(out, date.getYear(), 4).append('-');
    digits(out, date.getMonthValue(), 2).append('-');
    digits(out, date.getDayOfMonth(), 2).append('T');
    digits(out, secondOfDay / 3600, 2).append(':');
    digits(out, secondOfDay / 60 % 60, 2).append(':');
    digits(out, secondOfDay % 60, 2);
    int nanos = instant.getNano();
    if (nanos != 0) {
      out.append('.');
      if (nanos % 1_000_000 == 0) {
        digits(out, nanos / 1_000_000, 3);
      } else if (nanos % 1_000 == 0) {
        digits(out, nanos / 1_000, 6);
      } else {
        digits(out, nanos, 9);
      }
    }
    out.append('Z');
  }

  /** {@code instant.toString()}, through {@link #append}. */
  public static String text(Instant instant) {
    StringBuilder out = new StringBuilder(30);
    append(instant, out);
    return out.toString();
  }

  /** 0000-01-01T00:00:00Z and 10000-01-01T00:00:00Z: the years written with four digits. */
  private static final long MIN_FAST = -62_167_219_200L;

  private static final long MAX_FAST = 253_402_300_800L;

  private static StringBuilder digits(StringBuilder out, int value, int width) {
    for (int scale = pow10(width - 1); scale > 0; scale /= 10) {
      out.append((char) ('0' + value / scale % 10));
    }
    return out;
  }

  private static int pow10(int exponent) {
    int p = 1;
    for (int i = 0; i < exponent; i++) {
      p *= 10;
    }
    return p;
  }

  public static Instant parse(String text) {
    return parse(text, 0, text.length());
  }

  /** The instant written in {@code text[from, to)}: {@link #parse(String)} without the copy. */
  public static Instant parse(String text, int from, int to) {
    int n = to - from;
    if (n < 20
        || n > 30
        || text.charAt(from + 4) != '-'
        || text.charAt(from + 7) != '-'
        || text.charAt(from + 10) != 'T'
        || text.charAt(from + 13) != ':'
        || text.charAt(from + 16) != ':'
        || text.charAt(to - 1) != 'Z') {
      return Instant.parse(text.substring(from, to));
    }
    int year = digits(text, from, from + 4);
    int month = digits(text, from + 5, from + 7);
    int day = digits(text, from + 8, from + 10);
    int hour = digits(text, from + 11, from + 13);
    int minute = digits(text, from + 14, from + 16);
    int second = digits(text, from + 17, from + 19);
    int nanos = 0;
    if (n > 20) {
      int fraction = n - 21; // between '.' and 'Z'
      if (text.charAt(from + 19) != '.' || fraction < 1 || fraction > 9) {
        return Instant.parse(text.substring(from, to));
      }
      nanos = digits(text, from + 20, to - 1);
      for (int i = fraction; i < 9; i++) {
        nanos *= 10;
      }
    } else if (text.charAt(from + 19) != 'Z') {
      return Instant.parse(text.substring(from, to));
    }
    if (year < 0
        || month < 1
        || month > 12
        || day < 1
        || day > 31
        || hour > 23
        || minute > 59
        || second > 59
        || nanos < 0) {
      return Instant.parse(text.substring(from, to)); // refuses it with its own message
    }
    long days = epochDay(text, year, month, day, from, to);
    return Instant.ofEpochSecond(days * 86_400 + hour * 3_600L + minute * 60L + second, nanos);
  }

  /** The last day read, with its epoch day: the events of a topic come a day at a time. */
  private record Day(int year, int month, int day, long epochDay) {}

  private static volatile Day lastDay = new Day(1970, 1, 1, 0);

  private static long epochDay(String text, int year, int month, int day, int from, int to) {
    Day last = lastDay;
    if (last.year() == year && last.month() == month && last.day() == day) {
      return last.epochDay();
    }
    long days;
    try {
      days = LocalDate.of(year, month, day).toEpochDay();
    } catch (DateTimeException e) {
      // 2026-02-30: refused as Instant.parse refuses it, with its message
      return Math.floorDiv(Instant.parse(text.substring(from, to)).getEpochSecond(), 86_400);
    }
    lastDay = new Day(year, month, day, days);
    return days;
  }

  /** The number written in {@code text[from, to)}, or -1 when a character there is no digit. */
  private static int digits(String text, int from, int to) {
    int value = 0;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }
}
