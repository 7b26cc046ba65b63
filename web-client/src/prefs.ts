// The player's settings (seed 004 设置: animation, sound, piece blink; seed 000: 2D or 3D pieces and
// themes), remembered in this browser. The API has no place to keep them for an account yet
// (BACKEND-GAPS.md), so a signed-in player's settings stay in the browser too.

export const PIECE_SETS = ["standard", "chinese", "geometric", "standard-3d"] as const;
export const BOARD_THEMES = ["default", "green", "blue", "chess-club", "black-and-white"] as const;
export const SPEEDS = { slow: 480, normal: 240, fast: 110 } as const;
/** When a move waits for a second tap on "Confirm": never, in untimed (correspondence-speed) games, always. */
export const CONFIRM_MOVES = ["never", "untimed", "always"] as const;
/** The board's size as a share of the room it has, in percent. */
export const BOARD_SIZE = { min: 60, max: 100, step: 5 } as const;

export interface Prefs {
  animation: boolean;
  speed: keyof typeof SPEEDS;
  sound: boolean;
  blink: boolean;
  pieces: (typeof PIECE_SETS)[number];
  board: (typeof BOARD_THEMES)[number];
  /** A pawn reaching the last rank becomes a queen without the promotion panel. */
  autoQueen: boolean;
  confirmMoves: (typeof CONFIRM_MOVES)[number];
  boardSize: number;
}

const STORE_KEY = "chess.settings";
const DEFAULTS: Prefs = {
  animation: true,
  speed: "normal",
  sound: true,
  blink: true,
  pieces: "standard",
  board: "default",
  autoQueen: false,
  confirmMoves: "never",
  boardSize: 100,
};

let current: Prefs = load();

function load(): Prefs {
  try {
    return checkedPrefs(JSON.parse(localStorage.getItem(STORE_KEY) ?? "{}") as Partial<Prefs>);
  } catch {
    return { ...DEFAULTS };
  }
}

/** What was stored, each value an older (or tampered) page stored and this one does not know replaced by the default. */
export function checkedPrefs(stored: Partial<Record<keyof Prefs, unknown>>): Prefs {
  const merged = { ...DEFAULTS, ...stored } as Record<keyof Prefs, unknown>;
  const oneOf = <T>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);
  const flag = (key: "animation" | "sound" | "blink" | "autoQueen") => (typeof merged[key] === "boolean" ? (merged[key] as boolean) : DEFAULTS[key]);
  const size = Number(merged.boardSize);
  return {
    animation: flag("animation"),
    speed: oneOf(Object.keys(SPEEDS) as Prefs["speed"][], merged.speed, DEFAULTS.speed),
    sound: flag("sound"),
    blink: flag("blink"),
    pieces: oneOf(PIECE_SETS, merged.pieces, DEFAULTS.pieces),
    board: oneOf(BOARD_THEMES, merged.board, DEFAULTS.board),
    autoQueen: flag("autoQueen"),
    confirmMoves: oneOf(CONFIRM_MOVES, merged.confirmMoves, DEFAULTS.confirmMoves),
    boardSize: Number.isFinite(size) ? Math.min(BOARD_SIZE.max, Math.max(BOARD_SIZE.min, Math.round(size))) : DEFAULTS.boardSize,
  };
}

/** Whether a move in a game with (or without) a clock waits for "Confirm". */
export function confirmsMoves(timed: boolean, p: Prefs = current): boolean {
  return p.confirmMoves === "always" || (p.confirmMoves === "untimed" && !timed);
}

export function prefs(): Prefs {
  return current;
}

export function savePrefs(next: Prefs): void {
  current = { ...next };
  localStorage.setItem(STORE_KEY, JSON.stringify(current));
}

/** How long a piece takes to move on the board, 0 when animation is off. */
export function animationMs(p: Prefs = current): number {
  return p.animation ? SPEEDS[p.speed] : 0;
}
