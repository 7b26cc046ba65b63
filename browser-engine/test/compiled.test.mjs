// The compiled script (TeaVM's chess.js) against the JVM: the same answers to the requests
// NodeFixtureTest wrote to target/jvm-answers.json, the same bench node count, and the worker's
// message protocol through worker.js. Run by the Maven test phase: node --test test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'target/classes/META-INF/resources/engine');
const source = fs.readFileSync(path.join(dir, 'chess.js'), 'utf8');
const fixture = JSON.parse(fs.readFileSync(path.join(root, 'target/jvm-answers.json'), 'utf8'));

// Loaded once, as a worker loads it: the engine (and its table) is made at the first search, so the
// level moves below are searched in the order NodeFixtureTest searched them on its fresh engine.
const engine = createRequire(import.meta.url)(path.join(dir, 'chess.js'));

test('levels 1-4 choose the same move as the JVM with the same seed', () => {
  const keep = ({ uci, san, scoreCp, mateIn, depth, nodes }) => ({ uci, san, scoreCp, mateIn, depth, nodes });
  for (const c of fixture.cases.filter((c) => c.op === 'best')) {
    const js = JSON.parse(engine.best(c.request));
    const jvm = JSON.parse(c.answer);
    assert.ok(js.ok, JSON.stringify(js));
    assert.deepEqual(keep(js.result), keep(jvm.result), c.request);
  }
});

test('the compiled script answers state and play exactly as the JVM', () => {
  for (const c of fixture.cases.filter((c) => c.op !== 'best')) {
    assert.equal(engine[c.op](c.request), c.answer, c.op + ' ' + c.request);
  }
});

test('bench gives the JVM node-count signature', () => {
  const answer = JSON.parse(engine.bench(JSON.stringify({ depth: fixture.bench.depth })));
  assert.ok(answer.ok, JSON.stringify(answer));
  assert.equal(answer.result.nodes, fixture.bench.nodes);
});

test('worker.js maps messages to the exported functions and keeps the id', async () => {
  // Without WebAssembly GC (Node 20) worker.js loads chess.js at once; where it has it, worker.js
  // tries chess.wasm-runtime.js, which this importScripts refuses, and falls back: either way chess.js.
  // A worker's global scope in this one: self, importScripts and postMessage, the scripts run by
  // indirect eval as importScripts runs them (chess.js's UMD wrapper then exports onto self).
  const posted = [];
  globalThis.self = globalThis;
  globalThis.postMessage = (m) => posted.push(m);
  globalThis.importScripts = (name) => {
    if (name !== 'chess.js') {
      throw new Error('no ' + name + ' here');
    }
    (0, eval)(source);
  };
  (0, eval)(fs.readFileSync(path.join(dir, 'worker.js'), 'utf8'));
  await self.onmessage({ data: { id: 7, op: 'state', moves: ['e2e4'] } });
  await self.onmessage({ data: { id: 8, op: 'state', fen: 'nonsense' } });
  await self.onmessage({ data: { id: 9, op: 'fly' } });
  assert.equal(posted[0].id, 7);
  assert.equal(posted[0].ok, true, JSON.stringify(posted[0]));
  assert.equal(posted[0].result.turn, 'black');
  assert.deepEqual([posted[1].id, posted[1].ok, posted[1].error.code], [8, false, 'invalid-fen']);
  assert.deepEqual([posted[2].id, posted[2].ok, posted[2].error.code], [9, false, 'unknown-op']);
});
