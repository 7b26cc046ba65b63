package dev.chessplatform.browser;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** One request's members, read by name with the protocol's defaults. */
final class Request {
  private final Map<String, Object> members;

  private Request(Map<String, Object> members) {
    this.members = members;
  }

  @SuppressWarnings("unchecked")
  static Request read(String json) {
    Object value = Json.read(json);
    if (!(value instanceof Map<?, ?>)) {
      throw RequestError.badRequest("a request is a JSON object");
    }
    return new Request((Map<String, Object>) value);
  }

  /** A string member, or {@code fallback} when it is absent or null. */
  String string(String name, String fallback) {
    Object v = members.get(name);
    if (v == null) {
      return fallback;
    }
    if (!(v instanceof String s)) {
      throw RequestError.badRequest(name + " must be a string");
    }
    return s;
  }

  String requiredString(String name) {
    String s = string(name, null);
    if (s == null) {
      throw RequestError.badRequest(name + " is required");
    }
    return s;
  }

  /** A whole number member within {@code [min, max]}, or {@code fallback} when absent or null. */
  long number(String name, long fallback, long min, long max) {
    Object v = members.get(name);
    if (v == null) {
      return fallback;
    }
    if (!(v instanceof Double d) || d != Math.rint(d) || d < min || d > max) {
      throw RequestError.badRequest(name + " must be a whole number from " + min + " to " + max);
    }
    return d.longValue();
  }

  /** The UCI moves from the start position; none when absent. */
  List<String> moves() {
    Object v = members.get("moves");
    if (v == null) {
      return List.of();
    }
    if (!(v instanceof List<?> list)) {
      throw RequestError.badRequest("moves must be an array of UCI strings");
    }
    List<String> out = new ArrayList<>(list.size());
    for (Object m : list) {
      if (!(m instanceof String s)) {
        throw RequestError.badRequest("moves must be an array of UCI strings");
      }
      out.add(s);
    }
    return out;
  }
}
