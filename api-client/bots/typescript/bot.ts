// A bot on the typescript-fetch client generated from api-client/openapi.json: only the generated
// client talks HTTP. Compiled by the Maven build (tsc, this folder's lockfile) to
// api-client/target/bots/typescript; `node …/bot.js http://127.0.0.1:8080` exits 0 when every step
// behaved as the contract says, else prints what did not and exits 1. Run by GeneratedClientBotsIT.
import { randomUUID } from "node:crypto";
import {
  AccountsApi,
  ChallengesApi,
  ColourChoice,
  Configuration,
  GameMode,
  GameStatus,
  GameView,
  GamesApi,
  LegalMoveView,
  Problem,
  ProblemFromJSON,
  RatingsApi,
  RecordView,
  ResponseError,
  StreamsApi,
} from "../../target/generated-clients/typescript";

const PASSWORD = "a long enough passphrase";
const PROBLEMS = "https://chess-platform.dev/problems/";

function check(condition: unknown, what: unknown): asserts condition {
  if (!condition) {
    throw new Error(typeof what === "string" ? what : JSON.stringify(what));
  }
}

/** A new account, logged in: its id, name and the configuration that sends its token. */
async function register(basePath: string, name: string) {
  const accounts = new AccountsApi(new Configuration({ basePath }));
  const credentials = { name, password: PASSWORD };
  const account = await accounts.registerAccount({ credentials });
  const token = await accounts.logIn({ credentials });
  check(token.accountId === account.accountId, "the token is the account's");
  return { account, config: new Configuration({ basePath, accessToken: token.token }) };
}

/** The problem of a call that must be refused with `status`: the body, read by the client's model. */
async function refused(status: number, call: () => Promise<unknown>): Promise<Problem> {
  try {
    await call();
  } catch (e) {
    check(e instanceof ResponseError && e.response.status === status, `${status}: ${e}`);
    const problem = ProblemFromJSON(await e.response.json());
    check(problem.status === status, problem);
    return problem;
  }
  throw new Error("not refused");
}

const etag = (view: GameView) => `"${view.version}"`;

/** A command's answer: the game (204 and no game only to Prefer: return=minimal, never sent here). */
async function game(answer: Promise<GameView | null | undefined>): Promise<GameView> {
  const view = await answer;
  check(view, "a command without Prefer answers the game");
  return view;
}

