// The piece sets beyond cm-chessboard's "standard", written at build time as sprites in
// cm-chessboard's format (one <g id="wk"> … <g id="bp"> per piece in a 40×40 tile):
//   chinese      — discs with the Chinese names of the pieces (王 后 车 象 马 兵), our own drawing (MIT);
//   geometric    — plain geometric figures, our own drawing (MIT);
//   standard-3d  — the "standard" Cburnett pieces shaded with gradients and a shadow, so they look
//                  turned rather than printed (seed 000's 立体棋子): a derivative of a CC BY-SA 3.0
//                  work, so it stays under CC BY-SA 3.0 with the original attribution.
// Sprites must not use style="" or scripts (the page's CSP); presentation attributes only.
import { readFileSync } from "node:fs";

const KINDS = ["k", "q", "r", "b", "n", "p"];
const sprite = (title, body, defs = "", comment = "") =>
  `<?xml version="1.0" encoding="UTF-8"?>${comment}\n<svg width="40px" height="40px" viewBox="0 0 40 40" version="1.1" xmlns="http://www.w3.org/2000/svg">\n<title>${title}</title>\n${defs}\n${body}\n</svg>\n`;

const CHINESE_NAMES = { k: "王", q: "后", r: "车", b: "象", n: "马", p: "兵" };
const CJK_FONTS = "'WenQuanYi Zen Hei','Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

export function chineseSprite() {
  const piece = (colour, kind) => {
    const white = colour === "w";
    const disc = white ? "#f4e6c4" : "#2e2a26";
    const ring = white ? "#8a5a2b" : "#d9b45a";
    const ink = white ? "#a4161a" : "#f2d57e";
    // r 14.5 of the 40 tile leaves the corners free for the board's rank and file numbers.
    return `<g id="${colour}${kind}">
  <circle cx="20" cy="20.6" r="14.5" fill="#000000" opacity="0.25"/>
  <circle cx="20" cy="20" r="14.5" fill="${disc}" stroke="${ring}" stroke-width="1.5"/>
  <circle cx="20" cy="20" r="12" fill="none" stroke="${ring}" stroke-width="0.8"/>
  <text x="20" y="20.8" text-anchor="middle" dominant-baseline="central" font-family="${CJK_FONTS}" font-size="16" font-weight="700" fill="${ink}">${CHINESE_NAMES[kind]}</text>
</g>`;
  };
  const body = ["w", "b"].flatMap((c) => KINDS.map((k) => piece(c, k))).join("\n");
  return sprite("Chinese-name piece discs (chess platform, MIT)", body);
}

const GEOMETRIC = {
  k: `<path d="M18,4 h4 v4 h4 v4 h-4 v5 h-4 v-5 h-4 v-4 h4 Z"/><path d="M10,33 H30 L28,25 C32,19 27,16 20,17.5 C13,16 8,19 12,25 Z"/>`,
  q: `<path d="M9,33 H31 L29,26 L34,12 L25.5,20 L20,8 L14.5,20 L6,12 L11,26 Z"/><circle cx="6" cy="11" r="2.2"/><circle cx="20" cy="7" r="2.2"/><circle cx="34" cy="11" r="2.2"/>`,
  r: `<path d="M11,33 H29 V29 H27 V17 H29 V9 H25 V12 H22 V9 H18 V12 H15 V9 H11 V17 H13 V29 H11 Z"/>`,
  b: `<path d="M20,6 C27,12 28,19 24,24 L27,33 H13 L16,24 C12,19 13,12 20,6 Z"/><path d="M17,17 L23,13" fill="none"/>`,
  n: `<path d="M13,33 H30 C30,24 29,14 22.5,9 L21,5 L18.5,9.5 C14,11.5 10.5,16.5 9,21 L12,23.5 L17,20.5 C18.5,24 14.5,27.5 13,33 Z"/><circle cx="18" cy="13.5" r="1.3" fill="none"/>`,
  p: `<circle cx="20" cy="14" r="5.5"/><path d="M13,33 H27 L24.5,22 H15.5 Z"/>`,
};

export function geometricSprite() {
  const piece = (colour, kind) => {
    const white = colour === "w";
    return `<g id="${colour}${kind}" fill="${white ? "#fbfaf7" : "#2b2b2b"}" stroke="${white ? "#1f1f1f" : "#0a0a0a"}" stroke-width="1.6" stroke-linejoin="round">${GEOMETRIC[kind]}</g>`;
  };
  const body = ["w", "b"].flatMap((c) => KINDS.map((k) => piece(c, k))).join("\n");
  return sprite("Geometric pieces (chess platform, MIT)", body);
}

/** The standard sprite with gradient fills and a drop shadow (its licence comment kept first). */
export function standard3dSprite(standardFile) {
  const standard = readFileSync(standardFile, "utf8");
  const comment = (standard.match(/<!--[\s\S]*?-->/) ?? [""])[0];
  const groups = standard.substring(standard.indexOf("<g id=\"wk\""), standard.lastIndexOf("</svg>"));
  const shaded = groups
    .replaceAll('fill="#FFFFFF"', 'fill="url(#p3d-light)"')
    .replaceAll('fill="#000000"', 'fill="url(#p3d-dark)"')
    // Black pieces fill by default (no attribute): give their top groups the dark shading too.
    .replace(/<g id="(b[kqrbnp])"/g, '<g id="$1" fill="url(#p3d-dark)" filter="url(#p3d-shadow)"')
    .replace(/<g id="(w[kqrbnp])"/g, '<g id="$1" filter="url(#p3d-shadow)"');
  const defs = `<defs>
  <radialGradient id="p3d-light" cx="0.35" cy="0.25" r="0.85">
    <stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#efe4d0"/><stop offset="1" stop-color="#b49f7e"/>
  </radialGradient>
  <radialGradient id="p3d-dark" cx="0.35" cy="0.25" r="0.85">
    <stop offset="0" stop-color="#8a8580"/><stop offset="0.45" stop-color="#3a3632"/><stop offset="1" stop-color="#0b0a09"/>
  </radialGradient>
  <filter id="p3d-shadow" x="-20%" y="-20%" width="150%" height="150%">
    <feDropShadow dx="1.2" dy="1.6" stdDeviation="1.1" flood-color="#000000" flood-opacity="0.45"/>
  </filter>
</defs>`;
  return sprite("Standard pieces, shaded to look three-dimensional", shaded, defs,
    `${comment}<!-- Shaded (gradients, shadow) for the chess platform's "3D" set; the same licence applies. -->`);
}
