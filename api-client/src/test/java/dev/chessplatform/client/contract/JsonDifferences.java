package dev.chessplatform.client.contract;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** Where two JSON documents differ, as JSON Pointers (RFC 6901), for a readable failure. */
final class JsonDifferences {

  private JsonDifferences() {}

  static void collect(String at, JsonNode expected, JsonNode actual, List<String> out) {
    if (expected.isObject() && actual.isObject()) {
      Set<String> names = new TreeSet<>();
      expected.fieldNames().forEachRemaining(names::add);
      actual.fieldNames().forEachRemaining(names::add);
      for (String name : names) {
        String child = at + "/" + name.replace("~", "~0").replace("/", "~1");
        if (!expected.has(name)) {
          out.add(child + " (added)");
        } else if (!actual.has(name)) {
          out.add(child + " (removed)");
        } else {
          collect(child, expected.get(name), actual.get(name), out);
        }
      }
    } else if (expected.isArray() && actual.isArray() && expected.size() == actual.size()) {
      for (int i = 0; i < expected.size(); i++) {
        collect(at + "/" + i, expected.get(i), actual.get(i), out);
      }
    } else if (!expected.equals(actual)) {
      out.add(at + " (changed)");
    }
  }
}
