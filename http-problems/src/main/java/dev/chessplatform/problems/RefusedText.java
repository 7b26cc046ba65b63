package dev.chessplatform.problems;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * A text field of a request body holds what {@link RequestText} refuses. A Jackson input error, so
 * Jackson adds the path to the field as it unwinds, and {@link ProblemMappers} names that field.
 */
public final class RefusedText extends MismatchedInputException {

  private final String reason;

  RefusedText(JsonParser parser, String reason) {
    super(parser, "Text refused: " + reason, String.class);
    this.reason = reason;
  }

  /** Why, in words that end a sentence "Field 'x' …". */
  public String reason() {
    return reason;
  }
}
