import { test } from "node:test";
import assert from "node:assert/strict";
import { PositionHistory, stepTo } from "../src/history";

test("each position shown is kept by its ply", () => {
  const history = new PositionHistory();
  history.sync([], "fen0");
  history.sync(["e2e4"], "fen1");
  history.sync(["e2e4", "e7e5"], "fen2");
  assert.equal(history.plies(), 2);
  assert.deepEqual([history.fen(0), history.fen(1), history.fen(2)], ["fen0", "fen1", "fen2"]);
});

test("an undo cuts what followed", () => {
  const history = new PositionHistory();
  history.sync([], "fen0");
  history.sync(["e2e4"], "fen1");
  history.sync(["e2e4", "e7e5"], "fen2");
  history.sync([], "fen0");
  assert.equal(history.fen(1), undefined);
  assert.equal(history.fen(2), undefined);
  assert.equal(history.fen(0), "fen0");
});

test("another line of the same length replaces the old one after the common moves", () => {
  const history = new PositionHistory();
  history.sync([], "fen0");
  history.sync(["e2e4"], "fen1");
  history.sync(["e2e4", "e7e5"], "fen2");
  history.sync(["e2e4", "c7c5"], "fen2b"); // undone and played again between two reads
  assert.equal(history.fen(1), "fen1");
  assert.equal(history.fen(2), "fen2b");
});

test("a position read for an older line is not kept", () => {
  const history = new PositionHistory();
  history.sync(["e2e4", "e7e5"], "fen2");
  history.remember(0, "fen0", 2);
  history.remember(1, "stale", 3);
  assert.equal(history.fen(0), "fen0");
  assert.equal(history.fen(1), undefined);
});

test("steps stop at both ends and the end is the live position", () => {
  assert.equal(stepTo(null, 2, "back"), 1);
  assert.equal(stepTo(1, 2, "back"), 0);
  assert.equal(stepTo(0, 2, "back"), 0);
  assert.equal(stepTo(0, 2, "forward"), 1);
  assert.equal(stepTo(1, 2, "forward"), null);
  assert.equal(stepTo(null, 2, "forward"), null);
  assert.equal(stepTo(1, 5, "first"), 0);
  assert.equal(stepTo(1, 5, "last"), null);
  assert.equal(stepTo(null, 0, "back"), null);
  assert.equal(stepTo(9, 5, "back"), 4); // the line got shorter meanwhile
});
