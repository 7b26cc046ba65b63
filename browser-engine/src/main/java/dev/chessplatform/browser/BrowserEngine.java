package dev.chessplatform.browser;

import dev.chessplatform.engine.eval.EvalParams;
import dev.chessplatform.engine.search.Bench;
import dev.chessplatform.engine.search.Engine;
import java.util.function.Function;
import org.teavm.jso.JSExport;

/**
 * What the Web Worker calls ({@code worker.js}): one function per operation of the worker protocol,
 * each taking the request as a JSON string and returning {@code {"ok":true,"result":…}} or {@code
 * {"ok":false,"error":{"code","detail"}}} as a JSON string (the worker adds the request's id).
 * TeaVM exports the {@link JSExport} methods of this, the compiled main class; on a JVM they are
 * plain static methods, which is how the unit tests call them.
 *
 * <p>The one {@link Engine} lives as long as the worker, as engine-service's worker keeps its
 * engine: single-threaded (a worker has one thread; {@code threads = 1} starts none).
 */
public final class BrowserEngine {
  private static ComputerMoves computer;

  private BrowserEngine() {}

  /** {@code {fen?, moves}} → the position, its legal moves and how the game stands. */
  @JSExport
  public static String state(String request) {
    return answer(request, r -> StateAnswer.of(GameLine.of(r)));
  }

  /** {@code {fen?, moves, uci}} → {@code {played: true, state}} or why not. */
  @JSExport
  public static String play(String request) {
    return answer(request, r -> PlayAnswer.of(GameLine.of(r), r.requiredString("uci")));
  }

  /** {@code {fen?, moves, level, initialMs?, incrementMs?, seed}} → the computer's move. */
  @JSExport
  public static String best(String request) {
    return answer(request, r -> computer().best(GameLine.of(r), r));
  }

  /** {@code {fen?, moves, movetimeMs?}} → a hint with its explanation. */
  @JSExport
  public static String hint(String request) {
    return answer(request, r -> computer().hint(GameLine.of(r), r));
  }

  /** {@code {depth?}} → chess-engine's bench: the node-count signature and the speed. */
  @JSExport
  public static String bench(String request) {
    return answer(
        request,
        r -> {
          int depth = (int) r.number("depth", Bench.DEPTH, 1, 30);
          Bench.Result b = Bench.run(EvalParams.defaults(), depth, null);
          return new JsonObject().put("nodes", b.nodes()).put("nps", b.nps()).put("ms", b.timeMs());
        });
  }

  /** A fresh engine for the next search (tests: the same table as a newly started worker). */
  static void reset() {
    computer = null;
  }

  private static ComputerMoves computer() {
    if (computer == null) {
      computer = new ComputerMoves(new Engine(ServerDefaults.HASH_MB, 1, EvalParams.defaults()));
    }
    return computer;
  }

  private static String answer(String json, Function<Request, JsonObject> op) {
    try {
      JsonObject result = op.apply(Request.read(json));
      return new JsonObject().put("ok", true).put("result", result).toString();
    } catch (RequestError e) {
      return new JsonObject().put("ok", false).put("error", e.json()).toString();
    } catch (RuntimeException e) {
      JsonObject error = new JsonObject().put("code", "internal").put("detail", String.valueOf(e));
      return new JsonObject().put("ok", false).put("error", error).toString();
    }
  }
}
