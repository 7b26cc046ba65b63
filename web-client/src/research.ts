// The research board (seed 004 进入研究): a game of the platform or an imported PGN, or any
// position set up from a FEN; step through the moves, ask the engine for its best lines (MultiPV)
// and for a score along the whole game. Nothing here touches a game: the engine's analysis API only.
import { lineStart, moveRows, plyLabel } from "./movelist";
import { ApiProblem, answer, api, type Analysis, type BestMove, type Score } from "./api";
import { Board } from "./board";
import { lineChart } from "./chart";
import { createComputerGame, sideToMove, type ColourChoice } from "./computer";
import { clear, el } from "./dom";
import { t } from "./i18n";
import { button } from "./offers";
import { importForm } from "./pgn";
import { whitePawns } from "./reviewpoints";
import { problemText } from "./words";

const INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const LINES = 3;
const ANALYSIS_MS_PER_POSITION = 150;

interface Line {
  start: string;
  uci: string[];
  san: string[];
  /** fens[i]: the position after i plies (fens[0] = start); missing until the API has told it. */
  fens: Array<string | undefined>;
}

export class ResearchScreen {
  private line: Line = { start: INITIAL, uci: [], san: [], fens: [INITIAL] };
  private ply = 0;
  private scores: number[] = [];
  private board!: Board;
  private readonly parts: Record<string, HTMLElement> = {};
  private readonly keyHandler = (e: KeyboardEvent) => this.onKey(e);

  constructor(
    private readonly root: HTMLElement,
    private readonly gameId: string | null,
  ) {}

  async open(): Promise<void> {
    clear(this.root);
    const host = el("div", { class: "board", id: "board" });
    this.parts.position = el("p", { class: "status", id: "research-position", role: "status", "aria-live": "polite" });
    this.parts.steps = el("div", { class: "buttons", id: "research-steps" });
    this.parts.moves = el("ol", { class: "move-list research-moves", id: "move-list" });
    this.parts.engine = el("section", { class: "panel engine", id: "engine-lines" });
    this.parts.graph = el("section", { class: "panel", id: "score-graph" });
    this.parts.error = el("p", { class: "notice problem", id: "research-error", "aria-live": "assertive" });
    const fen = el("input", { id: "fen-input", spellcheck: "false", autocomplete: "off" }) as HTMLInputElement;
    const fenForm = el("form", { class: "inline-form", id: "fen-form" }, el("label", { for: "fen-input" }, t("setUpFen")), fen,
      el("button", { type: "submit" }, t("setUp")));
    fenForm.addEventListener("submit", (e) => {
      e.preventDefault();
      const text = fen.value.trim() || INITIAL;
      this.line = { start: text, uci: [], san: [], fens: [text] };
      this.scores = [];
      void this.go(0);
    });
    this.parts.fen = fen;
    const play = this.playForm();
    this.root.append(el("div", { class: "game research", id: "research" },
      el("div", { class: "board-column" }, host, this.parts.steps),
      el("div", { class: "side-column" },
        el("h1", {}, t("researchTitle")), el("p", { class: "muted" }, t("researchIntro")),
        this.parts.position, this.parts.error,
        button("ask-engine", t("askEngine"), () => void this.askEngine(), true), this.parts.engine,
        button("analyse-game", t("analyseGame"), () => void this.analyseGame(), true), this.parts.graph,
        fenForm, play, el("h2", { class: "moves-title" }, t("moves")), this.parts.moves,
        el("details", { class: "panel" }, el("summary", {}, t("loadPgn")), importForm((id) => (location.hash = `#/research/${id}`))))));
    this.board = new Board(host);
    document.addEventListener("keydown", this.keyHandler);
    if (this.gameId) {
      this.line = await loadGame(this.gameId);
    }
    await this.go(this.line.uci.length);
  }

  close(): void {
    document.removeEventListener("keydown", this.keyHandler);
    this.board?.destroy();
  }

  private async go(ply: number): Promise<void> {
    this.ply = Math.max(0, Math.min(this.line.uci.length, ply));
    this.parts.error.textContent = "";
    clear(this.parts.engine);
    let fen = this.line.fens[this.ply];
    if (!fen) {
      // An imported game carries moves, not positions: the engine API says where they lead.
      const found = await this.engine({ depth: 1 });
      fen = found?.fen;
      this.line.fens[this.ply] = fen;
    }
    await this.board.show(fen ?? this.line.start, true);
    const last = this.ply > 0 ? this.line.uci[this.ply - 1] : null;
    this.board.markLastMove(last ? last.substring(0, 2) : null, last ? last.substring(2, 4) : null);
    this.board.clearHint();
    (this.parts.fen as HTMLInputElement).value = fen ?? "";
    this.parts.position.textContent = this.ply === 0 ? t("startPosition")
      : t("afterMove", { label: plyLabel(this.ply, lineStart(this.line.start, 0)), san: this.line.san[this.ply - 1] ?? "" });
    document.body.dataset.researchPly = String(this.ply);
    this.renderSteps();
    this.renderMoves();
    this.renderGraph();
  }

