// Save and load (seed 004 保存 / 读入): a game's PGN from the API (names, ratings, [%clk] after every
// move of a timed game) downloaded as a file, at the end or at any time; a PGN read from a file or
// pasted, imported as a finished game (importGame) and opened on the research board.
import { ApiProblem, answer, api, newIdempotencyKey } from "./api";
import { el } from "./dom";
import { t } from "./i18n";
import { problemText } from "./words";

/** Fetches the game's PGN and hands it to the browser as a download named after the players. */
export async function downloadPgn(gameId: string, white: string, black: string): Promise<void> {
  const text = await answer(
    api.GET("/api/games/{gameId}/pgn", { params: { path: { gameId } }, parseAs: "text" }),
  );
  const day = new Date().toISOString().substring(0, 10);
  const safe = (name: string) => name.replace(/[^\p{L}\p{N}_-]+/gu, "_");
  const link = el("a", {
    href: URL.createObjectURL(new Blob([text as string], { type: "application/x-chess-pgn" })),
    download: `${safe(white)}-${safe(black)}-${day}.pgn`,
  }) as HTMLAnchorElement;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/** A form to load a PGN (file or pasted text); `opened` gets the imported game's id. */
export function importForm(opened: (gameId: string) => void): HTMLElement {
  const text = el("textarea", { id: "pgn-text", rows: "5", spellcheck: "false", placeholder: '[White "…"]\n\n1. e4 e5 …' }) as HTMLTextAreaElement;
  const file = el("input", { type: "file", id: "pgn-file", accept: ".pgn,text/plain,application/x-chess-pgn" }) as HTMLInputElement;
  const error = el("p", { class: "notice problem", id: "pgn-error", "aria-live": "assertive" });
  const submit = el("button", { type: "submit", id: "pgn-import" }, t("loadPgn"));
  const form = el("form", { class: "pgn-import", id: "pgn-form" },
    el("label", { for: "pgn-text" }, t("pastePgn")), text,
    el("label", { for: "pgn-file" }, t("orPgnFile")), file,
    submit, error);
  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    if (chosen) {
      text.value = await chosen.text();
    }
  });
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    error.textContent = "";
    try {
      const game = await answer(
        api.POST("/api/games/import", {
          params: { header: { "Idempotency-Key": newIdempotencyKey() } },
          body: { pgn: text.value },
        }),
      );
      opened(game.gameId ?? "");
    } catch (err) {
      error.textContent = err instanceof ApiProblem ? problemText(err.problem) : t("reconnecting");
    }
  });
  return form;
}
