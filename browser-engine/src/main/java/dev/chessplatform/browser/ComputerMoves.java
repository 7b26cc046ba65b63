package dev.chessplatform.browser;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.HintExplanation;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.engine.level.Level;
import dev.chessplatform.engine.level.LevelPlayer;
import dev.chessplatform.engine.search.Engine;
import dev.chessplatform.engine.search.Score;
import dev.chessplatform.engine.search.SearchControl;
import dev.chessplatform.engine.search.SearchLimits;
import dev.chessplatform.engine.search.SearchListener;
import dev.chessplatform.engine.search.SearchResult;
import java.util.List;

/**
 * The computer's move ({@code best}) and a hint ({@code hint}), searched as the server searches
 * them: engine-service's BuiltInBackend (one single-threaded {@link Engine} kept across requests,
 * {@link LevelPlayer} with the request's seed), with the limits game-service sends: none for levels
 * 1–4 (the level brings its horizon, at most {@link Level#MAX_THINK_MS}), level 5's move time from
 * the clock ({@link Level#fiveMovetimeMs}), and a hint at full strength for {@code hint-movetime}.
 */
final class ComputerMoves {
  private final Engine engine;

  ComputerMoves(Engine engine) {
    this.engine = engine;
  }

  JsonObject best(GameLine line, Request request) {
    Level level = Level.of((int) request.number("level", 0, 1, 5));
    long initialMs = request.number("initialMs", 0, 0, Long.MAX_VALUE >> 12);
    long incrementMs = request.number("incrementMs", 0, 0, Long.MAX_VALUE >> 12);
    long seed = request.number("seed", 0, -(1L << 53), 1L << 53);
    // Not in the server's request: a cap on level 5's time for a caller on a clock of its own (the
    // UCI adapter in a match; the server's computer plays on no clock).
    long capMs = request.number("maxMovetimeMs", Long.MAX_VALUE, 1, Long.MAX_VALUE);
    SearchLimits limits =
        level.isFullStrength()
            ? SearchLimits.movetime(
                Math.min(
                    capMs,
                    Level.fiveMovetimeMs(
                        initialMs,
                        incrementMs,
                        ServerDefaults.LEVEL5_UNTIMED_MS,
                        ServerDefaults.LEVEL5_MAX_MS)))
            : new SearchLimits(0, 0, 0, 0, 0, 0, 0, false, false, 1);
    Searched s = search(line, limits, level, seed);
    return score(
            new JsonObject().put("uci", s.move().uci()).put("san", s.san()), s.result().score())
        .put("depth", s.result().depth())
        .put("nodes", s.result().nodes())
        .put("timeMs", s.result().timeMs());
  }

  JsonObject hint(GameLine line, Request request) {
    long movetime =
        request.number(
            "movetimeMs", ServerDefaults.HINT_MOVETIME_MS, 1, Level.FIVE_MAX_MOVETIME_MS);
    Searched s = search(line, SearchLimits.movetime(movetime), null, 0);
    int score = s.result().score();
    Integer cp = s.result().isMate() ? null : score;
    Integer mate = s.result().isMate() ? s.result().mateMoves() : null;
    HintExplanation.Lines lines = HintExplanation.of(s.before(), s.move(), cp, mate);
    return score(
        new JsonObject()
            .put("uci", s.move().uci())
            .put("san", s.san())
            .put("english", lines.english())
            .put("chinese", lines.chinese()),
        score);
  }

  private record Searched(Position before, Move move, String san, SearchResult result) {}

  private Searched search(GameLine line, SearchLimits limits, Level level, long seed) {
    if (line.game().outcome().isPresent()) {
      throw new RequestError("game-over", "the game is over: no move to search for");
    }
    List<String> moves = line.uciMoves();
    Board board = Fen.readBoard(line.startFen());
    // Keys of the positions before each move, so the search sees repetitions (Engine's contract).
    long[] history = new long[moves.size()];
    for (int i = 0; i < history.length; i++) {
      history[i] = board.key();
      board.makeMove(UciNotation.readPacked(board, moves.get(i)));
    }
    SearchControl control = new SearchControl();
    SearchResult r =
        level == null
            ? engine.search(board, history, limits, SearchListener.NONE, control)
            : new LevelPlayer(engine, seed)
                .play(level, board, history, limits, SearchListener.NONE, control);
    Position before = line.game().position();
    return new Searched(before, r.bestMove(), San.write(before, r.bestMove()), r);
  }

  /** {@code scoreCp} or {@code mateIn}, side to move's view, as engine-service answers them. */
  private static JsonObject score(JsonObject json, int engineScore) {
    if (Score.isMate(engineScore)) {
      return json.put("mateIn", Score.mateMoves(engineScore));
    }
    return json.put("scoreCp", engineScore);
  }
}
