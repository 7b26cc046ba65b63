package dev.chessplatform.engineservice.persistence;

import dev.chessplatform.engine.search.SearchLimits;
import dev.chessplatform.engineservice.application.AnalysisJob;
import dev.chessplatform.engineservice.domain.AnalysisPlan;
import dev.chessplatform.engineservice.domain.AnalysisPlans;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchAnswer.Evaluation;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import org.bson.Document;

/**
 * An {@link AnalysisJob} as a document of {@code analyses}, and back. The plan is kept as what
 * rebuilds it (FENs, moves, endings, limits); an answer as the fields the API shows.
 */
final class AnalysisDocuments {

  private AnalysisDocuments() {}

  static Document toDocument(AnalysisJob job) {
    List<Document> answers = new ArrayList<>();
    job.answers().forEach(a -> answers.add(a == null ? null : answer(a)));
    return new Document("_id", job.id())
        .append("caller", job.caller())
        .append("plan", plan(job.plan()))
        .append("createdAt", date(job.createdAt()))
        .append("deadlineAt", date(job.deadlineAt()))
        .append("status", job.status().name())
        .append("answers", answers)
        .append("done", job.done())
        .append("finishedAt", date(job.finishedAt()))
        .append("reason", job.reason())
        .append("runner", job.lease().runner())
        .append("heartbeatAt", date(job.lease().heartbeatAt()))
        .append("lapses", job.lapses())
        .append("expiresAt", date(job.expiresAt()));
  }

  static AnalysisJob toJob(Document d) {
    List<SearchAnswer> answers = new ArrayList<>();
    for (Object a : d.getList("answers", Object.class)) {
      answers.add(a == null ? null : answer((Document) a));
    }
    return new AnalysisJob(
        d.getString("_id"),
        d.getString("caller"),
        plan(d.get("plan", Document.class)),
        instant(d, "createdAt"),
        instant(d, "deadlineAt"),
        AnalysisJob.Status.valueOf(d.getString("status")),
        answers,
        integer(d, "done"),
        instant(d, "finishedAt"),
        d.getString("reason"),
        new AnalysisJob.Lease(d.getString("runner"), instant(d, "heartbeatAt")),
        integer(d, "lapses"),
        instant(d, "expiresAt"));
  }

  static Document answer(SearchAnswer a) {
    List<Document> lines = new ArrayList<>();
    for (SearchAnswer.Line l : a.lines()) {
      lines.add(
          new Document("score", evaluation(l.score()))
              .append("depth", l.depth())
              .append("uci", l.uci())
              .append("san", l.san()));
    }
    return new Document("bestMove", a.bestMove())
        .append("san", a.san())
        .append("score", evaluation(a.score()))
        .append("depth", a.depth())
        .append("nodes", a.nodes())
        .append("nps", a.nps())
        .append("timeMs", a.timeMs())
        .append("lines", lines)
        .append("stopped", a.stopped());
  }

  private static SearchAnswer answer(Document d) {
    List<SearchAnswer.Line> lines = new ArrayList<>();
    for (Document l : d.getList("lines", Document.class)) {
      lines.add(
          new SearchAnswer.Line(
              evaluation(l.get("score", Document.class)),
              integer(l, "depth"),
              List.copyOf(l.getList("uci", String.class)),
              List.copyOf(l.getList("san", String.class))));
    }
    return new SearchAnswer(
        d.getString("bestMove"),
        d.getString("san"),
        evaluation(d.get("score", Document.class)),
        integer(d, "depth"),
        number(d, "nodes"),
        number(d, "nps"),
        number(d, "timeMs"),
        List.copyOf(lines),
        d.getBoolean("stopped"));
  }

  private static Document evaluation(Evaluation e) {
    return e.mate() == null ? new Document("cp", e.cp()) : new Document("mate", e.mate());
  }

  private static Evaluation evaluation(Document d) {
    return d.containsKey("mate")
        ? new Evaluation(null, integer(d, "mate"))
        : new Evaluation(integer(d, "cp"), null);
  }

  private static Document plan(AnalysisPlan p) {
    List<Document> played = new ArrayList<>();
    for (AnalysisPlan.PlayedMove m : p.played()) {
      played.add(new Document("ply", m.ply()).append("uci", m.uci()).append("san", m.san()));
    }
    SearchLimits l = p.limits();
    Document limits =
        new Document("depth", l.depth())
            .append("nodes", l.nodes())
            .append("movetimeMs", l.movetimeMs())
            .append("timeMs", l.timeMs())
            .append("incrementMs", l.incrementMs())
            .append("movesToGo", l.movesToGo())
            .append("mate", l.mate())
            .append("infinite", l.infinite())
            .append("ponder", l.ponder())
            .append("multiPv", l.multiPv());
    return new Document("fens", p.fens())
        .append("played", played)
        .append("endings", new ArrayList<>(p.endings()))
        .append("limits", limits);
  }

  private static AnalysisPlan plan(Document d) {
    List<AnalysisPlan.PlayedMove> played = new ArrayList<>();
    for (Document m : d.getList("played", Document.class)) {
      played.add(
          new AnalysisPlan.PlayedMove(integer(m, "ply"), m.getString("uci"), m.getString("san")));
    }
    Document l = d.get("limits", Document.class);
    SearchLimits limits =
        new SearchLimits(
            integer(l, "depth"),
            number(l, "nodes"),
            number(l, "movetimeMs"),
            number(l, "timeMs"),
            number(l, "incrementMs"),
            integer(l, "movesToGo"),
            integer(l, "mate"),
            l.getBoolean("infinite"),
            l.getBoolean("ponder"),
            integer(l, "multiPv"));
    return AnalysisPlans.restore(
        d.getList("fens", String.class), played, d.getList("endings", Boolean.class), limits);
  }

  static Date date(Instant instant) {
    return instant == null ? null : Date.from(instant);
  }

  private static Instant instant(Document d, String key) {
    Date date = d.getDate(key);
    return date == null ? null : date.toInstant();
  }

  private static int integer(Document d, String key) {
    return d.get(key, Number.class).intValue();
  }

  private static long number(Document d, String key) {
    return d.get(key, Number.class).longValue();
  }
}
