// The two clocks as the server reads them (GameView.clock), counted down here between answers.

/** "4:59", "1:02:03", and tenths under ten seconds ("0:07.3"). */
export function formatClock(ms: number): string {
  if (ms < 10_000) {
    return `0:0${(Math.floor(ms / 100) / 10).toFixed(1)}`;
  }
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

export interface ClockReading {
  whiteMs?: number;
  blackMs?: number;
  running?: "WHITE" | "BLACK";
}

/** What `colour`'s clock shows `elapsedMs` after the server read it: only the running one counts down, never below 0. */
export function clockAt(clock: ClockReading, colour: "WHITE" | "BLACK", elapsedMs: number): number {
  const base = (colour === "WHITE" ? clock.whiteMs : clock.blackMs) ?? 0;
  return Math.max(0, clock.running === colour ? base - elapsedMs : base);
}

/** Writes both clocks into the [data-clock=WHITE|BLACK] elements under `root`. */
export function showClocks(root: HTMLElement, clock: ClockReading | null, elapsedMs: number): void {
  for (const colour of ["WHITE", "BLACK"] as const) {
    const element = root.querySelector<HTMLElement>(`[data-clock=${colour}]`);
    if (!element) {
      continue;
    }
    if (!clock) {
      element.textContent = "";
      continue;
    }
    const ms = clockAt(clock, colour, elapsedMs);
    element.textContent = formatClock(ms);
    element.classList.toggle("running", clock.running === colour);
    element.classList.toggle("low", ms < 10_000);
  }
}
