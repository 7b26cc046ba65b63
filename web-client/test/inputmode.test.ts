import { test } from "node:test";
import assert from "node:assert/strict";
import { inputMode } from "../src/inputmode";

test("my turn in a game being played: a move", () => {
  assert.equal(inputMode("STARTED", "WHITE", "WHITE", false), "move");
  assert.equal(inputMode("STARTED", "BLACK", "BLACK", false), "move");
});

test("the opponent's turn, or my move still on its way: a premove", () => {
  assert.equal(inputMode("STARTED", "WHITE", "BLACK", false), "premove");
  assert.equal(inputMode("STARTED", "WHITE", "WHITE", true), "premove");
});

test("a spectator, or a game not being played: nothing", () => {
  assert.equal(inputMode("STARTED", null, "WHITE", false), "none");
  assert.equal(inputMode("ENDED", "WHITE", "WHITE", false), "none");
  assert.equal(inputMode("WAITING", "WHITE", "WHITE", false), "none");
  assert.equal(inputMode(undefined, "WHITE", undefined, false), "none");
});
