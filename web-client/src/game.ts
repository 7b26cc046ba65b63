// One game against the computer on screen: the board, the status line, the clocks, the moves,
// hint, undo and resign. The game is the API's: every move is sent to it and every change comes
// back from it (the answer, then the live stream), so a reload or a restart loses nothing.
import {
  ApiProblem,
  Unreachable,
  answer,
  api,
  newIdempotencyKey,
  persistently,
  type GameView,
  type HintView,
  type LegalMove,
} from "./api";
import { Board, piecesOf, type Destination, type Side } from "./board";
import { both, onLangChange, pick, t } from "./i18n";
import { el, clear } from "./dom";
import { forgetToken, rememberGame, session } from "./session";
import { GameStream } from "./stream";
import { ending, problemText } from "./words";

const PROMOTIONS = [
  ["q", "queen", "♕"],
  ["r", "rook", "♖"],
  ["b", "bishop", "♗"],
  ["n", "knight", "♘"],
] as const;

export class GameScreen {
  private view: GameView | null = null;
  private legal: LegalMove[] = [];
  private board!: Board;
  private stream: GameStream | null = null;
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  private clockTimer = 0;
  private clockReadAt = 0;
  private hint: HintView | null = null;
  private notice = "";
  private wasInCheck = false;
  private orientation: Side | null = null;
  private busy = false;
  private readonly parts: Record<string, HTMLElement> = {};
  private readonly keyHandler = (e: KeyboardEvent) => this.onKey(e);

  constructor(
    private readonly root: HTMLElement,
    private readonly gameId: string,
  ) {}

  async open(): Promise<void> {
    this.layout();
    onLangChange(() => this.render());
    document.addEventListener("keydown", this.keyHandler);
    try {
      await this.refresh();
    } catch (e) {
      if (e instanceof ApiProblem && e.status === 404) {
        this.parts.status.textContent = t("gameNotFound");
        return;
      }
      throw e;
    }
    rememberGame(this.gameId);
    this.stream = new GameStream(this.gameId, this.view?.version ?? 0, {
      onEvent: () => void this.refreshSoon(),
      onConnection: (connected) => {
        this.setReconnecting(!connected);
        if (connected) {
          void this.refreshSoon();
        }
      },
    });
  }

  close(): void {
    this.stream?.close();
    window.clearInterval(this.clockTimer);
    document.removeEventListener("keydown", this.keyHandler);
  }

  private layout(): void {
    clear(this.root);
    const host = el("div", { class: "board", id: "board" });
    this.parts.top = el("div", { class: "player top" });
    this.parts.bottom = el("div", { class: "player bottom" });
    this.parts.status = el("p", { class: "status", id: "status", role: "status", "aria-live": "polite" });
    this.parts.notice = el("p", { class: "notice", id: "notice", "aria-live": "assertive" });
    this.parts.announce = el("p", { class: "announce", id: "announce", "aria-live": "polite" });
    this.parts.reconnecting = el("p", { class: "reconnecting", id: "reconnecting", hidden: "" });
    this.parts.hint = el("section", { class: "hint-panel", id: "hint-panel", hidden: "" });
    this.parts.moves = el("ol", { class: "move-list", id: "move-list" });
    this.parts.buttons = el("div", { class: "buttons" });
    this.parts.promotion = el("div", { class: "promotion", id: "promotion", role: "dialog", hidden: "" });
    this.parts.moveForm = el("form", { class: "move-form", id: "move-form" });
    this.root.append(
      el("div", { class: "game" },
        el("div", { class: "board-column" }, this.parts.top, host, this.parts.bottom, this.parts.promotion),
        el("div", { class: "side-column" },
          this.parts.reconnecting, this.parts.status, this.parts.announce, this.parts.notice, this.parts.buttons,
          this.parts.hint, this.parts.moveForm,
          el("h2", { class: "moves-title" }, t("moves")), this.parts.moves)),
    );
    this.board = new Board(host);
    this.clockTimer = window.setInterval(() => this.renderClocks(), 100);
  }

  // The game from the API.

