import { test } from "node:test";
import assert from "node:assert/strict";
import { PAGE_TITLE, pageTitle } from "../src/title";

test("the tab says your turn, in the page's language", () => {
  assert.equal(pageTitle(true, { yourTurn: "轮到你走", app: "国际象棋" }), "● 轮到你走 · 国际象棋");
  assert.equal(pageTitle(true, { yourTurn: "Your turn", app: "Chess" }), "● Your turn · Chess");
});

test("otherwise the page's own title", () => {
  assert.equal(pageTitle(false, { yourTurn: "Your turn", app: "Chess" }), PAGE_TITLE);
  assert.equal(PAGE_TITLE, "国际象棋 · Chess");
});
