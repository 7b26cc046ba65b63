// The rooms (seed 004's 游戏室): tables with a left seat (White) and a right seat (Black), waiting
// for a player or for the start; open one with the time control you propose. The list follows the
// rooms' live stream (streamRooms): it changes as soon as a table opens, fills or closes.
import { answer, api, newIdempotencyKey, type GameView } from "./api";
import { clear, el } from "./dom";
import { timeControlText } from "./forms";
import { t } from "./i18n";
import { gameForm, signInFirst } from "./lobby";
import { StreamedScreen } from "./streamed";
import { session } from "./session";

export class RoomsScreen extends StreamedScreen {
  private readonly list = el("ul", { class: "rooms", id: "rooms" });
  private readonly rooms = new Map<string, GameView>();

  constructor(root: HTMLElement) {
    super(root, "/api/rooms/stream");
  }

  protected draw(): void {
    clear(this.root);
    const me = session();
    const screen = el("section", { class: "lobby", id: "rooms-screen" },
      el("h1", {}, t("rooms")), el("p", { class: "muted" }, t("roomsIntro")),
      el("section", { class: "panel" }, this.list));
    this.root.append(screen);
    screen.append(!me || me.guest ? signInFirst() : gameForm("room", t("openRoom"), t("openRoomButton"), [], async (body) => {
      const room = await answer(api.POST("/api/rooms", { params: { header: { "Idempotency-Key": newIdempotencyKey() } }, body }));
      location.hash = `#/room/${room.gameId}`;
    }, [["WHITE", t("leftSeat")], ["BLACK", t("rightSeat")]]));
  }

  protected async load(): Promise<void> {
    const rooms = await answer(api.GET("/api/rooms", {})).catch(() => null);
    if (!rooms) {
      return;
    }
    this.rooms.clear();
    rooms.forEach((room) => room.gameId && this.rooms.set(room.gameId, room));
    this.render();
  }

  protected changed(event: string, data: unknown): void {
    const room = data as GameView;
    if (!room.gameId) {
      return;
    }
    if (event === "room-opened" || event === "room-changed") {
      this.rooms.set(room.gameId, room);
    } else if (event === "room-closed") {
      this.rooms.delete(room.gameId);
    }
    this.render();
  }

  private shown = "";

  private render(): void {
    // The same list again (a reload on the stream's connection) leaves the page as it is: a table
    // being clicked is not replaced under the pointer.
    const key = JSON.stringify([...this.rooms.values()]);
    if (key === this.shown) {
      return;
    }
    this.shown = key;
    clear(this.list);
    if (this.rooms.size === 0) {
      this.list.append(el("li", { class: "empty" }, t("noRooms")));
    }
    [...this.rooms.values()].forEach((room, index) => this.list.append(roomCard(room, index + 1)));
  }
}

/** A table of the room list: its number, the two seats and the proposed time control. */
function roomCard(room: GameView, number: number): HTMLElement {
  const seat = (name: string | undefined, id: string | undefined, side: "left" | "right") =>
    el("span", { class: `seat ${side} ${id ? "taken" : "free"}` },
      el("span", { class: `swatch ${side === "left" ? "white" : "black"}` }),
      id ? name ?? "?" : t("freeSeat"));
  return el("li", {},
    el("a", { class: "room-card", href: `#/room/${room.gameId}`, "data-room": room.gameId ?? "" },
      el("span", { class: "table-number" }, t("tableNumber", { n: number })),
      seat(room.whiteName, room.white, "left"),
      el("span", { class: "table" }, "♟"),
      seat(room.blackName, room.black, "right"),
      el("span", { class: "what" }, `${timeControlText(room.timeControl)} · ${room.rated ? t("rated") : t("casual")}`)));
}
