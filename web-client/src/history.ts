// The game's positions by ply, for stepping back and forth while the game goes on: each position
// the page has shown is kept (the stream's MovePlayed.fenAfter, the answers), the others are read
// when asked for (getGamePosition). An undo or a takeback changes the line: what followed the
// common part of the old and the new line is dropped.

export type Step = "first" | "back" | "forward" | "last";

export class PositionHistory {
  private line: string[] = [];
  private readonly fens = new Map<number, string>();

  /** The game as it stands: its moves (UCI) and its position now. */
  sync(uciMoves: readonly string[], fen: string): void {
    let common = 0;
    while (common < this.line.length && common < uciMoves.length && this.line[common] === uciMoves[common]) {
      common++;
    }
    for (const ply of [...this.fens.keys()]) {
      if (ply > common) {
        this.fens.delete(ply);
      }
    }
    this.line = [...uciMoves];
    this.fens.set(uciMoves.length, fen);
  }

  /** The number of moves of the line now. */
  plies(): number {
    return this.line.length;
  }

  /** The position after `ply` moves, when known. */
  fen(ply: number): string | undefined {
    return this.fens.get(ply);
  }

  /** A position read for a ply, kept unless the line has changed meanwhile (`plies` is the line it was read for). */
  remember(ply: number, fen: string, plies: number): void {
    if (plies === this.line.length && ply <= plies) {
      this.fens.set(ply, fen);
    }
  }
}

/**
 * Where a step leads from `viewPly` (null: the live position) in a line of `plies` moves: null
 * again once it reaches the end.
 */
export function stepTo(viewPly: number | null, plies: number, step: Step): number | null {
  const now = Math.min(viewPly ?? plies, plies);
  const next = step === "first" ? 0 : step === "last" ? plies : step === "back" ? now - 1 : now + 1;
  const clamped = Math.max(0, Math.min(plies, next));
  return clamped >= plies ? null : clamped;
}
