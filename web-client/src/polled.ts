// A screen whose list is read again every few seconds, for what the API has no stream of yet
// (the rooms, the live games: BACKEND-GAPS.md 4 and 5).
export abstract class PolledScreen {
  private timer = 0;

  constructor(
    protected readonly root: HTMLElement,
    private readonly everyMs: number,
  ) {}

  async open(): Promise<void> {
    this.draw();
    await this.load();
    this.timer = window.setInterval(() => void this.load(), this.everyMs);
  }

  close(): void {
    window.clearInterval(this.timer);
  }

  /** The screen around the list, once. */
  protected abstract draw(): void;

  /** Reads the list and shows it; a failed read keeps what is shown. */
  protected abstract load(): Promise<void>;
}
