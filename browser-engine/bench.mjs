// nodes/s of the compiled engine beside the JVM's on chess-engine's bench positions, same run:
//   node browser-engine/bench.mjs [depth]   (after ./mvnw -pl chess-engine,browser-engine install)
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const depth = Number(process.argv[2] || 10);
const engine = createRequire(import.meta.url)(
  path.join(here, 'target/classes/META-INF/resources/engine/chess.js'));
const js = JSON.parse(engine.bench(JSON.stringify({ depth }))).result;
const uci = execFileSync('java', ['-jar', path.join(here, '../chess-engine/target/chess-engine.jar')], {
  input: `bench ${depth}\nquit\n`,
}).toString();
console.log(uci.split('\n').filter((l) => !l.startsWith('info string bench')).join('\n').trim());
console.log(`JavaScript (TeaVM, node ${process.version}): depth ${depth}, nodes ${js.nodes}, ${js.ms} ms, ${js.nps} nps`);
