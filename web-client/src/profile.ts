// A player's profile: rating with its title in Chinese and English (none while provisional, under
// 10 counted games), the points ladder's grade, W/D/L, the rating history as a chart, the games
// with links, and what a game against an opponent would do ("win +12, draw +2, loss −8").
import { ApiProblem, answer, api, type GameRecord, type HistoryEntry, type PlayerStanding, type RatingPreview } from "./api";
import { lineChart } from "./chart";
import { clear, el } from "./dom";
import { timeControlText } from "./forms";
import { t } from "./i18n";
import { session } from "./session";
import { ending, problemText } from "./words";

export async function showProfile(root: HTMLElement, who: string): Promise<void> {
  clear(root);
  const screen = el("section", { class: "profile", id: "profile" });
  root.append(screen);
  const games = await answer(api.GET("/api/players/{playerId}/games", { params: { path: { playerId: who }, query: { limit: 20 } } }));
  const playerId = games.playerId ?? who;
  const [standing, history] = await Promise.all([
    answer(api.GET("/api/ratings/players/{playerId}", { params: { path: { playerId } } })),
    answer(api.GET("/api/ratings/players/{playerId}/history", { params: { path: { playerId }, query: { size: 100 } } })),
  ]);
  const name = games.name ?? playerId;
  const r = games.record ?? {};
  screen.append(
    el("h1", { id: "profile-name" }, name),
    standingPanel(standing),
    el("p", { class: "record", id: "profile-record" }, t("record", { w: r.wins ?? 0, d: r.draws ?? 0, l: r.losses ?? 0 })),
    historyPanel(history.entries ?? []),
    await previewPanel(playerId, name),
    gamesPanel(games.games ?? [], playerId),
  );
}

function standingPanel(p: PlayerStanding): HTMLElement {
  const title = p.title as { zh?: string; en?: string } | null | undefined;
  const titleText = title ? `${title.zh ?? ""} · ${title.en ?? ""}` : t("noTitleYet", { n: p.countedGames ?? 0 });
  const grade = p.ladder?.grade;
  return el("section", { class: "panel standing" },
    el("p", { class: "big", id: "profile-rating" }, t("ratingIs", { rating: p.rating ?? 1500 }),
      p.provisional ? el("span", { class: "tag", id: "profile-provisional" }, t("provisional")) : ""),
    el("p", { id: "profile-title" }, titleText),
    el("p", { id: "profile-ladder" }, t("ladderIs", { points: p.ladder?.points ?? 0, grade: grade ? `${grade.zh ?? ""} · ${grade.en ?? ""}` : "" })));
}

function historyPanel(entries: HistoryEntry[]): HTMLElement {
  const panel = el("section", { class: "panel", id: "profile-history" }, el("h2", {}, t("ratingHistory")));
  if (entries.length === 0) {
    panel.append(el("p", { class: "empty" }, t("noRatedGames")));
    return panel;
  }
  const oldestFirst = [...entries].reverse();
  const values = [oldestFirst[0].before ?? 1500, ...oldestFirst.map((e) => e.after ?? 1500)];
  panel.append(lineChart(values, { id: "rating-chart", label: t("ratingHistory") }));
  const last = entries[0];
  panel.append(el("p", { id: "last-change" }, t("lastChange", {
    before: last.before ?? 0, after: last.after ?? 0, change: signed(last.change ?? 0),
    counted: last.counted ? "" : t("notCounted"),
  })));
  return panel;
}

/** On another player's profile: what a game against them does to me; on mine: against a name. */
async function previewPanel(playerId: string, name: string): Promise<HTMLElement> {
  const me = session();
  const panel = el("section", { class: "panel", id: "rating-preview" }, el("h2", {}, t("ratingPreview")));
  if (!me || me.guest) {
    panel.append(el("p", { class: "muted" }, t("previewSignIn")));
    return panel;
  }
  const out = el("p", { id: "preview-result" });
  const show = async (opponentId: string, opponentName: string) => {
    try {
      const preview = await answer(api.GET("/api/ratings/players/{playerId}/preview", {
        params: { path: { playerId: me.accountId }, query: { opponent: opponentId } } }));
      out.textContent = previewText(preview, opponentName);
    } catch (e) {
      out.textContent = e instanceof ApiProblem ? problemText(e.problem) : t("reconnecting");
    }
  };
  if (playerId !== me.accountId) {
    await show(playerId, name);
    panel.append(out);
    return panel;
  }
  const input = el("input", { id: "preview-opponent", autocomplete: "off" }) as HTMLInputElement;
  const form = el("form", { class: "inline-form" }, el("label", { for: "preview-opponent" }, t("opponentName")), input,
    el("button", { type: "submit" }, t("previewButton")));
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const them = await answer(api.GET("/api/players/{playerId}/games", { params: { path: { playerId: input.value.trim() }, query: { limit: 1 } } })).catch(() => null);
    await show(them?.playerId ?? input.value.trim(), them?.name ?? input.value.trim());
  });
  panel.append(form, out);
  return panel;
}

function previewText(p: RatingPreview, opponent: string): string {
  const change = (o: RatingPreview["win"]) => signed(o?.ratingChange ?? 0);
  return t("previewLine", { name: opponent, win: change(p.win), draw: change(p.draw), loss: change(p.loss) }) +
    (p.pairing === "PROVISIONAL_PAIR" ? ` ${t("provisionalPair")}` : "");
}

function gamesPanel(games: GameRecord[], playerId: string): HTMLElement {
  const list = el("ul", { class: "table-list", id: "profile-games" });
  for (const g of games) {
    const white = g.white === playerId;
    const opponent = (white ? g.blackName : g.whiteName) ?? "?";
    const result = g.status === "ENDED" ? ending(g) : t(g.status === "STARTED" ? "inProgress" : "notStarted");
    list.append(el("li", {},
      el("a", { href: `#/game/${g.gameId}` }, t(white ? "asWhiteAgainst" : "asBlackAgainst", { name: opponent })),
      el("span", { class: "what" }, ` · ${result} · ${timeControlText(g.timeControl)} · ${(g.updatedAt ?? "").substring(0, 10)}`)));
  }
  if (games.length === 0) {
    list.append(el("li", { class: "empty" }, t("noGames")));
  }
  return el("section", { class: "panel" }, el("h2", {}, t("games")), list);
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0";
}
