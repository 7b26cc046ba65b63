// A UCI front end for the compiled engine (target/classes/META-INF/resources/engine/chess.js), so
// that match tools can play the browser's engine: node browser-engine/uci.mjs
// Commands: uci, isready, ucinewgame, setoption (Level 1-5, Seed), position startpos|fen ... [moves ...],
// go [wtime btime winc binc | movetime], quit. A go blocks until the move is found (the search
// cannot be stopped: the compiled engine runs on this one thread, as in a Web Worker).
// Level 5 thinks as the server's level 5 does: a fortieth of the game's base time (the first clock
// it is given after ucinewgame) plus the increment, at most 5 s; unlike the server's computer it is
// on a clock here, so the time is capped at a twentieth of what is left plus the increment.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import readline from 'node:readline';

const here = path.dirname(fileURLToPath(import.meta.url));
const engine = createRequire(import.meta.url)(
  path.join(here, 'target/classes/META-INF/resources/engine/chess.js'));

const INITIAL = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
let fen = INITIAL;
let moves = [];
let level = 5;
let seed = 1;
let baseMs = 0;

const out = (line) => process.stdout.write(line + '\n');

function position(tokens) {
  const at = tokens.indexOf('moves');
  const head = at < 0 ? tokens.slice(1) : tokens.slice(1, at);
  fen = head[0] === 'fen' ? head.slice(1).join(' ') : INITIAL;
  moves = at < 0 ? [] : tokens.slice(at + 1);
}

function go(tokens) {
  const arg = (name) => {
    const i = tokens.indexOf(name);
    return i < 0 ? undefined : Number(tokens[i + 1]);
  };
  const white = (fen.split(' ')[1] === 'w') === (moves.length % 2 === 0);
  const request = { fen, moves, level, seed: seed++ };
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
  const answer = JSON.parse(engine.best(JSON.stringify(request)));
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

const input = readline.createInterface({ input: process.stdin });
input.on('line', (line) => {
  const tokens = line.trim().split(/\s+/);
  switch (tokens[0]) {
    case 'uci':
      out('id name browser-engine (TeaVM JavaScript)');
      out('id author chess-platform');
      out('option name Level type spin default 5 min 1 max 5');
      out('option name Seed type spin default 1 min 0 max 1000000000');
      out('uciok');
      break;
    case 'isready':
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
      go(tokens);
      break;
    case 'quit':
      process.exit(0);
  }
});
