// What is wrong with an OAuth request at /oauth, if anything: the gateway's checks
// (AuthorizationRequest.check), in the same order, for the consent screen's words. Pure: no DOM.
// The gateway redirects no fault (RFC 9700 §4.11.2: no client is registered here, so no
// redirect_uri is verified and redirecting an error to it makes an open redirector); the person
// reads it here instead, and the browser goes nowhere.

/** The consent screen's word for each fault (phrases.ts, CONSENT_WORDS). */
export type RequestFault =
  | { key: "consentBadClient" }
  | { key: "consentBadRedirect" }
  | { key: "consentTwice"; name: string }
  | { key: "consentBadResponseType" }
  | { key: "consentBadPkce" }
  | { key: "consentBadChallenge" }
  | { key: "consentBadScope"; scope: string }
  | { key: "consentNoScope" };

/** What an app may ask for (the gateway's Scope.forApps()): never account:write nor engine:review. */
export const APP_SCOPES: readonly string[] = [
  "game:play",
  "game:read",
  "game:computer",
  "engine:use",
  "account:read",
  "bot:play",
  "board:play",
];

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];
const MAX_CLIENT_ID = 64;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function requestFault(query: URLSearchParams): RequestFault | null {
  const clients = query.getAll("client_id");
  const client = clients[0] ?? "";
  if (clients.length !== 1 || client.trim() === "" || client.length > MAX_CLIENT_ID || /[\u0000-\u001f\u007f-\u009f]/.test(client)) {
    return { key: "consentBadClient" };
  }
  if (!usableRedirect(query.getAll("redirect_uri"))) {
    return { key: "consentBadRedirect" };
  }
  if (query.getAll("state").length > 1) {
    return { key: "consentTwice", name: "state" };
  }
  const types = query.getAll("response_type");
  if (types.length !== 1 || types[0] !== "code") {
    return { key: "consentBadResponseType" };
  }
  const methods = query.getAll("code_challenge_method");
  if (methods.length !== 1 || methods[0] !== "S256") {
    return { key: "consentBadPkce" };
  }
  const challenges = query.getAll("code_challenge");
  if (challenges.length !== 1 || !CHALLENGE.test(challenges[0])) {
    return { key: "consentBadChallenge" };
  }
  const scopes = query.getAll("scope");
  if (scopes.length > 1) {
    return { key: "consentTwice", name: "scope" };
  }
  const names = (scopes[0] ?? "").split(" ").filter((s) => s !== "");
  const unknown = names.find((s) => !APP_SCOPES.includes(s));
  if (unknown !== undefined) {
    return { key: "consentBadScope", scope: unknown };
  }
  return names.length === 0 ? { key: "consentNoScope" } : null;
}

/** https, or http to this machine (RFC 8252 §7.3), absolute, with a host, without a fragment. */
function usableRedirect(uris: string[]): boolean {
  if (uris.length !== 1 || uris[0].includes("#")) {
    return false;
  }
  try {
    const url = new URL(uris[0]);
    return (url.protocol === "https:" && url.hostname !== "") || (url.protocol === "http:" && LOOPBACK.includes(url.hostname));
  } catch {
    return false;
  }
}
