import { test } from "node:test";
import assert from "node:assert/strict";
import { requestFault } from "../src/oauthrequest";

const GOOD =
  "response_type=code&client_id=my-app&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&code_challenge_method=S256" +
  "&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&scope=game%3Aplay+game%3Aread&state=abc";

function fault(change: (q: URLSearchParams) => void) {
  const query = new URLSearchParams(GOOD);
  change(query);
  return requestFault(query);
}

test("a complete request has no fault", () => {
  assert.equal(requestFault(new URLSearchParams(GOOD)), null);
});

test("each bad parameter is named, as the gateway checks them, and none goes to the app", () => {
  assert.deepEqual(fault((q) => q.delete("client_id")), { key: "consentBadClient" });
  assert.deepEqual(fault((q) => q.set("redirect_uri", "http://evil.example/cb")), { key: "consentBadRedirect" });
  assert.deepEqual(fault((q) => q.append("state", "b")), { key: "consentTwice", name: "state" });
  assert.deepEqual(fault((q) => q.set("response_type", "token")), { key: "consentBadResponseType" });
  assert.deepEqual(fault((q) => q.set("code_challenge_method", "plain")), { key: "consentBadPkce" });
  assert.deepEqual(fault((q) => q.set("code_challenge", "short")), { key: "consentBadChallenge" });
  assert.deepEqual(fault((q) => q.set("scope", "game:read email:read")), { key: "consentBadScope", scope: "email:read" });
  assert.deepEqual(fault((q) => q.set("scope", " ")), { key: "consentNoScope" });
  assert.deepEqual(fault((q) => q.append("scope", "game:read")), { key: "consentTwice", name: "scope" });
});

test("an app cannot ask for account:write nor a guest's engine:review", () => {
  assert.deepEqual(fault((q) => q.set("scope", "game:read account:write")), { key: "consentBadScope", scope: "account:write" });
  assert.deepEqual(fault((q) => q.set("scope", "engine:review")), { key: "consentBadScope", scope: "engine:review" });
});
