// Bundles the web client into target/classes/META-INF/resources, where the gateway serves it at /.
// Run by the Maven build (npm run bundle) after the type check; no network, no download.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { chineseSprite, geometricSprite, standard3dSprite } from "./pieces.mjs";

const out = "target/classes/META-INF/resources";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const result = await build({
  entryPoints: { app: "src/main.ts" },
  bundle: true,
  minify: true,
  sourcemap: true,
  format: "esm",
  target: ["es2022"],
  outdir: `${out}/assets`,
  entryNames: "[name]-[hash]",
  // Code used only on some screens (play on this device) comes in chunks loaded when first used.
  splitting: true,
  chunkNames: "chunk-[hash]",
  metafile: true,
  legalComments: "none",
  banner: { js: "/*! Chess platform web client (MIT). Bundles cm-chessboard (MIT, Stefan Haack) and openapi-fetch (MIT); licences: /assets/THIRD-PARTY-NOTICES.txt */" },
  logLevel: "warning",
});

// index.html names the hashed bundles, so they can be cached for a year and index.html never.
const outputs = Object.keys(result.metafile.outputs).map((p) => p.substring(out.length));
const pick = (suffix) => outputs.find((p) => p.startsWith("/assets/app-") && p.endsWith(suffix));
const html = readFileSync("src/index.html", "utf8")
  .replace("%APP_JS%", pick(".js"))
  .replace("%APP_CSS%", pick(".css"));
writeFileSync(`${out}/index.html`, html);

// cm-chessboard loads its SVG sprites at run time from assetsUrl (/assets/).
const board = "node_modules/cm-chessboard/assets";
cpSync(`${board}/pieces/standard.svg`, `${out}/assets/pieces/standard.svg`);
// The other piece sets of the settings screen (pieces.mjs): two of our own, one shaded standard.
writeFileSync(`${out}/assets/pieces/chinese.svg`, chineseSprite());
writeFileSync(`${out}/assets/pieces/geometric.svg`, geometricSprite());
writeFileSync(`${out}/assets/pieces/standard-3d.svg`, standard3dSprite(`${board}/pieces/standard.svg`));
cpSync(`${board}/extensions/markers/markers.svg`, `${out}/assets/extensions/markers/markers.svg`);
cpSync(`${board}/extensions/arrows/arrows.svg`, `${out}/assets/extensions/arrows/arrows.svg`);
cpSync("src/favicon.svg", `${out}/favicon.svg`);
for (const icon of ["icon.svg", "icon-192.png", "icon-512.png"]) {
  cpSync(`src/icons/${icon}`, `${out}/icons/${icon}`);
}

// The web app manifest (installable: standalone, names in Chinese and English, icons, theme colour).
writeFileSync(`${out}/manifest.webmanifest`, JSON.stringify({
  name: "国际象棋 · Chess",
  short_name: "国际象棋",
  description: "国际象棋：与电脑对弈（断网也能下）、两人同屏、与真人对弈 · Chess: play the computer (offline too), two at one board, play people",
  lang: "zh-CN",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "any",
  background_color: "#f7f1e6",
  theme_color: "#6b4a2b",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
}, null, 2));

// The service worker (src/sw.ts): the app shell by name, its version the hash of the names.
// (icon-512 is fetched by the browser when the app is installed, not needed to play offline.)
const shell = ["/", "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png",
  ...outputs.filter((p) => p.startsWith("/assets/") && (p.endsWith(".js") || p.endsWith(".css"))),
  "/assets/pieces/standard.svg", // the other sets are kept the first time a page online shows them
  "/assets/extensions/markers/markers.svg", "/assets/extensions/arrows/arrows.svg"];
const version = createHash("sha256").update(shell.join("\n")).digest("hex").substring(0, 12);
await build({
  entryPoints: ["src/sw.ts"],
  bundle: true,
  minify: true,
  format: "iife",
  target: ["es2022"],
  outfile: `${out}/sw.js`,
  define: { SHELL: JSON.stringify(shell), VERSION: JSON.stringify(version) },
  logLevel: "warning",
});

// The licences of what the bundle and the sprites carry (see THIRD-PARTY.md at the repository root).
const notices = [
  ["cm-chessboard 8.15.1 (code, bundled)", "node_modules/cm-chessboard/LICENSE"],
  ["openapi-fetch 0.17.0 (code, bundled)", "node_modules/openapi-fetch/LICENSE"],
]
  .map(([what, file]) => `== ${what} ==\n\n${readFileSync(file, "utf8").trim()}\n`)
  .join("\n");
writeFileSync(
  `${out}/assets/THIRD-PARTY-NOTICES.txt`,
  notices +
    "\n== Chess pieces, assets/pieces/standard.svg and assets/pieces/standard-3d.svg ==\n\n" +
    "From Wikimedia Commons (https://commons.wikimedia.org/wiki/Category:SVG_chess_pieces/Standard),\n" +
    "by Cburnett (https://en.wikipedia.org/wiki/User:Cburnett) and Rfc1394, modified by Stefan Haack for\n" +
    "cm-chessboard. Licence: CC BY-SA 3.0 (https://creativecommons.org/licenses/by-sa/3.0/).\n" +
    "standard-3d.svg is the same drawing shaded with gradients and a shadow by the chess platform;\n" +
    "as a derivative it is under the same licence, CC BY-SA 3.0.\n" +
    "\n== Chess pieces, assets/pieces/chinese.svg and assets/pieces/geometric.svg ==\n\n" +
    "Drawn for the chess platform (web-client/pieces.mjs); MIT, as the platform's code.\n" +
    "\n== Sounds ==\n\nNone shipped: the move, capture, check and offer sounds are made in the browser\n" +
    "with the Web Audio API (web-client/src/sound.ts).\n",
);

const sizes = Object.entries(result.metafile.outputs)
  .filter(([p]) => !p.endsWith(".map"))
  .map(([p, o]) => `${p.substring(out.length)} ${o.bytes} B`);
console.log("web client bundled:\n  " + sizes.join("\n  "));
