// The player's input on the game screen: what a picked-up piece may do and what a dropped one
// becomes. On my turn a move (the legal moves' dots, the promotion panel or auto-queen, the
// confirmation when the settings ask for it); on the opponent's turn, or while my move is on its
// way, a premove (squares by geometry only, one queued, marked, played the instant the opponent's
// move is shown). The legal moves are read at once for each position that is mine to move, and a
// move made before they have arrived is sent anyway: the server referees every move.
import type { Colour, GameView, LegalMove } from "./api";
import { piecesOf, type Board, type BoardInput, type Destination, type Side } from "./board";
import { t } from "./i18n";
import { inputMode, type InputMode } from "./inputmode";
import { confirmsMoves, prefs } from "./prefs";
import { PremoveQueue, moveName, premoveSquares, promotes, type Premove } from "./premove";
import { askConfirm, askPromotion } from "./promotion";

export interface InputHost {
  view(): GameView | null;
  mine(): Colour | null;
  board(): Board;
  /** The panel over the board for the promotion's choice and the confirmation. */
  panel(): HTMLElement;
  /** Sends a move (UCI) at the shown version; `premove` when it was queued. */
  play(move: string, legal: LegalMove | null, premove: Premove | null): void;
  /** Reads the legal moves of the position now shown. */
  loadLegal(): Promise<LegalMove[]>;
  /** Words for the player (a premove queued), not a problem. */
  say(text: string): void;
}

export class MoveInput {
  private legal: LegalMove[] = [];
  private legalFor = -1;
  private loadingFor = -1;
  private sending = 0;
  private readonly premoves = new PremoveQueue();
  readonly handlers: BoardInput = {
    pick: (square) => this.pick(square),
    drop: (from, to) => this.drop(from, to),
    cancel: () => this.cancelPremove(),
  };

  constructor(private readonly host: InputHost) {}

  mode(): InputMode {
    const view = this.host.view();
    return inputMode(view?.status, this.host.mine(), view?.turn, this.sending > 0);
  }

  /** The colour whose pieces the board lets this player pick up: theirs while they play. */
  side(): Side | null {
    return this.mode() === "none" ? null : this.host.mine() === "BLACK" ? "b" : "w";
  }

  /** The legal moves of the position of `version` (the newest read wins); a piece held gets its dots. */
  setLegal(version: number, legal: LegalMove[]): void {
    if (version < this.legalFor) {
      return;
    }
    this.legal = legal;
    this.legalFor = version;
    this.host.board().refreshSelection();
  }

  /**
   * After every new view: a queued premove is played as soon as the turn is mine (at once, at this
   * version, without waiting for anything else), else the legal moves are read if they are mine.
   */
  viewChanged(): void {
    const mode = this.mode();
    const premove = this.premoves.take(mode);
    if (mode !== "premove") {
      this.host.board().markPremove(null, null);
    }
    if (premove) {
      this.host.board().move(premove.from, premove.to);
      this.host.play(`${premove.from}${premove.to}${premove.promotion ?? ""}`, null, premove);
      return;
    }
    this.wantLegal();
  }

  /** A move of mine goes to the server; until its answer, input is a premove. */
  sent(): void {
    this.sending++;
  }

  /** A move of mine is on the board and on its way, not yet in the view. */
  ahead(): boolean {
    return this.sending > 0;
  }

  answered(): void {
    this.sending = Math.max(0, this.sending - 1);
  }

  private wantLegal(): void {
    const version = this.host.view()?.version ?? 0;
    if (this.mode() !== "move" || this.legalFor === version || this.loadingFor === version) {
      return;
    }
    this.loadingFor = version;
    this.host.loadLegal().then(
      (legal) => this.setLegal(version, legal),
      () => (this.loadingFor = -1), // the next view asks again
    );
  }

  private legalNow(): boolean {
    return this.legalFor === (this.host.view()?.version ?? 0);
  }

  private cancelPremove(): void {
    if (this.premoves.cancel()) {
      this.host.board().markPremove(null, null);
      this.host.say("");
    }
  }

