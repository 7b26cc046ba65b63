// The board on screen: cm-chessboard draws it and takes taps and drags; over it lies a grid of 64
// buttons, invisible to the eye but not to a screen reader or the keyboard, each labelled with its
// square and piece ("e2: White Pawn"), moved through with the arrow keys and pressed with Enter.
// Both feed the same two callbacks; what is legal always comes from the API. The right button
// draws arrows and circles (cm-chessboard's RightClickAnnotator), which the next move clears.
import "./board.css";
import { BORDER_TYPE, COLOR, Chessboard, FEN, INPUT_EVENT_TYPE } from "cm-chessboard/src/Chessboard.js";
import type { MarkerType, MoveInputEvent } from "cm-chessboard/src/Chessboard.js";
import { ARROW_TYPE, Arrows } from "cm-chessboard/src/extensions/arrows/Arrows.js";
import { MARKER_TYPE, Markers } from "cm-chessboard/src/extensions/markers/Markers.js";
import { RightClickAnnotator } from "cm-chessboard/src/extensions/right-click-annotator/RightClickAnnotator.js";
import { t } from "./i18n";
import { animationMs, prefs } from "./prefs";

export type Side = "w" | "b";

/** What a square shows when a piece is picked up. */
export interface Destination {
  square: string;
  capture: boolean;
  enPassant: boolean;
}

export interface BoardInput {
  /** A piece is picked up on `square`: the destinations to show, or null when it may not move. */
  pick: (square: string) => Destination[] | null;
  /** The player put the piece picked on `from` down on `to`; true: the board moves it there. */
  drop: (from: string, to: string) => boolean;
  /** A tap anywhere on the board, a right click or Escape: a queued premove is cancelled. */
  cancel: () => void;
}

