// A third-party app that signs a person in with OAuth 2.0 and PKCE (S256) and plays a move for
// them, written only against openid-client (a certified OAuth client library) and the platform's
// public API: what deploy's OAuthAppIT runs. Usage: node app.mjs <gateway URL>.
//
// It prints one JSON line {"authorizationUrl": …} for the person's browser, listens on a loopback
// port for the redirect (RFC 8252 §7.3), trades the code and its verifier for a token, creates a
// game against the computer with it, moves e2e4, and prints {"token": …, "gameId": …, "moves": …}.
import http from "node:http";
import * as client from "openid-client";

const base = process.argv[2];
if (!base) {
  console.error("usage: node app.mjs <gateway URL>");
  process.exit(2);
}
const clientId = "openid-client-app";
const scope = "game:play game:read";

const callback = new Promise((resolve, reject) => {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, `http://${request.headers.host}`);
    if (url.pathname !== "/callback") {
      response.writeHead(url.pathname === "/favicon.ico" ? 204 : 404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Signed in</title><p id=\"done\">You can close this window.</p>");
    server.close();
    resolve(url);
  });
  server.on("error", reject);
  server.listen(0, "127.0.0.1", () => {
    start(`http://127.0.0.1:${server.address().port}/callback`).catch(reject);
  });
});

const verifier = client.randomPKCECodeVerifier();
const state = client.randomState();
// Public client without registration (none: no client secret); the platform's endpoints as
// Lichess names them. Plain http is for this loopback test only.
const config = new client.Configuration(
  { issuer: base, authorization_endpoint: `${base}/oauth`, token_endpoint: `${base}/api/token` },
  clientId,
  undefined,
  client.None(),
);
client.allowInsecureRequests(config);

async function start(redirectUri) {
  const authorizationUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
  });
  console.log(JSON.stringify({ authorizationUrl: authorizationUrl.href }));
}

async function call(token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${text}`);
  }
  return JSON.parse(text);
}

const redirected = await callback;
const tokens = await client.authorizationCodeGrant(config, redirected, {
  pkceCodeVerifier: verifier,
  expectedState: state,
});
const token = tokens.access_token;
const game = await call(token, "POST", "/api/games", { mode: "COMPUTER", level: 1, colour: "WHITE" });
const moved = await call(token, "POST", `/api/games/${game.gameId}/moves`, { move: "e2e4" });
console.log(
  JSON.stringify({
    token,
    tokenType: tokens.token_type,
    expiresIn: tokens.expires_in,
    gameId: game.gameId,
    moves: moved.moves,
  }),
);
process.exit(0); // the browser's keep-alive connection to the listener would hold the process
