// The start screen: continue the last game, start a new one against the computer (level with its
// published rating, colour, time control), and the browser player's record (won, drawn, lost).
import { ApiProblem, answer, api, type ComputerOpponent } from "./api";
import { createComputerGame, levelSelect, type ColourChoice } from "./computer";
import { clear, el } from "./dom";
import { checked, clockChooser, radios } from "./forms";
import { t } from "./i18n";
import { ensureSession, lastGameId } from "./session";
import { keepOpponents } from "./local/opponents";
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
    el("a", { class: "button", href: "#/research" }, t("researchNav")),
    el("a", { class: "button", id: "local-link", href: "#/local" }, t("localNav"))));

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
  keepOpponents(opponents);
  const form = el("form", { class: "new-game", id: "new-game" });
  const level = levelSelect("level", opponents);
  const clocks = clockChooser("", ["untimed", "blitz", "match"], "untimed");
  const error = el("p", { class: "notice", id: "start-error", "aria-live": "assertive" });
  const submit = el("button", { type: "submit", class: "primary", id: "start-game" }, t("start"));
  // From a position: the same level, colour and time, and the FEN; the computer moves first when it is to move.
  const fen = el("input", { id: "start-fen", name: "fen", spellcheck: "false", autocomplete: "off", placeholder: "8/8/8/8/8/8/8/8 w - - 0 1" }) as HTMLInputElement;
  const fromFen = el("details", { class: "from-fen", id: "from-fen" }, el("summary", {}, t("fromPosition")),
    el("label", { for: "start-fen" }, t("fromPositionHelp")), fen,
    el("button", { type: "submit", id: "start-fen-game" }, t("startFromPosition")));
  form.append(
    el("h2", {}, t("newGame")),
    el("label", { for: "level" }, t("level")), level,
    el("fieldset", {}, el("legend", {}, t("colour")),
      radios("colour", [["WHITE", t("white")], ["BLACK", t("black")], ["RANDOM", t("random")]], "WHITE")),
    clocks.element,
    submit, fromFen, error,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const fromPosition = (e as SubmitEvent).submitter?.id === "start-fen-game";
    if (fromPosition && fen.value.trim() === "") {
      error.textContent = t("fenMissing");
      return;
    }
    (submit as HTMLButtonElement).disabled = true;
    try {
      const gameId = await createComputerGame({
        level: Number(level.value),
        colour: checked(form, "colour") as ColourChoice,
        clock: clocks.value(),
        ...(fromPosition ? { fen: fen.value } : {}),
      });
      location.hash = `#/game/${gameId}`;
    } catch (err) {
      error.textContent = err instanceof ApiProblem ? problemText(err.problem) : String(err);
      (submit as HTMLButtonElement).disabled = false;
    }
  });
  return form;
}
