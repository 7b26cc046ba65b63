// The start screen: continue the last game, start a new one against the computer (level with its
// published rating, colour, time control), and the browser player's record (won, drawn, lost).
import { ApiProblem, answer, api, newIdempotencyKey, type ClockSetting, type ComputerOpponent } from "./api";
import { clear, el } from "./dom";
import { checked, clockChooser, radios } from "./forms";
import { pick, t } from "./i18n";
import { ensureSession, lastGameId } from "./session";
import { problemText } from "./words";

export async function showStart(root: HTMLElement): Promise<void> {
  clear(root);
  const me = await ensureSession();
  const screen = el("section", { class: "start", id: "start" });
  root.appendChild(screen);

  const who = me.guest ? t("guest", { name: me.name }) : t("signedInAs", { name: me.name });
  screen.append(el("p", { class: "who", id: "who" }, who));
  screen.append(el("nav", { class: "panel people-links", id: "people-links" },
    el("h2", {}, t("playPeople")),
    el("a", { class: "button", href: "#/rooms" }, t("rooms")),
    el("a", { class: "button", href: "#/lobby" }, t("lobby")),
    el("a", { class: "button", href: "#/live" }, t("watchNav")),
    el("a", { class: "button", href: "#/research" }, t("researchNav"))));

  const last = lastGameId();
  if (last) {
    const game = await answer(api.GET("/api/games/{gameId}", { params: { path: { gameId: last } } })).catch(() => null);
    const mine = game && (game.white === me.accountId || game.black === me.accountId);
    if (game && mine && game.status === "STARTED") {
      const link = el("a", { class: "button primary", id: "continue", href: `#/game/${last}` }, t("continueLast"));
      screen.append(link);
    }
  }

  screen.append(await newGameForm());

  const record = el("p", { class: "record", id: "record" });
  screen.append(record);
  answer(api.GET("/api/players/{playerId}/games", { params: { path: { playerId: me.accountId }, query: { limit: 1 } } }))
    .then((games) => {
      const r = games.record ?? {};
      record.textContent = t("record", { w: r.wins ?? 0, d: r.draws ?? 0, l: r.losses ?? 0 });
    })
    .catch(() => (record.textContent = t("record", { w: 0, d: 0, l: 0 })));
}

async function newGameForm(): Promise<HTMLElement> {
  const opponents = await answer(api.GET("/api/ratings/computer-opponents", {})).catch(() => [] as ComputerOpponent[]);
  const form = el("form", { class: "new-game", id: "new-game" });
  const level = el("select", { id: "level", name: "level" }) as HTMLSelectElement;
  const byLevel = new Map(opponents.map((o) => [o.level, o]));
  for (let n = 1; n <= 5; n++) {
    const o = byLevel.get(n);
    const option = el("option", { value: String(n) },
      o ? t("levelOption", { level: n, rating: o.rating, title: pick(o.title.zh, o.title.en) }) : `${n}`);
    level.appendChild(option);
  }
  const clocks = clockChooser("", ["untimed", "blitz", "match"], "untimed");
  const error = el("p", { class: "notice", id: "start-error", "aria-live": "assertive" });
  const submit = el("button", { type: "submit", class: "primary", id: "start-game" }, t("start"));
  form.append(
    el("h2", {}, t("newGame")),
    el("label", { for: "level" }, t("level")), level,
    el("fieldset", {}, el("legend", {}, t("colour")),
      radios("colour", [["WHITE", t("white")], ["BLACK", t("black")], ["RANDOM", t("random")]], "WHITE")),
    clocks.element,
    submit, error,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    (submit as HTMLButtonElement).disabled = true;
    try {
      const gameId = await createComputerGame({
        level: Number(level.value),
        colour: checked(form, "colour") as "WHITE" | "BLACK" | "RANDOM",
        clock: clocks.value(),
      });
      location.hash = `#/game/${gameId}`;
    } catch (err) {
      error.textContent = err instanceof ApiProblem ? problemText(err.problem) : String(err);
      (submit as HTMLButtonElement).disabled = false;
    }
  });
  return form;
}

async function createComputerGame(settings: {
  level: number;
  colour: "WHITE" | "BLACK" | "RANDOM";
  clock: ClockSetting;
}): Promise<string> {
  const created = await answer(
    api.POST("/api/games", {
      params: { header: { "Idempotency-Key": newIdempotencyKey() } },
      body: { mode: "COMPUTER", level: settings.level, colour: settings.colour, clock: settings.clock, rated: false },
    }),
  );
  return created.gameId ?? "";
}
