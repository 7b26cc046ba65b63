// A move as a person reads it, from the position it was tried in and its UCI: "Nb4", "马 b1→b4",
// "knight b1→b4". The move as typed, not the referee's SAN: no check mark and no disambiguation,
// because no chess rules live in this client (the API's SAN is used for every move played).
// Pure: no DOM and no storage, so it is unit-tested (test/movewords.test.ts).

export interface MoveName {
  /** SAN-like: piece letter, x on a capture, target, =Q; O-O / O-O-O for a king two files over. */
  san: string;
  zh: string;
  en: string;
}

const FILES = "abcdefgh";
const ZH: Record<string, string> = { k: "王", q: "后", r: "车", b: "象", n: "马", p: "兵" };
const EN: Record<string, string> = { k: "king", q: "queen", r: "rook", b: "bishop", n: "knight", p: "pawn" };

/** Where each piece stands, from the FEN's first field (a copy of board.ts's, which loads cm-chessboard). */
function piecesOf(fen: string): Map<string, string> {
  const pieces = new Map<string, string>();
  (fen.split(" ")[0] ?? "").split("/").forEach((row, index) => {
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

export function moveName(fen: string, uci: string): MoveName {
  const from = uci.substring(0, 2);
  const to = uci.substring(2, 4);
  const promotion = uci.substring(4, 5).toLowerCase();
  const pieces = piecesOf(fen);
  const piece = pieces.get(from);
  const kind = piece?.toLowerCase() ?? "";
  if (!/^[a-h][1-8][a-h][1-8]$/.test(`${from}${to}`) || !piece) {
    return { san: uci, zh: uci, en: uci };
  }
  const fileStep = FILES.indexOf(to[0]) - FILES.indexOf(from[0]);
  let san: string;
  if (kind === "k" && from[1] === to[1] && Math.abs(fileStep) === 2) {
    san = fileStep > 0 ? "O-O" : "O-O-O";
  } else {
    // A pawn's diagonal step always takes (en passant lands on an empty square).
    const capture = pieces.has(to) || (kind === "p" && fileStep !== 0);
    const letter = kind === "p" ? (capture ? from[0] : "") : kind.toUpperCase();
    san = `${letter}${capture ? "x" : ""}${to}${promotion ? `=${promotion.toUpperCase()}` : ""}`;
  }
  const zhPromotion = promotion && ZH[promotion] ? ` =${ZH[promotion]}` : "";
  const enPromotion = promotion && EN[promotion] ? ` =${EN[promotion]}` : "";
  return { san, zh: `${ZH[kind]} ${from}→${to}${zhPromotion}`, en: `${EN[kind]} ${from}→${to}${enPromotion}` };
}

/** "Nb4（马 b1→b4）" / "Nb4 (knight b1→b4)": the name of a refused move in the language given. */
export function refusedMove(fen: string, uci: string, lang: "zh" | "en"): string {
  const name = moveName(fen, uci);
  if (name.san === uci && name.zh === uci) {
    return uci;
  }
  return lang === "zh" ? `${name.san}（${name.zh}）` : `${name.san} (${name.en})`;
}
