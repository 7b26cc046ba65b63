// What this device keeps of its own games (localStorage): the game being played (resumed after a
// reload, a call or a killed tab), the record of finished ones (unrated, as the document says: the
// W/D/L of games against the computer, and who won at the shared board) and the last finished
// games as PGN, each until it is saved or imported.
import type { LocalEnd, LocalGame } from "./localgame";
import { outcomeFor } from "./localgame";

const GAME_KEY = "chess.local.game";
const RECORD_KEY = "chess.local.record";
const FINISHED_KEY = "chess.local.finished";
const KEEP_FINISHED = 20;

export interface LocalRecord {
  computer: { wins: number; draws: number; losses: number };
  pair: { white: number; black: number; draws: number };
}

export interface FinishedGame {
  id: string;
  pgn: string;
  end: LocalEnd;
  endedAt: string;
  /** The platform's id once imported. */
  importedAs?: string;
}

function read<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? "null") as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

export function storedGame(): LocalGame | null {
  const game = read<LocalGame | null>(GAME_KEY, null);
  return game && Array.isArray(game.moves) && typeof game.mode === "string" ? game : null;
}

export function storeGame(game: LocalGame | null): void {
  if (game) {
    localStorage.setItem(GAME_KEY, JSON.stringify(game));
  } else {
    localStorage.removeItem(GAME_KEY);
  }
}

export function localRecord(): LocalRecord {
  const stored = read<Partial<LocalRecord>>(RECORD_KEY, {});
  return {
    computer: { wins: 0, draws: 0, losses: 0, ...stored.computer },
    pair: { white: 0, black: 0, draws: 0, ...stored.pair },
  };
}

/** Counts an ended game once (its id is kept with the finished games) and keeps its PGN. */
export function recordEnd(game: LocalGame, pgn: string): void {
  const finished = finishedGames();
  if (!game.end || finished.some((f) => f.id === game.id)) {
    return;
  }
  const record = localRecord();
  if (game.mode === "computer") {
    const outcome = outcomeFor(game.end, game.human);
    record.computer[outcome === "win" ? "wins" : outcome === "draw" ? "draws" : "losses"]++;
  } else {
    const r = game.end.result;
    record.pair[r === "1-0" ? "white" : r === "0-1" ? "black" : "draws"]++;
  }
  localStorage.setItem(RECORD_KEY, JSON.stringify(record));
  finished.unshift({ id: game.id, pgn, end: game.end, endedAt: new Date().toISOString() });
  localStorage.setItem(FINISHED_KEY, JSON.stringify(finished.slice(0, KEEP_FINISHED)));
}

export function finishedGames(): FinishedGame[] {
  const list = read<FinishedGame[]>(FINISHED_KEY, []);
  return Array.isArray(list) ? list : [];
}

export function markImported(id: string, gameId: string): void {
  const list = finishedGames().map((f) => (f.id === id ? { ...f, importedAs: gameId } : f));
  localStorage.setItem(FINISHED_KEY, JSON.stringify(list));
}
