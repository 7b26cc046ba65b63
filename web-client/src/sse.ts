// Server-Sent Events read with fetch rather than EventSource: EventSource gives up for good on an
// HTTP error (a 503 while a service restarts) and cannot send the Authorization header a private
// game needs. A reader reconnects after any failure with `Last-Event-ID`, so a stream with ids
// (a game's) gives every event once and in order; one without (the lobby's) is loaded again by
// its owner on reconnection (onConnection(true)).
import { authorization } from "./api";

export interface SseMessage {
  event: string;
  id: string | null;
  data: string;
}

export interface SseHandlers {
  /** A message; true when it is the last one (the reader stops). */
  onMessage: (message: SseMessage) => boolean;
  onConnection: (connected: boolean) => void;
}

export class SseReader {
  private controller: AbortController | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private lastEventId: string | null,
    private readonly handlers: SseHandlers,
  ) {
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
        if (await this.readOnce()) {
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

  /** Reads until the stream closes; true when the last message came (nothing more will). */
  private async readOnce(): Promise<boolean> {
    this.controller = new AbortController();
    const headers: Record<string, string> = { Accept: "text/event-stream", ...authorization() };
    if (this.lastEventId !== null) {
      headers["Last-Event-ID"] = this.lastEventId;
    }
    const response = await fetch(this.url, { headers, signal: this.controller.signal, cache: "no-store" });
    // Any failure is tried again, a 404 too: the owner has shown what it follows, so a 404 means
    // that the service is still loading it after a restart, not that it is gone.
    if (!response.ok || !response.body) {
      throw new Error(`HTTP ${response.status}`);
    }
    this.handlers.onConnection(true);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    let last = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        return last;
      }
      buffer += value;
      let cut: number;
      while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
        const message = parse(buffer.substring(0, cut));
        buffer = buffer.substring(cut).replace(/^\r?\n\r?\n/, "");
        if (message) {
          if (message.id !== null) {
            this.lastEventId = message.id;
          }
          last = this.handlers.onMessage(message) || last;
        }
      }
    }
  }
}

function parse(block: string): SseMessage | null {
  let event = "message";
  let id: string | null = null;
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.substring(0, colon);
    const value = colon < 0 ? "" : line.substring(colon + 1).replace(/^ /, "");
    if (field === "data") {
      data.push(value);
    } else if (field === "event") {
      event = value;
    } else if (field === "id") {
      id = value;
    }
  }
  return data.length === 0 ? null : { event, id, data: data.join("\n") };
}
