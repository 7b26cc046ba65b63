// Pieces of the forms that create games (start, lobby, challenge, room): a row of radio buttons and
// the time-control chooser (presets or custom minutes + increment, seed 004's 快棋 / 比赛 modes).
import type { ClockSetting } from "./api";
import { el } from "./dom";
import { t, type WordKey } from "./i18n";

export function radios(name: string, values: Array<[string, string]>, checked: string): HTMLElement {
  return el("div", { class: "choices", role: "radiogroup" },
    ...values.map(([value, label]) => {
      const input = el("input", { type: "radio", name, value, id: `${name}-${value}` }) as HTMLInputElement;
      input.checked = value === checked;
      return el("label", { for: `${name}-${value}` }, input, label);
    }));
}

export function checked(form: HTMLElement, name: string): string {
  return (form.querySelector(`input[name="${name}"]:checked`) as HTMLInputElement | null)?.value ?? "";
}

type Preset = "untimed" | "blitz" | "match";

export interface ClockChooser {
  element: HTMLElement;
  value: () => ClockSetting;
}

/**
 * The time control: `prefix` keeps the ids apart when two forms share a page ("" gives
 * clock-blitz, minutes, increment, custom-clock as the start screen has always had).
 */
export function clockChooser(prefix: string, presets: Preset[], initial: Preset | "custom"): ClockChooser {
  const minutes = el("input", { type: "number", id: `${prefix}minutes`, min: "1", max: "1440", value: "10" }) as HTMLInputElement;
  const increment = el("input", { type: "number", id: `${prefix}increment`, min: "0", max: "600", value: "5" }) as HTMLInputElement;
  const custom = el("div", { class: "custom-clock", id: `${prefix}custom-clock` },
    el("label", { for: `${prefix}minutes` }, t("minutes")), minutes,
    el("label", { for: `${prefix}increment` }, t("increment")), increment);
  custom.hidden = initial !== "custom";
  const name = `${prefix}clock`;
  const choices = radios(name, [...presets.map((p) => [p, t(p as WordKey)] as [string, string]), ["custom", t("custom")]], initial);
  const element = el("fieldset", {}, el("legend", {}, t("timeControl")), choices, custom);
  choices.addEventListener("change", () => (custom.hidden = checked(element, name) !== "custom"));
  return {
    element,
    value: () => {
      const choice = checked(element, name);
      return choice === "custom"
        ? { initialSeconds: Math.round(Number(minutes.value) * 60), incrementSeconds: Math.round(Number(increment.value)) }
        : { preset: choice as Preset };
    },
  };
}

/** "快棋 5 分 + 3 秒" for a game's time control as the API shows it. */
export function timeControlText(control: { preset?: string; initialMs?: number; incrementMs?: number } | undefined): string {
  if (!control || !control.initialMs) {
    return t("untimed");
  }
  const minutes = Math.round(control.initialMs / 6000) / 10;
  const seconds = Math.round((control.incrementMs ?? 0) / 1000);
  const numbers = t("clockNumbers", { m: minutes, s: seconds });
  return control.preset === "blitz" || control.preset === "match" ? t(control.preset) : numbers;
}
