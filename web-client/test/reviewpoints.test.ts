import { test } from "node:test";
import assert from "node:assert/strict";
import type { Analysis } from "../src/api";
import { reviewPoints, whitePawns } from "../src/reviewpoints";
import saved from "./fixtures/analysis-queen-blunder.json";

const analysis = saved as unknown as Analysis;

test("one point per position, from White's side, in pawns, clamped to ±10 (a mate at the edge)", () => {
  const { values } = reviewPoints(analysis);
  assert.deepEqual(values, [9.8, -1.15, -1.2, -10, -10]);
});

test("the judged moves are marked by ply; a good move is not", () => {
  const { marks } = reviewPoints(analysis);
  assert.deepEqual(marks, { 1: "blunder", 3: "mistake", 4: "inaccuracy" });
});

test("each marked move says who played it, its move number, the loss and the better move", () => {
  const { moves } = reviewPoints(analysis);
  assert.deepEqual(moves[0], { ply: 1, side: "WHITE", moveNumber: 1, san: "Qc4", uci: "d3c4", mark: "blunder", loss: 11, better: "Qxd5", betterUci: "d3d5" });
  assert.equal(moves[1].side, "WHITE");
  assert.equal(moves[1].moveNumber, 2);
  assert.equal(moves[2].side, "BLACK");
  assert.equal(moves[2].moveNumber, 2);
  assert.equal(moves[2].loss, 0.6);
});

test("an analysis still running gives what it has; a checkmate counts against the side to move", () => {
  const partial = reviewPoints({ positions: analysis.positions.filter((p) => (p.index ?? 0) < 2), moves: [] });
  assert.deepEqual(partial, { values: [9.8, -1.15], marks: {}, moves: [] });
  assert.equal(whitePawns(undefined, true, "CHECKMATE"), -10);
  assert.equal(whitePawns(undefined, false, "CHECKMATE"), 10);
  assert.equal(whitePawns(undefined, true, "STALEMATE"), 0);
  assert.equal(whitePawns({ mate: -3 }, false), 10);
  assert.equal(whitePawns({ cp: 2500 }, true), 10);
});
