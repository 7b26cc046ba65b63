/** Words of the after-game review, hints, refusals in words, games from a position (issue 33). */
export const REVIEW_WORDS = {
  // Games against the computer from a position
  fromPosition: ["从局面开始 (FEN)", "Start from a position (FEN)"],
  fromPositionHelp: ["局面（FEN）：级别、执子和计时同上；轮到电脑时电脑先走", "Position (FEN): level, colour and time as above; the computer moves first when it is to move"],
  startFromPosition: ["从这个局面开始", "Start from this position"],
  fenMissing: ["请先填入一个 FEN", "Enter a FEN first"],
  playFromHere: ["与电脑从这个局面下", "Play the computer from this position"],
  playComputer: ["开始对弈", "Play"],
  levelShort: ["{n} 级", "Level {n}"],
  sideToMove: ["执轮到走的一方", "Take the side to move"],
  // The after-game review
  reviewTitle: ["赛后复盘", "After-game review"],
  reviewStart: ["用引擎复盘这局棋", "Review this game with the engine"],
  reviewSide: ["{side}的失误", "{side}'s mistakes"],
  reviewClean: ["没有失误", "No mistakes"],
  markBlunder: ["严重失误", "blunder"],
  markMistake: ["失误", "mistake"],
  markInaccuracy: ["不精确", "inaccuracy"],
  reviewMove: ["第 {n} 步 {dots}{san} {mark}（{loss}）", "Move {n}{dots} {san} {mark} ({loss})"],
  reviewBetter: ["更好的是 {san}", "better was {san}"],
  reviewPosition: ["第 {n} 手后 · 评分 {score} · 引擎：{best}", "After ply {n} · score {score} · engine: {best}"],
  reviewPickHint: ["点曲线上的点或下面的失误，看那个局面和更好的着法", "Click a point or a mistake below to see the position and the better move"],
  reviewLive: ["回到终局", "Back to the final position"],
  reviewRetry: ["再试一次", "Try again"],
  reviewRateLimited: ["引擎请求太频繁：请 {n} 秒后再试", "Too many engine requests: try again in {n} s"],
  reviewFailed: ["分析没有完成：{reason}", "The analysis did not finish: {reason}"],
} as const satisfies Record<string, readonly [string, string]>;
