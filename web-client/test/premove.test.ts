import { test } from "node:test";
import assert from "node:assert/strict";
import { PremoveQueue, moveName, premoveSquares, promotes, type Premove } from "../src/premove";

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

test("a knight's squares are its jumps, own pieces left out", () => {
  assert.deepEqual(premoveSquares(START, "g1"), ["f3", "h3"]);
  assert.deepEqual(premoveSquares("8/8/8/3N4/8/8/8/8 w - - 0 1", "d5"), ["b4", "b6", "c3", "c7", "e3", "e7", "f4", "f6"]);
});

test("a bishop's squares are its diagonals whatever stands between (it may have gone by then)", () => {
  // b2 holds a white pawn that blocks today: the squares beyond are still offered, b2 itself is not.
  const fen = "8/8/8/8/8/8/1P6/B6k w - - 0 1";
  const squares = premoveSquares(fen, "a1");
  assert.deepEqual(squares, ["c3", "d4", "e5", "f6", "g7", "h8"]);
});

test("a pawn goes one ahead, two from its first rank, and to both diagonals; a black one downwards", () => {
  assert.deepEqual(premoveSquares(START, "e2"), ["d3", "e3", "e4", "f3"]);
  assert.deepEqual(premoveSquares(START, "a7"), ["a5", "a6", "b6"]);
  assert.deepEqual(premoveSquares("8/8/8/8/8/2p5/8/8 b - - 0 1", "c3"), ["b2", "c2", "d2"]);
});

test("a king steps one square, and from its first square two for castling", () => {
  assert.deepEqual(premoveSquares("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1"), ["c1", "d1", "d2", "e2", "f1", "f2", "g1"]);
  assert.deepEqual(premoveSquares("r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", "e8"), ["c8", "d7", "d8", "e7", "f7", "f8", "g8"]);
  assert.deepEqual(premoveSquares("8/8/8/8/8/8/8/7K w - - 0 1", "h1"), ["g1", "g2", "h2"]);
});

test("an empty square has no premove squares", () => {
  assert.deepEqual(premoveSquares(START, "e4"), []);
});

test("a pawn promotes on the last rank only", () => {
  assert.equal(promotes("8/P7/8/8/8/8/8/k6K w - - 0 1", "a7", "a8"), true);
  assert.equal(promotes("8/8/8/8/8/8/p7/k6K b - - 0 1", "a2", "a1"), true);
  assert.equal(promotes(START, "e2", "e4"), false);
  assert.equal(promotes("8/R7/8/8/8/8/8/k6K w - - 0 1", "a7", "a8"), false);
});

test("a premove is named from the board it was made on", () => {
  assert.equal(moveName(START, "g1", "f3"), "Nf3");
  assert.equal(moveName(START, "e2", "e4"), "e4");
  assert.equal(moveName("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4", "d5"), "exd5");
  assert.equal(moveName("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "d1", "d5"), "Qxd5");
  assert.equal(moveName("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "g1"), "O-O");
  assert.equal(moveName("8/P7/8/8/8/8/8/k6K w - - 0 1", "a7", "a8", "q"), "a8=Q");
});

const move = (from: string, to: string): Premove => ({ from, to, name: `${from}${to}` });

test("one premove is kept: a new one replaces it", () => {
  const q = new PremoveQueue();
  assert.equal(q.queue(move("g1", "f3"), "premove"), true);
  assert.equal(q.queue(move("e2", "e4"), "premove"), true);
  assert.deepEqual(q.current(), move("e2", "e4"));
});

test("a cancelled premove is gone and says what it was", () => {
  const q = new PremoveQueue();
  q.queue(move("g1", "f3"), "premove");
  assert.deepEqual(q.cancel(), move("g1", "f3"));
  assert.equal(q.current(), null);
  assert.equal(q.cancel(), null);
});

test("the premove is given to play only on my turn, and once", () => {
  const q = new PremoveQueue();
  q.queue(move("g1", "f3"), "premove");
  assert.equal(q.take("premove"), null, "still the opponent's turn");
  assert.deepEqual(q.current(), move("g1", "f3"));
  assert.deepEqual(q.take("move"), move("g1", "f3"));
  assert.equal(q.take("move"), null);
});

test("a spectator queues nothing, and a premove left when the game ends is dropped", () => {
  const q = new PremoveQueue();
  assert.equal(q.queue(move("g1", "f3"), "none"), false);
  assert.equal(q.current(), null);
  assert.equal(q.queue(move("g1", "f3"), "move"), false, "on my turn a move is played, not queued");
  q.queue(move("g1", "f3"), "premove");
  assert.equal(q.take("none"), null);
  assert.equal(q.current(), null);
});