  private refreshSoon(): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      try {
        do {
          this.refreshAgain = false;
          await this.refresh();
        } while (this.refreshAgain);
      } catch (e) {
        this.showProblem(e);
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  private async refresh(): Promise<void> {
    const view = await this.call(
      () => api.GET("/api/games/{gameId}", { params: { path: { gameId: this.gameId } } }),
    );
    const legal =
      view.status === "STARTED" && view.turn === this.mySide(view)
        ? await this.call(
            () => api.GET("/api/games/{gameId}/legal-moves", { params: { path: { gameId: this.gameId } } }),
            true, // the game itself was just read
          )
        : [];
    await this.apply(view, legal);
  }

  private async apply(view: GameView, legal: LegalMove[]): Promise<void> {
    const before = this.view;
    if (before && (view.version ?? 0) < (before.version ?? 0)) {
      return; // an older answer overtaken by a newer one
    }
    this.view = view;
    this.legal = legal;
    const mine = this.mySide();
    await this.board.orient(this.orientation ?? (mine === "BLACK" ? "b" : "w"));
    const moved = before !== null && before.fen !== view.fen;
    const played = (view.moves?.length ?? 0) > (before?.moves?.length ?? 0);
    await this.board.show(view.fen ?? "", moved && played);
    if (moved) {
      this.hint = null;
      this.board.clearHint();
    }
    if (played && before && view.lastMove?.san && view.turn === mine) {
      this.parts.announce.textContent = t("computerPlayed", { san: view.lastMove.san });
    }
    this.clockReadAt = performance.now();
    this.render();
  }

  /** The colour this browser's player has in the game (the one shown, unless another is given). */
  private mySide(view: GameView | null = this.view): "WHITE" | "BLACK" | null {
    const me = session()?.accountId;
    if (!view || !me) {
      return null;
    }
    return view.white === me ? "WHITE" : view.black === me ? "BLACK" : null;
  }

  private myTurn(): boolean {
    return this.view?.status === "STARTED" && this.view.turn === this.mySide() && !this.busy;
  }

  // Drawing.

  private render(): void {
    const view = this.view;
    if (!view) {
      return;
    }
    const mine = this.mySide();
    const uci = view.lastMove?.uci;
    this.board.markLastMove(uci ? uci.substring(0, 2) : null, uci ? uci.substring(2, 4) : null);
    const king = view.check ? kingSquare(view.fen ?? "", view.turn ?? "WHITE") : null;
    this.board.markCheck(king, Boolean(view.check) && !this.wasInCheck);
    this.wasInCheck = Boolean(view.check);
    this.board.enable(this.myTurn() ? (mine === "BLACK" ? "b" : "w") : null, {
      pick: (square) => this.pick(square),
      drop: (from, to) => this.drop(from, to),
    });
    this.board.labelSquares();
    this.renderStatus(view);
    this.renderPlayers(view);
    this.renderButtons(view);
    this.renderHint();
    this.renderMoves(view);
    this.renderMoveForm();
    this.parts.notice.textContent = this.notice;
    if (this.notice === "") {
      this.parts.notice.classList.remove("problem");
    }
    document.body.dataset.gameStatus = view.status ?? "";
    document.body.dataset.gameId = this.gameId;
  }

  private renderStatus(view: GameView): void {
    let text: string;
    if (view.status === "ENDED" || view.status === "CANCELLED") {
      const mine = this.mySide();
      const outcome =
        view.winner && mine ? (view.winner === mine ? t("youWon") : t("youLost")) : t("gameOver");
      text = `${outcome} ${ending(view)}`;
    } else if (view.status !== "STARTED") {
      text = t("waiting");
    } else if (view.check) {
      text = `${both("check")} ${view.turn === this.mySide() ? t("yourTurn") : t("computerThinking")}`;
    } else {
      text = view.turn === this.mySide() ? t("yourTurn") : t("computerThinking");
    }
    this.parts.status.textContent = text;
    this.parts.status.dataset.check = view.check ? "true" : "false";
  }

  private renderPlayers(view: GameView): void {
    const flipped = this.board.orientation() === "b";
    const seat = (colour: "WHITE" | "BLACK") => {
      const id = colour === "WHITE" ? view.white : view.black;
      const name =
        id?.startsWith("computer:")
          ? t("computer", { level: view.computerLevel ?? id.substring(9) })
          : id === session()?.accountId
            ? `${t("you")} (${colour === "WHITE" ? view.whiteName ?? "" : view.blackName ?? ""})`
            : (colour === "WHITE" ? view.whiteName : view.blackName) ?? "?";
      return { name, colour };
    };
    const top = seat(flipped ? "WHITE" : "BLACK");
    const bottom = seat(flipped ? "BLACK" : "WHITE");
    for (const [part, who] of [[this.parts.top, top], [this.parts.bottom, bottom]] as const) {
      clear(part);
      part.dataset.colour = who.colour;
      part.append(
        el("span", { class: `swatch ${who.colour.toLowerCase()}` }),
        el("span", { class: "name" }, who.name),
        el("span", { class: "clock", "data-clock": who.colour }),
      );
    }
    this.renderClocks();
  }

  private renderClocks(): void {
    const view = this.view;
    if (!view?.clock || !view.timeControl?.initialMs) {
      this.root.querySelectorAll<HTMLElement>("[data-clock]").forEach((c) => (c.textContent = ""));
      return;
    }
    const running = view.status === "STARTED" ? view.clock.running : undefined;
    const elapsed = performance.now() - this.clockReadAt;
    for (const colour of ["WHITE", "BLACK"] as const) {
      const base = colour === "WHITE" ? view.clock.whiteMs ?? 0 : view.clock.blackMs ?? 0;
      const ms = Math.max(0, running === colour ? base - elapsed : base);
      const clock = this.root.querySelector<HTMLElement>(`[data-clock=${colour}]`);
      if (clock) {
        clock.textContent = formatClock(ms);
        clock.classList.toggle("running", running === colour);
        clock.classList.toggle("low", ms < 10_000);
      }
    }
  }

  private renderButtons(view: GameView): void {
    clear(this.parts.buttons);
    const playing = view.status === "STARTED";
    const used = view.hints ? (this.mySide() === "BLACK" ? view.hints.black : view.hints.white) ?? 0 : 0;
    const left = Math.max(0, (view.hints?.perGame ?? 3) - used);
    const button = (id: string, label: string, action: () => void, enabled: boolean) => {
      const b = el("button", { type: "button", id }, label) as HTMLButtonElement;
      b.disabled = !enabled;
      b.addEventListener("click", action);
      return b;
    };
    this.parts.buttons.append(
      button("hint", `${t("hint")} · ${t("hintsLeft", { n: left })}`, () => void this.askHint(), playing && this.myTurn() && left > 0),
      button("undo", t("undo"), () => void this.undo(), playing && (view.moves?.length ?? 0) > 0),
      button("resign", t("resign"), () => void this.resign(), playing),
      button("flip", t("flip"), () => void this.flip(), true),
      button("new-game", t("newGame"), () => (location.hash = "#/"), true),
    );
  }

  private renderHint(): void {
    const hint = this.hint;
    this.parts.hint.hidden = !hint;
    clear(this.parts.hint);
    if (!hint) {
      return;
    }
    this.parts.hint.append(
      el("h2", {}, t("hintTitle", { san: hint.san ?? "" })),
      el("p", { lang: "zh-CN", class: "explanation-zh" }, hint.explanationZh ?? ""),
      el("p", { lang: "en", class: "explanation-en" }, hint.explanation ?? ""),
      el("p", { class: "hints-left" }, t("hintsLeft", { n: hint.hintsLeft ?? 0 })),
    );
  }

  private renderMoves(view: GameView): void {
    clear(this.parts.moves);
    const moves = view.moves ?? [];
    for (let i = 0; i < moves.length; i += 2) {
      const li = el("li", {},
        el("span", { class: "move white-move" }, moves[i]),
        el("span", { class: "move black-move" }, moves[i + 1] ?? ""));
      this.parts.moves.appendChild(li);
    }
    this.parts.moves.scrollTop = this.parts.moves.scrollHeight;
  }

  private renderMoveForm(): void {
    const form = this.parts.moveForm;
    if (form.childElementCount === 0) {
      const input = el("input", { id: "move-input", name: "move", autocomplete: "off", spellcheck: "false" }) as HTMLInputElement;
      const label = el("label", { for: "move-input" }, t("moveInput"));
      form.append(label, input, el("button", { type: "submit" }, t("play")));
      form.addEventListener("submit", (e) => {
        e.preventDefault();
        const text = input.value.trim();
        if (text !== "" && this.myTurn()) {
          input.value = "";
          void this.play(text, null);
        }
      });
    }
    (form.querySelector("label") as HTMLElement).textContent = t("moveInput");
    (form.querySelector("button") as HTMLElement).textContent = t("play");
  }

  /**
   * A call about this game until the platform answers (see {@link persistently}), with
   * "reconnecting" on screen while it waits; once the game has been shown, a 404 is waited out too.
   */
  private call<T>(
    request: () => Promise<{ data?: T; error?: unknown; response: Response }>,
    existing = this.view !== null,
  ): Promise<T> {
    return persistently(request, (waiting) => this.setReconnecting(waiting), existing);
  }

  private setReconnecting(waiting: boolean): void {
    this.parts.reconnecting.hidden = !waiting;
    this.parts.reconnecting.textContent = waiting ? t("reconnecting") : "";
    document.body.dataset.reconnecting = String(waiting);
  }

  // The player's input.

  private pick(square: string): Destination[] | null {
    if (!this.myTurn()) {
      return null;
    }
    const moves = this.legal.filter((m) => m.from === square);
    const own = piecesOf(this.view?.fen ?? "").get(square);
    const mineIsWhite = this.mySide() === "WHITE";
    if (!own || (own === own.toUpperCase()) !== mineIsWhite) {
      return null;
    }
    const seen = new Map<string, Destination>();
    for (const m of moves) {
      seen.set(m.to ?? "", { square: m.to ?? "", capture: Boolean(m.capture), enPassant: Boolean(m.enPassant) });
    }
    return [...seen.values()];
  }

  private drop(from: string, to: string): boolean {
    const candidates = this.legal.filter((m) => m.from === from && m.to === to);
    if (candidates.length === 0) {
      // Not in the list: the API says why (castling not allowed, pinned piece …) and nothing changes.
      void this.play(`${from}${to}`, null);
      return false;
    }
    if (candidates.some((m) => m.promotion)) {
      this.askPromotion(from, to);
      return false;
    }
    void this.play(candidates[0].uci ?? `${from}${to}`, candidates[0]);
    return true;
  }

  private askPromotion(from: string, to: string): void {
    const panel = this.parts.promotion;
    clear(panel);
    panel.setAttribute("aria-label", t("promoteTo"));
    panel.append(el("p", {}, t("promoteTo")));
    const white = this.mySide() === "WHITE";
    for (const [letter, word, glyph] of PROMOTIONS) {
      const b = el("button", { type: "button", "data-piece": letter, "aria-label": t(word) },
        el("span", { class: "glyph" }, white ? glyph : String.fromCharCode(glyph.charCodeAt(0) + 6)),
        el("span", {}, t(word)));
      b.addEventListener("click", () => {
        panel.hidden = true;
        const move = this.legal.find((m) => m.from === from && m.to === to && m.uci?.endsWith(letter));
        void this.play(`${from}${to}${letter}`, move ?? null);
      });
      panel.appendChild(b);
    }
    const cancel = el("button", { type: "button", class: "cancel" }, t("cancel"));
    cancel.addEventListener("click", () => (panel.hidden = true));
    panel.appendChild(cancel);
    panel.hidden = false;
    (panel.querySelector("button") as HTMLButtonElement).focus();
  }

  /** Sends a move; the board shows what the API answers (the move, or the old position and why). */
  private async play(move: string, legal: LegalMove | null): Promise<void> {
    const view = this.view;
    if (!view) {
      return;
    }
    this.busy = true;
    this.notice = "";
    const key = newIdempotencyKey();
    try {
      const answered = await this.call(
        () =>
          api.POST("/api/games/{gameId}/moves", {
            params: {
              path: { gameId: this.gameId },
              header: { "Idempotency-Key": key, "If-Match": `"${view.version}"` },
            },
            body: { move },
          }),
      );
      this.busy = false;
      this.parts.notice.classList.remove("problem");
      const san = answered.lastMove?.san ?? move;
      this.notice = legal?.enPassant ? `${t("youPlayed", { san })} · ${both("enPassant")}` : t("youPlayed", { san });
      await this.apply(answered, []);
      void this.refreshSoon();
    } catch (e) {
      this.busy = false;
      await this.board.show(this.view?.fen ?? view.fen ?? "", false);
      this.showProblem(e);
      void this.refreshSoon();
    }
  }

  private async askHint(): Promise<void> {
    if (!this.myTurn()) {
      return;
    }
    try {
      const hint = await this.call(
        () =>
          api.POST("/api/games/{gameId}/hints", {
            params: { path: { gameId: this.gameId }, header: { "Idempotency-Key": newIdempotencyKey() } },
          }),
      );
      this.hint = hint;
      this.board.showHint(hint.from ?? "", hint.to ?? "");
      this.notice = "";
      await this.refreshSoon();
    } catch (e) {
      this.showProblem(e);
    }
  }

  private async undo(): Promise<void> {
    const view = this.view;
    if (!view) {
      return;
    }
    const key = newIdempotencyKey();
    try {
      const answered = await this.call(
        () =>
          api.POST("/api/games/{gameId}/undo", {
            params: { path: { gameId: this.gameId }, header: { "Idempotency-Key": key, "If-Match": `"${view.version}"` } },
          }),
      );
      this.notice = "";
      await this.apply(answered, []);
      await this.refreshSoon();
    } catch (e) {
      this.showProblem(e);
      void this.refreshSoon();
    }
  }

  private async resign(): Promise<void> {
    if (!window.confirm(t("resignConfirm"))) {
      return;
    }
    const key = newIdempotencyKey();
    try {
      const answered = await this.call(
        () =>
          api.POST("/api/games/{gameId}/resign", {
            params: { path: { gameId: this.gameId }, header: { "Idempotency-Key": key } },
          }),
      );
      await this.apply(answered, []);
    } catch (e) {
      this.showProblem(e);
    }
  }

  private async flip(): Promise<void> {
    this.orientation = this.board.orientation() === "w" ? "b" : "w";
    await this.board.orient(this.orientation);
    this.render();
  }

  private onKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) {
      return;
    }
    if ((e.key === "h" || e.key === "H") && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      void this.askHint();
    }
  }

  private showProblem(e: unknown): void {
    if (e instanceof ApiProblem) {
      if (e.status === 401) {
        forgetToken();
      }
      this.notice = problemText(e.problem);
      this.parts.notice.dataset.problem = e.kind;
      if (e.kind === "illegal-move") {
        this.parts.notice.dataset.code = String(e.problem.code ?? "");
      }
    } else if (e instanceof Unreachable) {
      this.notice = t("reconnecting");
    } else {
      this.notice = t("error", { detail: pick("请刷新页面", "reload the page") });
      console.error(e);
    }
    this.parts.notice.textContent = this.notice;
    this.parts.notice.classList.add("problem");
  }
}

function formatClock(ms: number): string {
  if (ms < 10_000) {
    return `0:0${(Math.floor(ms / 100) / 10).toFixed(1)}`;
  }
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

/** The square of the king of `side`, from the FEN (to paint it red when in check). */
function kingSquare(fen: string, side: string): string | null {
  const king = side === "WHITE" ? "K" : "k";
  for (const [square, piece] of piecesOf(fen)) {
    if (piece === king) {
      return square;
    }
  }
  return null;
}

export async function createComputerGame(settings: {
  level: number;
  colour: "WHITE" | "BLACK" | "RANDOM";
  clock: { preset?: "untimed" | "blitz" | "match"; initialSeconds?: number; incrementSeconds?: number };
}): Promise<string> {
  const created = await answer(
    api.POST("/api/games", {
      params: { header: { "Idempotency-Key": newIdempotencyKey() } },
      body: { mode: "COMPUTER", level: settings.level, colour: settings.colour, clock: settings.clock, rated: false },
    }),
  );
  return created.gameId ?? "";
}
