package dev.chessplatform.deploy.authz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The expected answers, one line per operation and caller, one column per {@link GameState}:
 *
 * <pre>
 * operation,caller,public waiting,public started,public finished,private waiting,private started,private finished
 * getGame,stranger,200,200,200,403 private-game,403 private-game,403 private-game
 * </pre>
 *
 * A cell is the status, then the problem's type (its last path segment) when the answer is a
 * problem. Lines starting with {@code #} are comments.
 */
final class MatrixTable {

  static final String HEADER =
      "operation,caller,"
          + String.join(
              ",", java.util.Arrays.stream(GameState.values()).map(GameState::label).toList());

  /** operation → caller → state → cell. */
  private final Map<String, Map<Caller, Map<GameState, String>>> cells = new LinkedHashMap<>();

  static MatrixTable read(Path file) throws IOException {
    MatrixTable t = new MatrixTable();
    List<String> lines = Files.readAllLines(file);
    if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
      throw new IllegalArgumentException(file + " must start with: " + HEADER);
    }
    for (String line : lines.subList(1, lines.size())) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split(",", -1);
      if (f.length != 2 + GameState.values().length) {
        throw new IllegalArgumentException(
            "not " + (2 + GameState.values().length) + " cells: " + line);
      }
      for (GameState s : GameState.values()) {
        t.put(f[0], Caller.of(f[1]), s, f[2 + s.ordinal()]);
      }
    }
    return t;
  }

  void put(String operation, Caller caller, GameState state, String cell) {
    cells
        .computeIfAbsent(operation, o -> new LinkedHashMap<>())
        .computeIfAbsent(caller, c -> new LinkedHashMap<>())
        .put(state, cell);
  }

  String get(String operation, Caller caller, GameState state) {
    return cells.getOrDefault(operation, Map.of()).getOrDefault(caller, Map.of()).get(state);
  }

  List<String> operations() {
    return new ArrayList<>(cells.keySet());
  }

  void write(Path file) throws IOException {
    List<String> lines = new ArrayList<>();
    lines.add(HEADER);
    cells.forEach(
        (operation, byCaller) ->
            byCaller.forEach(
                (caller, byState) -> {
                  StringBuilder line = new StringBuilder(operation + "," + caller.label());
                  for (GameState s : GameState.values()) {
                    line.append(',').append(byState.getOrDefault(s, ""));
                  }
                  lines.add(line.toString());
                }));
    Files.createDirectories(file.getParent());
    Files.write(file, lines);
  }
}
