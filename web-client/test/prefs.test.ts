import { test } from "node:test";
import assert from "node:assert/strict";
import { checkedPrefs, confirmsMoves } from "../src/prefs";

test("nothing stored gives the defaults: animation on, no auto-queen, no confirmation, the full board", () => {
  const p = checkedPrefs({});
  assert.equal(p.animation, true);
  assert.equal(p.speed, "normal");
  assert.equal(p.autoQueen, false);
  assert.equal(p.confirmMoves, "never");
  assert.equal(p.boardSize, 100);
});

test("a value this page does not know falls back to its default; a size is kept within 60-100", () => {
  const p = checkedPrefs({ speed: "warp", pieces: "wooden", confirmMoves: "sometimes", autoQueen: "yes", boardSize: 30 });
  assert.equal(p.speed, "normal");
  assert.equal(p.pieces, "standard");
  assert.equal(p.confirmMoves, "never");
  assert.equal(p.autoQueen, false);
  assert.equal(p.boardSize, 60);
  assert.equal(checkedPrefs({ boardSize: 250 }).boardSize, 100);
  assert.equal(checkedPrefs({ boardSize: "abc" }).boardSize, 100);
  assert.equal(checkedPrefs({ boardSize: 77.4 }).boardSize, 77);
});

test("a move waits for Confirm always, in untimed games only, or never", () => {
  const with_ = (confirmMoves: string) => checkedPrefs({ confirmMoves });
  assert.equal(confirmsMoves(true, with_("always")), true);
  assert.equal(confirmsMoves(false, with_("always")), true);
  assert.equal(confirmsMoves(false, with_("untimed")), true);
  assert.equal(confirmsMoves(true, with_("untimed")), false);
  assert.equal(confirmsMoves(false, with_("never")), false);
});
