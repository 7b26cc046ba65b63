// One room (seed 004): sit down on the left seat to play White or on the right one to play Black;
// White's proposal of the time control is on the table, and sitting down opposite agrees to it;
// swap (交换), stand up, and start (开始) once both sit. The room follows its game's live stream,
// so each side sees the other sit, swap or start; at the start both go to the board.
import { ApiProblem, answer, api, newIdempotencyKey, persistently, type GameView } from "./api";
import { clear, el } from "./dom";
import { timeControlText } from "./forms";
import { t } from "./i18n";
import { button } from "./offers";
import { session } from "./session";
import { playSound } from "./sound";
import { GameStream } from "./stream";
import { problemText } from "./words";

type RoomCommand = "seats/left" | "seats/right" | "swap" | "leave" | "start";

export class RoomScreen {
  private view: GameView | null = null;
  private stream: GameStream | null = null;
  private readonly table = el("div", { class: "room-table", id: "room-table" });
  private readonly status = el("p", { class: "status", id: "room-status", role: "status", "aria-live": "polite" });
  private readonly buttons = el("div", { class: "buttons", id: "room-buttons" });
  private readonly error = el("p", { class: "notice problem", id: "room-error", "aria-live": "assertive" });

  constructor(
    private readonly root: HTMLElement,
    private readonly gameId: string,
  ) {}

  async open(): Promise<void> {
    clear(this.root);
    this.root.append(el("section", { class: "room", id: "room" },
      el("h1", {}, t("room")), this.status, this.table, this.buttons, this.error));
    await this.refresh();
    this.stream = new GameStream(this.gameId, this.view?.version ?? 0, {
      onEvent: () => void this.refresh(),
      onConnection: (connected) => connected && void this.refresh(),
    });
  }

  close(): void {
    this.stream?.close();
  }

  private async refresh(): Promise<void> {
    const view = await persistently(
      () => api.GET("/api/games/{gameId}", { params: { path: { gameId: this.gameId } } }), () => {}, this.view !== null);
    if (this.view && (view.version ?? 0) < (this.view.version ?? 0)) {
      return;
    }
    const before = this.view;
    this.view = view;
    if (view.status === "STARTED" || view.status === "ENDED") {
      location.hash = `#/game/${this.gameId}`; // 开始: both go to the board (a spectator too)
      return;
    }
    if (before && (before.white !== view.white || before.black !== view.black)) {
      playSound("offer");
    }
    this.render(view);
  }

  private render(view: GameView): void {
    const me = session()?.accountId;
    const seated = view.white === me || view.black === me;
    const both = Boolean(view.white && view.black);
    const creator = view.createdBy === me;
    const signedIn = Boolean(session() && !session()?.guest);
    clear(this.table);
    const seat = (side: "left" | "right") => {
      const id = side === "left" ? view.white : view.black;
      const name = side === "left" ? view.whiteName : view.blackName;
      const card = el("div", { class: `seat-card ${side}`, id: `seat-${side}`, "data-seated": id ? "true" : "false" },
        el("span", { class: `swatch ${side === "left" ? "white" : "black"}` }),
        el("span", { class: "seat-label" }, t(side === "left" ? "leftSeatWhite" : "rightSeatBlack")),
        el("strong", { class: "seat-name" }, id ? (id === me ? `${t("you")} (${name ?? ""})` : name ?? "?") : t("freeSeat")));
      if (!id && !seated && signedIn && view.status === "WAITING") {
        card.append(button(`sit-${side}`, t(side === "right" ? "agreeAndSit" : "sitHere"), () => void this.send(`seats/${side}`), true));
      }
      return card;
    };
    this.table.append(seat("left"),
      el("div", { class: "proposal", id: "proposal" },
        el("span", {}, t("proposedBy")), el("strong", {}, timeControlText(view.timeControl)),
        el("span", {}, view.rated ? t("rated") : t("casual"))),
      seat("right"));
    this.status.textContent = view.status === "CANCELLED" ? t("roomClosed")
      : both ? t("bothSeated") : t("waitingForPlayer");
    clear(this.buttons);
    const waiting = view.status === "WAITING";
    // The seed's row: 开始 交换 … ; the in-game ones (draw, undo, resign, save, research) wait for the board.
    this.buttons.append(
      button("room-start", t("start"), () => void this.send("start"), waiting && seated && both),
      button("room-swap", t("swap"), () => void this.send("swap"), waiting && seated),
      button("room-time", t("timeButton"), () => (this.error.textContent = t("timeFixedAtOpening")), waiting),
      button("room-leave", creator ? t("closeRoom") : t("standUp"), () => void this.leave(creator), waiting && seated),
      el("a", { class: "button", href: "#/rooms" }, t("backToRooms")),
    );
  }

  private async leave(creator: boolean): Promise<void> {
    if (!creator) {
      return this.send("leave");
    }
    try {
      await answer(api.DELETE("/api/rooms/{gameId}", { params: { path: { gameId: this.gameId }, header: { "Idempotency-Key": newIdempotencyKey() } } }));
      location.hash = "#/rooms";
    } catch (e) {
      this.showProblem(e);
    }
  }

  private async send(command: RoomCommand): Promise<void> {
    this.error.textContent = "";
    const key = newIdempotencyKey();
    // sitDown, swap, leave and start take the same parameters and answer the game.
    const path = `/api/rooms/{gameId}/${command}` as "/api/rooms/{gameId}/swap";
    try {
      const view = await persistently(
        () => api.POST(path, { params: { path: { gameId: this.gameId }, header: { "Idempotency-Key": key } } }), () => {}, true);
      this.view = view;
      await this.refresh();
    } catch (e) {
      this.showProblem(e);
    }
  }

  private showProblem(e: unknown): void {
    this.error.textContent = e instanceof ApiProblem ? problemText(e.problem) : t("reconnecting");
  }
}