  private pick(square: string): Destination[] | null {
    const mode = this.mode();
    const own = piecesOf(this.host.board().position()).get(square);
    if (mode === "none" || !own || (own === own.toUpperCase()) !== (this.host.mine() === "WHITE")) {
      return null;
    }
    if (mode === "premove") {
      return premoveSquares(this.host.board().position(), square).map((to) => ({ square: to, capture: false, enPassant: false }));
    }
    if (!this.legalNow()) {
      this.wantLegal();
      return []; // held without dots: they are drawn when the legal moves arrive
    }
    const seen = new Map<string, Destination>();
    for (const m of this.legal.filter((m) => m.from === square)) {
      seen.set(m.to ?? "", { square: m.to ?? "", capture: Boolean(m.capture), enPassant: Boolean(m.enPassant) });
    }
    return [...seen.values()];
  }

  /** True: the board puts the piece on `to` now (the move is sent, or waits for Confirm). */
  private drop(from: string, to: string): boolean {
    const mode = this.mode();
    if (mode === "premove") {
      this.queuePremove(from, to);
      return false;
    }
    if (mode === "none") {
      return false;
    }
    const known = this.legalNow();
    const candidates = known ? this.legal.filter((m) => m.from === from && m.to === to) : [];
    if (known && candidates.length === 0) {
      // Not in the list: the API says why (castling not allowed, pinned piece …) and nothing changes.
      this.host.play(`${from}${to}`, null, null);
      return false;
    }
    const promotion = known ? candidates.some((m) => m.promotion) : promotes(this.host.board().position(), from, to);
    if (promotion) {
      this.choosePromotion(from, to, (letter) => {
        const move = this.legal.find((m) => m.from === from && m.to === to && m.uci?.endsWith(letter));
        this.commit(`${from}${to}${letter}`, known ? move ?? null : null);
      });
      return prefs().autoQueen;
    }
    this.commit(candidates[0]?.uci ?? `${from}${to}`, candidates[0] ?? null);
    return true;
  }

  /** A queen at once with auto-queen (the piece already put there), else the panel asks. */
  private choosePromotion(from: string, to: string, chosen: (letter: string) => void): void {
    if (prefs().autoQueen) {
      chosen("q");
      return;
    }
    askPromotion(this.host.panel(), this.host.mine() === "WHITE", (letter) => {
      this.host.board().move(from, to);
      chosen(letter);
    });
  }

  /** The move shown on the board is sent, or waits for Confirm when the settings ask for it. */
  private commit(uci: string, legal: LegalMove | null): void {
    const view = this.host.view();
    const timed = Boolean(view?.clock && view.timeControl?.initialMs);
    if (!confirmsMoves(timed)) {
      this.host.play(uci, legal, null);
      return;
    }
    const version = view?.version;
    const name = legal?.san ?? moveName(view?.fen ?? "", uci.substring(0, 2), uci.substring(2, 4), uci.substring(4) || undefined);
    askConfirm(
      this.host.panel(),
      name,
      () => {
        if (this.host.view()?.version === version && this.mode() === "move") {
          this.host.play(uci, legal, null);
        }
      },
      () => void this.host.board().show(this.host.view()?.fen ?? "", false),
    );
  }

  private queuePremove(from: string, to: string): void {
    const position = this.host.board().position();
    const queue = (letter?: string) => {
      const premove: Premove = { from, to, name: moveName(position, from, to, letter) };
      if (letter) {
        premove.promotion = letter;
      }
      if (this.premoves.queue(premove, this.mode())) {
        this.host.board().markPremove(from, to);
        this.host.say(t("premoveQueued", { name: premove.name }));
      } else if (this.mode() === "move") {
        this.host.board().move(from, to); // the opponent moved meanwhile: it is a move now
        this.host.play(`${from}${to}${letter ?? ""}`, null, premove);
      }
    };
    if (!promotes(position, from, to)) {
      queue();
    } else if (prefs().autoQueen) {
      queue("q");
    } else {
      askPromotion(this.host.panel(), this.host.mine() === "WHITE", queue);
    }
  }
}
