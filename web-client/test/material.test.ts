import { test } from "node:test";
import assert from "node:assert/strict";
import { materialBalance, materialText } from "../src/material";

test("the initial position is level", () => {
  const balance = materialBalance("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  assert.deepEqual(balance.WHITE, { pieces: "", ahead: 0 });
  assert.deepEqual(balance.BLACK, { pieces: "", ahead: 0 });
});

test("a knight against a bare king is three points", () => {
  const balance = materialBalance("4k3/8/8/8/8/8/8/3NK3 w - - 0 1");
  assert.equal(materialText(balance.WHITE), "♞ +3");
  assert.equal(materialText(balance.BLACK), "");
});

test("a knight and a pawn up is +4", () => {
  const balance = materialBalance("rnbqkb1r/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 5");
  assert.equal(materialText(balance.WHITE), "♞♟ +4");
  assert.equal(materialText(balance.BLACK), "");
});

test("each side shows what it has more of; the points go to the one ahead", () => {
  // White: Q and R against Black's two rooks, one bishop and three pawns.
  const balance = materialBalance("r3kr2/ppp5/2b5/8/8/8/8/3QK2R w - - 0 30");
  assert.equal(materialText(balance.WHITE), "♛");
  assert.equal(materialText(balance.BLACK), "♜♝♟♟♟ +2");
});

test("a start without kings or with promoted pieces is counted as it stands", () => {
  const balance = materialBalance("QQ6/8/8/8/8/8/8/k6K b - - 0 1");
  assert.equal(materialText(balance.WHITE), "♛♛ +18");
});
