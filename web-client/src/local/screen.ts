// The single-player screen (#/local): a game on this device, against the computer in the browser
// or between two people at one board, with or without the network. The rules and the engine run
// in a Web Worker (engine.ts, chess-core and chess-engine compiled); the game lives in
// localStorage (localstore.ts) after every change, so a reload, a call or a killed tab resumes it.
import { ApiProblem, answer, api, newIdempotencyKey } from "../api";
import { Board, kingSquare, piecesOf, type Destination } from "../board";
import { formatClock } from "../clock";
import { clear, el } from "../dom";
import { pick, t } from "../i18n";
import { lineStart } from "../movelist";
import { renderMoves } from "../players";
import { prefs } from "../prefs";
import { askPromotion } from "../promotion";
import { ensureSession } from "../session";
import { playSound } from "../sound";
import { ending, problemText } from "../words";
import { bestMove, hint, keepEngineOffline, stateOf, tryMove, type LocalState, type Position } from "./engine";
import * as G from "./localgame";
import { localPgn } from "./localpgn";
import { recordEnd, storeGame, storedGame, markImported, type FinishedGame } from "./localstore";
import { finishedList, mayImport, recordLine, setupForm } from "./setup";

type Parts = Record<"top" | "bottom" | "status" | "notice" | "network" | "offer" | "hint" | "moves" | "buttons" | "promotion", HTMLElement>;

export class LocalScreen {
  private game: G.LocalGame | null = storedGame();
  private state: LocalState | null = null;
  private board: Board | null = null;
  private parts = {} as Parts;
  private timer = 0;
  /** Counts the game's changes: an engine answer for an older one is dropped. */
  private generation = 0;
  private thinking = false;
  private readonly online = () => this.networkChanged(true);
  private readonly offline = () => this.networkChanged(false);

  constructor(private readonly root: HTMLElement, private readonly offlineStart = false) {}

  open(): void {
    window.addEventListener("online", this.online);
    window.addEventListener("offline", this.offline);
    if (this.game) {
      void this.play();
    } else {
      this.setup();
    }
  }

  close(): void {
    window.removeEventListener("online", this.online);
    window.removeEventListener("offline", this.offline);
    window.clearInterval(this.timer);
    this.generation++;
    this.board?.destroy();
    this.board = null;
  }

  private setup(banner = ""): void {
    this.close();
    window.addEventListener("online", this.online);
    window.addEventListener("offline", this.offline);
    clear(this.root);
    const screen = el("section", { class: "start local", id: "local" });
    if (this.offlineStart) {
      screen.append(el("p", { class: "notice", id: "offline-start" }, t("offlineStart")));
    }
    this.parts.network = el("p", { class: "notice", id: "network-banner", "aria-live": "polite" }, banner);
    this.parts.network.hidden = banner === "";
    screen.append(this.parts.network, setupForm((game) => {
      this.game = game;
      storeGame(game);
      void this.play();
    }), recordLine());
    const finished = finishedList((game, action) => void this.finishedAction(game, action));
    if (finished) {
      screen.append(finished);
    }
    this.root.append(screen);
  }

  private layout(): void {
    clear(this.root);
    const host = el("div", { class: "board", id: "board" });
    const p = this.parts;
    p.top = el("div", { class: "player top" });
    p.bottom = el("div", { class: "player bottom" });
    p.status = el("p", { class: "status", id: "status", role: "status", "aria-live": "polite" });
    p.notice = el("p", { class: "notice", id: "notice", "aria-live": "assertive" });
    p.network = el("p", { class: "notice", id: "network-banner", "aria-live": "polite", hidden: "" });
    p.offer = el("div", { class: "offers", id: "local-offer" });
    p.hint = el("section", { class: "hint-panel", id: "hint-panel", hidden: "" });
    p.moves = el("ol", { class: "move-list", id: "move-list" });
    p.buttons = el("div", { class: "buttons", id: "game-buttons" });
    p.promotion = el("div", { class: "promotion", id: "promotion", role: "dialog", hidden: "" });
    this.root.append(
      el("div", { class: "game play local-game", id: "local-game", "data-mode": this.game?.mode ?? "" },
        el("div", { class: "board-column" }, p.top, host, p.bottom, p.promotion),
        el("div", { class: "side-column" },
          el("div", { class: "status-line" }, p.status), p.network, p.notice, p.offer, p.buttons, p.hint,
          el("section", { class: "moves" }, el("h2", { class: "moves-title" }, t("moves")), p.moves))));
    this.board = new Board(host);
    this.timer = window.setInterval(() => this.tick(), 100);
  }

