// A game's live events (GET /api/games/{id}/stream, Server-Sent Events) read with fetch rather than
// EventSource: EventSource gives up for good on an HTTP error (a 503 while game-service restarts)
// and cannot send the Authorization header a private game needs. This reader reconnects after
// any failure with `Last-Event-ID: <last seq seen>`, so every event arrives once and in order.
import { authorization } from "./api";

export interface GameEvent {
  seq: number;
  type: string;
  payload?: Record<string, unknown>;
}

export interface StreamHandlers {
  onEvent: (event: GameEvent) => void;
  onConnection: (connected: boolean) => void;
}

export class GameStream {
  private lastSeq: number;
  private controller: AbortController | null = null;
  private closed = false;

  constructor(
    private readonly gameId: string,
    fromSeq: number,
    private readonly handlers: StreamHandlers,
  ) {
    this.lastSeq = fromSeq;
    void this.run();
  }

  close(): void {
    this.closed = true;
    this.controller?.abort();
  }

  private async run(): Promise<void> {
    let pause = 250;
    while (!this.closed) {
      try {
        const ended = await this.readOnce();
        if (ended) {
          return;
        }
        pause = 250;
      } catch {
        if (this.closed) {
          return;
        }
      }
      this.handlers.onConnection(false);
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 3000);
    }
  }

  /** Reads until the stream closes; true when the game is over (nothing more will come). */
  private async readOnce(): Promise<boolean> {
    this.controller = new AbortController();
    const response = await fetch(`/api/games/${encodeURIComponent(this.gameId)}/stream`, {
      headers: { Accept: "text/event-stream", "Last-Event-ID": String(this.lastSeq), ...authorization() },
      signal: this.controller.signal,
      cache: "no-store",
    });
    // Any failure is tried again, a 404 too: the page has shown this game, so a 404 means that
    // game-service is still loading it after a restart, not that it is gone.
    if (!response.ok || !response.body) {
      throw new Error(`HTTP ${response.status}`);
    }
    this.handlers.onConnection(true);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    let ended = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        return ended;
      }
      buffer += value;
      let cut: number;
      while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
        const block = buffer.substring(0, cut);
        buffer = buffer.substring(cut).replace(/^\r?\n\r?\n/, "");
        const event = parse(block);
        if (event && event.seq > this.lastSeq) {
          this.lastSeq = event.seq;
          this.handlers.onEvent(event);
          ended ||= ["GameEnded", "GameCancelled", "GameImported"].includes(event.type);
        }
      }
    }
  }
}

function parse(block: string): GameEvent | null {
  const data = block
    .split(/\r?\n/)
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.substring(5).replace(/^ /, ""))
    .join("\n");
  if (data === "") {
    return null;
  }
  try {
    return JSON.parse(data) as GameEvent;
  } catch {
    return null;
  }
}
