// The two player bars above and below the board (swatch, name linking to the profile, rating at
// the start, material balance, clock) and the move list in SAN, numbered from the position's own
// move number, each move a button that shows the position after it.
import type { Colour, GameView } from "./api";
import { clear, el } from "./dom";
import { t } from "./i18n";
import { materialBalance, materialText } from "./material";
import { moveRows, type LineStart } from "./movelist";

/** `flipped`: Black at the bottom; `me`: the browser's account, shown as "you". */
/** `fen`: the position on the board (a step back shows that one's material). */
export function renderPlayers(top: HTMLElement, bottom: HTMLElement, view: GameView, flipped: boolean, me: string | undefined,
  fen = view.fen ?? ""): void {
  const material = materialBalance(fen);
  const seat = (colour: Colour) => {
    const id = colour === "WHITE" ? view.white : view.black;
    const named = (colour === "WHITE" ? view.whiteName : view.blackName) ?? "?";
    const name = id?.startsWith("computer:")
      ? t("computer", { level: view.computerLevel ?? id.substring(9) })
      : id === me ? `${t("you")} (${named})` : named;
    const rating = colour === "WHITE" ? view.ratings?.white : view.ratings?.black;
    return { name, colour, id, rating: rating?.rating ? `${rating.rating}${rating.provisional ? "?" : ""}` : "" };
  };
  for (const [part, who] of [[top, seat(flipped ? "WHITE" : "BLACK")], [bottom, seat(flipped ? "BLACK" : "WHITE")]] as const) {
    clear(part);
    part.dataset.colour = who.colour;
    const person = who.id && !who.id.startsWith("computer:");
    const name = person
      ? el("a", { class: "name", href: `#/player/${encodeURIComponent(who.id ?? "")}` }, who.name)
      : el("span", { class: "name" }, who.name);
    part.append(
      el("span", { class: `swatch ${who.colour.toLowerCase()}` }),
      name,
      el("span", { class: "rating", "data-rating": who.colour }, who.rating),
      el("span", { class: "material", "data-material": who.colour, title: t("materialAhead") }, materialText(material[who.colour])),
      el("span", { class: "clock", "data-clock": who.colour }),
    );
  }
}

/**
 * The moves in numbered rows ("1… Kg3", "2. e3"): `span.move-number` and `button.move[data-ply]`
 * (ply 1 is the first move); `shown` is the ply on the board, marked as current unless it is the
 * game's last. The list keeps its end in sight, or the move shown while stepping.
 */
export function renderMoves(list: HTMLElement, moves: string[], start: LineStart, shown: number): void {
  clear(list);
  let current: HTMLElement | null = null;
  for (const row of moveRows(moves, start)) {
    const item = el("li", {}, el("span", { class: "move-number" }, row.label));
    for (const move of row.moves) {
      const button = el("button", { type: "button", class: move.black ? "move black-move" : "move white-move", "data-ply": String(move.ply) }, move.san);
      if (move.ply === shown && shown < moves.length) {
        button.classList.add("current");
        button.setAttribute("aria-current", "step");
        current = button;
      }
      item.append(button);
    }
    list.append(item);
  }
  if (current) {
    list.scrollLeft = current.offsetLeft - list.clientWidth / 2;
    list.scrollTop = current.offsetTop - list.clientHeight / 2;
  } else {
    list.scrollLeft = list.scrollWidth;
    list.scrollTop = list.scrollHeight;
  }
}