const SELECTED: MarkerType = { class: "marker-selected", slice: "markerSquare" };
const LAST_MOVE: MarkerType = { class: "marker-last-move", slice: "markerSquare" };
const CHECK: MarkerType = { class: "marker-check", slice: "markerSquare" };
const PREMOVE: MarkerType = { class: "marker-premove", slice: "markerSquare" };
const EN_PASSANT: MarkerType = MARKER_TYPE.circleDanger;
const FILES = "abcdefgh";
const PIECE_WORDS = { p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king" } as const;

export class Board {
  private readonly chessboard: Chessboard;
  private readonly grid: HTMLElement;
  private readonly buttons = new Map<string, HTMLButtonElement>();
  private destinations: Destination[] = [];
  private keyboardFrom: string | null = null;
  private focusSquare = "e2";
  private fen = "";
  private input: BoardInput | null = null;
  /** The square of the piece picked up (by pointer or keyboard), while it is held. */
  private selected: string | null = null;
  private readonly escape = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      this.cancelSelection();
      this.input?.cancel();
    }
  };

  constructor(private readonly host: HTMLElement) {
    const drawing = document.createElement("div");
    drawing.className = "board-drawing";
    host.appendChild(drawing);
    const chosen = prefs();
    useSprite(chosen.pieces);
    host.dataset.pieces = chosen.pieces;
    host.dataset.theme = chosen.board;
    this.chessboard = new Chessboard(drawing, {
      position: FEN.empty,
      assetsUrl: "/assets/",
      style: {
        cssClass: chosen.board,
        borderType: BORDER_TYPE.none,
        showCoordinates: true,
        animationDuration: animationMs(chosen),
        pieces: { file: `pieces/${chosen.pieces}.svg` },
      },
      extensions: [
        { class: Markers, props: { autoMarkers: null } },
        { class: Arrows },
        { class: RightClickAnnotator },
      ],
    });
    // Capture: before cm-chessboard's own listeners, so that a tap that starts a new move has
    // cancelled the old premove first.
    host.addEventListener("pointerdown", (e) => {
      if (e.button === 0) {
        this.input?.cancel();
      }
    }, true);
    host.addEventListener("contextmenu", () => this.input?.cancel());
    document.addEventListener("keydown", this.escape);
    this.grid = document.createElement("div");
    this.grid.className = "square-grid";
    this.grid.setAttribute("role", "grid");
    host.appendChild(this.grid);
    this.layoutGrid();
  }

  /**
   * Shows a position (FEN); animated for a move, not for a jump. A piece held stays held (unless
   * the move took it): its squares are asked again for the new position.
   */
  show(fen: string, animated: boolean): Promise<void> {
    const changed = fen !== this.fen;
    this.fen = fen;
    const drawn = this.chessboard.setPosition(fen, animated);
    if (changed) {
      this.refreshSelection();
    }
    this.labelSquares(); // the squares' words are the new position's at once
    return drawn;
  }

  /** The held piece's squares drawn again (the legal moves have arrived, the position or the mode changed). */
  refreshSelection(): void {
    const square = this.selected;
    if (!square) {
      return;
    }
    const destinations = this.input?.pick(square) ?? null;
    if (destinations) {
      this.drawDestinations(square, destinations);
    } else {
      this.cancelSelection();
    }
  }

  /** The position drawn (its first FEN field), with a move not yet answered already on it. */
  position(): string {
    return this.chessboard.getPosition();
  }

  /** Moves a piece on the board before the server has answered (a premove being played). */
  move(from: string, to: string): void {
    void this.chessboard.movePiece(from, to, true);
  }

  /** A premove's two squares marked (null: none queued). */
  markPremove(from: string | null, to: string | null): void {
    this.chessboard.removeMarkers(PREMOVE);
    for (const square of [from, to]) {
      if (square) {
        this.chessboard.addMarker(PREMOVE, square);
      }
    }
    this.host.dataset.premove = from && to ? `${from}${to}` : "";
  }

  /** The player's arrows and circles (right button) wiped, as a move does. */
  clearDrawings(): void {
    this.chessboard.setAnnotations({ arrows: [], markers: [] });
  }

  orientation(): Side {
    return this.chessboard.getOrientation();
  }

  async orient(side: Side): Promise<void> {
    if (this.chessboard.getOrientation() !== side) {
      await this.chessboard.setOrientation(side, false);
      this.layoutGrid();
    }
  }

  /** Lets `side` move pieces (null: nobody, e.g. while the computer thinks). */
  enable(side: Side | null, input: BoardInput): void {
    this.input = input;
    if ((this.grid.dataset.enabled ?? "") === (side ?? "")) {
      return; // unchanged: a selection in progress stays
    }
    this.chessboard.disableMoveInput();
    this.keyboardFrom = null;
    if (side) {
      this.chessboard.enableMoveInput((event) => this.onPointer(event), side === "w" ? COLOR.white : COLOR.black);
    }
    this.grid.dataset.enabled = side ?? "";
  }

  /** The last move's two squares highlighted; `blink` makes them flash (settings: 棋子闪烁). */
  markLastMove(from: string | null, to: string | null, blink = false): void {
    this.chessboard.removeMarkers(LAST_MOVE);
    for (const square of [from, to]) {
      if (square) {
        this.chessboard.addMarker(LAST_MOVE, square);
      }
    }
    this.host.dataset.lastMove = from && to ? `${from}${to}` : "";
    if (blink && from && to && prefs().blink) {
      this.host.classList.remove("blink");
      void this.host.offsetWidth; // restarts the animation
      this.host.classList.add("blink");
    }
  }

  destroy(): void {
    document.removeEventListener("keydown", this.escape);
    this.chessboard.destroy();
  }

  /** The king in check: its square red and a short shake of the board. */
  markCheck(square: string | null, shake: boolean): void {
    this.chessboard.removeMarkers(CHECK);
    this.host.dataset.check = square ?? "";
    if (square) {
      this.chessboard.addMarker(CHECK, square);
      if (shake) {
        this.host.classList.remove("shake");
        void this.host.offsetWidth; // restarts the animation
        this.host.classList.add("shake");
      }
    }
  }

  // The hint's arrow is removed by its type alone: the player's own arrows stay.
  showHint(from: string, to: string): void {
    this.chessboard.removeArrows(ARROW_TYPE.info);
    this.chessboard.addArrow(ARROW_TYPE.info, from, to);
    this.host.dataset.hint = `${from}${to}`;
  }

  clearHint(): void {
    this.chessboard.removeArrows(ARROW_TYPE.info);
    delete this.host.dataset.hint;
  }

  private onPointer(event: MoveInputEvent): boolean {
    switch (event.type) {
      case INPUT_EVENT_TYPE.moveInputStarted:
        return this.pickUp(event.squareFrom);
      case INPUT_EVENT_TYPE.validateMoveInput: {
        const to = event.squareTo ?? "";
        if (this.ownPieceOn(to)) {
          return false; // cm-chessboard makes it the new selection
        }
        // A drag has put the piece where it is dropped already; a tap makes it glide there.
        const dragged = document.querySelector(".cm-chessboard-draggable-piece") !== null;
        const from = event.squareFrom;
        this.clearDestinations();
        if (this.input?.drop(from, to)) {
          void this.chessboard.movePiece(from, to, !dragged);
        }
        // Always false: cm-chessboard is then ready for the next input at once, instead of waiting
        // for its own glide of this piece to end (the piece is moved above, by us).
        return false;
      }
      case INPUT_EVENT_TYPE.moveInputCanceled:
        this.clearDestinations();
        return true;
      default:
        return true;
    }
  }

  private pickUp(square: string): boolean {
    this.clearDestinations();
    const destinations = this.input?.pick(square) ?? null;
    if (!destinations) {
      return false;
    }
    this.drawDestinations(square, destinations);
    return true;
  }

  private drawDestinations(square: string, destinations: Destination[]): void {
    this.clearDestinations();
    this.selected = square;
    this.destinations = destinations;
    this.chessboard.addMarker(SELECTED, square);
    for (const d of destinations) {
      this.chessboard.addMarker(d.enPassant ? EN_PASSANT : d.capture ? MARKER_TYPE.circle : MARKER_TYPE.dot, d.square);
    }
    this.labelSquares();
  }

  /** Lets go of the piece held, by pointer or keyboard. */
  private cancelSelection(): void {
    this.chessboard.cancelMoveInput();
    this.keyboardFrom = null;
    this.clearDestinations();
  }

  private clearDestinations(): void {
    this.selected = null;
    this.destinations = [];
    for (const type of [SELECTED, EN_PASSANT, MARKER_TYPE.circle, MARKER_TYPE.dot]) {
      this.chessboard.removeMarkers(type);
    }
    this.labelSquares();
  }

  private ownPieceOn(square: string): boolean {
    const piece = this.chessboard.getPiece(square);
    const side = this.grid.dataset.enabled;
    return piece !== null && side !== "" && piece.startsWith(side ?? "-");
  }

  // The keyboard's and screen reader's board.

  private layoutGrid(): void {
    this.grid.replaceChildren();
    this.buttons.clear();
    const white = this.chessboard.getOrientation() === "w";
    for (let row = 0; row < 8; row++) {
      const rowElement = document.createElement("div");
      rowElement.setAttribute("role", "row");
      rowElement.className = "square-row";
      for (let col = 0; col < 8; col++) {
        const file = FILES[white ? col : 7 - col];
        const rank = white ? 8 - row : row + 1;
        const square = `${file}${rank}`;
        const button = document.createElement("button");
        button.type = "button";
        button.setAttribute("role", "gridcell");
        button.dataset.square = square;
        button.tabIndex = square === this.focusSquare ? 0 : -1;
        button.addEventListener("click", (e) => {
          if (e.detail === 0) {
            this.onKey(square); // Enter or Space; pointer clicks belong to the drawing below
          }
        });
        button.addEventListener("keydown", (e) => this.onArrow(e, square));
        button.addEventListener("focus", () => (this.focusSquare = square));
        rowElement.appendChild(button);
        this.buttons.set(square, button);
      }
      this.grid.appendChild(rowElement);
    }
    this.grid.setAttribute("aria-label", t("board"));
    this.labelSquares();
  }

  /** Relabels the 64 squares after a change of position, selection or language. */
  labelSquares(): void {
    const pieces = piecesOf(this.fen);
    for (const [square, button] of this.buttons) {
      const piece = pieces.get(square);
      const what = piece ? `${t(piece.toUpperCase() === piece ? "white" : "black")} ${t(PIECE_WORDS[piece.toLowerCase() as keyof typeof PIECE_WORDS])}` : t("empty");
      const destination = this.destinations.find((d) => d.square === square);
      const extra = [
        this.keyboardFrom === square ? t("selected") : "",
        destination ? t(destination.capture ? "capture" : "destination") : "",
        destination?.enPassant ? t("enPassant") : "",
      ].filter((s) => s !== "");
      button.setAttribute("aria-label", t("square", { square, what: [what, ...extra].join(", ") }));
    }
    this.grid.setAttribute("aria-label", t("board"));
  }

  private onArrow(e: KeyboardEvent, square: string): void {
    const white = this.chessboard.getOrientation() === "w";
    const step: Record<string, [number, number]> = {
      ArrowUp: [0, white ? 1 : -1],
      ArrowDown: [0, white ? -1 : 1],
      ArrowLeft: [white ? -1 : 1, 0],
      ArrowRight: [white ? 1 : -1, 0],
    };
    const delta = step[e.key];
    if (!delta) {
      if (e.key === "Escape") {
        this.keyboardFrom = null;
        this.clearDestinations();
      }
      return;
    }
    e.preventDefault();
    const file = FILES.indexOf(square[0]) + delta[0];
    const rank = Number(square[1]) + delta[1];
    if (file < 0 || file > 7 || rank < 1 || rank > 8) {
      return;
    }
    this.focus(`${FILES[file]}${rank}`);
  }

  focus(square: string): void {
    for (const [s, button] of this.buttons) {
      button.tabIndex = s === square ? 0 : -1;
    }
    this.focusSquare = square;
    this.buttons.get(square)?.focus();
  }

  private onKey(square: string): void {
    if (!this.input || !this.grid.dataset.enabled) {
      return;
    }
    if (this.keyboardFrom === null || this.ownPieceOn(square)) {
      if (this.pickUp(square)) {
        this.keyboardFrom = square;
        this.labelSquares();
      }
      return;
    }
    const from = this.keyboardFrom;
    this.keyboardFrom = null;
    this.clearDestinations();
    if (from !== square && this.input.drop(from, square)) {
      void this.chessboard.movePiece(from, square, true);
    }
  }
}

