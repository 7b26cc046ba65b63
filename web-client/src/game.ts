// One game on screen, against the computer or a person, or watched: the board, the status line,
// the clocks, the moves, and the buttons of whoever looks at it (hint and undo against the
// computer; draw, takeback, abort and resign between people; a spectator only flips). The game is
// the API's: every command is sent to it and every change comes back from it (the answer, then the
// live stream), so a reload or a restart loses nothing.
import {
  ApiProblem,
  Unreachable,
  api,
  newIdempotencyKey,
  persistently,
  type Colour,
  type GameView,
  type HintView,
  type LegalMove,
  type MovePlayed,
} from "./api";
import { Board, kingSquare, type Side } from "./board";
import { showClocks } from "./clock";
import { both, onLangChange, pick, t, type WordKey } from "./i18n";
import { el, clear } from "./dom";
import {
  button,
  offerNews,
  offerPanel,
  peopleButtons,
  pendingForSpectators,
  rematchPanel,
  waitingButtons,
  type Command,
  type WaitingAnswer,
} from "./offers";
import { MoveInput } from "./gameinput";
import { downloadPgn } from "./pgn";
import type { Premove } from "./premove";
import { forgetToken, rememberGame, session } from "./session";
import { playSound } from "./sound";
import { renderMoves, renderPlayers } from "./players";
import { PositionHistory, stepTo, type Step } from "./history";
import { lineStart, plyLabel } from "./movelist";
import { PAGE_TITLE, pageTitle } from "./title";
import { GameStream, viewAfterMove, type GameEvent } from "./stream";
import { cachedHint, hintKey, keepHint } from "./hintcache";
import { reviewPanel } from "./review";
import { ending, problemText } from "./words";

type Answer<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

