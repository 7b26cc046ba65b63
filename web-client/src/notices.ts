// The signed-in person's own events (streamMyEvents), on every screen: a challenge for you shows a
// notice with a link to it until it is answered, and every change to your challenges tells the
// screen that lists them (the lobby) to read them again. One stream per account; none for guests.
import type { components } from "../target/generated/api";
import { el } from "./dom";
import { t } from "./i18n";
import { session } from "./session";
import { SseReader } from "./sse";

type Schemas = components["schemas"];
type ChallengeOpened = Schemas["ChallengeOpened"];
type ChallengeClosed = Schemas["ChallengeClosed"];

/** Fired on window when a challenge of yours opens or closes: `detail` is its game id. */
export const CHALLENGES_CHANGED = "chess:challenges-changed";

let reader: SseReader | null = null;
let following: string | null = null;
const shown = new Map<string, HTMLElement>();

/** Follows the current account's stream, or stops following when there is none (a guest). */
export function followMyEvents(): void {
  const me = session();
  const account = me && !me.guest ? me.accountId : null;
  if (account === following) {
    return;
  }
  reader?.close();
  reader = null;
  following = account;
  clear();
  if (account === null) {
    return;
  }
  reader = new SseReader("/api/players/me/stream", null, {
    onConnection: (connected) => {
      if (connected) {
        clear(); // the stream starts again with what holds now
      }
    },
    onMessage: (message) => {
      if (message.event === "challenge-opened") {
        opened(JSON.parse(message.data) as ChallengeOpened);
      } else if (message.event === "challenge-closed") {
        closed(JSON.parse(message.data) as ChallengeClosed);
      }
      return false;
    },
  });
}

function box(): HTMLElement {
  let notices = document.getElementById("notices");
  if (!notices) {
    notices = el("aside", { id: "notices", class: "notices", "aria-live": "polite" });
    document.body.append(notices);
  }
  return notices;
}

function opened(c: ChallengeOpened): void {
  const id = c.game?.gameId;
  if (!id) {
    return;
  }
  window.dispatchEvent(new CustomEvent(CHALLENGES_CHANGED, { detail: id }));
  if (c.direction !== "IN") {
    return;
  }
  const who = t("challengeFrom", { name: c.game?.createdByName ?? "?" });
  const known = shown.get(id);
  if (known) {
    // Sent again as it changes (the challenger's seat, with the name, follows the creation).
    (known.querySelector(".notice-who") as HTMLElement).textContent = who;
    return;
  }
  const link = el("a", { href: `#/game/${encodeURIComponent(id)}`, class: "notice-link" }, t("seeChallenge"));
  const dismiss = el("button", { type: "button", class: "notice-close", "aria-label": t("dismiss") }, "×");
  const notice = el("div", { class: "notice-card", "data-game": id },
    el("span", { class: "notice-who" }, who), " ", link, dismiss);
  dismiss.addEventListener("click", () => remove(id));
  link.addEventListener("click", () => remove(id));
  shown.set(id, notice);
  box().append(notice);
}

function closed(c: ChallengeClosed): void {
  if (!c.gameId) {
    return;
  }
  window.dispatchEvent(new CustomEvent(CHALLENGES_CHANGED, { detail: c.gameId }));
  remove(c.gameId);
}

function remove(id: string): void {
  shown.get(id)?.remove();
  shown.delete(id);
}

function clear(): void {
  for (const id of [...shown.keys()]) {
    remove(id);
  }
}
