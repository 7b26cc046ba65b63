// The server's level 5 as game-service plays it, for matches against the browser's: node browser-engine/uci-server.mjs
// It runs chess-engine's UCI jar (JAR=... or chess-engine/target/chess-engine.jar) and passes every
// line through, except a go with clocks: that becomes "go movetime N" with the time game-service's
// computer player gives level 5 (Level.fiveMovetimeMs: a fortieth of the game's base time, the first
// clock after ucinewgame, plus the increment, 100 ms to 5 s), capped at a twentieth of the clock left
// plus the increment, exactly as uci.mjs and uci-chromium.mjs cap the browser's. So both sides think
// for the same time and differ only in where the search runs. The jar's own time management (what
// "java -jar chess-engine.jar" does with wtime/btime) spends more of a short clock than that.
// KEEP_TABLE=1 keeps ucinewgame from the jar, so its table and move history live across games, as
// engine-service's workers and the browser's worker keep theirs.
import path from 'node:path';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const jar = process.env.JAR || path.join(here, '../chess-engine/target/chess-engine.jar');
const engine = spawn('java', ['-jar', jar], { stdio: ['pipe', 'inherit', 'inherit'] });
engine.once('exit', (code) => process.exit(code ?? 1));

const FIVE_MIN_MS = 100;
const FIVE_MAX_MS = 5000;
let baseMs = 0;
let white = true;

function rewriteGo(tokens) {
  const arg = (name) => {
    const i = tokens.indexOf(name);
    return i < 0 ? undefined : Number(tokens[i + 1]);
  };
  const left = arg(white ? 'wtime' : 'btime');
  if (left === undefined) return tokens.join(' ');
  const inc = arg(white ? 'winc' : 'binc') || 0;
  if (!baseMs) baseMs = left;
  const five = Math.min(Math.max(FIVE_MIN_MS, Math.floor(baseMs / 40) + inc), FIVE_MAX_MS);
  return 'go movetime ' + Math.max(1, Math.min(five, Math.floor(left / 20 + inc)));
}

function sideToMove(tokens) {
  const at = tokens.indexOf('moves');
  const played = at < 0 ? 0 : tokens.length - at - 1;
  const fenWhite = tokens[1] !== 'fen' || tokens[3] === 'w';
  return fenWhite === (played % 2 === 0);
}

const input = readline.createInterface({ input: process.stdin });
input.on('line', (line) => {
  const tokens = line.trim().split(/\s+/);
  if (tokens[0] === 'ucinewgame') baseMs = 0;
  if (tokens[0] === 'position') white = sideToMove(tokens);
  if (tokens[0] === 'ucinewgame' && process.env.KEEP_TABLE === '1') return;
  engine.stdin.write((tokens[0] === 'go' ? rewriteGo(tokens) : line) + '\n');
});
input.on('close', () => engine.stdin.end());