export class GameScreen {
  private view: GameView | null = null;
  private board!: Board;
  private stream: GameStream | null = null;
  private afterEnd: GameStream | null = null;
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  private clockTimer = 0;
  private spectatorTimer = 0;
  private clockReadAt = 0;
  private hint: HintView | null = null;
  private notice = "";
  private wasInCheck = false;
  private orientation: Side | null = null;
  private readonly input = new MoveInput({
    view: () => this.view,
    mine: () => this.mySide(),
    board: () => this.board,
    panel: () => this.parts.promotion,
    play: (move, legal, premove) => void this.play(move, legal, premove),
    loadLegal: () => this.call(() => api.GET("/api/games/{gameId}/legal-moves", { params: { path: { gameId: this.gameId } } }), true),
    say: (text) => {
      this.notice = text;
      this.parts.notice.textContent = text;
      this.parts.notice.classList.remove("problem");
    },
  });
  private readonly parts: Record<string, HTMLElement> = {};
  private readonly keyHandler = (e: KeyboardEvent) => this.onKey(e);
  // Leaving the page while it loads: every await of open() and of the calls checks these.
  private closed = false;
  private readonly leaving = new AbortController();
  // Stepping through the game while it goes on: the ply on the board, null for the live position.
  private readonly history = new PositionHistory();
  private viewPly: number | null = null;
  private movedWhileStepping = false;

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
      if (this.closed) {
        return; // left while it loaded: nothing more to show
      }
      if (e instanceof ApiProblem && e.status === 404) {
        this.parts.status.textContent = t("gameNotFound");
        return;
      }
      throw e;
    }
    if (this.closed) {
      return;
    }
    if (this.mySide()) {
      rememberGame(this.gameId);
    }
    this.stream = new GameStream(this.gameId, this.view?.version ?? 0, {
      onEvent: (event) => {
        this.showMoveAtOnce(event);
        void this.refreshSoon();
      },
      onConnection: (connected) => {
        this.setReconnecting(!connected);
        if (connected) {
          void this.refreshSoon();
        }
      },
    });
  }

  close(): void {
    this.closed = true;
    this.leaving.abort();
    document.title = PAGE_TITLE;
    delete document.body.dataset.viewPly;
    this.stream?.close();
    this.afterEnd?.close();
    window.clearInterval(this.clockTimer);
    window.clearInterval(this.spectatorTimer);
    document.removeEventListener("keydown", this.keyHandler);
    this.board?.destroy();
  }

  /**
   * One column on a phone, held upright: the player bars around the board, then the status and the
   * last move, the primary buttons, the hint, the moves as a strip; what is used less (flip, save,
   * research, typed moves) below. On a desktop the same column stands beside the board.
   */
  private layout(): void {
    clear(this.root);
    const host = el("div", { class: "board", id: "board" });
    this.parts.top = el("div", { class: "player top" });
    this.parts.bottom = el("div", { class: "player bottom" });
    this.parts.status = el("p", { class: "status", id: "status", role: "status", "aria-live": "polite" });
    this.parts.lastMove = el("p", { class: "last-move", id: "last-move" });
    this.parts.notice = el("p", { class: "notice", id: "notice", "aria-live": "assertive" });
    this.parts.announce = el("p", { class: "announce", id: "announce", "aria-live": "polite" });
    this.parts.reconnecting = el("p", { class: "reconnecting", id: "reconnecting", hidden: "" });
    this.parts.spectators = el("p", { class: "spectators", id: "spectators", hidden: "" });
    this.parts.offers = el("div", { class: "offers", id: "offers" });
    this.parts.hint = el("section", { class: "hint-panel", id: "hint-panel", hidden: "" });
    this.parts.moves = el("ol", { class: "move-list", id: "move-list" });
    this.parts.moves.addEventListener("click", (e) => {
      const ply = (e.target as HTMLElement).closest<HTMLElement>("button.move")?.dataset.ply;
      if (ply !== undefined) {
        void this.showPly(Number(ply) >= this.history.plies() ? null : Number(ply));
      }
    });
    this.parts.steps = el("div", { class: "steps", id: "steps" });
    this.parts.buttons = el("div", { class: "buttons", id: "game-buttons" });
    this.parts.more = el("div", { class: "buttons more", id: "more-buttons" });
    this.parts.promotion = el("div", { class: "promotion", id: "promotion", role: "dialog", hidden: "" });
    this.parts.moveForm = el("form", { class: "move-form", id: "move-form" });
    this.parts.movesTitle = el("h2", { class: "moves-title" }, t("moves"));
    this.root.append(
      el("div", { class: "game play" },
        el("div", { class: "board-column" }, this.parts.top, host, this.parts.bottom, this.parts.promotion),
        el("div", { class: "side-column" },
          this.parts.reconnecting,
          el("div", { class: "status-line" }, this.parts.status, this.parts.lastMove, this.parts.spectators),
          this.parts.announce, this.parts.notice, this.parts.offers, this.parts.buttons, this.parts.hint,
          el("section", { class: "moves" }, this.parts.movesTitle, this.parts.moves, this.parts.steps),
          this.parts.more, this.parts.moveForm)),
    );
    this.board = new Board(host);
    this.clockTimer = window.setInterval(() => this.renderClocks(), 100);
    this.spectatorTimer = window.setInterval(() => void this.countSpectators(), 5000);
  }

  /** How many watch a game being played (countSpectators), shown beside the status. */
  private async countSpectators(): Promise<void> {
    if (this.view?.status !== "STARTED" || this.view.mode === "COMPUTER") {
      this.parts.spectators.hidden = true;
      return;
    }
    const { data } = await api
      .GET("/api/games/{gameId}/spectators", { params: { path: { gameId: this.gameId } } })
      .catch(() => ({ data: undefined }));
    if (data) {
      this.parts.spectators.textContent = t("spectators", { n: data.spectators ?? 0 });
      this.parts.spectators.hidden = false;
    }
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

  /**
   * Reads the game; the first time, its legal moves in parallel (whoever's turn it is: they are
   * used only when the game says they are mine). Afterwards `apply` reads them when they are mine.
   */
  private async refresh(): Promise<void> {
    const legal = this.view
      ? null
      : api.GET("/api/games/{gameId}/legal-moves", { params: { path: { gameId: this.gameId } } })
          .then((answer) => answer.data ?? null, () => null);
    const view = await this.call(
      () => api.GET("/api/games/{gameId}", { params: { path: { gameId: this.gameId } } }),
    );
    const early = legal ? await legal : null;
    await this.apply(view, early && view.status === "STARTED" && view.turn === this.mySide(view) ? early : []);
  }

  /**
   * A move from the stream is drawn from the event itself (position, SAN, clocks) before the game is
   * read again, so the opponent and the spectators see it one round trip sooner; the read that
   * follows brings the rest (legal moves, offers). Only for the event right after the one shown.
   */
  private showMoveAtOnce(event: GameEvent): void {
    const view = this.view;
    const p = event.payload as MovePlayed | undefined;
    if (!view || event.type !== "MovePlayed" || !p || event.seq !== (view.version ?? 0) + 1) {
      return;
    }
    void this.apply(viewAfterMove(view, event.seq, p), []);
  }

  /**
   * Shows a view of the game (an answer, a read, a move from the stream). A queued premove is sent
   * the moment the view gives me the turn, and the legal moves are read then, in `input.viewChanged`.
   */
  private async apply(view: GameView, legal: LegalMove[]): Promise<void> {
    const before = this.view;
    if (before && (view.version ?? 0) < (before.version ?? 0)) {
      // An older answer overtaken by a newer one: only what it changed in the input counts.
      this.input.viewChanged();
      this.render();
      return;
    }
    this.view = view;
    if (legal.length > 0) {
      this.input.setLegal(view.version ?? 0, legal);
    }
    this.followAfterEnd(view);
    if (view.mode === "ROOM" && view.status === "WAITING") {
      location.hash = `#/room/${this.gameId}`; // a room before its start is a table, not a board
      return;
    }
    const mine = this.mySide();
    await this.board.orient(this.orientation ?? (mine === "BLACK" ? "b" : "w"));
    const moved = before !== null && before.fen !== view.fen;
    const played = (view.moves?.length ?? 0) > (before?.moves?.length ?? 0);
    // The piece glides while the words change: the move list does not wait for the animation. A move
    // of mine not yet answered stays on the board until a position after it comes.
    const drawn = this.input.ahead() && !moved ? Promise.resolve() : this.board.show(view.fen ?? "", moved && played);
    this.input.viewChanged(); // after the position is on the board: a premove goes onto it
    if (moved) {
      this.hint = null;
      this.board.clearHint();
    }
    if (moved && played) {
      this.board.clearDrawings(); // the player's arrows and circles were about the position before
    }
    if (before) {
      this.tell(before, view, played);
    }
    this.clockReadAt = performance.now();
    this.render(moved);
    await drawn;
  }

  /** The words and the sound for what the other side did (a move, an offer, an answer, the end). */
  private tell(before: GameView, view: GameView, played: boolean): void {
    const mine = this.mySide();
    const san = view.lastMove?.san ?? "";
    if (played && view.turn === mine) {
      this.parts.announce.textContent =
        view.mode === "COMPUTER" ? t("computerPlayed", { san }) : t("opponentPlayed", { san });
    } else if (played && !mine) {
      this.parts.announce.textContent = t(view.turn === "WHITE" ? "blackPlayed" : "whitePlayed", { san });
    }
    const news = view.rematch && !before.rematch && view.rematch.by !== mine ? "opponentOffersRematch" : offerNews(before, view, mine);
    if (news) {
      this.parts.announce.textContent = t(news);
    }
    const theirs = (side?: Colour) => side !== undefined && side !== mine;
    if (view.status !== before.status && (view.status === "ENDED" || view.status === "CANCELLED")) {
      playSound("end");
    } else if (played && view.turn === mine || played && !mine) {
      playSound(view.check ? "check" : san.includes("x") ? "capture" : "move");
    } else if ((theirs(view.drawOffer) && !before.drawOffer) || (theirs(view.takebackRequest) && !before.takebackRequest)
      || (theirs(view.rematch?.by) && !before.rematch)) {
      playSound("offer");
    }
  }

  /** The colour this browser's player has in the game (the one shown, unless another is given). */
  private mySide(view: GameView | null = this.view): Colour | null {
    const me = session()?.accountId;
    if (!view || !me) {
      return null;
    }
    return view.white === me ? "WHITE" : view.black === me ? "BLACK" : null;
  }

  /** My turn, and no move of mine on its way (a tap now is a move, not a premove). */
  private myTurn(): boolean {
    return this.input.mode() === "move";
  }

  // Drawing.

  private render(moved = false): void {
    const view = this.view;
    if (!view || this.closed) {
      return;
    }
    const mine = this.mySide();
    const plies = view.moves?.length ?? 0;
    const known = this.history.plies();
    this.history.sync(view.uciMoves ?? [], view.fen ?? "");
    if (this.viewPly !== null && plies !== known) {
      this.movedWhileStepping = true;
      this.viewPly = this.viewPly < plies ? this.viewPly : null;
    }
    const shown = this.viewPly ?? plies;
    const fen = this.viewPly === null ? view.fen ?? "" : this.history.fen(this.viewPly) ?? "";
    if (this.viewPly !== null && fen !== "") {
      void this.board.show(fen, false); // over the live position apply() drew
    }
    const uci = shown > 0 ? view.uciMoves?.[shown - 1] : undefined;
    this.board.markLastMove(uci ? uci.substring(0, 2) : null, uci ? uci.substring(2, 4) : null, moved && this.viewPly === null);
    const check = this.viewPly === null ? Boolean(view.check) : /[+#]$/.test(view.moves?.[shown - 1] ?? "");
    const king = check ? kingSquare(fen, fen.split(" ")[1] === "b" ? "BLACK" : "WHITE") : null;
    this.board.markCheck(king, check && !this.wasInCheck);
    this.wasInCheck = check;
    // Stepping: the board shows the past and takes no move and no premove.
    this.board.enable(this.viewPly === null ? this.input.side() : null, this.input.handlers);
    this.board.labelSquares();
    this.renderStatus(view);
    renderPlayers(this.parts.top, this.parts.bottom, view, this.board.orientation() === "b", session()?.accountId, fen || undefined);
    this.renderClocks();
    this.renderButtons(view);
    // The buttons used less go below the moves, so that the primary ones stay under the board on a phone.
    this.parts.more.replaceChildren(...this.parts.buttons.querySelectorAll("#flip, #save-pgn, #research-link, #new-game"));
    this.renderHint();
    const start = lineStart(view.fen ?? "", plies);
    renderMoves(this.parts.moves, view.moves ?? [], start, shown);
    this.renderSteps(plies);
    const san = shown > 0 ? `${plyLabel(shown, start)} ${view.moves?.[shown - 1] ?? ""}` : "";
    this.parts.lastMove.textContent = this.viewPly === null ? san
      : shown > 0 ? t("viewingPly", { label: san }) : t("viewingStart");
    this.parts.lastMove.classList.toggle("stepping", this.viewPly !== null);
    this.parts.movesTitle.textContent = t("moves");
    this.parts.moveForm.hidden = !mine || view.status !== "STARTED" || this.viewPly !== null;
    this.renderMoveForm();
    this.parts.notice.textContent = this.notice;
    if (this.notice === "") {
      this.parts.notice.classList.remove("problem");
    }
    document.title = pageTitle(view.status === "STARTED" && mine !== null && view.turn === mine,
      { yourTurn: t("titleTurn"), app: t("appTitle") });
    document.body.dataset.gameStatus = view.status ?? "";
    document.body.dataset.gameId = this.gameId;
    document.body.dataset.role = mine ? "player" : "spectator";
    if (this.viewPly === null) {
      delete document.body.dataset.viewPly;
    } else {
      document.body.dataset.viewPly = String(this.viewPly);
    }
  }

  /** |◀ ◀ ▶ ▶| under the moves, and the way back to the game while stepping (told when a move came meanwhile). */
  private renderSteps(plies: number): void {
    const at = this.viewPly ?? plies;
    const step = (id: string, glyph: string, word: WordKey, to: Step, enabled: boolean) => {
      const b = button(id, glyph, () => void this.step(to), enabled);
      b.title = t(word);
      b.setAttribute("aria-label", t(word));
      return b;
    };
    const live = button("live", t(this.movedWhileStepping ? "newMoveWhileStepping" : "backToGame"), () => void this.showPly(null), true);
    live.hidden = this.viewPly === null;
    live.classList.toggle("news", this.movedWhileStepping);
    live.classList.add("primary");
    this.parts.steps.replaceChildren(
      step("step-first", "|◀", "stepFirst", "first", at > 0),
      step("step-back", "◀", "stepBack", "back", at > 0),
      step("step-forward", "▶", "stepForward", "forward", at < plies),
      step("step-last", "▶|", "stepLast", "last", at < plies),
      live,
    );
    this.parts.steps.hidden = plies === 0;
  }

  private renderStatus(view: GameView): void {
    const mine = this.mySide();
    let text: string;
    if (view.status === "ENDED" || view.status === "CANCELLED") {
      const outcome =
        view.winner && mine ? (view.winner === mine ? t("youWon") : t("youLost")) : t("gameOver");
      text = `${outcome} ${ending(view)}`;
    } else if (view.status !== "STARTED") {
      const me = session()?.accountId;
      text = view.mode !== "CHALLENGE" ? t("waiting")
        : view.invitedPlayer === me ? t("challengedBy", { name: view.createdByName ?? "?" })
          : t("waitingForAnswer", { name: view.invitedPlayerName ?? "?" });
    } else {
      const waiting = view.mode === "COMPUTER" ? t("computerThinking") : t("opponentThinking");
      const turn = !mine ? t(view.turn === "WHITE" ? "whiteToMove" : "blackToMove") : view.turn === mine ? t("yourTurn") : waiting;
      text = view.check ? `${both("check")} ${turn}` : turn;
    }
    this.parts.status.textContent = !mine && view.status === "STARTED" ? `${t("watching")} · ${text}` : text;
    this.parts.status.dataset.check = view.check ? "true" : "false";
  }

  private renderClocks(): void {
    const view = this.view;
    const timed = Boolean(view?.clock && view.timeControl?.initialMs);
    const clock = timed && view?.clock ? { ...view.clock, running: view.status === "STARTED" ? view.clock.running : undefined } : null;
    showClocks(this.root, clock, performance.now() - this.clockReadAt);
  }

  private renderButtons(view: GameView): void {
    clear(this.parts.buttons);
    clear(this.parts.offers);
    const mine = this.mySide();
    const playing = view.status === "STARTED";
    const act = (c: Command) => void this.command(c);
    if (view.status === "WAITING") {
      this.parts.buttons.append(...waitingButtons(view, session(), (answer) => void this.answerWaiting(answer)));
    } else if (mine && view.mode === "COMPUTER") {
      const used = view.hints ? (mine === "BLACK" ? view.hints.black : view.hints.white) ?? 0 : 0;
      const left = Math.max(0, (view.hints?.perGame ?? 3) - used);
      this.parts.buttons.append(
        button("hint", `${t("hint")} · ${t("hintsLeft", { n: left })}`, () => void this.askHint(), playing && this.myTurn() && left > 0),
        button("undo", t("undo"), () => void this.undo(), playing && (view.moves?.length ?? 0) > 0),
        button("resign", t("resign"), () => act("resign"), playing),
      );
    } else if (mine) {
      this.parts.buttons.append(...peopleButtons(view, mine, this.myTurn(), act));
    }
    const panel = mine ? offerPanel(view, mine, act) : pendingForSpectators(view);
    if (panel) {
      this.parts.offers.append(panel);
    }
    const rematch = mine ? rematchPanel(view, mine, () => void this.rematch()) : null;
    if (rematch) {
      this.parts.offers.append(rematch);
    }
    if (view.status === "ENDED" && (view.moves?.length ?? 0) > 0) { // the after-game review, for everyone (a spectator's on request)
      this.parts.offers.append(reviewPanel(this.gameId, view, this.board, this.mySide(view) !== null));
    }
    this.parts.buttons.append(
      button("flip", t("flip"), () => void this.flip(), true),
      button("save-pgn", t("savePgn"), () => void this.savePgn(), (view.moves?.length ?? 0) > 0 || !playing),
      el("a", { class: "button", id: "research-link", href: `#/research/${encodeURIComponent(this.gameId)}` }, t("research")),
    );
    if (mine) {
      this.parts.buttons.append(button("new-game", t("newGame"), () => (location.hash = "#/"), true));
    }
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
   * Once the screen is closed a call never settles: nothing after it runs on a page that has gone.
   */
  private call<T>(request: () => Answer<T>, existing = this.view !== null): Promise<T> {
    return persistently(request, (waiting) => this.setReconnecting(waiting), existing, this.leaving.signal)
      .catch((e: unknown) => (this.closed ? new Promise<T>(() => {}) : Promise.reject(e)));
  }

  private setReconnecting(waiting: boolean): void {
    this.parts.reconnecting.hidden = !waiting;
    this.parts.reconnecting.textContent = waiting ? t("reconnecting") : "";
    document.body.dataset.reconnecting = String(waiting);
  }

  // The player's input.

  /**
   * Sends a move at the shown version; the board shows what the API answers (the move, or the old
   * position and why). A refused premove is dropped with its name and the reason.
   */
  private async play(move: string, legal: LegalMove | null, premove: Premove | null = null): Promise<void> {
    const view = this.view;
    if (!view) {
      return;
    }
    this.input.sent();
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
      this.input.answered();
      this.parts.notice.classList.remove("problem");
      const san = answered.lastMove?.san ?? move;
      this.notice = legal?.enPassant ? `${t("youPlayed", { san })} · ${both("enPassant")}` : t("youPlayed", { san });
      playSound(answered.check ? "check" : san.includes("x") ? "capture" : "move");
      void this.refreshSoon(); // not after the glide: the game and its offers are read meanwhile
      await this.apply(answered, []);
    } catch (e) {
      this.input.answered();
      const drawn = this.board.show(this.view?.fen ?? view.fen ?? "", false);
      this.showProblem(e);
      if (premove) {
        this.notice = t("premoveDropped", { name: premove.name, why: this.notice });
        this.parts.notice.textContent = this.notice;
      }
      this.render();
      void this.refreshSoon();
      await drawn;
    }
  }

  private async askHint(): Promise<void> {
    const view = this.view;
    if (!this.myTurn() || !view) {
      return;
    }
    const key = hintKey(this.gameId, view.moves?.length ?? 0, view.fen ?? "");
    const seen = cachedHint<HintView>(localStorage, key);
    if (seen) { // this position's hint again (asked twice, reloaded, undone back): none spent
      const used = (this.mySide() === "BLACK" ? view.hints?.black : view.hints?.white) ?? 0;
      this.hint = { ...seen, hintsLeft: Math.max(0, (view.hints?.perGame ?? 3) - used) };
      this.board.showHint(seen.from ?? "", seen.to ?? "");
      this.notice = "";
      return this.render();
    }
    try {
      const hint = await this.call(
        () =>
          api.POST("/api/games/{gameId}/hints", {
            params: { path: { gameId: this.gameId }, header: { "Idempotency-Key": newIdempotencyKey() } },
          }),
      );
      keepHint(localStorage, key, hint);
      this.hint = hint;
      this.board.showHint(hint.from ?? "", hint.to ?? "");
      this.notice = "";
      await this.refreshSoon();
    } catch (e) {
      this.showProblem(e);
    }
  }

  private undo(): Promise<void> {
    const version = this.view?.version;
    return this.send(
      (key) =>
        api.POST("/api/games/{gameId}/undo", {
          params: { path: { gameId: this.gameId }, header: { "Idempotency-Key": key, "If-Match": `"${version}"` } },
        }),
    );
  }

  /** Accepts, declines or withdraws a challenge or a seek before its start. */
  private answerWaiting(answer: WaitingAnswer): Promise<void> {
    const params = (key: string) => ({ params: { path: { gameId: this.gameId }, header: { "Idempotency-Key": key } } });
    // acceptChallenge, declineChallenge and acceptSeek take the same parameters and answer the game.
    const path = {
      "accept-challenge": "/api/challenges/{gameId}/accept",
      "decline-challenge": "/api/challenges/{gameId}/decline",
      "withdraw-challenge": "/api/challenges/{gameId}/decline",
      "accept-seek": "/api/lobby/seeks/{gameId}/accept",
    }[answer as string] as "/api/challenges/{gameId}/accept" | undefined;
    return this.send((key) =>
      path ? api.POST(path, params(key)) : api.DELETE("/api/lobby/seeks/{gameId}", params(key)));
  }

  /** Offers a rematch, or accepts the opponent's: either way the rematch opens. */
  private async rematch(): Promise<void> {
    const key = newIdempotencyKey();
    try {
      const next = await this.call(() =>
        api.POST("/api/games/{gameId}/rematch", {
          params: { path: { gameId: this.gameId }, header: { "Idempotency-Key": key } },
        }),
      );
      location.hash = `#/game/${next.gameId}`;
    } catch (e) {
      this.showProblem(e);
    }
  }

  /**
   * After the end of a game between people the stream of the game has ended; one more reader from
   * the last event hears a rematch offered (the server answers it when the next event comes).
   */
  private followAfterEnd(view: GameView): void {
    const people = view.mode !== "COMPUTER" && view.mode !== "IMPORT";
    if (this.afterEnd || view.status !== "ENDED" || !people || view.rematch || !this.mySide(view)) {
      return;
    }
    this.afterEnd = new GameStream(this.gameId, view.version ?? 0, {
      onEvent: () => void this.refreshSoon(),
      onConnection: () => {},
    });
  }

  /** A command between people (or resign): its answer is the game after it. */
  private command(command: Command): Promise<void> {
    if (command === "resign" && !window.confirm(t("resignConfirm"))) {
      return Promise.resolve();
    }
    if (command === "abort" && !window.confirm(t("abortConfirm"))) {
      return Promise.resolve();
    }
    // Every one of these paths takes the same parameters and answers the game, so one call serves.
    const path = `/api/games/{gameId}/${command}` as "/api/games/{gameId}/resign";
    return this.send((key) =>
      api.POST(path, { params: { path: { gameId: this.gameId }, header: { "Idempotency-Key": key } } }),
    );
  }

  /** Sends a command with a fresh Idempotency-Key (the same on every retry) and shows its answer. */
  private async send(request: (key: string) => Answer<GameView>): Promise<void> {
    const key = newIdempotencyKey();
    try {
      const answered = await this.call(() => request(key));
      this.notice = "";
      await this.apply(answered, []);
      await this.refreshSoon();
    } catch (e) {
      this.showProblem(e);
      void this.refreshSoon();
    }
  }

  private async savePgn(): Promise<void> {
    const view = this.view;
    try {
      await downloadPgn(this.gameId, view?.whiteName ?? "white", view?.blackName ?? "black");
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
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")) {
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) {
      return;
    }
    if ((e.key === "h" || e.key === "H") && this.view?.mode === "COMPUTER") {
      e.preventDefault();
      void this.askHint();
      return;
    }
    // The arrows step through the game, except on the keyboard's board, where they move between squares.
    const steps: Record<string, Step> = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" };
    if (steps[e.key] && !target?.closest(".square-grid")) {
      e.preventDefault();
      void this.step(steps[e.key]);
    }
  }

  private step(step: Step): Promise<void> {
    return this.showPly(stepTo(this.viewPly, this.history.plies(), step));
  }

  /** Shows the position after `ply` moves (read from the API when not seen yet), or the live one (null). */
  private async showPly(ply: number | null): Promise<void> {
    const view = this.view;
    if (!view || this.closed) {
      return;
    }
    this.viewPly = ply;
    if (ply === null) {
      this.movedWhileStepping = false;
      await this.board.show(view.fen ?? "", false);
      this.render();
      return;
    }
    const plies = this.history.plies();
    if (this.history.fen(ply) === undefined) {
      try {
        const position = await this.call(() =>
          api.GET("/api/games/{gameId}/positions/{ply}", { params: { path: { gameId: this.gameId, ply } } }));
        this.history.remember(ply, position.fen ?? "", plies);
      } catch (e) {
        if (!this.closed) {
          this.showProblem(e);
        }
        return;
      }
      if (this.viewPly !== ply || this.closed) {
        return; // stepped on meanwhile
      }
    }
    this.render();
  }

  private showProblem(e: unknown): void {
    if (e instanceof ApiProblem) {
      if (e.status === 401) {
        forgetToken();
      }
      this.notice = problemText(e.problem, this.view?.fen);
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
