// The levels' published ratings as last read from the platform (the start screen reads them), kept
// so that the single-player screen can show them without the network.
import type { ComputerOpponent } from "../api";

const OPPONENTS_KEY = "chess.computerOpponents";

export function keepOpponents(opponents: ComputerOpponent[]): void {
  if (opponents.length > 0) {
    localStorage.setItem(OPPONENTS_KEY, JSON.stringify(opponents));
  }
}

export function keptOpponents(): ComputerOpponent[] {
  try {
    const kept = JSON.parse(localStorage.getItem(OPPONENTS_KEY) ?? "[]") as unknown;
    return Array.isArray(kept) ? (kept as ComputerOpponent[]) : [];
  } catch {
    return [];
  }
}
