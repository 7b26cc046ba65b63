// The after-game review on the ended game's screen, for everyone (guests within the engine's limits):
// an analysis job over the game (startAnalysis from the start position, getAnalysis polled), the
// score along the game with the inaccuracies, mistakes and blunders marked, each side's list of them,
// and a point clicked shows its position on the game's board with the better move as an arrow and
// words ("第 2 步 Qc4?? 严重失误（−11.0）· 更好的是 Qxd5"). The numbers come from reviewpoints.ts.
import "./review.css";
import { ApiProblem, answer, api, type Analysis, type GameView } from "./api";
import type { Board } from "./board";
import { lineChart } from "./chart";
import { clear, el } from "./dom";
import { onLangChange, t, type WordKey } from "./i18n";
import { MARK_SUFFIX, reviewPoints, type MarkedMove, type ReviewPoints } from "./reviewpoints";
import { problemText } from "./words";

/** Per position: the guests' cap is 200 ms (engine:review), the whole game stays within seconds. */
const MS_PER_POSITION = 100;
const POLL_MS = 700;
const MARK_WORDS: Record<string, WordKey> = { inaccuracy: "markInaccuracy", mistake: "markMistake", blunder: "markBlunder" };

/** The analysis of each game reviewed in this browser (last 20), so a reload reads it again instead of spending an engine request. */
const JOBS_KEY = "chess.reviews";
const JOBS_KEPT = 20;
const reviews = new WeakMap<Board, Review>();

function readJobs(): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(JOBS_KEY) ?? "{}") as unknown;
    return stored && typeof stored === "object" ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The review panel of an ended game, the same one on every redraw of its screen (one per board). */
export function reviewPanel(gameId: string, view: GameView, board: Board, player: boolean): HTMLElement {
  let review = reviews.get(board);
  if (!review || review.gameId !== gameId) {
    review = new Review(gameId, view, board, player);
    reviews.set(board, review);
  }
  return review.element;
}

class Review {
  readonly element = el("section", { class: "panel review", id: "review" });
  private analysis: Analysis | null = null;
  private points: ReviewPoints | null = null;
  private shown: number | null = null;
  private problem = "";

  constructor(
    readonly gameId: string,
    private readonly view: GameView,
    private readonly board: Board,
    player: boolean,
  ) {
    onLangChange(() => this.render());
    this.render();
    // A player's review starts by itself; a spectator asks for it (each job costs the engine seconds).
    if (player || readJobs()[gameId]) {
      void this.start();
    } else {
      this.asked = false;
      this.render();
    }
  }

  private asked = true;

