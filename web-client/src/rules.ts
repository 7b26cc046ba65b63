// The rules of chess in Chinese and English, rewritten from the rules text of the product's web
// chess page (seed 003): set-up, the pieces, check and mate, stalemate and the other draws,
// castling, en passant, promotion — and how this board shows each of them.
import { clear, el } from "./dom";
import { currentLang } from "./i18n";

type Section = { id: string; zh: [string, string]; en: [string, string] };

const SECTIONS: Section[] = [
  {
    id: "board",
    zh: ["棋盘和摆法", "棋盘是 8×8 共 64 个深浅相间的格子，摆放时每方右下角都是浅色格。双方底线从左到右依次是车、马、象、后、王、象、马、车——白后站白格，黑后站黑格；第二排是八个兵。白方先走，之后双方轮流走棋，每次一步，不能不走。"],
    en: ["The board and the set-up", "The board has 64 squares, 8 by 8, light and dark in turn, with a light square in each player's right-hand corner. On the back rank, from left to right: rook, knight, bishop, queen, king, bishop, knight, rook — the white queen on a light square, the black queen on a dark one; the eight pawns stand in front. White moves first, then the players take turns, one move each; nobody may pass."],
  },
  {
    id: "pieces",
    zh: ["各个棋子怎么走", "王：向任意方向走一格，不能走到受攻击的格子。后：横、竖、斜任意格，最强的子（约值 9 个兵）。车：横竖直线任意格（约值 5）。象：斜线任意格，因此永远留在同一种颜色的格子上（约值 3）。马：走「日」字——直走两格再横走一格，是唯一能跳过其他棋子的子（约值 3）。兵：只能向前，直走一格，在初始位置时可以直走两格；吃子时斜向前一格。走到对方棋子所在的格子就把它吃掉；不能走到自己棋子所在的格子。"],
    en: ["How each piece moves", "King: one square in any direction, never onto an attacked square. Queen: any number of squares along a rank, file or diagonal — the strongest piece (worth about 9 pawns). Rook: any number of squares along a rank or file (about 5). Bishop: any number of squares diagonally, so it always stays on squares of one colour (about 3). Knight: two squares straight and then one to the side, an L; the only piece that jumps over others (about 3). Pawn: forward only, one square, or two from its starting square; it captures one square diagonally forward. Moving onto an opponent's piece captures it; no piece may move onto one of its own side."],
  },
  {
    id: "check",
    zh: ["将军和将死", "王受到对方棋子攻击叫「将军」。被将军的一方必须马上解除：把王走开、吃掉攻击的棋子，或者用一个子挡在中间；任何让自己的王仍然（或因此）受攻击的走法都不允许——所以被牵制的子不能离开那条线。无法解除的将军就是「将死」，被将死的一方输棋。本站被将军时王所在的格子变红、棋盘轻轻抖动，状态栏显示「将军！」。"],
    en: ["Check and checkmate", "A king attacked by an opponent's piece is in check. The player in check must end it at once: move the king, capture the attacker, or put a piece in between; no move may leave or put one's own king under attack — which is why a pinned piece cannot leave its line. A check that cannot be ended is checkmate, and the player checkmated loses. Here, the king's square turns red, the board gives a short shake and the status line says \"Check!\"."],
  },
  {
    id: "draws",
    zh: ["逼和与其他和棋", "轮到走棋的一方没有任何合法走法、而王又没有被将军，叫「逼和」，是和棋而不是输棋。以下情况也是和棋：同一局面（棋子位置、走棋方、易位权和吃过路兵的可能都相同）第三次出现；连续五十个回合双方都没有吃子也没有走兵；双方剩下的子力都不可能将死对方（例如单王对单王、王加单马或单象对单王）；一方超时，但另一方已没有能将死的子力。"],
    en: ["Stalemate and the other draws", "When the player to move has no legal move and is not in check, it is stalemate: a draw, not a loss. These are draws as well: the same position (same pieces on the same squares, same side to move, same castling and en passant rights) for the third time; fifty moves by each side without a capture or a pawn move; too little material left for either side to mate (king against king, king and knight or king and bishop against king); and a flag fall when the other side has nothing left that could mate."],
  },
  {
    id: "castling",
    zh: ["王车易位", "王和同一侧的车都还没有动过、两者之间没有任何棋子、王此刻没有被将军、王经过和到达的格子都不受对方攻击——满足这些时，王向车的方向走两格，车越过王停在王刚跨过的那一格。向 h 线车一侧叫短易位（O-O），向 a 线车一侧叫长易位（O-O-O）。本站先点王，再点两格外的目标格；条件不满足时会说明原因：王动过、车动过、正被将军、经过受攻击的格子、中间有子。"],
    en: ["Castling", "When neither the king nor that rook has moved, no piece stands between them, the king is not in check, and the squares the king crosses and lands on are not attacked, the king moves two squares towards the rook and the rook jumps over to the square the king crossed. Towards the h-file rook it is kingside castling (O-O), towards the a-file rook queenside (O-O-O). Here, click the king and then the square two away; when castling is not allowed you are told why: the king has moved, the rook has moved, you are in check, the king would pass an attacked square, or a piece is in between."],
  },
  {
    id: "en-passant",
    zh: ["吃过路兵", "对方的兵从初始位置一步走两格，恰好停在你的兵旁边时，你可以在紧接着的这一步，用兵斜走到它跨过的那一格把它吃掉，就像它只走了一格一样。这个机会只有这一步，过后就没有了。本站选中兵时，这样的目标格会套上红圈；走出后会提示「吃过路兵」。"],
    en: ["En passant", "When an opponent's pawn moves two squares from its starting square and lands beside one of your pawns, your pawn may, on the very next move only, capture it by moving diagonally to the square it crossed, as if it had moved one square. Here, that square is ringed in red when you pick up your pawn, and \"en passant\" is shown when it is played."],
  },
  {
    id: "promotion",
    zh: ["兵的升变", "兵走到对方底线时必须马上变成后、车、象或马中的一种（不能留着当兵，也不能变成王），不管这种子是否已被吃掉过。通常选后；但有时升马能一边将军一边捉子，升车或象能避免逼和。本站兵到底线时弹出选子面板，点一个就完成；电脑升变时自己选择。"],
    en: ["Promotion", "A pawn reaching the far rank must at once become a queen, rook, bishop or knight of its own colour (it may not stay a pawn or become a king), whatever pieces are already on the board. A queen is the usual choice, but a knight can sometimes check and fork at once, and a rook or bishop can avoid stalemate. Here, a panel offers the four pieces when your pawn reaches the last rank; the computer chooses its own."],
  },
];

export function showRules(root: HTMLElement): void {
  clear(root);
  const zh = currentLang() === "zh";
  const page = el("article", { class: "rules", id: "rules", lang: zh ? "zh-CN" : "en" },
    el("h1", {}, zh ? "国际象棋规则" : "The rules of chess"));
  for (const section of SECTIONS) {
    const [title, text] = zh ? section.zh : section.en;
    page.append(el("section", { id: `rules-${section.id}` }, el("h2", {}, title), el("p", {}, text)));
  }
  root.appendChild(page);
}