  /** 「与电脑从这里下」: a game against the computer from the position shown (you take the side to move unless chosen). */
  private playForm(): HTMLElement {
    const level = el("select", { id: "play-level", "aria-label": t("level") },
      ...[1, 2, 3, 4, 5].map((n) => el("option", { value: String(n) }, t("levelShort", { n })))) as HTMLSelectElement;
    const colour = el("select", { id: "play-colour", "aria-label": t("colour") },
      el("option", { value: "" }, t("sideToMove")), el("option", { value: "WHITE" }, t("white")),
      el("option", { value: "BLACK" }, t("black"))) as HTMLSelectElement;
    const form = el("form", { class: "inline-form", id: "play-form" }, el("label", { for: "play-level" }, t("playFromHere")),
      level, colour, el("button", { type: "submit", id: "play-computer" }, t("playComputer")));
    form.addEventListener("submit", async (e) => {
      e.preventDefault();
      const fen = this.line.fens[this.ply] ?? this.line.start;
      try {
        const gameId = await createComputerGame({
          fen, level: Number(level.value), clock: { preset: "untimed" },
          colour: (colour.value || sideToMove(fen)) as ColourChoice,
        });
        location.hash = `#/game/${gameId}`;
      } catch (err) {
        this.parts.error.textContent = err instanceof ApiProblem ? problemText(err.problem) : t("reconnecting");
      }
    });
    return form;
  }

  private renderSteps(): void {
    clear(this.parts.steps);
    const end = this.line.uci.length;
    this.parts.steps.append(
      button("first", "|◀", () => void this.go(0), this.ply > 0),
      button("prev", "◀", () => void this.go(this.ply - 1), this.ply > 0),
      button("next", "▶", () => void this.go(this.ply + 1), this.ply < end),
      button("last", "▶|", () => void this.go(end), this.ply < end),
    );
    const labels = ["first", "prev", "next", "last"] as const;
    this.parts.steps.querySelectorAll("button").forEach((b, i) => b.setAttribute("aria-label", t(labels[i])));
  }

  private renderMoves(): void {
    clear(this.parts.moves);
    // Numbered from the start position's own move number and side (a FEN with Black to move: "1…").
    for (const row of moveRows(this.line.san, lineStart(this.line.start, 0))) {
      const move = (ply: number, san: string) => {
        const b = el("button", { type: "button", class: `move ${ply === this.ply ? "current" : ""}`, "data-ply": String(ply) }, san);
        b.addEventListener("click", () => void this.go(ply));
        return b;
      };
      this.parts.moves.append(el("li", {}, el("span", { class: "move-number" }, row.label), ...row.moves.map((m) => move(m.ply, m.san))));
    }
  }

  private async engine(limits: { depth?: number; movetimeMs?: number; multiPv?: number }): Promise<BestMove | null> {
    const start = this.line.start;
    try {
      return await answer(api.POST("/api/engine/best-move", {
        body: { ...(start === INITIAL ? {} : { fen: start }), moves: this.line.uci.slice(0, this.ply), ...limits },
      }));
    } catch (e) {
      this.parts.error.textContent = engineProblem(e);
      return null;
    }
  }

  /** The engine's best lines for the position shown, best first, each with its score. */
  private async askEngine(): Promise<void> {
    clear(this.parts.engine);
    this.parts.engine.append(el("p", { class: "muted" }, t("engineThinking")));
    const best = await this.engine({ multiPv: LINES, movetimeMs: 1000 });
    clear(this.parts.engine);
    if (!best) {
      return;
    }
    const white = (best.fen ?? "").split(" ")[1] !== "b";
    const list = el("ol", { class: "engine-lines", id: "engine-line-list" });
    for (const line of best.lines ?? []) {
      list.append(el("li", { "data-multipv": String(line.multiPv ?? 0) },
        el("strong", { class: "score" }, scoreText(line.score, white)), " ",
        el("span", { class: "pv" }, (line.pv ?? []).slice(0, 10).join(" ")),
        el("span", { class: "muted" }, ` (${t("depth", { n: line.depth ?? 0 })})`)));
    }
    if (best.bestMove) {
      this.board.showHint(best.bestMove.substring(0, 2), best.bestMove.substring(2, 4));
    }
    this.parts.engine.append(el("h2", {}, t("engineLines")), list);
  }

