// The live games (GET /api/games, status STARTED): click one to watch it (seed 004: 观棋, click a
// table). The list follows the stream of games starting and ending (streamLiveGames).
import { answer, api, type GameRecord } from "./api";
import { clear, el } from "./dom";
import { timeControlText } from "./forms";
import { t } from "./i18n";
import { StreamedScreen } from "./streamed";

export class LiveScreen extends StreamedScreen {
  private readonly list = el("ul", { class: "table-list", id: "live-games" });
  private games: GameRecord[] = [];

  constructor(root: HTMLElement) {
    super(root, "/api/games/stream");
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
    this.games = games;
    this.render();
  }

  protected changed(event: string, data: unknown): void {
    const game = data as GameRecord;
    this.games = this.games.filter((g) => g.gameId !== game.gameId);
    if (event === "game-started") {
      this.games.unshift(game); // newest first, as listGames answers
    }
    this.render();
  }

  private shown = "";

  private render(): void {
    const games = this.games;
    // The same list again (a reload on the stream's connection) leaves the page as it is: a link
    // being clicked is not replaced under the pointer.
    const key = JSON.stringify(games.map((g) => [g.gameId, g.whiteName, g.blackName, g.moves?.length]));
    if (key === this.shown) {
      return;
    }
    this.shown = key;
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
