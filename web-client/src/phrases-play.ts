/** Words of the game screen's layout, move list, stepping, material, title (issue 33). */
export const PLAY_WORDS = {
  menu: ["菜单", "Menu"],
  titleTurn: ["轮到你走", "Your turn"],
  backToGame: ["回到当前局面", "Back to the game"],
  newMoveWhileStepping: ["有新着法 · 回到当前局面", "New move · back to the game"],
  stepFirst: ["第一步之前", "To the start"],
  stepBack: ["上一步", "Previous move"],
  stepForward: ["下一步", "Next move"],
  stepLast: ["当前局面", "To the position now"],
  viewingPly: ["查看第 {label} 步后的局面", "Viewing the position after {label}"],
  viewingStart: ["查看开始局面", "Viewing the starting position"],
  materialAhead: ["子力", "Material"],
} as const satisfies Record<string, readonly [string, string]>;
