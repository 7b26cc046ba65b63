// The two player bars above and below the board (swatch, name linking to the profile, rating at
// the start, clock) and the move list in SAN, drawn from a game as the API gives it.
import type { Colour, GameView } from "./api";
import { clear, el } from "./dom";
import { t } from "./i18n";

/** `flipped`: Black at the bottom; `me`: the browser's account, shown as "you". */
export function renderPlayers(top: HTMLElement, bottom: HTMLElement, view: GameView, flipped: boolean, me: string | undefined): void {
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
      el("span", { class: "clock", "data-clock": who.colour }),
    );
  }
}

export function renderMoves(list: HTMLElement, moves: string[]): void {
  clear(list);
  for (let i = 0; i < moves.length; i += 2) {
    list.appendChild(el("li", {},
      el("span", { class: "move white-move" }, moves[i]),
      el("span", { class: "move black-move" }, moves[i + 1] ?? "")));
  }
  list.scrollTop = list.scrollHeight;
}
