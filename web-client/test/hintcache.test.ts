import { test } from "node:test";
import assert from "node:assert/strict";
import { HINTS_KEY, cachedHint, hintKey, keepHint, type KeyValueStore } from "../src/hintcache";

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const FEN = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";

test("a hint kept is found again for the same game, plies and position only", () => {
  const store = memory();
  const hint = { from: "e2", to: "e4", san: "e4", hintsLeft: 2 };
  assert.equal(cachedHint(store, hintKey("g1", 0, FEN)), null);
  keepHint(store, hintKey("g1", 0, FEN), hint);
  assert.deepEqual(cachedHint(store, hintKey("g1", 0, FEN)), hint);
  assert.equal(cachedHint(store, hintKey("g2", 0, FEN)), null);
  assert.equal(cachedHint(store, hintKey("g1", 2, FEN)), null);
  assert.equal(cachedHint(store, hintKey("g1", 0, FEN.replace(" w ", " b "))), null);
});

test("it survives a reload (a new reader of the same store) and keeps the last 50", () => {
  const store = memory();
  for (let i = 0; i < 60; i++) {
    keepHint(store, hintKey("g", i, FEN), { san: `m${i}` });
  }
  const again: KeyValueStore = { getItem: (k) => store.data.get(k) ?? null, setItem: () => {} };
  assert.equal(cachedHint(again, hintKey("g", 9, FEN)), null);
  assert.deepEqual(cachedHint(again, hintKey("g", 10, FEN)), { san: "m10" });
  assert.deepEqual(cachedHint(again, hintKey("g", 59, FEN)), { san: "m59" });
  assert.equal((JSON.parse(store.data.get(HINTS_KEY) ?? "[]") as unknown[]).length, 50);
});

test("the same key kept again replaces the old one; unreadable storage is no hint, a full one no error", () => {
  const store = memory();
  keepHint(store, "k", { san: "a" });
  keepHint(store, "k", { san: "b" });
  assert.deepEqual(cachedHint(store, "k"), { san: "b" });
  store.data.set(HINTS_KEY, "{not json");
  assert.equal(cachedHint(store, "k"), null);
  const full: KeyValueStore = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } };
  assert.doesNotThrow(() => keepHint(full, "k", { san: "c" }));
});
