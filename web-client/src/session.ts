// Who plays in this browser: a guest session from the gateway (no account needed, seed 003) or a
// signed-in account. The token lives in the browser's local storage so a closed tab, a reload or
// a phone call loses nothing.
import { api, answer, useToken } from "./api";

export interface Session {
  token: string;
  accountId: string;
  name: string;
  guest: boolean;
  expiresAt?: string;
}

const STORE_KEY = "chess.session";
const LAST_GAME_KEY = "chess.lastGame";

let current: Session | null = load();
useToken(current?.token ?? null);

function load(): Session | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE_KEY) ?? "null") as Session | null;
    if (stored && stored.expiresAt && Date.parse(stored.expiresAt) < Date.now() + 60_000) {
      return null;
    }
    return stored;
  } catch {
    return null;
  }
}

function keep(session: Session | null): Session | null {
  current = session;
  useToken(session?.token ?? null);
  if (session) {
    localStorage.setItem(STORE_KEY, JSON.stringify(session));
  } else {
    localStorage.removeItem(STORE_KEY);
  }
  return session;
}

export function session(): Session | null {
  return current;
}

/** The session of this browser; a new guest session when there is none (or it expired). */
export async function ensureSession(): Promise<Session> {
  if (current) {
    return current;
  }
  const issued = await answer(api.POST("/api/accounts/guest", {}));
  return keep({
    token: issued.token,
    accountId: issued.accountId,
    name: issued.name ?? "guest",
    guest: true,
    expiresAt: issued.expiresAt,
  })!;
}

export async function signIn(name: string, password: string): Promise<Session> {
  const issued = await answer(
    api.POST("/api/accounts/login", { body: { name, password, scopes: [] } }),
  );
  return keep({ token: issued.token, accountId: issued.accountId, name, guest: false, expiresAt: issued.expiresAt })!;
}

export async function register(name: string, password: string): Promise<Session> {
  await answer(api.POST("/api/accounts", { body: { name, password } }));
  return signIn(name, password);
}

/**
 * Revokes the token (DELETE /api/token, revokeThisToken: with it go the tokens it minted) and
 * forgets the account; the next game starts a new guest session. Forgotten first and whatever the
 * answer: offline, the token still works until it expires, but this browser no longer holds it.
 */
export async function signOut(): Promise<void> {
  const token = current?.token;
  keep(null);
  localStorage.removeItem(LAST_GAME_KEY);
  if (token) {
    try {
      await api.DELETE("/api/token", { headers: { Authorization: `Bearer ${token}` } });
    } catch {
      // unreachable: nothing more to do here
    }
  }
}

/** The token was refused (expired or revoked): start again with a fresh session. */
export function forgetToken(): void {
  keep(null);
}

export function lastGameId(): string | null {
  return localStorage.getItem(LAST_GAME_KEY);
}

export function rememberGame(gameId: string): void {
  localStorage.setItem(LAST_GAME_KEY, gameId);
}
