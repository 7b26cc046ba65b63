// The parts of cm-chessboard 8 (plain ES modules, no types of its own) the web client uses.
declare module "cm-chessboard/src/Chessboard.js" {
  export const COLOR: { white: "w"; black: "b" };
  export const INPUT_EVENT_TYPE: {
    moveInputStarted: "moveInputStarted";
    movingOverSquare: "movingOverSquare";
    validateMoveInput: "validateMoveInput";
    moveInputCanceled: "moveInputCanceled";
    moveInputFinished: "moveInputFinished";
  };
  export const BORDER_TYPE: { none: "none"; thin: "thin"; frame: "frame" };
  export const FEN: { start: string; empty: string };
  export interface MoveInputEvent {
    type: string;
    squareFrom: string;
    squareTo?: string;
    piece?: string;
    animate?: boolean;
  }
  export class Chessboard {
    constructor(context: HTMLElement, props: Record<string, unknown>);
    setPosition(fen: string, animated?: boolean): Promise<void>;
    movePiece(from: string, to: string, animated?: boolean): Promise<void>;
    setOrientation(color: "w" | "b", animated?: boolean): Promise<void>;
    getOrientation(): "w" | "b";
    getPosition(): string;
    getPiece(square: string): string | null;
    enableMoveInput(handler: (event: MoveInputEvent) => boolean | void, color?: "w" | "b"): void;
    disableMoveInput(): void;
    cancelMoveInput(): void;
    addMarker(type: MarkerType, square: string): void;
    removeMarkers(type?: MarkerType, square?: string): void;
    addArrow(type: { class: string }, from: string, to: string): void;
    removeArrows(type?: { class: string }): void;
    /** Added by RightClickAnnotator: sets (here: clears) the arrows and circles it drew. */
    setAnnotations(annotations: { arrows: unknown[]; markers: unknown[] }): void;
    destroy(): void;
  }
  export interface MarkerType {
    class: string;
    slice: string;
    position?: string;
  }
}
declare module "cm-chessboard/src/extensions/markers/Markers.js" {
  import type { MarkerType } from "cm-chessboard/src/Chessboard.js";
  export const MARKER_TYPE: Record<
    "frame" | "framePrimary" | "frameDanger" | "circle" | "circlePrimary" | "circleDanger" |
    "circleDangerFilled" | "square" | "dot" | "bevel", MarkerType>;
  export class Markers {}
}
declare module "cm-chessboard/src/extensions/arrows/Arrows.js" {
  export const ARROW_TYPE: Record<"default" | "success" | "secondary" | "warning" | "info" | "danger", { class: string }>;
  export class Arrows {}
}
declare module "cm-chessboard/src/extensions/right-click-annotator/RightClickAnnotator.js" {
  /** Right-drag draws an arrow, right-click a circle (again: removed); with Shift, Alt: other colours. */
  export class RightClickAnnotator {}
}
