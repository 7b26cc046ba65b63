import { test } from "node:test";
import assert from "node:assert/strict";
import * as G from "../src/local/localgame";
import { localPgn, movetext } from "../src/local/localpgn";

const fixed = () => 0.5;
const blitz = { initialMs: 300_000, incrementMs: 3_000 };

test("the clocks start with the first move and charge the mover its time less the increment", () => {
  let game = G.newLocalGame({ mode: "pair", clock: blitz }, 0, fixed);
  assert.deepEqual(G.clocksAt(game, 10_000), { WHITE: 300_000, BLACK: 300_000 }, "no clock runs before the first move");
  game = G.withMove(game, "e2e4", "e4", 10_000, null);
  assert.deepEqual(game.remaining, { WHITE: 300_000, BLACK: 300_000 });
  assert.deepEqual(G.clocksAt(game, 14_000), { WHITE: 300_000, BLACK: 296_000 });
  game = G.withMove(game, "e7e5", "e5", 14_000, null);
  assert.deepEqual(game.remaining, { WHITE: 300_000, BLACK: 299_000 }, "4 s spent, 3 s given back");
  assert.equal(G.turnOf(game), "WHITE");
});

test("a flag falls on the side to move; the opponent who cannot mate draws (FIDE 6.9)", () => {
  let game = G.newLocalGame({ mode: "pair", clock: { initialMs: 1_000, incrementMs: 0 } }, 0, fixed);
  game = G.withMove(game, "e2e4", "e4", 0, null);
  assert.equal(G.flagFallen(game, 999), null);
  assert.equal(G.flagFallen(game, 1_000), "BLACK");
  assert.deepEqual(G.timeout("BLACK", true), { result: "1-0", termination: "TIMEOUT" });
  assert.deepEqual(G.timeout("BLACK", false), { result: "1/2-1/2", termination: "TIMEOUT_VS_INSUFFICIENT_MATERIAL" });
  const ended = G.withEnd(game, G.timeout("BLACK", true), 1_500);
  assert.equal(ended.remaining.BLACK, 0);
  assert.equal(G.flagFallen(ended, 5_000), null, "an ended game's clocks stand still");
});

test("an undo against the computer goes back to the person's turn, as often as asked", () => {
  let game = G.newLocalGame({ mode: "computer", human: "WHITE", level: 3 }, 0, fixed);
  assert.equal(G.undoPlies(game), 0);
  game = G.withMove(game, "e2e4", "e4", 1, null);
  assert.equal(G.computerToMove(game), true);
  assert.equal(G.undoPlies(game), 1, "the computer has not replied: the person's move only");
  game = G.withMove(game, "e7e5", "e5", 2, null);
  assert.equal(G.undoPlies(game), 2);
  game = G.withoutLast(game, 2, 3);
  assert.deepEqual(game.moves, []);
  assert.equal(G.turnOf(game), "WHITE");
});

test("the computer's first move from a position stays when the person undoes everything", () => {
  let game = G.newLocalGame({ mode: "computer", human: "WHITE", startFen: "4k3/8/8/8/8/8/8/4K2R b K - 0 1" }, 0, fixed);
  assert.equal(G.computerToMove(game), true, "Black, the computer, is to move");
  game = G.withMove(game, "e8d8", "Kd8", 1, null);
  game = G.withMove(game, "h1h8", "Rh8+", 2, null);
  assert.equal(G.undoPlies(game), 1);
  game = G.withMove(game, "d8c7", "Kc7", 3, null);
  assert.equal(G.undoPlies(game), 2);
});

test("an undo of a mate plays on", () => {
  let game = G.newLocalGame({ mode: "computer", human: "BLACK" }, 0, fixed);
  game = G.withMove(game, "f2f3", "f3", 1, null);
  game = G.withMove(game, "e7e5", "e5", 2, null);
  game = G.withMove(game, "g2g4", "g4", 3, null);
  game = G.withMove(game, "d8h4", "Qh4#", 4, { result: "0-1", termination: "CHECKMATE" });
  assert.equal(G.outcomeFor(game.end!, "BLACK"), "win");
  game = G.withoutLast(game, G.undoPlies(game), 5);
  assert.equal(game.end, null);
  assert.equal(game.moves.length, 3);
});

test("a hint asked again in the same position costs nothing; three in all; an undo forgets the later ones", () => {
  let game = G.newLocalGame({ mode: "computer", human: "WHITE" }, 0, fixed);
  const h = { uci: "e2e4", san: "e4", english: "e4: pawn", chinese: "e4：兵" };
  assert.equal(G.mayAskHint(game), true);
  game = G.withHint(game, h);
  game = G.withHint(game, h);
  assert.equal(game.hintsLeft, 2);
  assert.deepEqual(G.hintHere(game), h);
  game = G.withMove(G.withMove(game, "e2e4", "e4", 1, null), "e7e5", "e5", 2, null);
  assert.equal(G.hintHere(game), null);
  game = G.withHint(G.withHint(game, h), h);
  game = G.withMove(G.withMove(game, "g1f3", "Nf3", 3, null), "b8c6", "Nc6", 4, null);
  game = G.withHint(game, h);
  assert.equal(game.hintsLeft, 0);
  assert.equal(G.mayAskHint(game), true, "the hint given here may be shown again");
  game = G.withoutLast(game, 2, 5);
  assert.equal(G.mayAskHint(game), true, "the hint of the position now on the board is kept");
  assert.deepEqual(Object.keys(game.hints).sort(), ["0", "2"]);
});

test("offers at a shared board: a takeback is asked by the last mover", () => {
  let game = G.newLocalGame({ mode: "pair" }, 0, fixed);
  assert.equal(G.mayOffer(game, "takeback"), false);
  game = G.withMove(game, "e2e4", "e4", 1, null);
  assert.equal(G.takebackAsker(game), "WHITE");
  assert.equal(G.mayOffer(game, "draw"), true);
  assert.equal(G.mayOffer({ ...game, offer: { kind: "draw", by: "BLACK" } }, "takeback"), false);
  assert.equal(G.mayOffer(G.newLocalGame({ mode: "computer" }, 0, fixed), "draw"), false);
});

test("PGN of a game from a position with Black to move", () => {
  assert.equal(movetext(["Kg3", "e3", "Kf2"], "1r6/8/8/8/2b1p3/p6k/4P3/K7 b - - 0 1"), "1... Kg3 2. e3 Kf2");
  assert.equal(movetext(["e4", "e5"], null), "1. e4 e5");
  let game = G.newLocalGame({ mode: "pair", clock: blitz, startFen: "4k3/8/8/8/8/8/8/4K2R w K - 0 12" }, Date.UTC(2026, 11, 6), fixed);
  game = G.withMove(game, "h1h8", "Rh8#", 1, { result: "1-0", termination: "CHECKMATE" });
  const pgn = localPgn(game, { white: "白方", black: "黑方", event: "两人同屏" });
  assert.match(pgn, /\[Date "2026\.12\.06"\]/);
  assert.match(pgn, /\[FEN "4k3\/8\/8\/8\/8\/8\/8\/4K2R w K - 0 12"\]/);
  assert.match(pgn, /\[TimeControl "300\+3"\]/);
  assert.match(pgn, /\n\n12\. Rh8# 1-0\n$/);
});
