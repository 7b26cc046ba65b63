// The hints already given, kept in the browser (localStorage `chess.hints`, the last 50), so the same
// position's hint is shown again without spending another: asked twice, after a reload, or after an
// undo back to it. Keyed by game, plies played and FEN (not the game's version: a hint bumps it).
// Pure over a Storage-like object, so it is unit-tested (test/hintcache.test.ts).

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const HINTS_KEY = "chess.hints";
export const HINTS_KEPT = 50;

export function hintKey(gameId: string, plies: number, fen: string): string {
  return `${gameId}|${plies}|${fen}`;
}

function entries<T>(store: KeyValueStore): Array<[string, T]> {
  try {
    const stored = JSON.parse(store.getItem(HINTS_KEY) ?? "[]") as unknown;
    return Array.isArray(stored) ? (stored.filter((e) => Array.isArray(e) && typeof e[0] === "string") as Array<[string, T]>) : [];
  } catch {
    return []; // unreadable: start again
  }
}

export function cachedHint<T>(store: KeyValueStore, key: string): T | null {
  const found = entries<T>(store).find(([k]) => k === key);
  return found ? found[1] : null;
}

/** Keeps a hint, the newest last; the oldest go past {@link HINTS_KEPT}. */
export function keepHint<T>(store: KeyValueStore, key: string, hint: T): void {
  const kept = entries<T>(store).filter(([k]) => k !== key);
  kept.push([key, hint]);
  try {
    store.setItem(HINTS_KEY, JSON.stringify(kept.slice(-HINTS_KEPT)));
  } catch {
    // storage full or refused: the hint is simply asked again next time
  }
}
