// The web client: a small hash router over its screens. #/ start (the computer), #/lobby (seeks and
// challenges), #/rooms and #/room/{id} (tables with two seats), #/live (games to watch),
// #/game/{id} (play or watch), #/player/{name} (profile), #/research[/{gameId}], #/settings,
// #/rules, #/account. One path besides /: /oauth, the consent page of OAuth 2.0 (consent.ts).
import "cm-chessboard/assets/chessboard.css";
import "cm-chessboard/assets/extensions/markers/markers.css";
import "cm-chessboard/assets/extensions/arrows/arrows.css";
import "./styles.css";
import { showAccount } from "./account";
import { ApiProblem } from "./api";
import { showConsent } from "./consent";
import { GameScreen } from "./game";
import { currentLang, onLangChange, setLang, t, type WordKey } from "./i18n";
import { LiveScreen } from "./live";
import { LobbyScreen } from "./lobby";
import { followMyEvents } from "./notices";
import { showProfile } from "./profile";
import { ResearchScreen } from "./research";
import { RoomScreen } from "./room";
import { RoomsScreen } from "./rooms";
import { showRules } from "./rules";
import { ensureSession, forgetToken, session } from "./session";
import { SettingsScreen, applyBoardSize } from "./settings";
import { showStart } from "./start";
import { problemText } from "./words";
import { registerOffline } from "./offline";

const root = document.getElementById("app") as HTMLElement;

interface Screen {
  open(): Promise<void> | void;
  close(): void;
}

let screen: Screen | null = null;

/** The screen of a route; the ones without state of their own are drawn once. */
function screenFor(hash: string): Screen {
  const [head, ...rest] = hash.split("/");
  const id = decodeURIComponent(rest.join("/"));
  const once = (draw: () => Promise<void> | void): Screen => ({ open: draw, close: () => {} });
  switch (head) {
    case "game":
      return new GameScreen(root, id);
    case "lobby":
      return new LobbyScreen(root);
    case "rooms":
      return new RoomsScreen(root);
    case "room":
      return new RoomScreen(root, id);
    case "live":
      return new LiveScreen(root);
    case "research":
      return new ResearchScreen(root, id === "" ? null : id);
    case "settings":
      return new SettingsScreen(root);
    case "player":
      return once(() => showProfile(root, id));
    case "rules":
      return once(() => showRules(root));
    case "account":
      return once(() => showAccount(root, renderChrome));
    default:
      return once(() => showStart(root));
  }
}

/** Play on this device (its code is a chunk of its own, loaded when first used). */
async function localScreen(offlineStart: boolean): Promise<Screen> {
  const { LocalScreen } = await import("./local/screen");
  return new LocalScreen(root, offlineStart);
}

/** The gateway serves the page at /oauth too; its links (#/lobby …) lead back to /. */
const CONSENT_PATH = "/oauth";

/** Counts the routes taken: a route that is no longer the last one shows nothing, not even its error. */
let generation = 0;

async function route(): Promise<void> {
  const mine = ++generation;
  screen?.close();
  screen = null;
  closeMenu();
  const hash = location.hash.replace(/^#\/?/, "");
  if (location.pathname === CONSENT_PATH && location.hash !== "") {
    location.assign(`/#/${hash}`);
    return;
  }
  renderChrome();
  try {
    let next: Screen;
    if (location.pathname === CONSENT_PATH) {
      // No guest session here: approving needs an account, and signing in happens on the page.
      next = { open: () => showConsent(root, renderChrome), close: () => {} };
    } else if (hash.split("/")[0] === "local") {
      next = await localScreen(false); // this device alone: no session, no network needed
    } else if (hash === "" && !navigator.onLine) {
      next = await localScreen(true);
    } else {
      try {
        await ensureSession();
      } catch (e) {
        if (e instanceof ApiProblem || hash !== "") {
          throw e;
        }
        // The start page without the network (a first visit had it): play on this device.
        next = await localScreen(true);
        if (mine !== generation) {
          return;
        }
        screen = next;
        await next.open();
        return;
      }
      if (mine !== generation) {
        return; // left while the session was being made
      }
      followMyEvents();
      next = screenFor(hash);
    }
    screen = next;
    await next.open();
  } catch (e) {
    if (mine !== generation) {
      return; // the player has left this page: its late failure is not the next page's
    }
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

const NAV: Array<[string, WordKey]> = [
  ["nav-lobby", "lobby"],
  ["nav-rooms", "rooms"],
  ["nav-live", "watchNav"],
  ["nav-research", "researchNav"],
  ["nav-local", "localShort"],
  ["nav-settings", "settings"],
  ["nav-rules", "rulesLink"],
];

function renderChrome(): void {
  document.documentElement.lang = currentLang() === "zh" ? "zh-CN" : "en";
  (document.getElementById("lang") as HTMLElement).textContent = t("language");
  const menu = document.getElementById("menu") as HTMLElement;
  menu.setAttribute("aria-label", t("menu"));
  menu.title = t("menu");
  for (const [id, word] of NAV) {
    (document.getElementById(id) as HTMLElement).textContent = t(word);
  }
  const me = session();
  (document.getElementById("nav-account") as HTMLElement).textContent =
    me && !me.guest ? me.name : t("signIn");
  const profile = document.getElementById("nav-profile") as HTMLAnchorElement;
  profile.hidden = !me || me.guest;
  profile.textContent = t("myProfile");
  profile.href = me ? `#/player/${encodeURIComponent(me.name)}` : "#/";
  followMyEvents(); // a sign-in or sign-out on the account screen changes whose events these are
}

/** The top bar's ☰ (a phone's): it drops the navigation down; a link taken closes it. */
function closeMenu(): void {
  document.querySelector(".top-bar")?.classList.remove("open");
  document.getElementById("menu")?.setAttribute("aria-expanded", "false");
}

document.getElementById("menu")?.addEventListener("click", () => {
  const open = document.querySelector(".top-bar")?.classList.toggle("open") ?? false;
  document.getElementById("menu")?.setAttribute("aria-expanded", String(open));
});
document.addEventListener("click", (e) => {
  // A link taken in the menu, or a tap anywhere outside the top bar, closes it.
  const target = e.target as HTMLElement;
  if (target.closest("#nav a") || !target.closest(".top-bar")) {
    closeMenu();
  }
});
document.addEventListener("keydown", (e) => e.key === "Escape" && closeMenu());
document.getElementById("lang")?.addEventListener("click", () => setLang(currentLang() === "zh" ? "en" : "zh"));
onLangChange(() => {
  renderChrome();
  if (!(screen instanceof GameScreen)) {
    void route();
  }
});
window.addEventListener("hashchange", () => void route());
applyBoardSize();
registerOffline();
void route();
