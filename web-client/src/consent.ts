// The consent page of OAuth 2.0 (issue 32), at /oauth?response_type=code&client_id=…: the gateway
// serves it for every request and redirects none (RFC 9700 §4.11.2: no client is registered, so
// no redirect_uri is verified). A request with a fault is told here, in the page's language
// (oauthrequest.ts), and the browser goes nowhere. A good one names the app, its redirect URI's
// host and every scope in Chinese and English; a person who is not signed in signs in first, on
// this page. Approve asks the API for the code (approveAuthorization) and goes to the URI it
// answers; Deny goes back to the app with access_denied: the person chose to go there. The page
// cannot be framed (clickjacking, RFC 9700 §4.7: the gateway's frame-ancestors 'none' and
// X-Frame-Options: DENY), and Approve is not live for the first second the screen is seen, each
// time it is seen again: double-click-jacking needs no frame, only a second click that lands on a
// window put under the mouse between the two.
import { api, answer, ApiProblem, type Scope } from "./api";
import { showAccount } from "./account";
import { clear, el } from "./dom";
import { both, t, type WordKey } from "./i18n";
import { requestFault } from "./oauthrequest";
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

/** How long Approve stays dead after the screen is seen (again). */
const ARM_MS = 1000;

/** The listeners of the screen shown last, dropped when it is shown again. */
let armed: AbortController | null = null;

/**
 * Keeps `button` disabled for ARM_MS after the page is seen: from now, and again whenever it
 * becomes visible or regains focus; it is dead while the page is hidden or without focus. `busy`
 * says an approval is under way (then it stays off).
 */
function armWhenSeen(button: HTMLButtonElement, busy: () => boolean): void {
  armed?.abort();
  const mine = new AbortController();
  armed = mine;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hold = (arm: boolean): void => {
    clearTimeout(timer);
    if (!button.isConnected) {
      mine.abort();
      return;
    }
    button.disabled = true;
    if (arm && document.visibilityState === "visible") {
      timer = setTimeout(() => {
        button.disabled = busy();
      }, ARM_MS);
    }
  };
  document.addEventListener("visibilitychange", () => hold(true), { signal: mine.signal });
  window.addEventListener("focus", () => hold(true), { signal: mine.signal });
  window.addEventListener("blur", () => hold(false), { signal: mine.signal });
  hold(true);
}

export function showConsent(root: HTMLElement, onChange: () => void): void {
  clear(root);
  const query = new URLSearchParams(location.search);
  const screen = el("section", { class: "consent", id: "consent" }, el("h1", {}, t("consentTitle")));
  root.appendChild(screen);
  const fault = requestFault(query);
  if (fault) {
    const reason = t(fault.key, { scope: "scope" in fault ? fault.scope : "", name: "name" in fault ? fault.name : "" });
    screen.append(el("p", { class: "notice problem", id: "consent-invalid", role: "alert" }, t("consentInvalid", { reason })));
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
  const other = el("button", { type: "button", class: "link", id: "consent-other" }, t("consentNotMe")) as HTMLButtonElement;
  let approving = false;
  approve.addEventListener("click", async () => {
    approving = true;
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
      approving = false;
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
  other.addEventListener("click", async () => {
    other.disabled = true;
    await signOut();
    onChange();
    showConsent(root, onChange);
  });
  screen.append(
    el("p", { id: "consent-as" }, t("consentAs", { name: me.name }), " ", other),
    el("div", { class: "buttons" }, approve, deny),
    error,
    el("p", { class: "consent-return" }, t("consentReturn", { host, app })),
  );
  armWhenSeen(approve, () => approving);
}
