// A game played on this device alone (issue 34): against the computer in the browser (单机模式, the
// Ourgame client's "no network, no rating, for practice") or between two people at one board (the
// iPhone app's 两人对战). Pure: what the game holds and how a move, the clocks, an undo, a hint, an
// offer and an end change it. The rules are not here: legal moves, SAN and the board's ends come
// from chess-core compiled for the browser (engine.ts); this file only keeps what was decided.

export type Colour = "WHITE" | "BLACK";
export type Mode = "computer" | "pair";

export interface LocalClock {
  initialMs: number;
  incrementMs: number;
}

export interface LocalEnd {
  result: "1-0" | "0-1" | "1/2-1/2";
  /** chess-core's Termination name (CHECKMATE, TIMEOUT, RESIGNATION, AGREEMENT, …). */
  termination: string;
}

/** What one side asks of the other at a shared board. */
export interface Offer {
  kind: "draw" | "takeback";
  by: Colour;
}

/** A hint given: the move and its explanation, kept by ply so a reload shows it again. */
export interface GivenHint {
  uci: string;
  san: string;
  english: string;
  chinese: string;
}

export interface LocalGame {
  id: string;
  mode: Mode;
  /** Computer games: its level (1–5); the side the person plays. */
  level: number;
  human: Colour;
  /** The start position; null for the initial one. */
  startFen: string | null;
  /** The moves played, UCI, and their SAN (from the compiled chess-core). */
  moves: string[];
  sans: string[];
  clock: LocalClock | null;
  /** Each side's time at the start of the turn now running (timed games). */
  remaining: Record<Colour, number>;
  /** When the clock of the side to move started (epoch ms); null while no clock runs. */
  turnSince: number | null;
  hintsLeft: number;
  hints: Record<string, GivenHint>;
  offer: Offer | null;
  /** Pass and play: the board turns to the side to move. */
  autoFlip: boolean;
  end: LocalEnd | null;
  startedAt: string;
  /** The seed of the computer's choices (levels 1–4 choose among moves with a judgement error). */
  seed: number;
}

export interface NewLocalGame {
  mode: Mode;
  level?: number;
  human?: Colour;
  startFen?: string | null;
  clock?: LocalClock | null;
  autoFlip?: boolean;
}

/** Hints a person has in a game against the computer, as on the server. */
export const HINTS_PER_GAME = 3;

export function newLocalGame(settings: NewLocalGame, now: number, random: () => number = Math.random): LocalGame {
  const clock = settings.clock ?? null;
  const initial = clock?.initialMs ?? 0;
  return {
    id: `local-${now.toString(36)}-${Math.floor(random() * 1e9).toString(36)}`,
    mode: settings.mode,
    level: settings.level ?? 1,
    human: settings.human ?? "WHITE",
    startFen: settings.startFen?.trim() || null,
    moves: [],
    sans: [],
    clock,
    remaining: { WHITE: initial, BLACK: initial },
    turnSince: null,
    hintsLeft: settings.mode === "computer" ? HINTS_PER_GAME : 0,
    hints: {},
    offer: null,
    autoFlip: settings.autoFlip ?? false,
    end: null,
    startedAt: new Date(now).toISOString(),
    seed: Math.floor(random() * 2 ** 31),
  };
}

export function other(colour: Colour): Colour {
  return colour === "WHITE" ? "BLACK" : "WHITE";
}

/** The side to move after the game's moves, from the start position's side. */
export function turnOf(game: LocalGame): Colour {
  const first: Colour = game.startFen?.split(/\s+/)[1] === "b" ? "BLACK" : "WHITE";
  return game.moves.length % 2 === 0 ? first : other(first);
}

/** Whether the computer is to move (a computer game not ended). */
export function computerToMove(game: LocalGame): boolean {
  return game.mode === "computer" && game.end === null && turnOf(game) !== game.human;
}

/** Each side's time now: the side to move's clock has run since its turn began. */
export function clocksAt(game: LocalGame, now: number): Record<Colour, number> {
  const shown = { ...game.remaining };
  if (game.clock && game.turnSince !== null && game.end === null) {
    const turn = turnOf(game);
    shown[turn] = Math.max(0, shown[turn] - (now - game.turnSince));
  }
  return shown;
}

/**
 * The game after `uci` (SAN `san`) was played at `now`: the mover's clock charged and given its
 * increment, the other's started (the clocks start with the first move, as on the server), an
 * offer withdrawn by the move. `end` is the board's end after the move, if any.
 */
export function withMove(game: LocalGame, uci: string, san: string, now: number, end: LocalEnd | null): LocalGame {
  const mover = turnOf(game);
  const remaining = { ...game.remaining };
  if (game.clock && game.turnSince !== null) {
    remaining[mover] = Math.max(0, remaining[mover] - (now - game.turnSince)) + game.clock.incrementMs;
  }
  return {
    ...game,
    moves: [...game.moves, uci],
    sans: [...game.sans, san],
    remaining,
    turnSince: game.clock && end === null ? now : null,
    offer: null,
    end,
  };
}

