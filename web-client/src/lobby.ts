// The lobby: open seeks live (the lobby's SSE stream), open one, accept one; challenge a player by
// name and share the game's link; the challenges waiting for you or for your opponent.
import { ApiProblem, answer, api, newIdempotencyKey, type GameView, type NewGameSettings } from "./api";
import { clear, el } from "./dom";
import { checked, clockChooser, radios, timeControlText } from "./forms";
import { t } from "./i18n";
import { CHALLENGES_CHANGED } from "./notices";
import { session, type Session } from "./session";
import { SseReader } from "./sse";
import { problemText } from "./words";

export class LobbyScreen {
  private reader: SseReader | null = null;
  private readonly seeks = new Map<string, GameView>();
  private readonly list = el("ul", { class: "table-list", id: "seeks" });
  private readonly error = el("p", { class: "notice problem", id: "lobby-error", "aria-live": "assertive" });
  private challenges: HTMLElement | null = null;
  private readonly challengesChanged = (): void => void this.reloadChallenges();

  constructor(private readonly root: HTMLElement) {}

  async open(): Promise<void> {
    clear(this.root);
    const me = session();
    const screen = el("section", { class: "lobby", id: "lobby" });
    this.root.append(screen);
    screen.append(el("h1", {}, t("lobby")), this.error,
      el("section", { class: "panel" }, el("h2", {}, t("openSeeks")), this.list));
    if (!me || me.guest) {
      screen.append(signInFirst());
    } else {
      this.challenges = await myChallenges(me);
      screen.append(this.seekForm(), challengeForm(), this.challenges);
      // Your own stream (notices.ts) tells of each challenge made or answered: no polling.
      window.addEventListener(CHALLENGES_CHANGED, this.challengesChanged);
    }
    await this.load();
    this.reader = new SseReader("/api/lobby/stream", null, {
      onConnection: (connected) => {
        if (connected) {
          void this.load(); // what opened or closed while the stream was away
        }
      },
      onMessage: (message) => {
        const data = JSON.parse(message.data) as GameView;
        if (message.event === "seek-opened" && data.gameId) {
          this.seeks.set(data.gameId, data);
        } else if (message.event === "seek-closed" && data.gameId) {
          const mine = this.seeks.get(data.gameId)?.createdBy === session()?.accountId;
          this.seeks.delete(data.gameId);
          if (mine) {
            location.hash = `#/game/${data.gameId}`; // someone took my seek: the game is on
          }
        }
        this.render();
        return false;
      },
    });
  }

  close(): void {
    this.reader?.close();
    window.removeEventListener(CHALLENGES_CHANGED, this.challengesChanged);
  }

  private async reloadChallenges(): Promise<void> {
    const me = session();
    if (!me || me.guest || !this.challenges) {
      return;
    }
    const fresh = await myChallenges(me);
    this.challenges.replaceWith(fresh);
    this.challenges = fresh;
  }

  private async load(): Promise<void> {
    const seeks = await answer(api.GET("/api/lobby/seeks", {})).catch(() => null);
    if (seeks) {
      this.seeks.clear();
      seeks.forEach((s) => s.gameId && this.seeks.set(s.gameId, s));
      this.render();
    }
  }

  private render(): void {
    clear(this.list);
    const me = session();
    if (this.seeks.size === 0) {
      this.list.append(el("li", { class: "empty" }, t("noSeeks")));
    }
    for (const seek of this.seeks.values()) {
      const mine = seek.createdBy === me?.accountId;
      const act = el("button", { type: "button", class: mine ? "" : "primary", "data-seek": seek.gameId ?? "" },
        mine ? t("withdraw") : t("accept"));
      (act as HTMLButtonElement).disabled = !me || me.guest;
      act.addEventListener("click", () => void this.answerSeek(seek, mine));
      this.list.append(el("li", { class: "seek" },
        el("span", { class: "who" }, seek.createdByName ?? "?"),
        el("span", { class: "what" }, `${timeControlText(seek.timeControl)} · ${seek.rated ? t("rated") : t("casual")}`),
        act));
    }
  }

