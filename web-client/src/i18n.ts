// Every word the web client shows, in Chinese and English. The language is remembered in the
// browser; Chinese is the default when the browser prefers it (the product's documents are Chinese).

import { CONSENT_WORDS, PEOPLE_WORDS } from "./phrases";
import { INPUT_WORDS } from "./phrases-input";
import { PLAY_WORDS } from "./phrases-play";
import { LOCAL_WORDS } from "./phrases-local";
import { REVIEW_WORDS } from "./phrases-review";

export type Lang = "zh" | "en";

const STORE_KEY = "chess.lang";

const FIRST_WORDS = {
  appTitle: ["国际象棋", "Chess"],
  language: ["English", "中文"],
  rulesLink: ["规则", "Rules"],
  home: ["首页", "Home"],
  continueLast: ["继续上一局", "Continue last game"],
  newGame: ["新对局：与电脑对弈", "New game against the computer"],
  playPeople: ["与真人对弈", "Play people"],
  level: ["电脑级别", "Computer level"],
  levelOption: ["{level} 级 · 等级分 {rating} · {title}", "Level {level} · rating {rating} · {title}"],
  colour: ["执子", "Your colour"],
  white: ["白方", "White"],
  black: ["黑方", "Black"],
  random: ["随机", "Random"],
  timeControl: ["计时", "Time control"],
  untimed: ["不计时", "Untimed"],
  blitz: ["快棋 5 分 + 3 秒", "Blitz 5 min + 3 s"],
  match: ["慢棋 90 分 + 30 秒", "Match 90 min + 30 s"],
  custom: ["自定义", "Custom"],
  minutes: ["每方分钟", "Minutes each"],
  increment: ["每步加秒", "Increment, seconds"],
  start: ["开始", "Start"],
  record: ["战绩：胜 {w} · 和 {d} · 负 {l}", "Record: won {w} · drawn {d} · lost {l}"],
  guest: ["游客 {name}（不用注册登录即可与电脑对弈）", "Guest {name} (play the computer without an account)"],
  signedInAs: ["已登录：{name}", "Signed in as {name}"],
  signIn: ["登录", "Sign in"],
  register: ["注册", "Register"],
  signOut: ["退出登录", "Sign out"],
  name: ["用户名", "Name"],
  password: ["密码", "Password"],
  accountIntro: [
    "登录后可与真人对弈、参加等级分对局；游客只能与电脑下不计等级分的棋。",
    "Sign in to play people and rated games; a guest plays unrated games against the computer.",
  ],
  you: ["你", "You"],
  computer: ["电脑 {level} 级", "Computer level {level}"],
  hint: ["提示 (H)", "Hint (H)"],
  hintsLeft: ["剩余 {n} 次", "{n} left"],
  undo: ["悔棋", "Undo"],
  resign: ["认输", "Resign"],
  resignConfirm: ["确定认输吗？", "Resign this game?"],
  flip: ["翻转棋盘", "Flip board"],
  moves: ["记谱", "Moves"],
  moveInput: ["输入着法（如 e4、Nf3、O-O）", "Type a move (e4, Nf3, O-O)"],
  play: ["走", "Play"],
  yourTurn: ["轮到你走", "Your move"],
  computerThinking: ["电脑思考中…", "The computer is thinking…"],
  waiting: ["等待开始", "Waiting for the start"],
  check: ["将军！", "Check!"],
  enPassant: ["吃过路兵", "en passant"],
  computerPlayed: ["电脑走了 {san}", "The computer played {san}"],
  youPlayed: ["你走了 {san}", "You played {san}"],
  promoteTo: ["兵升变为", "Promote the pawn to"],
  queen: ["后", "Queen"],
  rook: ["车", "Rook"],
  bishop: ["象", "Bishop"],
  knight: ["马", "Knight"],
  king: ["王", "King"],
  pawn: ["兵", "Pawn"],
  cancel: ["取消", "Cancel"],
  reconnecting: ["连接中断，正在重新连接…", "Connection lost, reconnecting…"],
  reconnected: ["已重新连接", "Reconnected"],
  loading: ["加载中…", "Loading…"],
  gameNotFound: ["找不到这局棋", "This game does not exist"],
  hintTitle: ["提示：{san}", "Hint: {san}"],
  whiteWins: ["白方胜", "White wins"],
  blackWins: ["黑方胜", "Black wins"],
  draw: ["和棋", "Draw"],
  youWon: ["你赢了！", "You won!"],
  youLost: ["你输了", "You lost"],
  gameOver: ["对局结束", "Game over"],
  board: ["棋盘", "Chessboard"],
  empty: ["空", "empty"],
  destination: ["可走", "legal destination"],
  capture: ["可吃子", "capture"],
  selected: ["已选中", "selected"],
  square: ["{square}：{what}", "{square}: {what}"],
  error: ["出错了：{detail}", "Something went wrong: {detail}"],
} as const satisfies Record<string, readonly [string, string]>;

const WORDS = { ...FIRST_WORDS, ...PEOPLE_WORDS, ...CONSENT_WORDS, ...INPUT_WORDS, ...PLAY_WORDS, ...REVIEW_WORDS, ...LOCAL_WORDS };

export type WordKey = keyof typeof WORDS;

let lang: Lang = initialLang();
const listeners: Array<() => void> = [];

function initialLang(): Lang {
  const stored = localStorage.getItem(STORE_KEY);
  if (stored === "zh" || stored === "en") {
    return stored;
  }
  return navigator.language.toLowerCase().startsWith("zh") ? "zh" : "en";
}

export function currentLang(): Lang {
  return lang;
}

export function setLang(next: Lang): void {
  lang = next;
  localStorage.setItem(STORE_KEY, next);
  document.documentElement.lang = next === "zh" ? "zh-CN" : "en";
  listeners.forEach((listener) => listener());
}

export function onLangChange(listener: () => void): void {
  listeners.push(listener);
}

/** The word in the current language, with {name} placeholders filled in. */
export function t(key: WordKey, params: Record<string, string | number> = {}): string {
  return fill(WORDS[key][lang === "zh" ? 0 : 1], params);
}

/** The word in both languages, Chinese first ("将军！ / Check!"), as the documents show it. */
export function both(key: WordKey, params: Record<string, string | number> = {}): string {
  return `${fill(WORDS[key][0], params)} / ${fill(WORDS[key][1], params)}`;
}

/** Picks the text of the current language from a pair the API or a table gives. */
export function pick(zh: string, en: string): string {
  return lang === "zh" ? zh : en;
}

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
