// The after-game review's numbers, from an analysis job (AnalysisView): the score of every position
// from White's side in pawns (a mate at the chart's edge, ±10), and the moves the engine judged
// inaccurate, mistaken or blundered, by ply. Pure (types only from api.ts), so it is unit-tested
// over a saved analysis (test/reviewpoints.test.ts); review.ts draws it.
import type { Analysis, Score } from "./api";

export type Mark = "inaccuracy" | "mistake" | "blunder";

export interface MarkedMove {
  ply: number;
  side: "WHITE" | "BLACK";
  /** The full-move number of the move ("12" in 12… Qc4??). */
  moveNumber: number;
  san: string;
  uci: string;
  mark: Mark;
  /** Pawns lost against the engine's best (a mate counts as 20). */
  loss: number;
  better?: string;
  betterUci?: string;
}

export interface ReviewPoints {
  /** values[i]: White's score in pawns after i plies, clamped to ±10. */
  values: number[];
  /** The mark of each judged move, by its ply (= the chart's point after it). */
  marks: Record<number, Mark>;
  moves: MarkedMove[];
}

const MARKS: Record<string, Mark> = { INACCURACY: "inaccuracy", MISTAKE: "mistake", BLUNDER: "blunder" };
export const MARK_SUFFIX: Record<Mark, string> = { inaccuracy: "?!", mistake: "?", blunder: "??" };

/** A score in pawns from White's side; a mate counts as ±10 (the graph's edge). */
export function whitePawns(score: Score | undefined, whiteToMove: boolean, ending?: string): number {
  const sign = whiteToMove ? 1 : -1;
  if (ending === "CHECKMATE") {
    return -10 * sign; // the side to move is mated
  }
  if (!score || ending) {
    return 0;
  }
  if (score.mate !== undefined && score.mate !== null) {
    return (score.mate > 0 ? 10 : -10) * sign;
  }
  return Math.max(-10, Math.min(10, ((score.cp ?? 0) / 100) * sign));
}

function fields(fen: string | undefined): { white: boolean; fullmove: number } | null {
  const parts = (fen ?? "").trim().split(/\s+/);
  return parts.length >= 2 ? { white: parts[1] !== "b", fullmove: Number(parts[5] ?? 1) || 1 } : null;
}

export function reviewPoints(analysis: Pick<Analysis, "positions" | "moves">): ReviewPoints {
  const positions = [...(analysis.positions ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  const byIndex = new Map(positions.map((p) => [p.index ?? 0, p]));
  const last = positions.length === 0 ? -1 : (positions[positions.length - 1].index ?? 0);
  const values: number[] = [];
  for (let i = 0; i <= last; i++) {
    const p = byIndex.get(i);
    values.push(p ? whitePawns(p.score, fields(p.fen)?.white ?? true, p.ending) : (values[i - 1] ?? 0));
  }
  const marks: Record<number, Mark> = {};
  const moves: MarkedMove[] = [];
  const start = fields(byIndex.get(0)?.fen) ?? { white: true, fullmove: 1 };
  for (const m of analysis.moves ?? []) {
    const mark = MARKS[m.judgement ?? ""];
    const ply = m.ply ?? 0;
    if (!mark || ply < 1) {
      continue;
    }
    marks[ply] = mark;
    // The mover is the side to move before the move; without that position, counted from the start.
    const before = fields(byIndex.get(ply - 1)?.fen);
    const whiteMoved = before ? before.white : (ply % 2 === 1) === start.white;
    const moveNumber = before ? before.fullmove : start.fullmove + Math.floor((ply - 1 + (start.white ? 0 : 1)) / 2);
    moves.push({
      ply, side: whiteMoved ? "WHITE" : "BLACK", moveNumber, san: m.san ?? "", uci: m.uci ?? "", mark,
      loss: Math.round((m.lossCp ?? 0) / 10) / 10,
      ...(m.bestAlternativeSan ? { better: m.bestAlternativeSan } : {}),
      ...(m.bestAlternative ? { betterUci: m.bestAlternative } : {}),
    });
  }
  return { values, marks, moves: moves.sort((a, b) => a.ply - b.ply) };
}
