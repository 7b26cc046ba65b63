package dev.chessplatform.chess.perft;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads {@code *.perft} files: {@code id NAME}, {@code epd FEN}, {@code perft DEPTH LEAVES}. */
record PerftSuite(String file, List<Case> cases) {
  record Case(String id, String fen, List<Expectation> expectations) {}

  record Expectation(int depth, long leaves) {}

  static PerftSuite load(String resource) throws IOException {
    List<Case> cases = new ArrayList<>();
    String id = null;
    String fen = null;
    List<Expectation> expectations = new ArrayList<>();
    try (InputStream in = PerftSuite.class.getResourceAsStream(resource);
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        line = line.strip();
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        String[] kv = line.split("\\s+", 2);
        switch (kv[0]) {
          case "id" -> {
            if (id != null) {
              cases.add(new Case(id, fen, List.copyOf(expectations)));
            }
            id = kv[1];
            fen = null;
            expectations.clear();
          }
          case "epd" -> fen = kv[1];
          case "perft" -> {
            String[] dn = kv[1].split("\\s+");
            expectations.add(new Expectation(Integer.parseInt(dn[0]), Long.parseLong(dn[1])));
          }
          default -> throw new IOException(resource + ": unknown line '" + line + "'");
        }
      }
    }
    if (id != null) {
      cases.add(new Case(id, fen, List.copyOf(expectations)));
    }
    return new PerftSuite(resource, cases);
  }
}
