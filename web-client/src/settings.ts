// The settings screen (seed 004 设置, seed 000 主题): animation on/off and its speed, sound, the
// blink of the last move, the board's colours and the piece set, with a board to see them on; and
// what players of the big sites expect: auto-queen, a move confirmation, the board's size.
import { Board } from "./board";
import { clear, el } from "./dom";
import { radios } from "./forms";
import { t, type WordKey } from "./i18n";
import { BOARD_SIZE, BOARD_THEMES, CONFIRM_MOVES, PIECE_SETS, SPEEDS, prefs, savePrefs, type Prefs } from "./prefs";
import { playSound } from "./sound";

const PREVIEW = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

/** The board-size setting as the CSS variable every board column is sized by. */
export function applyBoardSize(): void {
  document.documentElement.style.setProperty("--board-size", String(prefs().boardSize / 100));
}

export class SettingsScreen {
  private board: Board | null = null;
  private readonly preview = el("div", { class: "board", id: "board" });

  constructor(private readonly root: HTMLElement) {}

  open(): void {
    clear(this.root);
    const p = prefs();
    const toggle = (id: keyof Prefs, label: WordKey) => {
      const box = el("input", { type: "checkbox", id: `setting-${id}` }) as HTMLInputElement;
      box.checked = Boolean(p[id]);
      return el("label", { for: `setting-${id}`, class: "check" }, box, t(label));
    };
    const words = (prefix: string, keys: readonly string[]) => keys.map((k) => [k, t(`${prefix}${k}` as WordKey)] as [string, string]);
    const form = el("form", { class: "panel settings-form", id: "settings-form" },
      toggle("animation", "settingAnimation"),
      el("fieldset", {}, el("legend", {}, t("settingSpeed")), radios("speed", words("speed-", Object.keys(SPEEDS)), p.speed)),
      toggle("sound", "settingSound"),
      toggle("blink", "settingBlink"),
      el("fieldset", {}, el("legend", {}, t("settingPieces")), radios("pieces", words("pieces-", PIECE_SETS), p.pieces)),
      el("fieldset", {}, el("legend", {}, t("settingBoard")), radios("board", words("board-", BOARD_THEMES), p.board)),
      el("label", { for: "setting-boardSize", class: "range" }, t("settingBoardSize"),
        el("input", { type: "range", id: "setting-boardSize", min: String(BOARD_SIZE.min), max: String(BOARD_SIZE.max),
          step: String(BOARD_SIZE.step), value: String(p.boardSize) })),
      toggle("autoQueen", "settingAutoQueen"),
      el("fieldset", {}, el("legend", {}, t("settingConfirm")), radios("confirmMoves", words("confirm-", CONFIRM_MOVES), p.confirmMoves)),
      el("p", { class: "muted" }, t("settingsKept")));
    form.addEventListener("change", () => this.save(form));
    form.addEventListener("input", (e) => (e.target as HTMLElement).id === "setting-boardSize" && this.save(form));
    this.root.append(el("div", { class: "game settings", id: "settings" },
      el("div", { class: "board-column" }, this.preview),
      el("div", { class: "side-column" }, el("h1", {}, t("settings")), form)));
    this.drawPreview();
  }

  close(): void {
    this.board?.destroy();
  }

  private save(form: HTMLElement): void {
    const value = (name: string) => (form.querySelector(`input[name="${name}"]:checked`) as HTMLInputElement).value;
    const box = (id: string) => (form.querySelector(`#setting-${id}`) as HTMLInputElement).checked;
    const before = prefs();
    savePrefs({
      animation: box("animation"),
      speed: value("speed") as Prefs["speed"],
      sound: box("sound"),
      blink: box("blink"),
      pieces: value("pieces") as Prefs["pieces"],
      board: value("board") as Prefs["board"],
      autoQueen: box("autoQueen"),
      confirmMoves: value("confirmMoves") as Prefs["confirmMoves"],
      boardSize: Number((form.querySelector("#setting-boardSize") as HTMLInputElement).value),
    });
    applyBoardSize();
    if (prefs().sound && !before.sound) {
      playSound("move"); // so the player hears what was switched on
    }
    this.drawPreview();
  }

  private drawPreview(): void {
    this.board?.destroy();
    clear(this.preview);
    this.board = new Board(this.preview);
    void this.board.show(PREVIEW, false).then(() => this.board?.markLastMove("g1", "f3", true));
  }
}
