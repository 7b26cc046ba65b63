// The material balance under each player's name: the pieces one side has more of than the other,
// and the points it is ahead by (pawn 1, knight 3, bishop 3, rook 5, queen 9, the usual count).
// Taken from the position itself, not from the captures, since a game may start from any FEN.
import type { Colour } from "./api";

const VALUES = { q: 9, r: 5, b: 3, n: 3, p: 1 } as const;
const GLYPHS = { q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" } as const;

export interface SideMaterial {
  /** The pieces this side has more of, queen first ("♞♟"). */
  pieces: string;
  /** The points this side is ahead by; 0 when it is not ahead. */
  ahead: number;
}

export function materialBalance(fen: string): Record<Colour, SideMaterial> {
  const board = fen.trim().split(/\s+/)[0] ?? "";
  const count = (letter: string) => [...board].filter((c) => c === letter).length;
  const white = { pieces: "", ahead: 0 };
  const black = { pieces: "", ahead: 0 };
  let balance = 0;
  for (const [kind, value] of Object.entries(VALUES) as Array<[keyof typeof VALUES, number]>) {
    const difference = count(kind.toUpperCase()) - count(kind);
    const side = difference > 0 ? white : black;
    side.pieces += GLYPHS[kind].repeat(Math.abs(difference));
    balance += difference * value;
  }
  white.ahead = Math.max(0, balance);
  black.ahead = Math.max(0, -balance);
  return { WHITE: white, BLACK: black };
}

/** What a player bar shows: "♞♟ +4", "♟" or nothing. */
export function materialText(side: SideMaterial): string {
  return [side.pieces, side.ahead > 0 ? `+${side.ahead}` : ""].filter((s) => s !== "").join(" ");
}