  private async play(): Promise<void> {
    this.layout();
    this.parts.status.textContent = t("localLoading");
    if (this.game && this.game.mode === "computer") {
      await this.board?.orient(this.game.human === "BLACK" ? "b" : "w");
    }
    await this.refresh(false);
  }

  private position(): Position {
    const game = this.game!;
    return { ...(game.startFen ? { fen: game.startFen } : {}), moves: game.moves };
  }

  /** Reads the position from the compiled rules and draws everything; the computer moves when it is its turn. */
  private async refresh(animated: boolean): Promise<void> {
    const game = this.game;
    if (!game || !this.board) {
      return;
    }
    const mine = this.generation;
    let state: LocalState;
    try {
      state = await stateOf(this.position());
    } catch (e) {
      this.parts.status.textContent = t("localUnavailable");
      this.parts.notice.textContent = e instanceof Error ? e.message : String(e);
      return;
    }
    keepEngineOffline();
    if (mine !== this.generation || this.game !== game || !this.board) {
      return;
    }
    this.state = state;
    if (state.end && !game.end) {
      this.change(G.withEnd(game, state.end, Date.now()));
      return;
    }
    if (game.mode === "pair" && game.autoFlip && !game.end) {
      await this.board.orient(state.turn === "white" ? "w" : "b");
    }
    await this.board.show(state.fen, animated);
    const last = game.moves[game.moves.length - 1];
    this.board.markLastMove(last?.substring(0, 2) ?? null, last?.substring(2, 4) ?? null);
    this.board.markCheck(state.check ? kingSquare(state.fen, state.turn === "white" ? "w" : "b") : null, state.check && animated);
    this.render();
    if (G.computerToMove(game) && !this.thinking) {
      void this.think();
    }
  }

  /** The game changed: kept at once, drawn again; an ended game is counted in the record once. */
  private change(next: G.LocalGame, animated = false): void {
    this.generation++;
    this.game = next;
    storeGame(next);
    if (next.end) {
      recordEnd(next, this.pgn(next));
      playSound("end");
    }
    void this.refresh(animated);
  }

  private names(game: G.LocalGame): { white: string; black: string } {
    if (game.mode === "pair") {
      return { white: t("localWhite"), black: t("localBlack") };
    }
    const computer = t("computer", { level: game.level });
    return game.human === "WHITE" ? { white: t("you"), black: computer } : { white: computer, black: t("you") };
  }

  private pgn(game: G.LocalGame): string {
    const names = this.names(game);
    const event = game.mode === "pair" ? t("localEventPair") : t("localEventComputer", { level: game.level });
    return localPgn(game, { ...names, event });
  }