  /** The whole game analysed (one position per ply), its score drawn from White's side. */
  private async analyseGame(): Promise<void> {
    const start = this.line.start;
    try {
      let job: Analysis = await answer(api.POST("/api/engine/analyses", {
        body: { ...(start === INITIAL ? {} : { fen: start }), moves: this.line.uci, movetimeMs: ANALYSIS_MS_PER_POSITION },
      }));
      while (job.status === "QUEUED" || job.status === "RUNNING") {
        clear(this.parts.graph);
        this.parts.graph.append(el("p", { class: "muted" }, t("analysing", { done: job.progress?.done ?? 0, total: job.progress?.total ?? 0 })));
        await new Promise((resolve) => setTimeout(resolve, 700));
        job = await answer(api.GET("/api/engine/analyses/{id}", { params: { path: { id: job.id ?? "" } } }));
      }
      this.scores = (job.positions ?? []).map((p) => {
        this.line.fens[p.index ?? 0] ??= p.fen;
        return whitePawns(p.score, (p.fen ?? "").split(" ")[1] !== "b", p.ending);
      });
      this.renderGraph();
    } catch (e) {
      this.parts.error.textContent = engineProblem(e);
    }
  }

  private renderGraph(): void {
    if (this.scores.length === 0) {
      return;
    }
    clear(this.parts.graph);
    this.parts.graph.append(el("h2", {}, t("scoreGraph")), lineChart(this.scores, {
      id: "score-chart", label: t("scoreGraph"), range: [-10, 10], baseline: 0, marked: this.ply,
      format: (v) => (v > 0 ? `+${v.toFixed(1)}` : v.toFixed(1)), onPick: (i) => void this.go(i),
    }));
  }

  private onKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) {
      return;
    }
    if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
      e.preventDefault();
      void this.go(this.ply + (e.key === "ArrowLeft" ? -1 : 1));
    }
  }
}

/** A game's line from its events: each MovePlayed's position, less what takebacks removed. */
async function loadGame(gameId: string): Promise<Line> {
  const line: Line = { start: INITIAL, uci: [], san: [], fens: [INITIAL] };
  let after = 0;
  for (;;) {
    const page = await answer(api.GET("/api/games/{gameId}/updates", { params: { path: { gameId }, query: { afterSeq: after, waitSeconds: 0 } } }));
    for (const event of page.events ?? []) {
      const p = (event.payload ?? {}) as Record<string, unknown>;
      if (event.type === "GameCreated" && typeof p.startFen === "string") {
        line.start = p.startFen;
        line.fens = [p.startFen];
      } else if (event.type === "MovePlayed") {
        line.uci.push(String(p.uci));
        line.san.push(String(p.san));
        line.fens.push(String(p.fenAfter));
      } else if (event.type === "TakebackAccepted" || event.type === "MovesUndone") {
        const keep = line.uci.length - Number(p.plies ?? 0);
        line.uci.length = keep;
        line.san.length = keep;
        line.fens.length = keep + 1;
      } else if (event.type === "GameImported") {
        line.start = typeof p.startFen === "string" && p.startFen !== "" ? p.startFen : INITIAL;
        line.uci = (p.uciMoves as string[] | undefined) ?? [];
        line.san = (p.sanMoves as string[] | undefined) ?? [];
        line.fens = [line.start];
      }
    }
    if (page.ended || (page.events ?? []).length === 0 || page.lastSeq === after) {
      return line;
    }
    after = page.lastSeq ?? after;
  }
}

function scoreText(score: Score | undefined, whiteToMove: boolean): string {
  if (score?.mate !== undefined && score.mate !== null) {
    return t("mateIn", { n: Math.abs(score.mate), side: t((score.mate > 0) === whiteToMove ? "white" : "black") });
  }
  const pawns = whitePawns(score, whiteToMove);
  return pawns > 0 ? `+${pawns.toFixed(2)}` : pawns.toFixed(2);
}

function engineProblem(e: unknown): string {
  if (e instanceof ApiProblem && (e.status === 401 || e.status === 403)) {
    return t("engineSignIn");
  }
  return e instanceof ApiProblem ? problemText(e.problem) : t("reconnecting");
}
