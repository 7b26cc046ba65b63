// A game played on this device as PGN (pure): to keep as a file, or to import into the platform as
// an unrated game once the network is back (POST /api/games/import). The movetext is the SAN the
// compiled chess-core wrote; a game from a position carries SetUp and FEN tags.
import type { LocalGame } from "./localgame";

export interface PgnNames {
  white: string;
  black: string;
  event: string;
}

const RESULTS = new Set(["1-0", "0-1", "1/2-1/2"]);

function tag(name: string, value: string): string {
  return `[${name} "${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"]`;
}

/** PGN termination words for the tag (the PGN standard's "normal", "time forfeit", …). */
function terminationTag(termination: string): string {
  return termination === "TIMEOUT" ? "time forfeit" : "normal";
}

/** The movetext: "1. e4 e5 2. Nf3", or "5... Kg3 6. e3" from a position with Black to move. */
export function movetext(sans: readonly string[], startFen: string | null): string {
  const fields = startFen?.trim().split(/\s+/) ?? [];
  let number = Number(fields[5] ?? "1") || 1;
  let black = fields[1] === "b";
  const parts: string[] = [];
  sans.forEach((san, index) => {
    if (!black) {
      parts.push(`${number}.`);
    } else if (index === 0) {
      parts.push(`${number}...`);
    }
    parts.push(san);
    if (black) {
      number++;
    }
    black = !black;
  });
  return parts.join(" ");
}

export function localPgn(game: LocalGame, names: PgnNames): string {
  const result = game.end && RESULTS.has(game.end.result) ? game.end.result : "*";
  const date = game.startedAt.substring(0, 10).replace(/-/g, ".");
  const tags = [
    tag("Event", names.event),
    tag("Site", "local"),
    tag("Date", date),
    tag("Round", "-"),
    tag("White", names.white),
    tag("Black", names.black),
    tag("Result", result),
  ];
  if (game.startFen) {
    tags.push(tag("SetUp", "1"), tag("FEN", game.startFen));
  }
  if (game.clock) {
    tags.push(tag("TimeControl", `${Math.round(game.clock.initialMs / 1000)}+${Math.round(game.clock.incrementMs / 1000)}`));
  }
  if (game.end) {
    tags.push(tag("Termination", terminationTag(game.end.termination)));
  }
  const moves = movetext(game.sans, game.startFen);
  return `${tags.join("\n")}\n\n${moves ? `${moves} ` : ""}${result}\n`;
}
