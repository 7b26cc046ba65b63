package dev.chessplatform.deploy.lichess;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Recorded answers of the facade, type-checked against Lichess's own API types ({@code
 * @lichess-org/types}, pinned in deploy/lichess-types): each becomes a constant of their type in
 * a TypeScript file, compiled with {@code tsc --strict}. A stream line or an answer of a schema is an
 * object literal of it (so a field of ours they do not have fails, as a missing or mistyped one
 * does); a refusal's body, which also carries our problem members, is checked for their {@code
 * Error}'s fields only.
 */
final class LichessTypes {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The recorded kinds that are answers of an operation, by the operation's id. */
  private static final Map<String, String> OPERATIONS =
      Map.of(
          "tokenTest", "tokenTest",
          "accountMe", "accountMe",
          "apiAccountPlaying", "apiAccountPlaying");

  record Result(int exitCode, String output, int checked) {}

  private LichessTypes() {}

  /** The TypeScript type of a recorded kind. */
  static String typeOf(String kind) {
    if (OPERATIONS.containsKey(kind)) {
      return "operations[\""
          + OPERATIONS.get(kind)
          + "\"][\"responses\"][200][\"content\"][\"application/json\"]";
    }
    return "components[\"schemas\"][\"" + kind + "\"]";
  }

  /**
   * Writes the fixtures of {@code records} ({@code {kind, value}} lines) into {@code dir} with a
   * tsconfig that finds their types in deploy/lichess-types, and runs its tsc on them.
   */
  static Result check(Path home, List<Path> records, Path dir) throws Exception {
    StringBuilder ts =
        new StringBuilder(
            "// Written by LichessApiIT from the facade's recorded answers; do not edit.\n"
                + "import type { components, operations } from \"@lichess-org/types\";\n\n");
    int n = 0;
    for (Path file : records) {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        if (line.isBlank()) {
          continue;
        }
        JsonNode record = JSON.readTree(line);
        String kind = record.path("kind").asText();
        String value =
            JSON.writerWithDefaultPrettyPrinter().writeValueAsString(record.get("value"));
        if (kind.equals("Error")) {
          ts.append("const raw").append(n).append(" = ").append(value).append(";\n");
          ts.append("export const f")
              .append(n)
              .append(": components[\"schemas\"][\"Error\"] = raw")
              .append(n)
              .append(";\n\n");
        } else {
          ts.append("// ").append(kind).append(" (").append(file.getFileName()).append(")\n");
          ts.append("export const f")
              .append(n)
              .append(": ")
              .append(typeOf(kind))
              .append(" = ")
              .append(value)
              .append(";\n\n");
        }
        n++;
      }
    }
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("fixtures.ts"), ts.toString(), StandardCharsets.UTF_8);
    Path types = home.resolve("deploy/lichess-types").toAbsolutePath();
    var config = JSON.createObjectNode();
    var options = config.putObject("compilerOptions");
    options.put("strict", true).put("noEmit", true).put("target", "ES2022");
    options.put("module", "ES2022").put("moduleResolution", "bundler");
    options.put("baseUrl", types.toString());
    options
        .putObject("paths")
        .putArray("@lichess-org/types")
        .add("node_modules/@lichess-org/types/lichess-api.d.ts");
    config.putArray("files").add("fixtures.ts");
    Files.writeString(dir.resolve("tsconfig.json"), JSON.writeValueAsString(config));
    return tsc(types, dir, n);
  }

  private static Result tsc(Path types, Path dir, int checked)
      throws IOException, InterruptedException {
    Process p =
        new ProcessBuilder(
                "node",
                types.resolve("node_modules/typescript/bin/tsc").toString(),
                "-p",
                "tsconfig.json",
                "--pretty",
                "false")
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("tsc did not finish in 120 s");
    }
    return new Result(p.exitValue(), output, checked);
  }
}