/**
 * How many plies an undo takes back: against the computer back to the person's last turn (their
 * move and the computer's reply; one ply while the computer has not replied), unlimited, as the
 * iPhone app allows; at a shared board one ply, once the other side agreed. 0: nothing to take back.
 */
export function undoPlies(game: LocalGame): number {
  if (game.moves.length === 0) {
    return 0;
  }
  if (game.mode === "pair") {
    return 1;
  }
  const turn = turnOf(game);
  const plies = turn === game.human ? 2 : 1;
  // A game from a position where the computer moved first: its first move stays.
  const firstMover: Colour = game.startFen?.split(/\s+/)[1] === "b" ? "BLACK" : "WHITE";
  const computerFirst = firstMover !== game.human;
  const floor = computerFirst ? 1 : 0;
  return Math.min(plies, game.moves.length - floor);
}

/** The game with its last `plies` moves taken back; an ended game is playing again, its clock running. */
export function withoutLast(game: LocalGame, plies: number, now: number): LocalGame {
  if (plies <= 0) {
    return game;
  }
  const hints: Record<string, GivenHint> = {};
  const keep = game.moves.length - plies;
  for (const [ply, hint] of Object.entries(game.hints)) {
    if (Number(ply) <= keep) {
      hints[ply] = hint;
    }
  }
  return {
    ...game,
    moves: game.moves.slice(0, keep),
    sans: game.sans.slice(0, keep),
    hints,
    offer: null,
    end: null,
    turnSince: game.clock && keep > 0 ? now : null,
  };
}

/**
 * A hint for the position after `ply` plies: the one already given there costs nothing (asked
 * again, the same move, as the server answers); a new one costs one of the three.
 */
export function withHint(game: LocalGame, hint: GivenHint): LocalGame {
  const ply = String(game.moves.length);
  if (game.hints[ply]) {
    return game;
  }
  return { ...game, hintsLeft: Math.max(0, game.hintsLeft - 1), hints: { ...game.hints, [ply]: hint } };
}

/** The hint already given in the position now on the board, if any. */
export function hintHere(game: LocalGame): GivenHint | null {
  return game.hints[String(game.moves.length)] ?? null;
}

/** Whether a hint may be asked now: a computer game, the person's turn, one left or one given here. */
export function mayAskHint(game: LocalGame): boolean {
  return game.mode === "computer" && game.end === null && turnOf(game) === game.human
    && (game.hintsLeft > 0 || hintHere(game) !== null);
}

/** The game ended at `now` (resignation, agreement, a flag); the clocks stop where they stood. */
export function withEnd(game: LocalGame, end: LocalEnd, now: number): LocalGame {
  return { ...game, remaining: clocksAt(game, now), turnSince: null, offer: null, end };
}

/** The end when `loser` resigns. */
export function resignation(loser: Colour): LocalEnd {
  return { result: loser === "WHITE" ? "0-1" : "1-0", termination: "RESIGNATION" };
}

/**
 * The end when `flagged`'s time ran out (FIDE 6.9): lost, unless the opponent cannot mate by any
 * series of legal moves, then drawn.
 */
export function timeout(flagged: Colour, opponentCanMate: boolean): LocalEnd {
  if (!opponentCanMate) {
    return { result: "1/2-1/2", termination: "TIMEOUT_VS_INSUFFICIENT_MATERIAL" };
  }
  return { result: flagged === "WHITE" ? "0-1" : "1-0", termination: "TIMEOUT" };
}

/** The side whose flag has fallen now, if any. */
export function flagFallen(game: LocalGame, now: number): Colour | null {
  if (!game.clock || game.end !== null || game.turnSince === null) {
    return null;
  }
  const turn = turnOf(game);
  return clocksAt(game, now)[turn] <= 0 ? turn : null;
}

/** An offer made at a shared board: a draw offer only on one's own turn (FIDE 9.1.2.2), a takeback when there is a move to take back. */
export function mayOffer(game: LocalGame, kind: Offer["kind"]): boolean {
  if (game.mode !== "pair" || game.end !== null || game.offer !== null) {
    return false;
  }
  return game.moves.length > 0 || kind === "draw";
}

/** Who a takeback is asked by: the player who made the last move. */
export function takebackAsker(game: LocalGame): Colour {
  return other(turnOf(game));
}

/** The result from the view of the person in a computer game. */
export function outcomeFor(end: LocalEnd, colour: Colour): "win" | "draw" | "loss" {
  if (end.result === "1/2-1/2") {
    return "draw";
  }
  return (end.result === "1-0") === (colour === "WHITE") ? "win" : "loss";
}
