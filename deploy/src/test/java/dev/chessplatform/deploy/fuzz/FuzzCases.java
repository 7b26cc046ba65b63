package dev.chessplatform.deploy.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The malformed requests for every operation of an OpenAPI document: bad path segments ({@code
 * %00}, {@code %zz}, a lone surrogate's bytes …), long paths, queries and headers, bad query and
 * {@code If-Match} values, wrong content types, bodies that are not JSON or too large, and for each
 * field of a body a value it cannot hold (a lone surrogate, NUL and control characters in text, a
 * number or boolean for a string, a string or fraction for a number, a number for an enum). Every
 * case is input a client should not send: a command must refuse it.
 */
final class FuzzCases {

  /** One request: the operation, what is wrong with it, and the request as sent. */
  record Case(
      String operation,
      String fault,
      String method,
      String target,
      List<String> headers,
      byte[] body) {
    boolean mutating() {
      return !method.equals("GET") && !method.equals("HEAD");
    }
  }

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Set<String> METHODS = Set.of("get", "post", "put", "delete", "patch");
  private static final String LONG = "a".repeat(5_000);

  /** Path segments that are no id: NUL, broken or lone escapes, a lone surrogate's UTF-8 … */
  static final List<String> BAD_SEGMENTS =
      List.of("%00", "%zz", "%", "%4", "%ED%A0%80", "%C0%AF", "%0D%0A", "%E2%80%AE", "..%2F..");

  private static final Map<String, List<String>> STRING_VALUES =
      Map.of(
          "lone surrogate", List.of("\"\\ud800\"", "\"a\\udc00b\""),
          "NUL", List.of("\"a\\u0000b\""),
          "control character", List.of("\"\\u0007\"", "\"\\u001b[2J\"", "\"\\u0085\""),
          "number for a string", List.of("5", "1.5"),
          "boolean for a string", List.of("true"));
  private static final Map<String, List<String>> INTEGER_VALUES =
      Map.of(
          "string for a number", List.of("\"5\"", "\"\""),
          "fraction for an integer", List.of("1.5"),
          "out of range", List.of("99999999999999999999999", "1e400"),
          "boolean for a number", List.of("true"));
  private static final Map<String, List<String>> BOOLEAN_VALUES =
      Map.of("string for a boolean", List.of("\"true\""), "number for a boolean", List.of("1"));
  private static final Map<String, List<String>> ENUM_VALUES =
      Map.of(
          "number for an enum",
          List.of("0"),
          "unknown constant",
          List.of("\"NOPE\"", "\"\\u0000\""));
  private static final Map<String, List<String>> OTHER_VALUES =
      Map.of("wrong shape", List.of("\"x\"", "5", "[{}]"));

  private FuzzCases() {}

  /** Every case of {@code document}; path parameters not under test take {@code validValues}. */
  static List<Case> of(JsonNode document, Map<String, String> validValues, String token) {
    List<Case> cases = new ArrayList<>();
    document
        .path("paths")
        .fields()
        .forEachRemaining(
            path ->
                path.getValue()
                    .fields()
                    .forEachRemaining(
                        op -> {
                          if (METHODS.contains(op.getKey()) && path.getKey().startsWith("/api/")) {
                            new Operation(
                                    document,
                                    op.getKey().toUpperCase(),
                                    path.getKey(),
                                    op.getValue(),
                                    validValues,
                                    token)
                                .cases(cases);
                          }
                        }));
    return cases;
  }

  /** The cases of one operation. */
  private record Operation(
      JsonNode document,
      String method,
      String path,
      JsonNode op,
      Map<String, String> valid,
      String token) {

    String name() {
      return method + " " + path;
    }

    void cases(List<Case> out) {
      List<JsonNode> parameters = new ArrayList<>();
      op.path("parameters").forEach(p -> parameters.add(resolve(p)));
      List<String> pathParams = new ArrayList<>();
      for (JsonNode p : parameters) {
        if (p.path("in").asText().equals("path")) {
          pathParams.add(p.path("name").asText());
        }
      }
      for (String param : pathParams) {
        for (String bad : BAD_SEGMENTS) {
          out.add(request("path " + param + " = " + bad, target(param, bad), List.of(), null));
        }
      }
      String target = target(null, null);
      out.add(
          request(
              "5,000-character path",
              pathParams.isEmpty() ? target + "/" + LONG : target(pathParams.get(0), LONG),
              List.of(),
              null));
      out.add(request("5,000-character query value", target + "?q=" + LONG, List.of(), null));
      out.add(request("%zz in the query", target + "?q=%zz", List.of(), null));
      out.add(request("'\"' in the path", target + "/%22\"", List.of(), null));
      out.add(
          request("20,000-byte header", target, List.of("X-Fuzz: " + "p".repeat(20_000)), null));
      for (JsonNode p : parameters) {
        String name = p.path("name").asText();
        if (p.path("in").asText().equals("query")) {
          for (String bad : queryValues(resolve(p.path("schema")))) {
            out.add(
                request(
                    "query " + name + " = " + bad,
                    target + "?" + name + "=" + bad,
                    List.of(),
                    null));
          }
        } else if (p.path("in").asText().equals("header") && name.equals("If-Match")) {
          for (String bad : List.of("not-a-version", "\"-1\"", "\"99999999999999999999\"")) {
            out.add(request("If-Match: " + bad, target, List.of("If-Match: " + bad), null));
          }
        }
      }
      JsonNode body =
          op.path("requestBody").path("content").path("application/json").path("schema");
      if (!body.isMissingNode()) {
        bodyCases(target, resolve(body), out);
      }
    }

    private void bodyCases(String target, JsonNode schema, List<Case> out) {
      ObjectNode base = example(schema);
      byte[] valid = base.toString().getBytes(StandardCharsets.UTF_8);
      for (String type :
          List.of("text/plain", "application/xml", "application/x-www-form-urlencoded")) {
        out.add(request("Content-Type: " + type, target, List.of("Content-Type: " + type), valid));
      }
      out.add(request("no Content-Type", target, List.of(), valid));
      List<String> broken =
          List.of(
              "{",
              "[]",
              "\"x\"",
              "null",
              "",
              "{\"a\":",
              base + "x",
              "[".repeat(5_000),
              "{\"x\":" + "9".repeat(5_000) + "}");
      for (String text : broken) {
        out.add(json("body " + abbreviate(text), target, text.getBytes(StandardCharsets.UTF_8)));
      }
      byte[] notUtf8 = "{\"x\":\"\u00ff\"}".getBytes(StandardCharsets.ISO_8859_1);
      out.add(json("body not UTF-8", target, notUtf8));
      ObjectNode large = base.deepCopy().put("padding", "p".repeat(70_000));
      out.add(json("70,000-byte body", target, large.toString().getBytes(StandardCharsets.UTF_8)));
      fieldCases(target, base, schema, "", out);
    }

    private void fieldCases(
        String target, ObjectNode base, JsonNode schema, String prefix, List<Case> out) {
      Iterator<Map.Entry<String, JsonNode>> properties = schema.path("properties").fields();
      while (properties.hasNext()) {
        Map.Entry<String, JsonNode> property = properties.next();
        String field = property.getKey();
        JsonNode type = resolve(property.getValue());
        for (Map.Entry<String, List<String>> fault : valuesFor(type).entrySet()) {
          for (String value : fault.getValue()) {
            out.add(
                json(
                    prefix + field + ": " + fault.getKey() + " " + value,
                    target,
                    with(base, prefix + field, value)));
          }
        }
        if (type.has("properties") && prefix.isEmpty()) {
          ObjectNode nested = base.deepCopy();
          nested.set(field, example(type));
          fieldCases(target, nested, type, field + ".", out);
        }
      }
    }

    private Case json(String fault, String target, byte[] body) {
      return request(fault, target, List.of("Content-Type: application/json"), body);
    }

    private Case request(String fault, String target, List<String> headers, byte[] body) {
      List<String> all = new ArrayList<>(headers);
      all.add("Authorization: Bearer " + token);
      return new Case(
          name(),
          fault,
          method,
          target,
          all,
          body == null && method.equals("POST") ? new byte[0] : body);
    }

    private String target(String param, String value) {
      String target = path;
      for (Map.Entry<String, String> v : valid.entrySet()) {
        String placeholder = "{" + v.getKey() + "}";
        target = target.replace(placeholder, v.getKey().equals(param) ? value : v.getValue());
      }
      if (target.contains("{")) {
        throw new IllegalStateException("no valid value for a parameter of " + path);
      }
      return target;
    }

    private JsonNode resolve(JsonNode node) {
      return FuzzCases.resolve(document, node);
    }
  }

  private static List<String> queryValues(JsonNode schema) {
    String type = schema.path("type").asText();
    if (type.equals("integer") || type.equals("number")) {
      return List.of("abc", "1.5", "99999999999999999999", "%00", "%ED%A0%80", "");
    }
    return List.of("%00", "%ED%A0%80", "%0D%0A", "NOPE");
  }

  private static Map<String, List<String>> valuesFor(JsonNode schema) {
    if (schema.has("enum")) {
      return ENUM_VALUES;
    }
    return switch (schema.path("type").asText()) {
      case "string" -> STRING_VALUES;
      case "integer", "number" -> INTEGER_VALUES;
      case "boolean" -> BOOLEAN_VALUES;
      default -> OTHER_VALUES;
    };
  }

  /**
   * {@code base} with {@code field} (one level of nesting at most) set to the raw JSON {@code
   * value}.
   */
  private static byte[] with(ObjectNode base, String field, String value) {
    ObjectNode copy = base.deepCopy();
    String[] parts = field.split("\\.", 2);
    if (parts.length == 2) {
      ((ObjectNode) copy.get(parts[0])).put(parts[1], "__FUZZ__");
    } else {
      copy.put(field, "__FUZZ__");
    }
    return copy.toString().replace("\"__FUZZ__\"", value).getBytes(StandardCharsets.UTF_8);
  }

  /** A plausible body of {@code schema}: its example, else a value per property. */
  static ObjectNode example(JsonNode schema) {
    ObjectNode body = JSON.createObjectNode();
    schema
        .path("properties")
        .fields()
        .forEachRemaining(
            p -> {
              JsonNode type = p.getValue();
              if (type.has("example")) {
                body.set(p.getKey(), type.get("example"));
              } else if (type.has("enum")) {
                body.set(p.getKey(), type.get("enum").get(0));
              } else {
                switch (type.path("type").asText()) {
                  case "string" -> body.put(p.getKey(), "x");
                  case "integer", "number" -> body.put(p.getKey(), 1);
                  case "boolean" -> body.put(p.getKey(), false);
                  case "array" -> body.putArray(p.getKey());
                  default -> {}
                }
              }
            });
    return body;
  }

  static JsonNode resolve(JsonNode document, JsonNode node) {
    JsonNode at = node;
    for (int i = 0; i < 5 && at.has("$ref"); i++) {
      at = document.at(at.get("$ref").asText().substring(1));
    }
    if (at.has("allOf") && at.get("allOf").size() == 1) {
      return resolve(document, at.get("allOf").get(0));
    }
    return at;
  }

  private static String abbreviate(String text) {
    return text.length() > 24
        ? text.substring(0, 12) + "…(" + text.length() + ")"
        : "'" + text + "'";
  }
}
