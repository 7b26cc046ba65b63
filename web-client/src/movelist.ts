// The move list's numbers, from the position as it stands: a game may start from any FEN, with
// Black to move or at move 23, so the first move is not always "1." (FEN's fields 2 and 6: the side
// to move and the fullmove number, which goes up after each move of Black).

/** Where a line of moves starts: the number of its first move, and whether Black makes it. */
export interface LineStart {
  fullmove: number;
  blackFirst: boolean;
}

/** One numbered row of the list: "1." with White's and Black's move, or "1…" with Black's alone. */
export interface MoveRow {
  label: string;
  moves: Array<{ ply: number; san: string; black: boolean }>;
}

/** Half-moves from "1." with White to move, to the position of `fen`. */
function halfMovesTo(fen: string): number {
  const fields = fen.trim().split(/\s+/);
  const fullmove = Math.max(1, Number.parseInt(fields[5] ?? "1", 10) || 1);
  return 2 * (fullmove - 1) + (fields[1] === "b" ? 1 : 0);
}

/** The start of a line whose position after `plies` half-moves is `fen`. */
export function lineStart(fen: string, plies: number): LineStart {
  const start = Math.max(0, halfMovesTo(fen) - plies);
  return { fullmove: Math.floor(start / 2) + 1, blackFirst: start % 2 === 1 };
}

/** The label of the move that leads to `ply` (1 is the first move): "1." or "1…". */
export function plyLabel(ply: number, start: LineStart): string {
  const half = 2 * (start.fullmove - 1) + (start.blackFirst ? 1 : 0) + ply - 1;
  return `${Math.floor(half / 2) + 1}${half % 2 === 1 ? "…" : "."}`;
}

/** The moves in rows: a new row at each White move, and one for a first move of Black. */
export function moveRows(sans: readonly string[], start: LineStart): MoveRow[] {
  const rows: MoveRow[] = [];
  sans.forEach((san, index) => {
    const ply = index + 1;
    const label = plyLabel(ply, start);
    const black = label.endsWith("…");
    if (!black || rows.length === 0) {
      rows.push({ label, moves: [] });
    }
    rows[rows.length - 1].moves.push({ ply, san, black });
  });
  return rows;
}

/** The list as text, "1… Kg3 2. e3" (for the tests and for a screen reader's summary). */
export function lineText(sans: readonly string[], start: LineStart): string {
  return moveRows(sans, start)
    .map((row) => [row.label, ...row.moves.map((m) => m.san)].join(" "))
    .join(" ");
}
