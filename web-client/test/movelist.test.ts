import { test } from "node:test";
import assert from "node:assert/strict";
import { lineStart, lineText, moveRows, plyLabel } from "../src/movelist";

const INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

test("a game from the initial position reads 1. e4 e5 2. Nf3", () => {
  const after = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
  const start = lineStart(after, 3);
  assert.deepEqual(start, { fullmove: 1, blackFirst: false });
  assert.equal(lineText(["e4", "e5", "Nf3"], start), "1. e4 e5 2. Nf3");
});

test("a game where Black moves first reads 1… Kg3 2. e3", () => {
  // From 1r6/8/8/8/2b1p3/p6k/4P3/K7 b - - 0 1, after Kg3 and e3.
  const after = "1r6/8/8/8/2b1p3/p3P1k1/8/K7 b - - 0 2";
  const start = lineStart(after, 2);
  assert.deepEqual(start, { fullmove: 1, blackFirst: true });
  assert.equal(lineText(["Kg3", "e3"], start), "1… Kg3 2. e3");
  assert.deepEqual(moveRows(["Kg3", "e3"], start), [
    { label: "1…", moves: [{ ply: 1, san: "Kg3", black: true }] },
    { label: "2.", moves: [{ ply: 2, san: "e3", black: false }] },
  ]);
});

test("a game from move 23 with Black to move starts at 23…", () => {
  const start = lineStart("8/8/8/4k3/8/8/8/4K3 w - - 4 25", 3);
  assert.deepEqual(start, { fullmove: 23, blackFirst: true });
  assert.equal(lineText(["Kd5", "Kd2", "Kc4"], start), "23… Kd5 24. Kd2 Kc4");
  assert.equal(plyLabel(1, start), "23…");
  assert.equal(plyLabel(2, start), "24.");
  assert.equal(plyLabel(3, start), "24…");
});

test("lineStart goes back the number of plies from the position now", () => {
  assert.deepEqual(lineStart(INITIAL, 0), { fullmove: 1, blackFirst: false });
  assert.deepEqual(lineStart("8/8/8/8/8/8/8/K6k b - - 0 1", 1), { fullmove: 1, blackFirst: false });
  assert.deepEqual(lineStart("8/8/8/8/8/8/8/K6k b - - 0 4", 7), { fullmove: 1, blackFirst: false });
  assert.deepEqual(lineStart("8/8/8/8/8/8/8/K6k w - - 0 5", 7), { fullmove: 1, blackFirst: true });
  assert.deepEqual(lineStart("8/8/8/8/8/8/8/K6k w - - 0 30", 0), { fullmove: 30, blackFirst: false });
});

test("a FEN that counts fewer moves than were played starts at 1.", () => {
  assert.deepEqual(lineStart("8/8/8/8/8/8/8/K6k w - - 0 1", 5), { fullmove: 1, blackFirst: false });
});

test("no moves, no rows", () => {
  assert.deepEqual(moveRows([], lineStart(INITIAL, 0)), []);
  assert.equal(lineText([], lineStart(INITIAL, 0)), "");
});
