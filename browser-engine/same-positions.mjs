// Both level 5s on the same positions, for telling search speed from play: node browser-engine/same-positions.mjs [fen]
// It starts uci-chromium.mjs (chess.wasm in headless Chromium) and chess-engine's UCI jar, and walks
// one game of 80 plies from the FEN (default the first opening of the match book): at each ply both
// engines search the same position for "go movetime 150", the browser's move is played on its plies
// and the JVM's on the others. It prints each side's mean depth reached and how often both chose the
// same move. Engines keep their tables across the plies, as in a game.
import path from 'node:path';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const fen = process.argv[2] || 'r1bqkbnr/pp2pppp/2n5/2pp4/4P3/5NP1/PPPP1P1P/RNBQKB1R w KQkq - 0 4';
const here = path.dirname(fileURLToPath(import.meta.url));
// An engine process: send a line; wait for its next bestmove (or readyok) with the last info line.
function engine(cmd, args) {
  const p = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiters = [];
  let last = null;
  readline.createInterface({ input: p.stdout }).on('line', (l) => {
    if (l.startsWith('info') && l.includes(' depth ')) last = l;
    if (l.startsWith('bestmove') || l === 'readyok') {
      waiters.shift()?.({ l, last });
      last = null;
    }
  });
  return { send: (s) => p.stdin.write(s + '\n'), wait: () => new Promise((r) => waiters.push(r)) };
}
const b = engine('node', [path.join(here, 'uci-chromium.mjs')]);
const j = engine('java', ['-jar', path.join(here, '../chess-engine/target/chess-engine.jar')]);
for (const e of [b, j]) { e.send('uci'); e.send('isready'); await e.wait(); }
const moves = [];
let db = 0, dj = 0, nb = 0, same = 0;
for (let ply = 0; ply < 80; ply++) {
  const pos = `position fen ${fen}` + (moves.length ? ' moves ' + moves.join(' ') : '');
  b.send(pos); b.send('go movetime 150'); const rb = await b.wait();
  j.send(pos); j.send('go movetime 150'); const rj = await j.wait();
  const depth = (s) => Number(s.last.split(' ')[s.last.split(' ').indexOf('depth') + 1]);
  db += depth(rb); dj += depth(rj); nb++;
  const mb = rb.l.split(' ')[1], mj = rj.l.split(' ')[1];
  if (mb === mj) same++;
  if (mb === '0000' || mb === '(none)') break;
  moves.push(ply % 2 ? mj : mb);
}
console.log(`plies ${nb} browser avg depth ${(db / nb).toFixed(1)} jvm ${(dj / nb).toFixed(1)} same move ${same}`);
b.send('quit'); j.send('quit'); setTimeout(() => process.exit(0), 3000);
