// chess-core and chess-engine compiled for the browser (browser-engine, TeaVM), in a Web Worker at
// /engine/worker.js: the rules of a game played on this device (legal moves, SAN, the board's ends,
// why a move is refused) and the engine at the server's five levels. One worker for the page, its
// requests answered in order; loaded on first use, so a visit that never plays here never
// downloads it.

export interface LegalLocalMove {
  uci: string;
  san: string;
  from: string;
  to: string;
  promotion?: string;
}

export interface LocalState {
  fen: string;
  turn: "white" | "black";
  legal: LegalLocalMove[];
  sans: string[];
  check: boolean;
  end: null | { result: "1-0" | "0-1" | "1/2-1/2"; termination: string };
  canClaimDraw: boolean;
  canMate: { white: boolean; black: boolean };
}

export type PlayAnswer =
  | { played: true; state: LocalState }
  | { played: false; reason: string; detail: { english: string; chinese: string } };

export interface BestMove {
  uci: string;
  san: string;
  scoreCp?: number;
  mateIn?: number;
  depth: number;
  nodes: number;
  timeMs: number;
}

export interface LocalHint {
  uci: string;
  san: string;
  english: string;
  chinese: string;
  scoreCp?: number;
  mateIn?: number;
}

export interface Position {
  fen?: string;
  moves: string[];
}

export class LocalEngineError extends Error {
  constructor(readonly code: string, detail: string) {
    super(detail);
  }
}

type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };

class LocalEngine {
  private readonly worker = new Worker("/engine/worker.js");
  private readonly waiting = new Map<number, Waiting>();
  private next = 1;

  constructor() {
    this.worker.onmessage = (e: MessageEvent) => {
      const answer = e.data as { id: number; ok: boolean; result?: unknown; error?: { code: string; detail: string } };
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (!waiting) {
        return;
      }
      if (answer.ok) {
        waiting.resolve(answer.result);
      } else {
        waiting.reject(new LocalEngineError(answer.error?.code ?? "engine", answer.error?.detail ?? ""));
      }
    };
    this.worker.onerror = (e) => {
      // The script could not be loaded (offline before it was ever fetched) or threw: every request fails.
      e.preventDefault();
      for (const waiting of this.waiting.values()) {
        waiting.reject(new LocalEngineError("engine-unavailable", e.message || "engine unavailable"));
      }
      this.waiting.clear();
    };
  }

  request<T>(op: string, args: object): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...args });
    });
  }
}

let engine: LocalEngine | null = null;

/**
 * What the worker loads (browser-engine's worker.js chooses the same way): the WebAssembly GC build
 * where the browser has WebAssembly GC, the JavaScript one elsewhere. Kept in the Cache API's
 * "engine" cache, which the service worker answers from offline.
 */
function engineFiles(): string[] {
  let wasmGc = false;
  try {
    wasmGc = typeof WebAssembly === "object"
      && WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 3, 1, 95, 0]));
  } catch {
    wasmGc = false;
  }
  return ["/engine/worker.js", ...(wasmGc ? ["/engine/chess.wasm-runtime.js", "/engine/chess.wasm"] : ["/engine/chess.js"])];
}

/**
 * Keeps the engine's files for offline play (once per page): the worker may have been started
 * before the service worker took the page over, so its own fetches were not seen by it.
 * <html data-engine-kept> when done.
 */
export function keepEngineOffline(): void {
  if (!("caches" in window) || "engineKept" in document.documentElement.dataset) {
    return;
  }
  caches.open("engine")
    .then((cache) => cache.addAll(engineFiles()))
    .then(() => (document.documentElement.dataset.engineKept = ""))
    .catch(() => {
      // Offline already, or storage refused: the files come from the service worker's copy or not at all.
    });
}

function local(): LocalEngine {
  engine ??= new LocalEngine();
  return engine;
}

export function stateOf(position: Position): Promise<LocalState> {
  return local().request<LocalState>("state", position);
}

export function tryMove(position: Position, uci: string): Promise<PlayAnswer> {
  return local().request<PlayAnswer>("play", { ...position, uci });
}

export function bestMove(
  position: Position,
  level: number,
  clock: { initialMs: number; incrementMs: number } | null,
  seed: number,
): Promise<BestMove> {
  return local().request<BestMove>("best", {
    ...position, level, seed,
    ...(clock ? { initialMs: clock.initialMs, incrementMs: clock.incrementMs } : {}),
  });
}

export function hint(position: Position): Promise<LocalHint> {
  return local().request<LocalHint>("hint", position);
}
