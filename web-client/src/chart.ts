// A small line chart in SVG (no library): the rating history on a profile, the engine's score along
// a game on the research board. Each point is a circle a test or a screen reader can find.

const NS = "http://www.w3.org/2000/svg";
const WIDTH = 600;
const HEIGHT = 200;
const PAD = 34;

export interface ChartOptions {
  id: string;
  label: string;
  /** A fixed range (a score clamped to ±10 pawns); else the data's own, with a margin. */
  range?: [number, number];
  /** A line across at this value (0 for an even score). */
  baseline?: number;
  format?: (value: number) => string;
  onPick?: (index: number) => void;
  /** The point shown now (drawn larger). */
  marked?: number;
  /** A class for some points, by index ("blunder", "mistake", "inaccuracy" in the after-game review). */
  marks?: Record<number, string>;
}

function svg(tag: string, attributes: Record<string, string | number>): SVGElement {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) {
    element.setAttribute(name, String(value));
  }
  return element;
}

export function lineChart(values: number[], options: ChartOptions): SVGElement {
  const chart = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: "chart", id: options.id, role: "img", "aria-label": options.label });
  const format = options.format ?? ((v: number) => String(Math.round(v)));
  const low = options.range?.[0] ?? Math.min(...values) - 10;
  const high = options.range?.[1] ?? Math.max(...values) + 10;
  const x = (i: number) => PAD + (values.length <= 1 ? 0 : (i * (WIDTH - 2 * PAD)) / (values.length - 1));
  const y = (v: number) => HEIGHT - PAD / 2 - ((Math.min(high, Math.max(low, v)) - low) * (HEIGHT - PAD)) / (high - low || 1);
  chart.append(svg("rect", { x: PAD, y: PAD / 2, width: WIDTH - 2 * PAD, height: HEIGHT - PAD, class: "chart-area" }));
  for (const [value, anchor] of [[high, "top"], [low, "bottom"]] as const) {
    const label = svg("text", { x: PAD - 4, y: y(value) + (anchor === "top" ? 10 : -2), "text-anchor": "end", class: "chart-axis" });
    label.textContent = format(value);
    chart.append(label);
  }
  if (options.baseline !== undefined) {
    chart.append(svg("line", { x1: PAD, x2: WIDTH - PAD, y1: y(options.baseline), y2: y(options.baseline), class: "chart-baseline" }));
  }
  if (values.length > 0) {
    chart.append(svg("polyline", { points: values.map((v, i) => `${x(i)},${y(v)}`).join(" "), class: "chart-line" }));
  }
  values.forEach((v, i) => {
    const mark = options.marks?.[i];
    const classes = ["chart-dot", i === options.marked ? "marked" : "", mark ?? ""].filter((c) => c !== "").join(" ");
    const dot = svg("circle", { cx: x(i), cy: y(v), r: i === options.marked || mark ? 6 : 3.5, class: classes, "data-index": i, "data-value": v });
    const title = svg("title", {});
    title.textContent = format(v);
    dot.append(title);
    if (options.onPick) {
      dot.addEventListener("click", () => options.onPick?.(i));
    }
    chart.append(dot);
  });
  return chart;
}
