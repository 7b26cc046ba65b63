import { test } from "node:test";
import assert from "node:assert/strict";
import { moveName, refusedMove } from "../src/movewords";

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

test("a piece's letter and its target; a pawn has none", () => {
  assert.deepEqual(moveName(START, "b1b4"), { san: "Nb4", zh: "马 b1→b4", en: "knight b1→b4" });
  assert.equal(moveName(START, "e2e4").san, "e4");
  assert.equal(moveName("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3").san, "Bd3");
  assert.equal(moveName("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3").zh, "象 e2→d3");
});

test("a capture has x, a pawn's with its file, en passant too", () => {
  assert.equal(moveName("4k3/8/8/3p4/8/3Q4/8/4K3 w - - 0 1", "d3d5").san, "Qxd5");
  assert.equal(moveName("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5").san, "exd5");
  assert.equal(moveName("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6").san, "exd6");
});

test("castling by the king two files over, promotion with its piece", () => {
  assert.equal(moveName("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1").san, "O-O");
  assert.equal(moveName("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8").san, "O-O-O");
  assert.deepEqual(moveName("7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8n"), { san: "a8=N", zh: "兵 a7→a8 =马", en: "pawn a7→a8 =knight" });
});

test("an empty square or a move that is not one is named as typed", () => {
  assert.equal(moveName(START, "e4e5").san, "e4e5");
  assert.equal(refusedMove(START, "zz", "zh"), "zz");
  assert.equal(refusedMove(START, "b1b4", "zh"), "Nb4（马 b1→b4）");
  assert.equal(refusedMove(START, "b1b4", "en"), "Nb4 (knight b1→b4)");
});
