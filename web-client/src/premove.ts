// Premoves: one move queued on the opponent's turn, played the instant the opponent has moved.
// Its squares are geometry only (how a piece moves on an empty board, plus the castling squares),
// never legality: the server referees the move when it is sent. Pure: test/premove.test.ts.
import type { InputMode } from "./inputmode";

export interface Premove {
  from: string;
  to: string;
  /** q, r, b or n when a pawn reaches the last rank. */
  promotion?: string;
  /** A short name for the words ("Nf3", "exd5", "O-O"), read from the board when it was made. */
  name: string;
}

const FILES = "abcdefgh";

/** Where each piece stands, read from the FEN's first field. */
function pieces(fen: string): Map<string, string> {
  const found = new Map<string, string>();
  (fen.split(" ")[0] ?? "").split("/").forEach((row, index) => {
    let file = 0;
    for (const c of row) {
      if (/\d/.test(c)) {
        file += Number(c);
      } else {
        found.set(`${FILES[file]}${8 - index}`, c);
        file++;
      }
    }
  });
  return found;
}

function at(file: number, rank: number): string | null {
  return file >= 0 && file < 8 && rank >= 1 && rank <= 8 ? `${FILES[file]}${rank}` : null;
}

const KNIGHT = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
const DIAGONAL = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
const STRAIGHT = [[1, 0], [-1, 0], [0, 1], [0, -1]];

/**
 * The squares the piece on `from` could reach by its way of moving, whatever stands between or
 * may have moved by then; squares holding a piece of the same side are left out (tapping one picks
 * it up instead). Empty when `from` is empty.
 */
export function premoveSquares(fen: string, from: string): string[] {
  const board = pieces(fen);
  const piece = board.get(from);
  if (!piece) {
    return [];
  }
  const white = piece === piece.toUpperCase();
  const file = FILES.indexOf(from[0]);
  const rank = Number(from[1]);
  const out: Array<string | null> = [];
  const steps = (deltas: number[][], far: boolean) => {
    for (const [df, dr] of deltas) {
      for (let n = 1; n <= (far ? 7 : 1); n++) {
        out.push(at(file + df * n, rank + dr * n));
      }
    }
  };
  switch (piece.toLowerCase()) {
    case "p": {
      const ahead = white ? 1 : -1;
      out.push(at(file, rank + ahead), at(file - 1, rank + ahead), at(file + 1, rank + ahead));
      if (rank === (white ? 2 : 7)) {
        out.push(at(file, rank + 2 * ahead));
      }
      break;
    }
    case "n":
      steps(KNIGHT, false);
      break;
    case "b":
      steps(DIAGONAL, true);
      break;
    case "r":
      steps(STRAIGHT, true);
      break;
    case "q":
      steps([...DIAGONAL, ...STRAIGHT], true);
      break;
    case "k":
      steps([...DIAGONAL, ...STRAIGHT], false);
      if (from === (white ? "e1" : "e8")) {
        out.push(white ? "c1" : "c8", white ? "g1" : "g8");
      }
      break;
  }
  const own = (square: string) => {
    const p = board.get(square);
    return p !== undefined && (p === p.toUpperCase()) === white;
  };
  return [...new Set(out.filter((s): s is string => s !== null && !own(s)))].sort();
}

/** A pawn arriving on the last rank (it then needs a piece to become). */
export function promotes(fen: string, from: string, to: string): boolean {
  const piece = pieces(fen).get(from);
  return (piece === "P" && to[1] === "8") || (piece === "p" && to[1] === "1");
}

/** "Nf3", "exd5", "e8=Q", "O-O": the move named from the board it was made on (not checked). */
export function moveName(fen: string, from: string, to: string, promotion?: string): string {
  const board = pieces(fen);
  const piece = board.get(from) ?? "";
  const kind = piece.toUpperCase();
  const takes = board.has(to);
  if (kind === "K" && Math.abs(FILES.indexOf(from[0]) - FILES.indexOf(to[0])) === 2) {
    return to[0] === "g" ? "O-O" : "O-O-O";
  }
  if (kind === "P" || kind === "") {
    const diagonal = from[0] !== to[0];
    return `${diagonal ? `${from[0]}x` : ""}${to}${promotion ? `=${promotion.toUpperCase()}` : ""}`;
  }
  return `${kind}${takes ? "x" : ""}${to}`;
}

/** The one premove kept: a new one replaces it, a tap elsewhere cancels it, my turn plays it. */
export class PremoveQueue {
  private queued: Premove | null = null;

  current(): Premove | null {
    return this.queued;
  }

  /** Queues `move` in premove mode (replacing any other); in another mode nothing is queued. */
  queue(move: Premove, mode: InputMode): boolean {
    if (mode !== "premove") {
      return false;
    }
    this.queued = move;
    return true;
  }

  /** Cancels the queued move; answers it (null when there was none). */
  cancel(): Premove | null {
    const was = this.queued;
    this.queued = null;
    return was;
  }

  /**
   * The move to play now: the queued one once it is my turn (it leaves the queue); none while
   * it is still the opponent's, and none ever once I may not move (the game ended, I watch).
   */
  take(mode: InputMode): Premove | null {
    if (mode === "premove") {
      return null;
    }
    const was = this.queued;
    this.queued = null;
    return mode === "move" ? was : null;
  }
}
