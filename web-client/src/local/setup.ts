// The single-player screen's first part (#/local): a new game on this device (against the computer
// at level 1–5, any colour and clock, from any position; or two people at one board), the record
// of games played here, and the last finished ones to save as PGN or import once online.
import { levelSelect } from "../computer";
import { el } from "../dom";
import { checked, clockChooser, radios } from "../forms";
import { t } from "../i18n";
import { session } from "../session";
import { ending } from "../words";
import { newLocalGame, type Colour, type LocalClock, type LocalGame } from "./localgame";
import { keptOpponents } from "./opponents";
import { finishedGames, localRecord, type FinishedGame } from "./localstore";

const PRESETS: Record<string, LocalClock | null> = {
  untimed: null,
  blitz: { initialMs: 5 * 60_000, incrementMs: 3_000 },
  match: { initialMs: 90 * 60_000, incrementMs: 30_000 },
};

export function setupForm(started: (game: LocalGame) => void): HTMLElement {
  const form = el("form", { class: "new-game local-setup", id: "local-setup" });
  const level = levelSelect("local-level", keptOpponents());
  const clocks = clockChooser("local-", ["untimed", "blitz", "match"], "untimed");
  const autoFlip = el("input", { type: "checkbox", id: "local-autoflip" }) as HTMLInputElement;
  const fen = el("input", { id: "local-fen", name: "fen", spellcheck: "false", autocomplete: "off", placeholder: "8/8/8/8/8/8/8/8 w - - 0 1" }) as HTMLInputElement;
  const computerOnly = el("div", { class: "computer-only" },
    el("label", { for: "local-level" }, t("level")), level,
    el("fieldset", {}, el("legend", {}, t("colour")),
      radios("local-colour", [["WHITE", t("white")], ["BLACK", t("black")], ["RANDOM", t("random")]], "WHITE")));
  const pairOnly = el("label", { class: "pair-only", for: "local-autoflip", hidden: "" }, autoFlip, t("localAutoFlip"));
  form.append(
    el("h2", {}, t("localTitle")),
    el("p", { class: "intro" }, t("localIntro")),
    el("fieldset", {}, el("legend", {}, t("localMode")),
      radios("local-mode", [["computer", t("localComputer")], ["pair", t("localPair")]], "computer")),
    computerOnly, pairOnly, clocks.element,
    el("details", { class: "from-fen" }, el("summary", {}, t("fromPosition")),
      el("label", { for: "local-fen" }, t("fromPositionHelp")), fen),
    el("button", { type: "submit", class: "primary", id: "local-start" }, t("localStart")),
  );
  form.addEventListener("change", () => {
    const pair = checked(form, "local-mode") === "pair";
    computerOnly.hidden = pair;
    pairOnly.hidden = !pair;
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const mode = checked(form, "local-mode") === "pair" ? "pair" : "computer";
    const choice = checked(form, "local-colour");
    const human: Colour = choice === "RANDOM" ? (Math.random() < 0.5 ? "WHITE" : "BLACK") : (choice as Colour);
    const setting = clocks.value();
    const clock = "preset" in setting && setting.preset
      ? PRESETS[setting.preset] ?? null
      : { initialMs: (setting.initialSeconds ?? 600) * 1000, incrementMs: (setting.incrementSeconds ?? 0) * 1000 };
    started(newLocalGame({
      mode, level: Number(level.value), human, clock, autoFlip: autoFlip.checked, startFen: fen.value,
    }, Date.now()));
  });
  return form;
}

export function recordLine(): HTMLElement {
  const r = localRecord();
  return el("p", { class: "record", id: "local-record" }, t("localRecord", {
    w: r.computer.wins, d: r.computer.draws, l: r.computer.losses,
    white: r.pair.white, black: r.pair.black, draws: r.pair.draws,
  }));
}

/** The last finished games, each with save and (online) import; `act` does the one pressed. */
export function finishedList(act: (game: FinishedGame, action: "save" | "import") => void): HTMLElement | null {
  const games = finishedGames().slice(0, 5);
  if (games.length === 0) {
    return null;
  }
  return el("section", { class: "panel local-finished", id: "local-finished" },
    el("h2", {}, t("localFinished")),
    el("ul", {}, ...games.map((g) => {
      const save = el("button", { type: "button", class: "local-save" }, t("localSave"));
      save.addEventListener("click", () => act(g, "save"));
      const item = el("li", {}, el("span", {}, t("localFinishedLine", {
        date: g.endedAt.substring(0, 10), result: g.end.result, ending: ending(g.end),
      })), save);
      if (g.importedAs) {
        item.append(el("a", { href: `#/research/${encodeURIComponent(g.importedAs)}` }, t("localOpenImported")));
      } else if (navigator.onLine && !mayImport()) {
        item.append(el("a", { class: "local-sign-in", href: "#/account" }, t("localSignInToImport")));
      } else if (navigator.onLine) {
        const importing = el("button", { type: "button", class: "local-import" }, t("localImport"));
        importing.addEventListener("click", () => act(g, "import"));
        item.append(importing);
      }
      return item;
    })));
}

/** Importing a game needs an account (game:play); a guest is asked to sign in, the games stay here meanwhile. */
export function mayImport(): boolean {
  const me = session();
  return !!me && !me.guest;
}
