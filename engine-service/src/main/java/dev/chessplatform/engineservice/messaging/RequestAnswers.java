package dev.chessplatform.engineservice.messaging;

import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchAsk;
import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.engineservice.domain.SearchSpec;
import dev.chessplatform.engineservice.domain.SearchSpecs;
import dev.chessplatform.engineservice.domain.SpecError;
import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.events.engine.EngineResult.Status;
import java.time.Instant;

/** Maps the Kafka contract to searches and back; no Kafka in here. */
final class RequestAnswers {

  private RequestAnswers() {}

  /** A request checked: either it needs a search, or it is answered at once. */
  sealed interface Plan {}

  record Search(SearchSpec spec) implements Plan {}

  record Immediate(EngineResult result) implements Plan {}

  static Plan plan(EngineRequest r, SearchBounds bounds, String worker, Instant now) {
    if (!now.isBefore(r.deadline())) {
      return new Immediate(
          EngineResult.without(
              r, Status.EXPIRED, "deadline " + r.deadline() + " passed", worker, now));
    }
    EngineLimits l = r.limits() == null ? new EngineLimits(0, 0, 0) : r.limits();
    SearchAsk ask =
        new SearchAsk(
            r.fen(),
            r.moves(),
            r.level(),
            l.movetimeMs() == 0 ? null : l.movetimeMs(),
            l.depth() == 0 ? null : l.depth(),
            l.nodes() == 0 ? null : l.nodes(),
            r.multiPv());
    // The seed comes from the request, so a retried request plays the same level choices.
    SearchSpecs.Checked checked = SearchSpecs.check(ask, bounds, r.requestId().hashCode());
    if (checked instanceof SearchSpecs.Valid v) {
      return new Search(v.spec());
    }
    if (checked instanceof SearchSpecs.Invalid i) {
      return new Immediate(rejected(r, i.error(), worker, now));
    }
    throw new IllegalStateException("unhandled check: " + checked);
  }

  private static EngineResult rejected(
      EngineRequest r, SpecError error, String worker, Instant now) {
    if (error instanceof SpecError.NoLegalMove e) {
      return EngineResult.without(
          r, Status.NO_LEGAL_MOVE, e.checkmate() ? "checkmate" : "stalemate", worker, now);
    }
    String detail;
    if (error instanceof SpecError.BadFen e) {
      detail = "invalid FEN (" + e.code() + "): " + e.detail();
    } else if (error instanceof SpecError.IllegalMove e) {
      detail = "moves[" + e.index() + "] " + e.move() + ": " + e.detail();
    } else if (error instanceof SpecError.BadLevel e) {
      detail = "level must be 1 to 5, was " + e.value();
    } else if (error instanceof SpecError.BadLimit e) {
      detail = e.field() + " must be " + e.rule() + ", was " + e.value();
    } else {
      throw new IllegalStateException("unhandled search error: " + error);
    }
    return EngineResult.without(r, Status.REJECTED, detail, worker, now);
  }

  static EngineResult answered(EngineRequest r, SearchAnswer a, String worker, Instant now) {
    SearchAnswer.Line chosen =
        a.lines().stream()
            .filter(l -> !l.uci().isEmpty() && l.uci().get(0).equals(a.bestMove()))
            .findFirst()
            .orElse(null);
    return new EngineResult(
        r.requestId(),
        EngineResult.SCHEMA_VERSION,
        r.gameId(),
        r.forSeq(),
        Status.MOVE,
        a.bestMove(),
        a.san(),
        a.score().cp(),
        a.score().mate(),
        a.depth(),
        a.nodes(),
        a.nps(),
        a.timeMs(),
        chosen == null ? java.util.List.of(a.bestMove()) : chosen.uci(),
        null,
        worker,
        now);
  }
}
