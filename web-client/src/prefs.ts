// The player's settings (seed 004 设置: animation, sound, piece blink; seed 000: 2D or 3D pieces and
// themes), remembered in this browser. The API has no place to keep them for an account yet
// (BACKEND-GAPS.md), so a signed-in player's settings stay in the browser too.

export const PIECE_SETS = ["standard", "chinese", "geometric", "standard-3d"] as const;
export const BOARD_THEMES = ["default", "green", "blue", "chess-club", "black-and-white"] as const;
export const SPEEDS = { slow: 480, normal: 240, fast: 110 } as const;

export interface Prefs {
  animation: boolean;
  speed: keyof typeof SPEEDS;
  sound: boolean;
  blink: boolean;
  pieces: (typeof PIECE_SETS)[number];
  board: (typeof BOARD_THEMES)[number];
}

const STORE_KEY = "chess.settings";
const DEFAULTS: Prefs = { animation: true, speed: "normal", sound: true, blink: true, pieces: "standard", board: "default" };

let current: Prefs = load();

function load(): Prefs {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE_KEY) ?? "{}") as Partial<Prefs>;
    const merged = { ...DEFAULTS, ...stored };
    // A value an older page stored and this one does not know falls back to the default.
    return {
      ...merged,
      pieces: PIECE_SETS.includes(merged.pieces) ? merged.pieces : DEFAULTS.pieces,
      board: BOARD_THEMES.includes(merged.board) ? merged.board : DEFAULTS.board,
      speed: merged.speed in SPEEDS ? merged.speed : DEFAULTS.speed,
    };
  } catch {
    return { ...DEFAULTS };
  }
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
