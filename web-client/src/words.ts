// What the API's codes mean in words: how a game ended, why a move was refused. The API says it
// in English (`detail`); these tables say it in Chinese as well, from the stable codes.
import type { GameView, Problem } from "./api";
import { currentLang, pick } from "./i18n";
import { refusedMove } from "./movewords";

const TERMINATIONS: Record<string, [string, string]> = {
  CHECKMATE: ["将死", "Checkmate"],
  STALEMATE: ["逼和：轮到走棋的一方无子可动，但没有被将军", "Stalemate: the side to move has no legal move and is not in check"],
  THREEFOLD_REPETITION: ["三次重复局面，和棋", "Threefold repetition: a draw"],
  FIVEFOLD_REPETITION: ["五次重复局面，和棋", "Fivefold repetition: a draw"],
  FIFTY_MOVES: ["五十回合无吃子无动兵，和棋", "Fifty moves without a capture or a pawn move: a draw"],
  SEVENTY_FIVE_MOVES: ["七十五回合无吃子无动兵，和棋", "Seventy-five moves without a capture or a pawn move: a draw"],
  INSUFFICIENT_MATERIAL: ["双方子力都不足以将死，和棋", "Insufficient material to mate: a draw"],
  AGREEMENT: ["双方同意和棋", "Draw agreed"],
  RESIGNATION: ["认输", "Resignation"],
  TIMEOUT: ["超时判负", "Lost on time"],
  TIMEOUT_VS_INSUFFICIENT_MATERIAL: ["超时，但对方子力不足以将死，和棋", "Time ran out, but the opponent cannot mate: a draw"],
  ABORTED: ["对局已中止", "Game aborted"],
  UNKNOWN: ["对局结束", "Game over"],
};

/** "将死 · 白方胜" / "Checkmate · White wins", from the game's termination and result. */
export function ending(game: { termination?: string; result?: GameView["result"] | string }): string {
  const [zh, en] = TERMINATIONS[game.termination ?? "UNKNOWN"] ?? TERMINATIONS.UNKNOWN;
  const result =
    game.result === "1-0"
      ? pick("白方胜", "White wins")
      : game.result === "0-1"
        ? pick("黑方胜", "Black wins")
        : game.result === "1/2-1/2"
          ? pick("和棋", "Draw")
          : "";
  return [pick(zh, en), result].filter((part) => part !== "").join(" · ");
}

const MOVE_CODES: Record<string, [string, string]> = {
  KING_IN_CHECK: ["这步棋会让你的王处于被将军的状态（被牵制的子不能离开）", "it would leave your king in check (a pinned piece may not leave the line)"],
  NOT_A_MOVE: ["这个棋子不能这样走", "this piece does not move that way"],
  NO_PIECE: ["这个格子上没有棋子", "there is no piece on that square"],
  NOT_YOUR_PIECE: ["这不是你的棋子", "that is not your piece"],
  PROMOTION_REQUIRED: ["兵到底线必须升变为后、车、象或马", "a pawn reaching the last rank must become a queen, rook, bishop or knight"],
  INVALID_PROMOTION: ["只有到达底线的兵才能升变", "only a pawn reaching the last rank is promoted"],
  GAME_OVER: ["对局已经结束", "the game is over"],
};

const CASTLING_REASONS: Record<string, (square: string) => [string, string]> = {
  KING_MOVED: () => ["王已经动过", "the king has moved, so it may not castle any more"],
  ROOK_MOVED: (s) => [`${s} 的车已经动过或被吃掉`, `the rook ${s ? "of " + s + " " : ""}has moved or been captured`],
  RIGHT_LOST: () => ["王或这一侧的车已经动过", "the king or that rook has moved"],
  IN_CHECK: () => ["王正被将军", "you cannot castle out of check"],
  ATTACKED_SQUARE: (s) => [`王经过或到达的格子 ${s} 受到攻击`, `the king would pass through or land on an attacked square (${s})`],
  BLOCKED: (s) => [`王和车之间的 ${s} 有棋子挡着`, `the piece on ${s} stands between the king and the rook`],
};

/**
 * Why a move was refused, in the current language ("不能易位：王已经动过"), the move named from the
 * position it was tried in ("Bd3（象 e2→d3）不合规：…"; the UCI when the position is not known).
 */
