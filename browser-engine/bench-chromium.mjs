// nodes/s of the two compiled builds in Chromium (chess.js and chess.wasm, each in a real Web Worker
// through worker.js?engine=...), beside the JVM's, on chess-engine's bench positions. First both builds
// answer the JVM fixture's requests (target/jvm-answers.json, written by the module's tests: state,
// play, level 1-4 moves with fixed seeds), which must be the JVM's answers, as test/compiled.test.mjs
// checks chess.js under Node.
//   node browser-engine/bench-chromium.mjs [depth]   (after ./mvnw -pl chess-engine,browser-engine -am install)
//   CHROMIUM=/path/to/chromium to use another browser binary (default /usr/bin/chromium)
// No npm packages: a local HTTP server serves the engine files and a page that posts its results back.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const depth = Number(process.argv[2] || 10);
const engineDir = path.join(here, 'target/classes/META-INF/resources/engine');
const chromium = process.env.CHROMIUM || '/usr/bin/chromium';

const fixture = JSON.parse(fs.readFileSync(path.join(here, 'target/jvm-answers.json'), 'utf8'));
// best first, on the fresh engine, in NodeFixtureTest's order (the table carries over), then the rest
const CASES = [...fixture.cases.filter((c) => c.op === 'best'), ...fixture.cases.filter((c) => c.op !== 'best')];
// Not in the fixture, time-bounded (so not compared move for move): each build must answer ok
// (or, in a finished game, the same error code), with the same fields.
const SMOKE = [
  { op: 'hint', moves: ['e2e4', 'e7e5'], movetimeMs: 300 },
  { op: 'best', moves: ['e2e4'], level: 5, initialMs: 60000, incrementMs: 0, seed: 1, maxMovetimeMs: 300 },
  { op: 'best', fen: '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', moves: [], level: 3, seed: 1 },
  { op: 'state', moves: ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'], drawRules: 'CLAIM' },
];

const page = `<!doctype html><meta charset="utf-8"><title>bench</title><script>
function ask(worker, request) {
  return new Promise((resolve) => {
    worker.onmessage = (e) => resolve(e.data);
    worker.postMessage(request);
  });
}
(async () => {
  const out = { userAgent: navigator.userAgent };
  for (const engine of ['js', 'wasm']) {
    const worker = new Worker('/engine/worker.js?engine=' + engine);
    const checks = [];
    for (const [i, c] of ${JSON.stringify(CASES)}.entries()) {
      checks.push(await ask(worker, Object.assign({ id: 100 + i, op: c.op }, JSON.parse(c.request))));
    }
    const smoke = [];
    for (const [i, c] of ${JSON.stringify(SMOKE)}.entries()) {
      smoke.push(await ask(worker, Object.assign({ id: 200 + i }, c)));
    }
    const bench = await ask(worker, { id: 1, op: 'bench', depth: ${depth} });
    worker.terminate();
    out[engine] = { bench, checks, smoke };
  }
  // worker.js as the page starts it: it should pick chess.wasm here (about the wasm figure)
  const auto = new Worker('/engine/worker.js');
  out.auto = await ask(auto, { id: 2, op: 'bench', depth: 8 });
  auto.terminate();
  await fetch('/result', { method: 'POST', body: JSON.stringify(out) });
})().catch((e) => fetch('/result', { method: 'POST', body: JSON.stringify({ failed: String(e) }) }));
</script>`;

const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm' };
let finish;
const done = new Promise((resolve) => { finish = resolve; });
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (req.method === 'POST' && url.pathname === '/result') {
    let body = '';
    req.on('data', (d) => { body += d; });
    req.on('end', () => { res.end(); finish(JSON.parse(body)); });
  } else if (url.pathname === '/bench.html') {
    res.setHeader('content-type', 'text/html');
    res.end(page);
  } else if (url.pathname.startsWith('/engine/') && !url.pathname.includes('..')) {
    const file = path.join(engineDir, url.pathname.slice('/engine/'.length));
    if (!fs.existsSync(file)) { res.statusCode = 404; res.end(); return; }
    res.setHeader('content-type', TYPES[path.extname(file)] || 'application/octet-stream');
    fs.createReadStream(file).pipe(res);
  } else {
    res.statusCode = 404;
    res.end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
const browser = spawn(chromium, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run',
  `--user-data-dir=${profile}`, `http://127.0.0.1:${server.address().port}/bench.html`],
{ stdio: 'ignore', detached: true });
const timer = setTimeout(() => finish({ failed: 'no result within 15 minutes' }), 15 * 60 * 1000);
const out = await done;
clearTimeout(timer);
const exited = new Promise((resolve) => browser.once('exit', resolve));
try { process.kill(-browser.pid); } catch (e) { /* already gone */ }
await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
server.close();
fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
if (out.failed) {
  console.error(out.failed);
  process.exit(1);
}

const uci = execFileSync('java', ['-jar', path.join(here, '../chess-engine/target/chess-engine.jar')], {
  input: `bench ${depth}\nquit\n`,
}).toString();
console.log(uci.split('\n').filter((l) => !l.startsWith('info string bench')).join('\n').trim());
const jvmNps = Number((uci.match(/Nodes\/second\s*:\s*(\d+)/) || [])[1]);
console.log(out.userAgent);
for (const engine of ['js', 'wasm']) {
  const b = out[engine].bench;
  if (!b.ok) {
    console.log(`${engine}: ${JSON.stringify(b)}`);
    continue;
  }
  const r = b.result;
  const ratio = jvmNps ? `, JVM : ${engine} = 1 : ${(jvmNps / r.nps).toFixed(1)}` : '';
  console.log(`${engine} (Chromium worker): depth ${depth}, nodes ${r.nodes}, ${r.ms} ms, ${r.nps} nps${ratio}`);
}
if (out.js.bench.ok && out.wasm.bench.ok) {
  console.log(`wasm : js = ${(out.wasm.bench.result.nps / out.js.bench.result.nps).toFixed(1)} : 1`);
}
console.log(`worker.js with no engine= (its own choice): bench 8: ${JSON.stringify(out.auto)}`);
// as test/compiled.test.mjs: state and play byte for byte, best's move, score, depth and nodes
const keep = ({ uci, san, scoreCp, mateIn, depth, nodes }) => ({ uci, san, scoreCp, mateIn, depth, nodes });
const comparable = (c, a) => (c.op === 'best' && a.ok ? JSON.stringify(keep(a.result)) : JSON.stringify(a));
for (const engine of ['js', 'wasm']) {
  let same = 0;
  out[engine].checks.forEach(({ id, ...answer }, i) => {
    const c = CASES[i];
    const jvm = comparable(c, JSON.parse(c.answer));
    if (comparable(c, answer) === jvm) {
      same += 1;
    } else {
      console.log(`${engine} DIFFERS from the JVM on ${c.op} ${c.request}:\n  jvm: ${jvm}\n  ${engine}: ${comparable(c, answer)}`);
    }
  });
  console.log(`${engine}: ${same} of ${CASES.length} answers as the JVM's`);
  const shape = (a) => (a.ok ? `ok ${Object.keys(a.result).sort()}` : `error ${a.error.code}`);
  out[engine].smoke.forEach((a, i) => {
    const js = out.js.smoke[i];
    const good = shape(a) === shape(js) && (a.ok || SMOKE[i].fen);
    console.log(`${engine} ${SMOKE[i].op}: ${JSON.stringify(a).slice(0, 160)}${good ? '' : '  <- WRONG'}`);
    if (!good) {
      process.exitCode = 1;
    }
  });
  if (same !== CASES.length || out[engine].bench.result?.nodes !== out.js.bench.result?.nodes) {
    process.exitCode = 1;
  }
}
