// The consent page of OAuth 2.0 (issue 32), at /oauth?response_type=code&client_id=…: the gateway
// has refused with a redirect whatever the app may be told of (RFC 6749 §4.1.2.1), so here the
// request is either good or has a client_id / redirect_uri that must not be used, which the page
// tells and goes nowhere. A good one names the app, its redirect URI's host and every scope in
// Chinese and English; a person who is not signed in signs in first, on this page. Approve asks
// the API for the code (approveAuthorization) and goes to the URI it answers; Deny goes back to
// the app with access_denied.
import { api, answer, ApiProblem, type Scope } from "./api";
import { showAccount } from "./account";
import { clear, el } from "./dom";
import { both, t, type WordKey } from "./i18n";
import { session, signOut } from "./session";
import { problemText } from "./words";

/** The words of each scope; a scope the contract adds and this table lacks fails the type check. */
const SCOPE_WORDS: Record<Scope, WordKey> = {
  "game:play": "scope-game:play",
  "game:read": "scope-game:read",
  "game:computer": "scope-game:computer",
  "engine:use": "scope-engine:use",
  "engine:review": "scope-engine:review",
  "account:read": "scope-account:read",
  "account:write": "scope-account:write",
  "bot:play": "scope-bot:play",
  "board:play": "scope-board:play",
};

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];
const MAX_CLIENT_ID = 64;

/** What makes the request one the app must not be told of (the gateway's rule, for the words). */
function unusable(query: URLSearchParams): WordKey | null {
  const clients = query.getAll("client_id");
  const client = clients[0] ?? "";
  if (clients.length !== 1 || client.trim() === "" || client.length > MAX_CLIENT_ID || /[\u0000-\u001f\u007f-\u009f]/.test(client)) {
    return "consentBadClient";
  }
  const uris = query.getAll("redirect_uri");
  if (uris.length !== 1 || uris[0].includes("#")) {
    return "consentBadRedirect";
  }
  try {
    const url = new URL(uris[0]);
    const fine = (url.protocol === "https:" && url.hostname !== "") || (url.protocol === "http:" && LOOPBACK.includes(url.hostname));
    return fine ? null : "consentBadRedirect";
  } catch {
    return "consentBadRedirect";
  }
}

export function showConsent(root: HTMLElement, onChange: () => void): void {
  clear(root);
  const query = new URLSearchParams(location.search);
  const screen = el("section", { class: "consent", id: "consent" }, el("h1", {}, t("consentTitle")));
  root.appendChild(screen);
  const fault = unusable(query);
  if (fault) {
    screen.append(el("p", { class: "notice problem", id: "consent-invalid", role: "alert" }, t("consentInvalid", { reason: t(fault) })));
    return;
  }
  const app = query.get("client_id") as string;
  const redirectUri = query.get("redirect_uri") as string;
  const host = new URL(redirectUri).host;
  const state = query.get("state");
  const me = session();
  screen.append(el("p", { id: "consent-app" }, t("consentAsks", { app, host })));
  const scopes = (query.get("scope") ?? "").split(" ").filter((s) => s !== "");
  const list = el("ul", { class: "consent-scopes", id: "consent-scopes" });
  for (const scope of scopes) {
    const words = SCOPE_WORDS[scope as Scope];
    list.append(el("li", { "data-scope": scope }, el("span", {}, words ? both(words) : scope), " ", el("code", {}, scope)));
  }
  screen.append(el("p", {}, t("consentScopes")), list);
  if (!me || me.guest) {
    const signIn = el("div", { class: "consent-sign-in" });
    screen.append(el("p", { class: "notice", id: "consent-sign-in" }, t("consentSignIn")), signIn);
    showAccount(signIn, onChange, () => {
      onChange();
      showConsent(root, onChange);
    });
    return;
  }
  const error = el("p", { class: "notice problem", id: "consent-error", "aria-live": "assertive" });
  const approve = el("button", { type: "button", class: "primary", id: "consent-approve" }, t("approve")) as HTMLButtonElement;
  const deny = el("button", { type: "button", id: "consent-deny" }, t("deny")) as HTMLButtonElement;
  const other = el("button", { type: "button", class: "link", id: "consent-other" }, t("consentNotMe"));
  approve.addEventListener("click", async () => {
    approve.disabled = deny.disabled = true;
    try {
      const approved = await answer(
        api.POST("/api/oauth/authorizations", {
          body: {
            responseType: query.get("response_type") ?? "",
            clientId: app,
            redirectUri,
            codeChallenge: query.get("code_challenge") ?? "",
            codeChallengeMethod: query.get("code_challenge_method") ?? "",
            scope: query.get("scope") ?? "",
            state: state ?? undefined,
          },
        }),
      );
      error.textContent = t("consentReturning", { host });
      location.assign(approved.redirectTo);
    } catch (e) {
      error.textContent = e instanceof ApiProblem ? problemText(e.problem) : String(e);
      approve.disabled = deny.disabled = false;
    }
  });
  deny.addEventListener("click", () => {
    // RFC 6749 §4.1.2.1: the refusal goes after the URI's own query, which is kept as it is.
    const refusal = new URLSearchParams({ error: "access_denied", error_description: "The person denied the request" });
    if (state !== null) {
      refusal.append("state", state);
    }
    error.textContent = t("consentReturning", { host });
    location.assign(`${redirectUri}${redirectUri.includes("?") ? "&" : "?"}${refusal.toString()}`);
  });
  other.addEventListener("click", () => {
    signOut();
    onChange();
    showConsent(root, onChange);
  });
  screen.append(
    el("p", { id: "consent-as" }, t("consentAs", { name: me.name }), " ", other),
    el("div", { class: "buttons" }, approve, deny),
    error,
    el("p", { class: "consent-return" }, t("consentReturn", { host, app })),
  );
}