  private async answerSeek(seek: GameView, mine: boolean): Promise<void> {
    const gameId = seek.gameId ?? "";
    const params = { params: { path: { gameId }, header: { "Idempotency-Key": newIdempotencyKey() } } };
    try {
      if (mine) {
        await answer(api.DELETE("/api/lobby/seeks/{gameId}", params));
        this.seeks.delete(gameId);
        this.render();
      } else {
        await answer(api.POST("/api/lobby/seeks/{gameId}/accept", params));
        location.hash = `#/game/${gameId}`;
      }
    } catch (e) {
      this.error.textContent = e instanceof ApiProblem ? problemText(e.problem) : t("reconnecting");
    }
  }

  private seekForm(): HTMLElement {
    return gameForm("seek", t("openSeek"), t("openSeekButton"), [], async (body) => {
      const seek = await answer(api.POST("/api/lobby/seeks", { params: { header: { "Idempotency-Key": newIdempotencyKey() } }, body }));
      if (seek.gameId) {
        this.seeks.set(seek.gameId, seek);
        this.render();
      }
    });
  }
}

function challengeForm(): HTMLElement {
  const opponent = el("input", { id: "challenge-opponent", autocomplete: "off", required: "" }) as HTMLInputElement;
  const shared = el("p", { class: "share", id: "challenge-link" });
  const form = gameForm("challenge", t("challengeTitle"), t("challengeButton"),
    [el("label", { for: "challenge-opponent" }, t("opponentName")), opponent],
    async (body) => {
      const game = await answer(api.POST("/api/challenges", {
        params: { header: { "Idempotency-Key": newIdempotencyKey() } },
        body: { ...body, opponent: opponent.value.trim() },
      }));
      const link = `${location.origin}/#/game/${game.gameId}`;
      clear(shared);
      shared.append(t("shareLink"), " ", el("a", { href: link, id: "challenge-url" }, link));
    });
  form.append(shared);
  return form;
}

/** A form for a new game between people: time control, colour, rated; `create` sends it. */
export function gameForm(
  prefix: string,
  title: string,
  submitLabel: string,
  fields: HTMLElement[],
  create: (body: NewGameSettings) => Promise<void>,
  colours: Array<[string, string]> = [["WHITE", t("white")], ["BLACK", t("black")], ["RANDOM", t("random")]],
): HTMLElement {
  const clocks = clockChooser(`${prefix}-`, ["blitz", "match"], "blitz");
  const rated = el("input", { type: "checkbox", id: `${prefix}-rated` }) as HTMLInputElement;
  rated.checked = true;
  const error = el("p", { class: "notice problem", id: `${prefix}-error`, "aria-live": "assertive" });
  const submit = el("button", { type: "submit", class: "primary", id: `${prefix}-submit` }, submitLabel) as HTMLButtonElement;
  const form = el("form", { class: "panel new-game", id: `${prefix}-form` },
    el("h2", {}, title), ...fields, clocks.element,
    el("fieldset", {}, el("legend", {}, t(prefix === "room" ? "seat" : "colour")), radios(`${prefix}-colour`, colours, colours[0][0])),
    el("label", { for: `${prefix}-rated`, class: "check" }, rated, t("rated")),
    submit, error);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    error.textContent = "";
    submit.disabled = true;
    try {
      await create({ clock: clocks.value(), colour: checked(form, `${prefix}-colour`) as NewGameSettings["colour"], rated: rated.checked });
    } catch (err) {
      error.textContent = err instanceof ApiProblem ? problemText(err.problem) : t("reconnecting");
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}

async function myChallenges(me: Session): Promise<HTMLElement> {
  const list = el("ul", { class: "table-list", id: "my-challenges" });
  const challenges = await answer(api.GET("/api/challenges", {})).catch(() => [] as GameView[]);
  for (const c of challenges) {
    const forMe = c.invitedPlayer === me.accountId;
    const text = forMe ? t("challengeFrom", { name: c.createdByName ?? "?" }) : t("challengeTo", { name: c.invitedPlayerName ?? "?" });
    list.append(el("li", {}, el("a", { href: `#/game/${c.gameId}` }, text), " · ", timeControlText(c.timeControl)));
  }
  if (challenges.length === 0) {
    list.append(el("li", { class: "empty" }, t("noChallenges")));
  }
  return el("section", { class: "panel" }, el("h2", {}, t("myChallenges")), list);
}

export function signInFirst(): HTMLElement {
  return el("p", { class: "notice", id: "sign-in-first" }, t("signInToPlayPeople"), " ",
    el("a", { href: "#/account" }, t("signIn")));
}
