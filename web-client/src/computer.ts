// A game against the computer, from the initial position or from any position (a FEN): the start
// screen's forms and the research board's 「与电脑从这里下」 use it. game-service takes the FEN for a
// COMPUTER game and the computer moves first when it is to move.
import { answer, api, newIdempotencyKey, type ClockSetting, type ComputerOpponent } from "./api";
import { el } from "./dom";
import { pick, t } from "./i18n";

export type ColourChoice = "WHITE" | "BLACK" | "RANDOM";

export interface ComputerGameSettings {
  level: number;
  colour: ColourChoice;
  clock: ClockSetting;
  /** The start position; absent: the initial one. */
  fen?: string;
}

/** Creates the game (unrated) and answers its id. */
export async function createComputerGame(settings: ComputerGameSettings): Promise<string> {
  const fen = settings.fen?.trim();
  const created = await answer(
    api.POST("/api/games", {
      params: { header: { "Idempotency-Key": newIdempotencyKey() } },
      body: {
        mode: "COMPUTER", level: settings.level, colour: settings.colour, clock: settings.clock, rated: false,
        ...(fen ? { fen } : {}),
      },
    }),
  );
  return created.gameId ?? "";
}

/** Levels 1–5, each with its published rating and title when the ratings are known. */
export function levelSelect(id: string, opponents: ComputerOpponent[]): HTMLSelectElement {
  const level = el("select", { id, name: id }) as HTMLSelectElement;
  const byLevel = new Map(opponents.map((o) => [o.level, o]));
  for (let n = 1; n <= 5; n++) {
    const o = byLevel.get(n);
    level.appendChild(el("option", { value: String(n) },
      o ? t("levelOption", { level: n, rating: o.rating, title: pick(o.title.zh, o.title.en) }) : `${n}`));
  }
  return level;
}

/** The side to move in a FEN ("WHITE" when it cannot be read). */
export function sideToMove(fen: string): "WHITE" | "BLACK" {
  return fen.trim().split(/\s+/)[1] === "b" ? "BLACK" : "WHITE";
}
