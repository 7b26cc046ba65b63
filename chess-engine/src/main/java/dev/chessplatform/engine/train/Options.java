package dev.chessplatform.engine.train;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The training tools' command lines: {@code --name value} pairs, each name one of those the tool
 * knows. An unknown name, a name without a value, or a value that is not a number where one is
 * asked for is refused with a message naming the option.
 */
final class Options {

  private final Map<String, String> values = new HashMap<>();

  /**
   * @param known the names the tool takes, without their {@code --}
   */
  Options(String[] args, List<String> known) {
    for (int i = 0; i < args.length; i += 2) {
      String name = args[i].startsWith("--") ? args[i].substring(2) : null;
      if (name == null || !known.contains(name)) {
        throw new IllegalArgumentException(
            "unknown option " + args[i] + "; the options are --" + String.join(", --", known));
      }
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(args[i] + " needs a value");
      }
      values.put(name, args[i + 1]);
    }
  }

  Path path(String name) {
    String v = values.get(name);
    if (v == null) {
      throw new IllegalArgumentException("--" + name + " <file> is required");
    }
    return Path.of(v);
  }

  int integer(String name, int otherwise) {
    return (int) number(name, otherwise);
  }

  long number(String name, long otherwise) {
    String v = values.get(name);
    try {
      return v == null ? otherwise : Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--" + name + " needs a whole number, not " + v);
    }
  }

  float decimal(String name, float otherwise) {
    String v = values.get(name);
    try {
      return v == null ? otherwise : Float.parseFloat(v);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--" + name + " needs a number, not " + v);
    }
  }
}
