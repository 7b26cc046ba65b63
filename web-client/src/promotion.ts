// The promotion panel (Q, R, B, N) over the board when a pawn reaches the last rank, and in the same
// place the pending move's Confirm / Cancel (settings: move confirmation).
import { clear, el } from "./dom";
import { t } from "./i18n";

const PROMOTIONS = [
  ["q", "queen", "♕"],
  ["r", "rook", "♖"],
  ["b", "bishop", "♗"],
  ["n", "knight", "♘"],
] as const;

/** Shows the four choices in `panel`; `chosen` gets the letter picked (q, r, b or n). */
export function askPromotion(panel: HTMLElement, white: boolean, chosen: (letter: string) => void): void {
  clear(panel);
  panel.setAttribute("aria-label", t("promoteTo"));
  panel.append(el("p", {}, t("promoteTo")));
  for (const [letter, word, glyph] of PROMOTIONS) {
    const b = el("button", { type: "button", "data-piece": letter, "aria-label": t(word) },
      el("span", { class: "glyph" }, white ? glyph : String.fromCharCode(glyph.charCodeAt(0) + 6)),
      el("span", {}, t(word)));
    b.addEventListener("click", () => {
      panel.hidden = true;
      chosen(letter);
    });
    panel.appendChild(b);
  }
  const cancel = el("button", { type: "button", class: "cancel" }, t("cancel"));
  cancel.addEventListener("click", () => (panel.hidden = true));
  panel.appendChild(cancel);
  panel.hidden = false;
  (panel.querySelector("button") as HTMLButtonElement).focus();
}

/** The move shown on the board waits for "Confirm" (sends it) or "Cancel" (takes it back). */
export function askConfirm(panel: HTMLElement, san: string, confirmed: () => void, cancelled: () => void): void {
  clear(panel);
  const done = (then: () => void) => () => {
    panel.hidden = true;
    panel.classList.remove("confirm");
    then();
  };
  const yes = el("button", { type: "button", id: "confirm-move", class: "primary" }, t("confirmMove", { san }));
  const no = el("button", { type: "button", id: "cancel-move", class: "cancel" }, t("cancel"));
  yes.addEventListener("click", done(confirmed));
  no.addEventListener("click", done(cancelled));
  panel.setAttribute("aria-label", t("confirmMove", { san }));
  panel.append(el("div", { class: "confirm-move" }, yes, no));
  panel.classList.add("confirm");
  panel.hidden = false;
  yes.focus();
}