export function refusal(problem: Problem, fen = ""): string {
  const code = String(problem.code ?? "");
  const castling = problem.castling as { reason?: string; square?: string } | undefined;
  if (code === "CASTLING_NOT_ALLOWED" || castling) {
    const reason = CASTLING_REASONS[castling?.reason ?? ""];
    if (reason) {
      const [zh, en] = reason(castling?.square ?? "");
      return pick(`不能易位：${zh}`, `Castling is not allowed: ${en}`);
    }
    return pick("现在不能易位", problem.detail ?? "Castling is not allowed");
  }
  const words = MOVE_CODES[code];
  if (words) {
    const move = refusedMove(fen, problem.move ?? "", currentLang());
    const gap = move.endsWith("）") ? "" : " ";
    return pick(`${move}${gap}不合规：${words[0]}`, `${move} is not legal: ${words[1]}`);
  }
  return problem.detail ?? problem.title ?? "";
}

const PROBLEM_TYPES: Record<string, [string, string]> = {
  "not-your-turn": ["还没轮到你走", "It is not your turn"],
  "no-hints-left": ["本局的 3 次提示已经用完", "You have used this game's 3 hints"],
  "undo-not-allowed": ["现在不能悔棋", "Nothing to undo now"],
  "hints-not-allowed": ["现在不能提示", "No hint now"],
  "game-over": ["对局已经结束", "The game is over"],
  "rate-limited": ["操作太快了，请稍等片刻", "Too many requests: wait a moment"],
  "version-conflict": ["棋局已经变化，已刷新", "The game changed meanwhile; it is shown as it is now"],
  "invalid-credentials": ["用户名或密码不对", "No account has this name and password"],
  "name-taken": ["这个用户名已经有人用了", "This name is taken"],
  "computer-games-only": ["游客只能与电脑下不计等级分的棋，请先登录", "Guests play unrated games against the computer; sign in first"],
  "missing-scope": ["游客只能与电脑下不计等级分的棋，请先登录", "Guests play unrated games against the computer; sign in first"],
  "takeback-not-allowed": ["现在不能请求悔棋", "No takeback can be requested now"],
  "abort-not-allowed": ["双方都已走棋，不能再中止，只能认输", "Both sides have moved: the game can no longer be aborted"],
  "claim-not-allowed": ["现在没有可以要求的和棋（要三次重复或五十回合）", "No draw to claim now"],
  "nothing-pending": ["没有等待答复的提议", "There is nothing to answer"],
  "more-time-not-allowed": ["现在不能给对手加时", "No time can be given to the opponent now"],
  "seat-taken": ["这个座位已经有人了", "That seat is taken"],
  "already-started": ["对局已经开始", "The game has already started"],
  "not-started": ["对局还没有开始", "The game has not started"],
  "not-a-player": ["你不在这局棋里", "You hold no seat in this game"],
  "unknown-player": ["没有这个用户名的棋手", "No player has this name"],
  "invalid-pgn": ["这份 PGN 读不进来", "This PGN cannot be read"],
  "engine-overloaded": ["引擎正忙，请稍后再试", "The engine is busy: try again in a moment"],
  "invalid-fen": ["这个 FEN 不是合法的局面", "This FEN is not a valid position"],
};

/**
 * Why a draw may not be offered now (seed 000's 提和 rules), by the problem's `reason` code.
 */
const DRAW_OFFER_REASONS: Record<string, string> = {
  NOT_YOUR_TURN: "只能在轮到你走棋时提和",
  OFFER_PENDING: "你的提和还在等待答复，不能重复提出，也不能撤回",
  OPPONENT_OFFERS: "对方已经提和：请同意或拒绝",
  DECLINED_UNTIL_OPPONENT_OFFERS: "你上次的提和被拒绝了：要等你拒绝过对方的一次提和之后才能再提",
};

/**
 * A problem answer for a person: the Chinese words for the types we know, else the API's detail;
 * `fen`, the position a refused move was tried in, names that move.
 */
export function problemText(problem: Problem, fen = ""): string {
  if (problem.type?.endsWith("/illegal-move")) {
    return refusal(problem, fen);
  }
  if (problem.type?.endsWith("/draw-offer-not-allowed")) {
    const reason = problem.reason;
    const zh = (typeof reason === "string" ? DRAW_OFFER_REASONS[reason] : undefined) ?? "现在不能提和";
    return pick(`不能提和：${zh}`, `No draw offer: ${problem.detail ?? ""}`);
  }
  const name = (problem.type ?? "").substring((problem.type ?? "").lastIndexOf("/") + 1);
  const known = PROBLEM_TYPES[name];
  if (currentLang() === "zh" && known) {
    return known[0];
  }
  return problem.detail ?? problem.title ?? name;
}
