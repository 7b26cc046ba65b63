// The platform's API, typed from the committed OpenAPI document (api-client/openapi.json, turned
// into target/generated/api.d.ts by openapi-typescript at build time): a change to the contract that
// breaks the web client breaks the build. Same origin as the page, so no CORS.
import createClient from "openapi-fetch";
import type { components, paths } from "../target/generated/api";

type Schemas = components["schemas"];
export type GameView = Schemas["GameView"];
export type LegalMove = Schemas["LegalMoveView"];
export type HintView = Schemas["HintView"];
export type IssuedToken = Schemas["IssuedToken"];
export type ComputerOpponent = Schemas["ComputerOpponentView"];
export type ClockSetting = Schemas["ClockSetting"];
export type Colour = Schemas["Colour"];
export type ColourChoice = Schemas["ColourChoice"];
export type Problem = Schemas["Problem"] & Record<string, unknown>;
export type GameRecord = Schemas["GameRecordView"];
export type PlayerStanding = Schemas["PlayerView"];
export type HistoryEntry = Schemas["HistoryEntryView"];
export type RatingPreview = Schemas["PreviewView"];
export type BestMove = Schemas["BestMoveView"];
export type Analysis = Schemas["AnalysisView"];
export type Score = Schemas["ScoreView"];
export type MovePlayed = Schemas["MovePlayed"];
export type Scope = Schemas["Scope"];
/**
 * The body of every create (seek, challenge, room, computer game), taken from the operation rather
 * than by its schema's name, so a rename of that schema (NewGame → NewGameRequest) changes nothing.
 */
export type NewGameSettings = NonNullable<paths["/api/rooms"]["post"]["requestBody"]>["content"]["application/json"];

/** An answer of the API that is a problem (RFC 9457): what the platform said, for a person. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`);
  }

  /** The problem type's last segment: "illegal-move", "not-your-turn" … */
  get kind(): string {
    const type = this.problem.type ?? "";
    return type.substring(type.lastIndexOf("/") + 1);
  }
}

/** The platform did not answer at all (network down) or said it is down for a moment (502–504). */
export class Unreachable extends Error {}

let bearer: string | null = null;

export function useToken(token: string | null): void {
  bearer = token;
}

export function authorization(): Record<string, string> {
  return bearer ? { Authorization: `Bearer ${bearer}` } : {};
}

export const api = createClient<paths>({ baseUrl: "" });

api.use({
  onRequest({ request }) {
    if (bearer && !request.headers.has("Authorization")) {
      request.headers.set("Authorization", `Bearer ${bearer}`);
    }
    return request;
  },
});

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The answer's body, or an ApiProblem / Unreachable to show. */
export async function answer<T>(call: Promise<Answer<T>>): Promise<T> {
  let result: Answer<T>;
  try {
    result = await call;
  } catch (e) {
    throw new Unreachable(String(e));
  }
  const { data, error, response } = result;
  if (response.ok) {
    return data as T;
  }
  if (response.status >= 502 && response.status <= 504) {
    throw new Unreachable(`HTTP ${response.status}`);
  }
  if (!isProblem(error)) {
    throw new ApiProblem(response.status, { type: "about:blank", title: response.statusText, status: response.status } as unknown as Problem);
  }
  throw new ApiProblem(response.status, error);
}

function isProblem(body: unknown): body is Problem {
  return typeof body === "object" && body !== null && "type" in body && "status" in body;
}

const RETRY_FOR_MS = 120_000;

/**
 * Calls until the platform answers: a command sent with an Idempotency-Key can be sent again
 * safely (the platform answers the first result again), so nothing the player did is lost when
 * the connection drops or a service restarts. `onWaiting` tells the page while it waits;
 * `existing` says the call is about a game already shown, so a 404 is waited out too. `signal`
 * ends it when the page that asked has gone: its answer is not given, and no more tries are made.
 */
export async function persistently<T>(
  call: () => Promise<Answer<T>>,
  onWaiting: (waiting: boolean) => void,
  existing = false,
  signal?: AbortSignal,
): Promise<T> {
  const deadline = Date.now() + RETRY_FOR_MS;
  let pause = 250;
  for (;;) {
    signal?.throwIfAborted();
    try {
      const value = await answer(call());
      signal?.throwIfAborted();
      onWaiting(false);
      return value;
    } catch (e) {
      if (signal?.aborted) {
        throw signal.reason;
      }
      const retryable =
        e instanceof Unreachable ||
        (e instanceof ApiProblem && e.kind === "game-owner-unavailable") ||
        // A game the page has shown is not gone: a 404 then means game-service is still loading it.
        (existing && e instanceof ApiProblem && e.status === 404);
      if (!retryable || Date.now() > deadline) {
        onWaiting(false);
        throw e;
      }
      onWaiting(true);
      await pauseFor(pause, signal);
      pause = Math.min(pause * 2, 3000);
    }
  }
}

/** Waits `ms`, or until `signal` aborts (then rejects with its reason). */
function pauseFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      if (signal?.aborted) {
        reject(signal.reason);
      } else {
        resolve();
      }
    }
  });
}

/** A random key (crypto.randomUUID exists only on https and localhost pages). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
