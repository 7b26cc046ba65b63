// A screen whose list follows a live stream of the API (the rooms: streamRooms; the live games:
// streamLiveGames): the list is read whole when the stream (re)connects, at most one read at a
// time, and each event the stream sends changes it in place. An event that comes while a read is
// in flight is applied again after it: the read's answer may have been made before that event.
// Nothing is read on a timer.
import { SseReader } from "./sse";

export abstract class StreamedScreen {
  private reader: SseReader | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  private during: Array<[string, unknown]> | null = null;

  constructor(
    protected readonly root: HTMLElement,
    private readonly streamPath: string,
  ) {}

  async open(): Promise<void> {
    this.draw();
    await this.refresh();
    this.reader = new SseReader(this.streamPath, null, {
      onConnection: (connected) => {
        if (connected) {
          void this.refresh(); // what changed while the stream was away
        }
      },
      onMessage: (message) => {
        const data = JSON.parse(message.data) as unknown;
        this.during?.push([message.event, data]);
        this.changed(message.event, data);
        return false;
      },
    });
  }

  close(): void {
    this.reader?.close();
    this.reader = null;
  }

  /** Reads the list now, or once more after the read in flight when one is. */
  private async refresh(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.again = false;
        this.during = [];
        try {
          await this.load();
        } finally {
          const missed = this.during;
          this.during = null;
          missed.forEach(([event, data]) => this.changed(event, data));
        }
      } while (this.again);
    })();
    try {
      await this.reading;
    } finally {
      this.reading = null;
    }
  }

  /** The screen around the list, once. */
  protected abstract draw(): void;

  /** Reads the list and shows it; a failed read keeps what is shown. */
  protected abstract load(): Promise<void>;

  /** One event of the stream: the list changes and is shown again. */
  protected abstract changed(event: string, data: unknown): void;
}