async function people(basePath: string, suffix: string) {
  const alice = await register(basePath, `alice_ts_${suffix}`);
  const bob = await register(basePath, `bob_ts_${suffix}`);
  const aliceGames = new GamesApi(alice.config);
  const bobGames = new GamesApi(bob.config);

  // Challenge by name (in another case), accept, and play scholar's mate with the colours given.
  let view = await new ChallengesApi(alice.config).createChallenge({
    newGameRequest: {
      opponent: bob.account.name.toUpperCase(),
      colour: ColourChoice.White,
      rated: true,
      clock: { initialSeconds: 300, incrementSeconds: 2 },
    },
  });
  const gameId = view.gameId!;
  view = await game(new ChallengesApi(bob.config).acceptChallenge({ gameId }));
  check(view.status === GameStatus.Started, `started: ${view.status}`);
  check(view.whiteName === alice.account.name && view.blackName === bob.account.name, view);
  console.log(`challenge ${gameId}: ${view.whiteName} (white) against ${view.blackName} (black)`);

  view = await game(aliceGames.playMove({ gameId, moveRequest: { move: "e4" }, idempotencyKey: "m1", ifMatch: etag(view) }));
  let problem = await refused(409, () => aliceGames.playMove({ gameId, moveRequest: { move: "d4" } }));
  check(problem.type === `${PROBLEMS}not-your-turn`, problem);
  problem = await refused(422, () => bobGames.playMove({ gameId, moveRequest: { move: "e7e4" } }));
  check(problem.type === `${PROBLEMS}illegal-move` && problem.move === "e7e4", problem);
  check(problem.code === "NOT_A_MOVE" && problem.legalMoves?.includes("e7e5"), problem);
  console.log(`refused e7e4: ${problem.status} ${problem.type} ${problem.code}: ${problem.detail}`);

  const rest = ["e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
  for (const [i, move] of rest.entries()) {
    const games = i % 2 === 0 ? bobGames : aliceGames;
    view = await game(games.playMove({ gameId, moveRequest: { move }, idempotencyKey: `m${i + 2}`, ifMatch: etag(view) }));
  }
  check(view.status === GameStatus.Ended && view.result === "1-0", view);
  console.log(`${view.result}: ${view.termination} by ${view.winner} after ${view.moves!.join(" ")}`);

  const pgn = await aliceGames.getGamePgn({ gameId });
  for (const tag of [`[White "${alice.account.name}"]`, `[Black "${bob.account.name}"]`, '[Result "1-0"]', '[TimeControl "300+2"]']) {
    check(pgn.includes(tag), `${tag} in\n${pgn}`);
  }
  console.log(`PGN: ${pgn.split("\n").filter((l) => /^\[(White|Black|Result) /.test(l)).join(" ")}`);

  // Both ratings, once rating-service has counted the game (a read model: polled).
  const counted: [typeof alice, (r: RecordView) => boolean][] = [
    [alice, (r) => r.wins === 1],
    [bob, (r) => r.losses === 1],
  ];
  for (const [player, done] of counted) {
    const ratings = new RatingsApi(player.config);
    const deadline = Date.now() + 30_000;
    let rating = await ratings.getPlayerRating({ playerId: player.account.accountId });
    while (!done(rating.record)) {
      check(Date.now() < deadline, `rating-service never counted it: ${JSON.stringify(rating)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      rating = await ratings.getPlayerRating({ playerId: player.account.accountId });
    }
    check(rating.provisional && rating.title === null, rating);
    const r = rating.record;
    console.log(`${player.account.name}: ${rating.rating}, provisional, ${r.wins}-${r.draws}-${r.losses}`);
  }
}

/** The game once an event after the version seen is committed (long polling, no sleep). */
async function afterNextEvent(streams: StreamsApi, games: GamesApi, view: GameView): Promise<GameView> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const page = await streams.pollGameEvents({ gameId: view.gameId!, afterSeq: view.version, waitSeconds: 20 });
    if (page.events.length > 0) {
      return games.getGame({ gameId: view.gameId! });
    }
  }
  throw new Error(`no event for a minute after version ${view.version}`);
}

/** Mate first, then a capture, then a check, else a random move. */
function choose(moves: LegalMoveView[]): string {
  const pick = (from: LegalMoveView[]) => from[Math.floor(Math.random() * from.length)].uci!;
  for (const preferred of [(m: LegalMoveView) => m.san!.endsWith("#"), (m: LegalMoveView) => m.capture, (m: LegalMoveView) => m.check]) {
    const fitting = moves.filter(preferred);
    if (fitting.length > 0) {
      return pick(fitting);
    }
  }
  return pick(moves);
}

async function computer(basePath: string, suffix: string) {
  const { config } = await register(basePath, `solo_ts_${suffix}`);
  const games = new GamesApi(config);
  const streams = new StreamsApi(config);
  let view = await games.createGame({ newGameRequest: { mode: GameMode.Computer, level: 1, colour: ColourChoice.White } });
  const gameId = view.gameId!;
  check(view.black === "computer:1", `level 1 plays black: ${view.black}`);
  let hinted = false;
  let undone = false;
  while (view.status === GameStatus.Started) {
    check(view.moves!.length < 400, "no end after 400 plies");
    if (view.turn !== "WHITE") {
      view = await afterNextEvent(streams, games, view);
      continue;
    }
    let move: string;
    if (!hinted && view.moves!.length >= 4) {
      const hint = await games.askHint({ gameId });
      check(hint.hintsLeft === 2 && hint.explanation && hint.explanationZh, hint);
      console.log(`hint: ${hint.san} (${hint.explanation})`);
      move = hint.uci!;
      hinted = true;
      view = await games.getGame({ gameId }); // the hint is an event: a new version
    } else {
      move = choose(await games.listLegalMoves({ gameId }));
    }
    view = await game(games.playMove({ gameId, moveRequest: { move }, ifMatch: etag(view) }));
    if (hinted && !undone && view.status === GameStatus.Started) {
      view = await afterNextEvent(streams, games, view); // the computer's reply
      if (view.status === GameStatus.Started && view.turn === "WHITE") {
        const plies = view.moves!.length;
        view = await game(games.undoMove({ gameId, ifMatch: etag(view) }));
        check(view.moves!.length === plies - 2, "my move and the reply taken back");
        console.log(`undo: back to ply ${view.moves!.length}`);
        undone = true;
      }
    }
  }
  check(hinted && undone, "the game ended before the hint and the undo were tried");
  console.log(`level 1: ${view.result}, ${view.termination} after ${view.moves!.length} plies`);
}

async function main(basePath: string) {
  const suffix = randomUUID().slice(0, 8);
  await people(basePath, suffix);
  await computer(basePath, suffix);
  console.log("typescript bot: all checks passed");
}

main(process.argv[2] ?? "http://127.0.0.1:8080").catch(async (failure) => {
  const body = failure instanceof ResponseError ? await failure.response.text() : "";
  console.error(`typescript bot FAILED: ${failure} ${body}`);
  process.exit(1);
});
