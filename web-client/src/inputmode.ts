// What a tap or a drag on the board does in the state the game is in: a move (my turn, nothing of
// mine on its way), a premove (the opponent's turn, or my move still on its way), or nothing
// (a spectator, or a game not being played). Pure: tested in test/inputmode.test.ts.

export type InputMode = "move" | "premove" | "none";

/**
 * @param status the game's status (STARTED is being played)
 * @param mine the colour of this browser's player, null for a spectator
 * @param turn whose turn the shown position gives
 * @param sending a move of mine is on its way to the server (its answer not yet shown)
 */
export function inputMode(status: string | undefined, mine: string | null, turn: string | undefined, sending: boolean): InputMode {
  if (!mine || status !== "STARTED") {
    return "none";
  }
  return turn === mine && !sending ? "move" : "premove";
}
