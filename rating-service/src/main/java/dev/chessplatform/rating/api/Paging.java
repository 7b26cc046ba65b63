package dev.chessplatform.rating.api;

import dev.chessplatform.rating.config.RatingsConfig;

/** {@code page} (0-based) and {@code size} query parameters, checked; 400 problems otherwise. */
record Paging(int page, int size) {

  /** Deeper pages would skip more than an int of documents. */
  static final int MAX_PAGE = 1_000_000;

  static Paging parse(String page, String size, RatingsConfig.PagingConfig limits) {
    int p = number("page", page, 0, 0, MAX_PAGE);
    int s = number("size", size, limits.defaultSize(), 1, limits.maxSize());
    return new Paging(p, s);
  }

  private static int number(String field, String value, int fallback, int min, int max) {
    if (value == null || value.isEmpty()) {
      return fallback;
    }
    String rule = "an integer from " + min + " to " + max;
    try {
      int n = Integer.parseInt(value);
      if (n < min || n > max) {
        throw RatingProblems.invalidPaging(field, value, rule);
      }
      return n;
    } catch (NumberFormatException e) {
      throw RatingProblems.invalidPaging(field, value, rule);
    }
  }
}
