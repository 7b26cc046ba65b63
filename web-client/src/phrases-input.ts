/** Words of the board's input: premoves, confirmation, arrows (issue 33). */
export const INPUT_WORDS = {
  confirmMove: ["确认走 {san}", "Confirm {san}"],
  premoveQueued: ["预走 {name}：对方走后立即走出（点棋盘别处或按 Esc 取消）", "Premove {name}: played as soon as the opponent has moved (tap elsewhere or press Esc to cancel)"],
  premoveDropped: ["预走 {name} 已取消：{why}", "Premove {name} cancelled: {why}"],
} as const satisfies Record<string, readonly [string, string]>;
