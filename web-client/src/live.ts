// The live games (GET /api/games, status STARTED): click one to watch it (seed 004: 观棋, click a
// table). Read again every few seconds; the API has no stream of games starting and ending.
import { answer, api } from "./api";
import { clear, el } from "./dom";
import { timeControlText } from "./forms";
import { t } from "./i18n";
import { PolledScreen } from "./polled";

const POLL_MS = 5000;

export class LiveScreen extends PolledScreen {
  private readonly list = el("ul", { class: "table-list", id: "live-games" });

  constructor(root: HTMLElement) {
    super(root, POLL_MS);
  }

  protected draw(): void {
    clear(this.root);
    this.root.append(el("section", { class: "lobby", id: "live" },
      el("h1", {}, t("liveGames")), el("p", { class: "muted" }, t("liveIntro")),
      el("section", { class: "panel" }, this.list)));
  }

  protected async load(): Promise<void> {
    const games = await answer(api.GET("/api/games", { params: { query: { status: "STARTED", limit: 50 } } })).catch(() => null);
    if (!games) {
      return;
    }
    clear(this.list);
    const people = games.filter((g) => g.mode !== "COMPUTER");
    const shown = [...people, ...games.filter((g) => g.mode === "COMPUTER")];
    if (shown.length === 0) {
      this.list.append(el("li", { class: "empty" }, t("noLiveGames")));
    }
    for (const g of shown) {
      const plies = g.moves?.length ?? 0;
      this.list.append(el("li", {},
        el("a", { class: "live-game", href: `#/game/${g.gameId}`, "data-game": g.gameId ?? "" },
          el("span", { class: "who" }, `${g.whiteName ?? "?"} – ${g.blackName ?? "?"}`),
          el("span", { class: "what" }, `${timeControlText(g.timeControl)} · ${t("movesPlayed", { n: Math.ceil(plies / 2) })}`),
          el("span", { class: "watch" }, t("watch")))));
    }
  }
}
