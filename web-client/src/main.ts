// The web client: a small hash router over four screens (start, game, rules, account).
import "cm-chessboard/assets/chessboard.css";
import "cm-chessboard/assets/extensions/markers/markers.css";
import "cm-chessboard/assets/extensions/arrows/arrows.css";
import "./styles.css";
import { showAccount } from "./account";
import { ApiProblem } from "./api";
import { GameScreen } from "./game";
import { currentLang, onLangChange, setLang, t } from "./i18n";
import { showRules } from "./rules";
import { ensureSession, forgetToken, session } from "./session";
import { showStart } from "./start";
import { problemText } from "./words";

const root = document.getElementById("app") as HTMLElement;
let game: GameScreen | null = null;

async function route(): Promise<void> {
  game?.close();
  game = null;
  const hash = location.hash.replace(/^#\/?/, "");
  renderChrome();
  try {
    if (hash.startsWith("game/")) {
      await ensureSession();
      game = new GameScreen(root, decodeURIComponent(hash.substring(5)));
      await game.open();
    } else if (hash === "rules") {
      showRules(root);
    } else if (hash === "account") {
      showAccount(root, renderChrome);
    } else {
      await showStart(root);
    }
  } catch (e) {
    if (e instanceof ApiProblem && e.status === 401) {
      forgetToken(); // an expired or revoked token: a fresh session on the next try
    }
    root.replaceChildren();
    const message = document.createElement("p");
    message.className = "notice";
    message.id = "page-error";
    message.textContent = e instanceof ApiProblem ? problemText(e.problem) : t("reconnecting");
    root.appendChild(message);
  }
}

function renderChrome(): void {
  document.documentElement.lang = currentLang() === "zh" ? "zh-CN" : "en";
  (document.getElementById("lang") as HTMLElement).textContent = t("language");
  (document.getElementById("nav-rules") as HTMLElement).textContent = t("rulesLink");
  const me = session();
  (document.getElementById("nav-account") as HTMLElement).textContent =
    me && !me.guest ? me.name : t("signIn");
}

document.getElementById("lang")?.addEventListener("click", () => setLang(currentLang() === "zh" ? "en" : "zh"));
onLangChange(() => {
  renderChrome();
  if (!game) {
    void route();
  }
});
window.addEventListener("hashchange", () => void route());
void route();