  private render(): void {
    const game = this.game!;
    const state = this.state!;
    const p = this.parts;
    const flipped = this.board?.orientation() === "b";
    const names = this.names(game);
    for (const [part, colour] of [[p.top, flipped ? "WHITE" : "BLACK"], [p.bottom, flipped ? "BLACK" : "WHITE"]] as const) {
      clear(part);
      part.dataset.colour = colour;
      part.append(el("span", { class: `swatch ${colour.toLowerCase()}` }),
        el("span", { class: "name" }, colour === "WHITE" ? names.white : names.black),
        el("span", { class: "clock", "data-clock": colour }));
    }
    const turn: G.Colour = state.turn === "white" ? "WHITE" : "BLACK";
    const side = turn === "WHITE" ? t("localWhite") : t("localBlack");
    p.status.textContent = game.end
      ? ending(game.end)
      : this.thinking || G.computerToMove(game)
        ? t("localThinking")
        : game.mode === "computer"
          ? t("localYourMove") + (state.check ? ` · ${t("check")}` : "")
          : t("localToMove", { side }) + (state.check ? ` · ${t("check")}` : "");
    document.body.dataset.localTurn = game.end ? "" : turn;
    renderMoves(p.moves, game.sans, lineStart(game.startFen ?? "", game.sans.length), game.sans.length);
    this.renderOffer();
    this.renderButtons(turn);
    this.renderHint();
    this.enableInput(turn);
    this.tick();
  }

  private enableInput(turn: G.Colour): void {
    const game = this.game!;
    const mayMove = !game.end && !game.offer && !this.thinking && (game.mode === "pair" || turn === game.human);
    this.board?.enable(mayMove ? (turn === "WHITE" ? "w" : "b") : null, {
      pick: (square) => this.destinations(square),
      drop: (from, to) => this.drop(from, to),
      cancel: () => {},
    });
  }

  private destinations(square: string): Destination[] | null {
    const state = this.state;
    if (!state) {
      return null;
    }
    const pieces = piecesOf(state.fen);
    const moves = state.legal.filter((m) => m.from === square);
    const pawn = pieces.get(square)?.toLowerCase() === "p";
    const seen = new Set<string>();
    const out: Destination[] = [];
    for (const m of moves) {
      if (!seen.has(m.to)) {
        seen.add(m.to);
        const enPassant = pawn && m.from[0] !== m.to[0] && !pieces.has(m.to);
        out.push({ square: m.to, capture: pieces.has(m.to) || enPassant, enPassant });
      }
    }
    return out;
  }

  private drop(from: string, to: string): boolean {
    const state = this.state;
    if (!state) {
      return false;
    }
    const candidates = state.legal.filter((m) => m.from === from && m.to === to);
    if (candidates.some((m) => m.promotion)) {
      if (prefs().autoQueen) {
        void this.move(`${from}${to}q`);
      } else {
        askPromotion(this.parts.promotion, state.turn === "white", (letter) => void this.move(`${from}${to}${letter}`));
      }
      return false;
    }
    void this.move(`${from}${to}`);
    return candidates.length > 0;
  }

  /** Plays `uci` if the rules allow it; a refused move is named and explained, as the platform does. */
  private async move(uci: string): Promise<void> {
    const game = this.game;
    if (!game || game.end) {
      return;
    }
    this.parts.notice.textContent = "";
    const answered = await tryMove(this.position(), uci);
    if (this.game !== game) {
      return;
    }
    if (!answered.played) {
      const from = uci.substring(0, 2);
      const san = this.state?.legal.find((m) => m.uci === uci)?.san ?? `${from}-${uci.substring(2, 4)}`;
      this.parts.notice.textContent = `${san}: ${pick(answered.detail.chinese, answered.detail.english)}`;
      this.board?.show(this.state?.fen ?? "", false);
      return;
    }
    this.played(game, uci, answered.state);
  }

  private played(game: G.LocalGame, uci: string, after: LocalState): void {
    const san = after.sans[after.sans.length - 1] ?? uci;
    playSound(after.check ? "check" : san.includes("x") ? "capture" : "move");
    this.change(G.withMove(game, uci, san, Date.now(), after.end), true);
  }

  /** The computer's move from the engine in the browser, at the level's own limits. */
  private async think(): Promise<void> {
    const game = this.game!;
    const mine = this.generation;
    this.thinking = true;
    this.render();
    try {
      const best = await bestMove(this.position(), game.level, game.clock, game.seed + game.moves.length);
      if (mine !== this.generation || this.game !== game) {
        return;
      }
      const answered = await tryMove(this.position(), best.uci);
      if (answered.played && this.game === game) {
        this.thinking = false;
        this.played(game, best.uci, answered.state);
      }
    } catch (e) {
      this.parts.notice.textContent = e instanceof Error ? e.message : String(e);
    } finally {
      if (mine === this.generation) {
        this.thinking = false;
      }
    }
  }

