package dev.chessplatform.lichess.domain;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Their challenge's settings (the form or JSON fields of {@code POST /api/challenge/{user}} and
 * {@code /api/challenge/open}) read as a new game of ours: {@code clock.limit} and {@code
 * clock.increment} (seconds) a clock, neither an untimed game; {@code rated}; {@code color}; {@code
 * variant} {@code standard}, or {@code fromPosition} with {@code fen}. Correspondence ({@code
 * days}) and the other variants are refused by name: we have no such games.
 */
public final class ChallengeForm {

  /** The settings as ours: seconds of a clock (null for none), the colour word, a start FEN. */
  public record Settings(
      boolean rated, Long limitSeconds, Long incrementSeconds, String colour, String fen) {}

  /** The field at fault and what to do about it. */
  public record Refusal(String field, String detail) {}

  /** Either settings or a refusal. */
  public record Read(Settings settings, Refusal refusal) {}

  /** Their decline reasons (the form's words). */
  public static final Set<String> DECLINE_REASONS =
      Set.of(
          "generic",
          "later",
          "tooFast",
          "tooSlow",
          "timeControl",
          "rated",
          "casual",
          "standard",
          "variant",
          "noBot",
          "onlyBot");

  private ChallengeForm() {}

  public static Read read(Map<String, String> form) {
    if (present(form, "days")) {
      return refused(
          "days",
          "Correspondence games are not played here: give clock.limit and clock.increment (seconds),"
              + " or neither for a game without a clock");
    }
    String variant = form.getOrDefault("variant", "standard");
    if (!variant.equals("standard") && !variant.equals("fromPosition")) {
      return refused("variant", "Only standard chess (or fromPosition with a fen) is played here");
    }
    String fen = form.get("fen");
    if (variant.equals("fromPosition") && (fen == null || fen.isBlank())) {
      return refused("fen", "A game fromPosition needs its fen");
    }
    Optional<Boolean> rated = bool(form.getOrDefault("rated", "false"));
    if (rated.isEmpty()) {
      return refused("rated", "rated is true or false");
    }
    String color = form.getOrDefault("color", "random");
    String colour =
        switch (color) {
          case "white" -> "WHITE";
          case "black" -> "BLACK";
          case "random" -> "RANDOM";
          default -> null;
        };
    if (colour == null) {
      return refused("color", "color is white, black or random");
    }
    boolean limit = present(form, "clock.limit");
    boolean increment = present(form, "clock.increment");
    if (limit != increment) {
      return refused(
          limit ? "clock.increment" : "clock.limit",
          "Give both clock.limit and clock.increment (seconds), or neither");
    }
    Long limitSeconds = limit ? seconds(form.get("clock.limit")) : null;
    Long incrementSeconds = increment ? seconds(form.get("clock.increment")) : null;
    if (limit && limitSeconds == null) {
      return refused("clock.limit", "clock.limit is a whole number of seconds, 0 or more");
    }
    if (increment && incrementSeconds == null) {
      return refused("clock.increment", "clock.increment is a whole number of seconds, 0 or more");
    }
    return new Read(
        new Settings(
            rated.get(),
            limitSeconds,
            incrementSeconds,
            colour,
            variant.equals("fromPosition") ? fen : null),
        null);
  }

  private static Read refused(String field, String detail) {
    return new Read(null, new Refusal(field, detail));
  }

  private static boolean present(Map<String, String> form, String name) {
    String v = form.get(name);
    return v != null && !v.isBlank();
  }

  private static Optional<Boolean> bool(String text) {
    return switch (text) {
      case "true" -> Optional.of(true);
      case "false" -> Optional.of(false);
      default -> Optional.empty();
    };
  }

  private static Long seconds(String text) {
    try {
      long v = Long.parseLong(text.strip());
      return v < 0 ? null : v;
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
