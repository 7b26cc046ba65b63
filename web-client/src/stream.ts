// A game's live events (GET /api/games/{id}/stream): SSE id = seq, resumed with Last-Event-ID after
// any break (see SseReader), so every event arrives once and in order.
import type { Colour, GameView, MovePlayed } from "./api";
import { SseReader } from "./sse";

export interface GameEvent {
  seq: number;
  type: string;
  occurredAt?: string;
  payload?: Record<string, unknown>;
}

export interface StreamHandlers {
  onEvent: (event: GameEvent) => void;
  onConnection: (connected: boolean) => void;
}

const LAST_EVENTS = ["GameEnded", "GameCancelled", "GameImported"];

export class GameStream {
  private lastSeq: number;
  private readonly reader: SseReader;

  constructor(gameId: string, fromSeq: number, handlers: StreamHandlers) {
    this.lastSeq = fromSeq;
    this.reader = new SseReader(`/api/games/${encodeURIComponent(gameId)}/stream`, String(fromSeq), {
      onConnection: handlers.onConnection,
      onMessage: (message) => {
        let event: GameEvent;
        try {
          event = JSON.parse(message.data) as GameEvent;
        } catch {
          return false;
        }
        if (event.seq <= this.lastSeq) {
          return false;
        }
        this.lastSeq = event.seq;
        handlers.onEvent(event);
        return LAST_EVENTS.includes(event.type);
      },
    });
  }

  close(): void {
    this.reader.close();
  }
}

/**
 * The game after a MovePlayed, from the event alone (position, SAN, clocks), for drawing the move
 * before the game is read again. `check` is what the notation says (+ or #), not a rule of ours.
 */
export function viewAfterMove(view: GameView, seq: number, p: MovePlayed): GameView {
  const next: Colour = p.by === "WHITE" ? "BLACK" : "WHITE";
  const san = p.san ?? "";
  return {
    ...view,
    version: seq,
    fen: p.fenAfter,
    moves: [...(view.moves ?? []), san],
    uciMoves: [...(view.uciMoves ?? []), p.uci ?? ""],
    lastMove: { uci: p.uci, san },
    turn: next,
    check: /[+#]$/.test(san),
    drawOffer: view.drawOffer === next ? undefined : view.drawOffer, // moving declines the opponent's offer
    takebackRequest: undefined,
    clock: view.clock && { whiteMs: p.whiteClockMs, blackMs: p.blackClockMs, running: next },
  };
}