  private tick(): void {
    const game = this.game;
    if (!game || !this.state) {
      return;
    }
    const now = Date.now();
    const shown = G.clocksAt(game, now);
    const turn = G.turnOf(game);
    for (const colour of ["WHITE", "BLACK"] as const) {
      const clock = this.root.querySelector<HTMLElement>(`[data-clock=${colour}]`);
      if (clock) {
        clock.textContent = game.clock ? formatClock(shown[colour]) : "";
        clock.classList.toggle("running", !!game.clock && !game.end && game.turnSince !== null && turn === colour);
        clock.classList.toggle("low", !!game.clock && shown[colour] < 10_000);
      }
    }
    const flagged = G.flagFallen(game, now);
    if (flagged) {
      const opponent = G.other(flagged) === "WHITE" ? this.state.canMate.white : this.state.canMate.black;
      this.change(G.withEnd(game, G.timeout(flagged, opponent), now));
    }
  }

  private button(id: string, label: string, action: () => void, disabled = false): HTMLButtonElement {
    const b = el("button", { type: "button", id }, label) as HTMLButtonElement;
    b.disabled = disabled;
    b.addEventListener("click", action);
    return b;
  }

  private renderButtons(turn: G.Colour): void {
    const game = this.game!;
    const b = this.parts.buttons;
    clear(b);
    if (game.mode === "computer" && !game.end) {
      b.append(this.button("hint", `${t("hint")} · ${game.hintsLeft}`, () => void this.askHint(), !G.mayAskHint(game) || this.thinking));
      b.append(this.button("undo", t("undo"), () => this.undo(), G.undoPlies(game) === 0));
    }
    if (game.mode === "pair" && !game.end) {
      b.append(this.button("offer-draw", t("localOfferDraw"), () => this.offer("draw", turn), !G.mayOffer(game, "draw")));
      b.append(this.button("ask-takeback", t("localAskTakeback"), () => this.offer("takeback", G.takebackAsker(game)), !G.mayOffer(game, "takeback")));
    }
    if (!game.end) {
      b.append(this.button("resign", t("resign"), () => {
        if (window.confirm(t("resignConfirm"))) {
          this.change(G.withEnd(game, G.resignation(game.mode === "computer" ? game.human : turn), Date.now()));
        }
      }));
    }
    b.append(this.button("flip", t("flip"), () => void this.board?.orient(this.board.orientation() === "w" ? "b" : "w").then(() => this.render())));
    b.append(this.button("save-pgn", t("localSave"), () => savePgnFile(this.pgn(game), game.startedAt)));
    if (game.end && navigator.onLine) {
      b.append(mayImport()
        ? this.button("import-game", t("localImport"), () => void this.importEnded(game))
        : el("a", { class: "button local-sign-in", href: "#/account" }, t("localSignInToImport")));
    }
    b.append(this.button("local-new", t("localNew"), () => {
      this.game = null;
      storeGame(null);
      this.setup();
    }));
  }

  private offer(kind: G.Offer["kind"], by: G.Colour): void {
    const game = this.game!;
    this.generation++;
    this.game = { ...game, offer: { kind, by } };
    storeGame(this.game);
    this.render();
  }

  private renderOffer(): void {
    const game = this.game!;
    const panel = this.parts.offer;
    clear(panel);
    if (!game.offer) {
      return;
    }
    const by = game.offer.by === "WHITE" ? t("localWhite") : t("localBlack");
    const to = game.offer.by === "WHITE" ? t("localBlack") : t("localWhite");
    const words = game.offer.kind === "draw" ? t("localDrawOffered", { by, to }) : t("localTakebackAsked", { by, to });
    panel.append(el("p", { id: "offer-text" }, words),
      this.button("offer-accept", t("localAccept"), () => {
        const now = Date.now();
        this.change(game.offer?.kind === "draw"
          ? G.withEnd(game, { result: "1/2-1/2", termination: "AGREEMENT" }, now)
          : G.withoutLast(game, 1, now));
      }),
      this.button("offer-decline", t("localDecline"), () => {
        this.generation++;
        this.game = { ...game, offer: null };
        storeGame(this.game);
        this.parts.notice.textContent = t("localDeclined", { to });
        this.render();
      }));
  }

