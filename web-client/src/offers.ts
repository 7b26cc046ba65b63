// What two people may ask of each other during a game, as buttons and a panel (seed 000's 提和
// rules, kept by the server): a draw offer on your own turn only (with or before your move), never
// withdrawn, not repeated after a refusal until the opponent has offered one; accepting or
// declining the opponent's offer (moving declines it too); a takeback request and its answer;
// abort before the second move; a claimed draw under CLAIM rules; resign; in a timed game, giving
// the opponent 15 seconds (on either turn, as lichess offers it).
import type { Colour, GameView } from "./api";
import type { Session } from "./session";
import { el } from "./dom";
import { t, type WordKey } from "./i18n";

export type Command =
  | "draw/offer"
  | "draw/accept"
  | "draw/decline"
  | "draw/claim"
  | "takeback/request"
  | "takeback/accept"
  | "takeback/decline"
  | "abort"
  | "resign"
  | "more-time";

export function button(id: string, label: string, action: () => void, enabled: boolean): HTMLButtonElement {
  const b = el("button", { type: "button", id }, label) as HTMLButtonElement;
  b.disabled = !enabled;
  b.addEventListener("click", action);
  return b;
}

/** The buttons of a seated player in a game against a person. */
export function peopleButtons(view: GameView, mine: Colour, myTurn: boolean, act: (c: Command) => void): HTMLButtonElement[] {
  const playing = view.status === "STARTED";
  const plies = view.moves?.length ?? 0;
  // White made plies 1, 3, 5 …: a takeback needs a move of one's own on the board.
  const myMoves = mine === "WHITE" ? Math.ceil(plies / 2) : Math.floor(plies / 2);
  const buttons = [
    button("offer-draw", t("offerDraw"), () => act("draw/offer"), playing && myTurn && !view.drawOffer),
    button("ask-takeback", t("askTakeback"), () => act("takeback/request"), playing && myMoves > 0 && !view.takebackRequest),
    button("abort", t("abort"), () => act("abort"), playing && plies < 2),
    button("resign", t("resign"), () => act("resign"), playing),
  ];
  if (view.drawRules === "CLAIM") {
    buttons.splice(1, 0, button("claim-draw", t("claimDraw"), () => act("draw/claim"), playing && myTurn));
  }
  if (view.clock) {
    buttons.splice(buttons.length - 1, 0, button("give-time", t("giveMoreTime"), () => act("more-time"), playing));
  }
  return buttons;
}

/** After the end of a game between people: ask for a rematch, or answer or open the one offered. */
export function rematchPanel(view: GameView, mine: Colour, ask: () => void): HTMLElement | null {
  if (view.status !== "ENDED" || view.mode === "COMPUTER" || view.mode === "IMPORT") {
    return null;
  }
  const offer = view.rematch;
  const panel = el("section", { class: "offer-panel", id: "rematch-panel" });
  if (!offer) {
    panel.append(button("rematch", t("rematch"), ask, true));
  } else if (offer.by === mine) {
    const open = () => { location.hash = `#/game/${offer.gameId}`; };
    panel.append(el("p", {}, t("rematchOffered")), button("open-rematch", t("openRematch"), open, true));
  } else {
    panel.append(el("p", { role: "alert" }, t("opponentOffersRematch")), button("accept-rematch", t("acceptRematch"), ask, true));
  }
  return panel;
}

/** What a spectator is told of a pending offer or request ("白方提和，等待黑方答复"). */
export function pendingForSpectators(view: GameView): HTMLElement | null {
  if (view.status !== "STARTED" || (!view.drawOffer && !view.takebackRequest)) {
    return null;
  }
  const side = (c: Colour) => t(c === "WHITE" ? "white" : "black");
  return el("section", { class: "offer-panel", id: "offer-panel" },
    view.drawOffer ? el("p", {}, t("sideOffersDraw", { side: side(view.drawOffer) })) : "",
    view.takebackRequest ? el("p", {}, t("sideAsksTakeback", { side: side(view.takebackRequest) })) : "");
}

/** The pending offer or request and, when it is the opponent's, its two answers. */
export function offerPanel(view: GameView, mine: Colour, act: (c: Command) => void): HTMLElement | null {
  if (view.status !== "STARTED") {
    return null;
  }
  const panel = el("section", { class: "offer-panel", id: "offer-panel", role: "alert" });
  const add = (text: WordKey, answers: Array<[string, WordKey, Command]>) => {
    const line = el("div", { class: "offer" }, el("p", {}, t(text)));
    for (const [id, label, command] of answers) {
      line.append(button(id, t(label), () => act(command), true));
    }
    panel.append(line);
  };
  if (view.drawOffer === mine) {
    add("yourDrawOfferPending", []);
  } else if (view.drawOffer) {
    add("opponentOffersDraw", [["accept-draw", "acceptDraw", "draw/accept"], ["decline-draw", "decline", "draw/decline"]]);
  }
  if (view.takebackRequest === mine) {
    add("yourTakebackPending", []);
  } else if (view.takebackRequest) {
    add("opponentAsksTakeback", [["accept-takeback", "acceptTakeback", "takeback/accept"], ["decline-takeback", "decline", "takeback/decline"]]);
  }
  return panel.childElementCount > 0 ? panel : null;
}

/** What changed between two views that the player should be told ("对方拒绝了和棋"). */
export function offerNews(before: GameView, after: GameView, mine: Colour | null): WordKey | null {
  if (!mine || after.status !== "STARTED") {
    return null;
  }
  if (before.drawOffer === mine && !after.drawOffer) {
    return "drawDeclined";
  }
  if (before.takebackRequest === mine && !after.takebackRequest) {
    return (after.moves?.length ?? 0) < (before.moves?.length ?? 0) ? "takebackGranted" : "takebackRefused";
  }
  if (before.takebackRequest && before.takebackRequest !== mine && !after.takebackRequest &&
      (after.moves?.length ?? 0) < (before.moves?.length ?? 0)) {
    return "takebackDone";
  }
  return null;
}

export type WaitingAnswer = "accept-challenge" | "decline-challenge" | "withdraw-challenge" | "withdraw-seek" | "accept-seek";

/** A challenge or a seek before its start: accept or decline it, or withdraw one's own. */
export function waitingButtons(view: GameView, me: Session | null, answer: (a: WaitingAnswer) => void): HTMLButtonElement[] {
  const mine = view.createdBy === me?.accountId;
  const b = (id: WaitingAnswer, label: "accept" | "decline" | "withdraw") => button(id, t(label), () => answer(id), true);
  if (view.mode === "CHALLENGE" && view.invitedPlayer === me?.accountId) {
    return [b("accept-challenge", "accept"), b("decline-challenge", "decline")];
  }
  if (view.mode === "CHALLENGE" && mine) {
    return [b("withdraw-challenge", "withdraw")];
  }
  if (view.mode === "SEEK" && mine) {
    return [b("withdraw-seek", "withdraw")];
  }
  return view.mode === "SEEK" && me && !me.guest ? [b("accept-seek", "accept")] : [];
}