/**
 * cm-chessboard copies the first piece sprite it loads into the page once and reuses it; when the
 * player has chosen another set since, that copy goes so that the next board loads the new one.
 */
function useSprite(pieces: string): void {
  const cached = document.getElementById("cm-chessboard-sprite");
  if (cached && cached.dataset.pieces !== pieces) {
    cached.remove();
  }
  // The board creates the copy in its constructor; mark it right after (a microtask later).
  queueMicrotask(() => {
    const fresh = document.getElementById("cm-chessboard-sprite");
    if (fresh) {
      fresh.dataset.pieces = pieces;
    }
  });
}

/** Where each piece stands, read from the FEN's first field (drawing, not rules). */
export function piecesOf(fen: string): Map<string, string> {
  const pieces = new Map<string, string>();
  const rows = (fen.split(" ")[0] ?? "").split("/");
  rows.forEach((row, index) => {
    let file = 0;
    for (const c of row) {
      if (/\d/.test(c)) {
        file += Number(c);
      } else {
        pieces.set(`${FILES[file]}${8 - index}`, c);
        file++;
      }
    }
  });
  return pieces;
}

/** The square of the king of `side`, from the FEN (to paint it red when in check). */
export function kingSquare(fen: string, side: string): string | null {
  const king = side === "WHITE" ? "K" : "k";
  for (const [square, piece] of piecesOf(fen)) {
    if (piece === king) {
      return square;
    }
  }
  return null;
}