  private undo(): void {
    const game = this.game!;
    this.thinking = false;
    this.parts.hint.hidden = true;
    this.change(G.withoutLast(game, G.undoPlies(game), Date.now()));
  }

  private async askHint(): Promise<void> {
    const game = this.game!;
    const given = G.hintHere(game);
    if (given) {
      this.showHint(given);
      return;
    }
    const mine = this.generation;
    const answered = await hint(this.position());
    if (mine !== this.generation || this.game !== game) {
      return;
    }
    this.game = G.withHint(game, { uci: answered.uci, san: answered.san, english: answered.english, chinese: answered.chinese });
    storeGame(this.game);
    this.render();
  }

  private renderHint(): void {
    const given = this.game && !this.game.end ? G.hintHere(this.game) : null;
    if (given) {
      this.showHint(given);
    } else {
      this.parts.hint.hidden = true;
      this.board?.clearHint();
    }
  }

  private showHint(given: G.GivenHint): void {
    const panel = this.parts.hint;
    clear(panel);
    panel.append(el("h2", {}, t("hintTitle", { san: given.san })),
      el("p", { lang: "zh-CN", class: "explanation-zh" }, given.chinese),
      el("p", { lang: "en", class: "explanation-en" }, given.english),
      el("p", { class: "hints-left" }, t("localHintsLeft", { n: this.game?.hintsLeft ?? 0 })));
    panel.hidden = false;
    this.board?.showHint(given.uci.substring(0, 2), given.uci.substring(2, 4));
  }

  private networkChanged(online: boolean): void {
    const words = online ? t("localOnline") : t("localOffline");
    if (!this.game) {
      this.setup(words); // the finished games' import buttons come and go with the network
      return;
    }
    this.parts.network.textContent = words;
    this.parts.network.hidden = false;
    if (this.state) {
      this.render();
    }
  }

  private async finishedAction(game: FinishedGame, action: "save" | "import"): Promise<void> {
    if (action === "save") {
      savePgnFile(game.pgn, game.endedAt);
    } else {
      const failed = await importGame(game.id, game.pgn);
      this.setup(typeof failed === "string" ? failed : "");
    }
  }

  private async importEnded(game: G.LocalGame): Promise<void> {
    const imported = await importGame(game.id, this.pgn(game));
    if (typeof imported === "string") {
      this.parts.notice.textContent = imported;
    } else {
      const link = el("a", { id: "imported-link", href: `#/research/${encodeURIComponent(imported.gameId)}` }, t("localOpenImported"));
      this.parts.notice.replaceChildren(t("localImported"), link);
    }
  }
}

/** The game into the platform as an imported, unrated game (the research board opens it); the words of a failure. */
async function importGame(id: string, pgn: string): Promise<{ gameId: string } | string> {
  try {
    await ensureSession();
    const imported = await answer(api.POST("/api/games/import", {
      params: { header: { "Idempotency-Key": newIdempotencyKey() } },
      body: { pgn },
    }));
    markImported(id, imported.gameId ?? "");
    return { gameId: imported.gameId ?? "" };
  } catch (e) {
    return e instanceof ApiProblem ? problemText(e.problem) : t("reconnecting");
  }
}

function savePgnFile(pgn: string, startedAt: string): void {
  const link = el("a", {
    href: URL.createObjectURL(new Blob([pgn], { type: "application/x-chess-pgn" })),
    download: `local-${startedAt.substring(0, 10)}.pgn`,
  }) as HTMLAnchorElement;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

