// The web client's unit tests: node's own runner (node:test) over the TypeScript in test/, each
// file bundled by esbuild to target/unit first (Node 20 cannot run TypeScript itself; no test
// framework is installed). Only pure modules are tested here: no DOM, no localStorage, no fetch;
// what needs a page is tested in a real Chromium by deploy's browser tests.
import { build } from "esbuild";
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";

const only = process.argv.slice(2);
const files = readdirSync("test")
  .filter((name) => name.endsWith(".test.ts"))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .map((name) => `test/${name}`);
if (files.length === 0) {
  console.error("no test files in test/");
  process.exit(1);
}
await build({
  entryPoints: files,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node18",
  outdir: "target/unit",
  outExtension: { ".js": ".mjs" },
  logLevel: "warning",
});
const bundles = files.map((file) => file.replace(/^test\//, "target/unit/").replace(/\.ts$/, ".mjs"));
const run = spawnSync(process.execPath, ["--test", "--test-reporter=spec", ...bundles], { stdio: "inherit" });
process.exit(run.status ?? 1);
