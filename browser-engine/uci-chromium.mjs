// A UCI front end for the WebAssembly GC build in headless Chromium, so that match tools can play
// the browser's engine as a browser runs it: node browser-engine/uci-chromium.mjs
// It starts /usr/bin/chromium (or CHROMIUM=...) on a page of its own local HTTP server; the page starts
// worker.js?engine=wasm (ENGINE=js for chess.js) and long-polls the server for the next request, posts
// it to the worker and POSTs the worker's answer back. No npm packages.
// Commands and rules as uci.mjs: uci, isready (answered once the worker has answered a first request),
// ucinewgame, setoption (Level 1-5, Seed), position startpos|fen ... [moves ...],
// go [wtime btime winc binc | movetime], quit. A go blocks until the move (the search cannot be
// stopped). Level 5 thinks as the server's level 5 does (a fortieth of the game's base time, the first
// clock given after ucinewgame, plus the increment, at most 5 s), capped at a twentieth of the clock
// left plus the increment, as in uci.mjs.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const engineDir = path.join(here, 'target/classes/META-INF/resources/engine');
const chromium = process.env.CHROMIUM || '/usr/bin/chromium';
const build = process.env.ENGINE === 'js' ? 'js' : 'wasm';

const INITIAL = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
let fen = INITIAL;
let moves = [];
let level = 5;
let seed = 1;
let baseMs = 0;

const out = (line) => process.stdout.write(line + '\n');

// The page: one worker, one request at a time; an empty 204 poll answer means "ask again".
const page = `<!doctype html><meta charset="utf-8"><title>uci</title><script>
const worker = new Worker('/engine/worker.js?engine=${build}');
(async () => {
  for (;;) {
    let request;
    try {
      const res = await fetch('/next', { cache: 'no-store' });
      if (res.status === 204) continue;
      request = await res.json();
    } catch (e) {
      await new Promise((r) => setTimeout(r, 200)); // the server is gone or busy: try again
      continue;
    }
    const answer = await new Promise((resolve) => {
      worker.onmessage = (e) => resolve(e.data);
      worker.onerror = (e) => resolve({ id: request.id, ok: false, error: { code: 'worker', detail: String(e.message) } });
      worker.postMessage(request);
    });
    await fetch('/answer', { method: 'POST', body: JSON.stringify(answer) });
  }
})();
</script>`;

// Requests to the page, in order; each resolves with the worker's answer.
const waiting = [];   // requests not yet taken by the page
const pending = new Map(); // id -> resolve
let poller = null;   // the page's open /next response
let nextId = 1;

function hand(res, request) {
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(request));
}

function ask(request) {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    const r = Object.assign({ id }, request);
    if (poller) {
      const res = poller;
      poller = null;
      clearTimeout(res.timer);
      hand(res, r);
    } else {
      waiting.push(r);
    }
  });
}

const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm' };
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/next') {
    if (waiting.length) {
      hand(res, waiting.shift());
      return;
    }
    if (poller) { poller.statusCode = 204; poller.end(); clearTimeout(poller.timer); }
    poller = res;
    res.timer = setTimeout(() => {
      if (poller === res) poller = null;
      res.statusCode = 204;
      res.end();
    }, 20000);
    res.on('close', () => { if (poller === res) poller = null; clearTimeout(res.timer); });
  } else if (req.method === 'POST' && url.pathname === '/answer') {
    let body = '';
    req.on('data', (d) => { body += d; });
    req.on('end', () => {
      res.end();
      const answer = JSON.parse(body);
      const resolve = pending.get(answer.id);
      pending.delete(answer.id);
      if (resolve) resolve(answer);
    });
  } else if (url.pathname === '/uci.html') {
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

// Chromium stays in this process's group, so a match tool that kills the group kills it too.
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'uci-chromium-'));
const browser = spawn(chromium, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-timer-throttling', '--disable-renderer-backgrounding',
  `--user-data-dir=${profile}`, `http://127.0.0.1:${server.address().port}/uci.html`],
{ stdio: 'ignore' });
let quitting = false;
browser.once('exit', (code, signal) => {
  if (!quitting) {
    out(`info string chromium exited (${code ?? signal})`);
    process.exit(1);
  }
});