  private async start(): Promise<void> {
    this.asked = true;
    this.problem = "";
    this.render();
    try {
      let job = await this.earlierJob() ?? await this.newJob();
      this.show(job);
      while ((job.status === "QUEUED" || job.status === "RUNNING") && this.element.isConnected) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        job = await answer(api.GET("/api/engine/analyses/{id}", { params: { path: { id: job.id ?? "" } } }));
        this.show(job);
      }
      if (job.status !== "DONE" && job.status !== "QUEUED" && job.status !== "RUNNING") {
        this.problem = t("reviewFailed", { reason: job.reason ?? job.status ?? "" });
      }
    } catch (e) {
      this.problem = reviewProblem(e);
    }
    this.render();
  }

  /** The job this browser started for the game before (a reload): read again, not started again. */
  private async earlierJob(): Promise<Analysis | null> {
    const id = readJobs()[this.gameId];
    if (!id) {
      return null;
    }
    const job = await answer(api.GET("/api/engine/analyses/{id}", { params: { path: { id } } })).catch(() => null);
    return job && ["QUEUED", "RUNNING", "DONE"].includes(job.status ?? "") ? job : null;
  }

  private async newJob(): Promise<Analysis> {
    const start = await answer(api.GET("/api/games/{gameId}/positions/{ply}", { params: { path: { gameId: this.gameId, ply: 0 } } }));
    const job = await answer(api.POST("/api/engine/analyses", {
      body: { fen: start.fen ?? "", moves: this.view.uciMoves ?? [], movetimeMs: MS_PER_POSITION },
    }));
    const jobs = Object.entries({ ...readJobs(), [this.gameId]: job.id ?? "" }).slice(-JOBS_KEPT);
    try {
      localStorage.setItem(JOBS_KEY, JSON.stringify(Object.fromEntries(jobs)));
    } catch {
      // not kept: a reload starts the analysis again
    }
    return job;
  }

  private show(job: Analysis): void {
    this.analysis = job;
    this.points = reviewPoints(job);
    this.render();
  }

  private render(): void {
    const job = this.analysis;
    const points = this.points;
    const parts: Array<Node | string> = [el("h2", {}, t("reviewTitle"))];
    if (!this.asked) {
      const ask = el("button", { type: "button", id: "review-start" }, t("reviewStart"));
      ask.addEventListener("click", () => void this.start());
      parts.push(ask);
    }
    if (job && points && job.status !== "DONE") {
      parts.push(el("p", { class: "muted", id: "review-progress" }, t("analysing", { done: job.progress?.done ?? 0, total: job.progress?.total ?? 0 })));
    }
    if (job?.status === "DONE" && points) {
      parts.push(lineChart(points.values, {
        id: "review-chart", label: t("scoreGraph"), range: [-10, 10], baseline: 0, marks: points.marks,
        ...(this.shown !== null ? { marked: this.shown } : {}),
        format: (v) => (v > 0 ? `+${v.toFixed(1)}` : v.toFixed(1)), onPick: (i) => this.pick(i),
      }));
      parts.push(el("p", { class: "review-better", id: "review-better", "aria-live": "polite" }, this.words()));
      for (const side of ["WHITE", "BLACK"] as const) {
        const moves = points.moves.filter((m) => m.side === side);
        const list = el("ul", { class: "review-list", "data-side": side });
        for (const m of moves) {
          const item = el("button", { type: "button", class: `review-move ${m.mark}`, "data-ply": String(m.ply) }, moveWords(m));
          item.addEventListener("click", () => this.pick(m.ply));
          list.append(el("li", {}, item));
        }
        parts.push(el("h3", {}, t("reviewSide", { side: t(side === "WHITE" ? "white" : "black") })),
          moves.length > 0 ? list : el("p", { class: "muted" }, t("reviewClean")));
      }
      if (this.shown !== null) {
        const live = el("button", { type: "button", id: "review-live" }, t("reviewLive"));
        live.addEventListener("click", () => this.backToEnd());
        parts.push(live);
      }
    }
    if (this.problem !== "") {
      const retry = el("button", { type: "button", id: "review-retry" }, t("reviewRetry"));
      retry.addEventListener("click", () => void this.start());
      parts.push(el("p", { class: "notice problem", id: "review-error" }, this.problem), retry);
    }
    clear(this.element);
    this.element.append(...parts);
    this.element.dataset.status = job?.status ?? "";
  }

  /**
   * A point: a marked move shows the position it was played in, the move played and the better
   * one as an arrow; any other point its position and the engine's best move there.
   */
  private pick(index: number): void {
    const positions = this.analysis?.positions ?? [];
    const marked = this.points?.moves.find((m) => m.ply === index);
    const at = marked ? index - 1 : index;
    const position = positions.find((p) => p.index === at);
    if (!position) {
      return;
    }
    this.shown = index;
    this.element.dataset.ply = String(at);
    void this.board.show(position.fen ?? "", false);
    this.board.clearHint();
    const played = marked ? marked.uci : (this.view.uciMoves ?? [])[at - 1];
    this.board.markLastMove(played ? played.substring(0, 2) : null, played ? played.substring(2, 4) : null);
    const arrow = marked ? marked.betterUci : position.bestMove;
    if (arrow) {
      this.board.showHint(arrow.substring(0, 2), arrow.substring(2, 4));
    }
    this.render();
  }

  private backToEnd(): void {
    this.shown = null;
    delete this.element.dataset.ply;
    void this.board.show(this.view.fen ?? "", false);
    this.board.clearHint();
    const last = this.view.lastMove?.uci;
    this.board.markLastMove(last ? last.substring(0, 2) : null, last ? last.substring(2, 4) : null);
    this.render();
  }

  /** The words for the point shown. */
  private words(): string {
    const index = this.shown;
    if (index === null || !this.points) {
      return this.points && this.points.moves.length > 0 ? t("reviewPickHint") : "";
    }
    const marked = this.points.moves.find((m) => m.ply === index);
    if (marked) {
      return moveWords(marked);
    }
    const position = this.analysis?.positions?.find((p) => p.index === index);
    const score = this.points.values[index] ?? 0;
    return t("reviewPosition", {
      n: index, score: score > 0 ? `+${score.toFixed(1)}` : score.toFixed(1), best: position?.san ?? "—",
    });
  }
}

/** "第 2 步 Qc4?? 严重失误（−11.0）· 更好的是 Qxd5" / "Move 2 Qc4?? blunder (−11.0) · better was Qxd5". */
function moveWords(m: MarkedMove): string {
  const words = t("reviewMove", {
    n: m.moveNumber, dots: m.side === "BLACK" ? "…" : "", san: `${m.san}${MARK_SUFFIX[m.mark]}`,
    mark: t(MARK_WORDS[m.mark]), loss: `−${m.loss.toFixed(1)}`,
  });
  return m.better ? `${words} · ${t("reviewBetter", { san: m.better })}` : words;
}

function reviewProblem(e: unknown): string {
  if (e instanceof ApiProblem && (e.status === 401 || e.status === 403)) {
    return t("engineSignIn");
  }
  if (e instanceof ApiProblem && e.status === 429) {
    return t("reviewRateLimited", { n: Number(e.problem.retryAfterSeconds ?? 30) });
  }
  return e instanceof ApiProblem ? problemText(e.problem) : t("reconnecting");
}
