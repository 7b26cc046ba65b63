import { test } from "node:test";
import assert from "node:assert/strict";
import { clockAt, formatClock } from "../src/clock";

test("minutes and seconds, hours when there are any; a second shows until it has passed", () => {
  assert.equal(formatClock(300_000), "5:00");
  assert.equal(formatClock(299_001), "5:00");
  assert.equal(formatClock(299_000), "4:59");
  assert.equal(formatClock(62_000), "1:02");
  assert.equal(formatClock(3_723_000), "1:02:03");
});

test("tenths under ten seconds, rounded down", () => {
  assert.equal(formatClock(9_999), "0:09.9");
  assert.equal(formatClock(7_350), "0:07.3");
  assert.equal(formatClock(0), "0:00.0");
  assert.equal(formatClock(10_000), "0:10");
});

test("only the running clock counts down, and not below zero", () => {
  const reading = { whiteMs: 60_000, blackMs: 30_000, running: "WHITE" as const };
  assert.equal(clockAt(reading, "WHITE", 1_500), 58_500);
  assert.equal(clockAt(reading, "BLACK", 1_500), 30_000);
  assert.equal(clockAt(reading, "WHITE", 90_000), 0);
  assert.equal(clockAt({}, "BLACK", 10), 0);
});
