// The tab's title says when it is your turn, so a player in another tab sees it.

/** The page's own title (index.html), given back when the game screen closes. */
export const PAGE_TITLE = "国际象棋 · Chess";

/** "● 轮到你走 · 国际象棋" on the player's turn, else the page's own title. */
export function pageTitle(myTurn: boolean, words: { yourTurn: string; app: string }): string {
  return myTurn ? `● ${words.yourTurn} · ${words.app}` : PAGE_TITLE;
}