async function shutdown(code) {
  if (quitting) return;
  quitting = true;
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  if (browser.exitCode === null && browser.signalCode === null) {
    // SIGKILL at once: the profile is thrown away, and a match tool kills this group after ~1 s
    try { browser.kill('SIGKILL'); } catch (e) { /* gone */ }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
  }
  server.closeAllConnections?.();
  server.close();
  try { fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }); } catch (e) { /* left */ }
  process.exit(code);
}
process.on('SIGTERM', () => shutdown(0));
process.on('SIGINT', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));

// The worker has loaded its build once it answers a first request.
const ready = ask({ op: 'state', moves: [] }).then((a) => {
  if (!a.ok) out('info string worker: ' + JSON.stringify(a.error));
});

function position(tokens) {
  const at = tokens.indexOf('moves');
  const head = at < 0 ? tokens.slice(1) : tokens.slice(1, at);
  fen = head[0] === 'fen' ? head.slice(1).join(' ') : INITIAL;
  moves = at < 0 ? [] : tokens.slice(at + 1);
}

async function go(tokens) {
  const arg = (name) => {
    const i = tokens.indexOf(name);
    return i < 0 ? undefined : Number(tokens[i + 1]);
  };
  const white = (fen.split(' ')[1] === 'w') === (moves.length % 2 === 0);
  const request = { op: 'best', fen, moves, level, seed: seed++ };
  const movetime = arg('movetime');
  const left = arg(white ? 'wtime' : 'btime');
  const inc = arg(white ? 'winc' : 'binc') || 0;
  if (movetime !== undefined) {
    request.maxMovetimeMs = Math.max(1, movetime);
  } else if (left !== undefined) {
    if (!baseMs) baseMs = left;
    request.initialMs = baseMs;
    request.incrementMs = inc;
    request.maxMovetimeMs = Math.max(1, Math.floor(left / 20 + inc));
  }
  const answer = await ask(request);
  if (!answer.ok) {
    out('info string error ' + answer.error.code + ': ' + answer.error.detail);
    out('bestmove 0000');
    return;
  }
  const r = answer.result;
  const score = r.mateIn !== undefined ? 'mate ' + r.mateIn : 'cp ' + r.scoreCp;
  out(`info depth ${r.depth} score ${score} nodes ${r.nodes} time ${r.timeMs} pv ${r.uci}`);
  out('bestmove ' + r.uci);
}

async function command(line) {
  const tokens = line.trim().split(/\s+/);
  switch (tokens[0]) {
    case 'uci':
      out(`id name browser-engine (TeaVM ${build === 'wasm' ? 'WebAssembly GC' : 'JavaScript'}, Chromium)`);
      out('id author chess-platform');
      out('option name Level type spin default 5 min 1 max 5');
      out('option name Seed type spin default 1 min 0 max 1000000000');
      out('uciok');
      break;
    case 'isready':
      await ready;
      out('readyok');
      break;
    case 'ucinewgame':
      baseMs = 0;
      break;
    case 'setoption': {
      const name = tokens.slice(2, tokens.indexOf('value')).join(' ').toLowerCase();
      const value = Number(tokens[tokens.indexOf('value') + 1]);
      if (name === 'level') level = value;
      if (name === 'seed') seed = value;
      break;
    }
    case 'position':
      position(tokens);
      break;
    case 'go':
      await go(tokens);
      break;
    case 'quit':
      await shutdown(0);
  }
}

// One command at a time, in order (a go blocks the ones after it, as in uci.mjs).
let queue = Promise.resolve();
const input = readline.createInterface({ input: process.stdin });
input.on('line', (line) => { queue = queue.then(() => command(line)); });
input.on('close', () => { queue = queue.then(() => shutdown(0)); });
