package dev.chessplatform.engine.uci;

import dev.chessplatform.engine.level.Level;
import dev.chessplatform.engine.search.Engine;
import java.util.List;

/** The options the engine announces after {@code uci} and their current values. */
final class UciOptions {
  static final int MAX_HASH_MB = 4096;
  static final int MAX_THREADS = 64;
  static final int MAX_MULTI_PV = 64;
  static final int MIN_ELO = 1000;
  static final int MAX_ELO = 2500;
  static final int DEFAULT_WARMUP_MS = 1000;
  static final int MAX_WARMUP_MS = 10_000;

  int hashMb = Engine.DEFAULT_HASH_MB;
  int threads = 1;
  int multiPv = 1;
  boolean ponder;
  int level = 5;
  boolean limitStrength;
  int elo = MAX_ELO;
  int warmupMs = DEFAULT_WARMUP_MS;
  String eval = DEFAULT_EVAL;
  String evalFile = "";

  /** The evaluation a new engine uses: {@code classical} (hand-written) or {@code nnue}. */
  static final String DEFAULT_EVAL = "classical";

  List<String> announce() {
    return List.of(
        "option name Hash type spin default "
            + Engine.DEFAULT_HASH_MB
            + " min 1 max "
            + MAX_HASH_MB,
        "option name Threads type spin default 1 min 1 max " + MAX_THREADS,
        "option name MultiPV type spin default 1 min 1 max " + MAX_MULTI_PV,
        "option name Ponder type check default false",
        "option name Level type spin default 5 min 1 max 5",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default " + MAX_ELO + " min " + MIN_ELO + " max " + MAX_ELO,
        "option name Warmup type spin default " + DEFAULT_WARMUP_MS + " min 0 max " + MAX_WARMUP_MS,
        "option name Eval type combo default " + DEFAULT_EVAL + " var classical var nnue",
        "option name EvalFile type string default <empty>");
  }

  /** The level in force: UCI_LimitStrength maps UCI_Elo to the nearest level. */
  Level effectiveLevel() {
    return limitStrength ? Level.nearest(elo) : Level.of(level);
  }

  /** Applies one option; returns a problem to report, or null. */
  String set(String name, String value) {
    try {
      switch (name.toLowerCase()) {
        case "hash" -> hashMb = spin(value, 1, MAX_HASH_MB);
        case "threads" -> threads = spin(value, 1, MAX_THREADS);
        case "multipv" -> multiPv = spin(value, 1, MAX_MULTI_PV);
        case "ponder" -> ponder = Boolean.parseBoolean(value);
        case "level" -> level = spin(value, 1, 5);
        case "uci_limitstrength" -> limitStrength = Boolean.parseBoolean(value);
        case "uci_elo" -> elo = spin(value, MIN_ELO, MAX_ELO);
        case "warmup" -> warmupMs = spin(value, 0, MAX_WARMUP_MS);
        case "eval" -> {
          String v = value.trim().toLowerCase();
          if (!v.equals("classical") && !v.equals("nnue")) {
            return "bad value for " + name + ": " + value + " (classical or nnue)";
          }
          eval = v;
        }
        case "evalfile" -> evalFile = value == null || value.equals("<empty>") ? "" : value.trim();
        default -> {
          return "no such option: " + name;
        }
      }
    } catch (NumberFormatException | NullPointerException e) {
      return "bad value for " + name + ": " + value;
    }
    return null;
  }

  private static int spin(String value, int min, int max) {
    return Math.max(min, Math.min(max, Integer.parseInt(value.trim())));
  }
}
