// The page as an installable app that opens offline (issue 34): the service worker (sw.ts) is
// registered once the page has loaded, and Chromium's install prompt is offered from the top bar
// (「安装到主屏幕」) when the browser says the app may be installed.
import { t } from "./i18n";

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
}

export function registerOffline(): void {
  if ("serviceWorker" in navigator) {
    window.addEventListener("load", () => {
      navigator.serviceWorker.register("/sw.js").catch(() => {
        // Not fatal: the page works online without it (private windows may refuse one).
      });
    });
    // <html data-offline-ready> once a service worker serves this page (what the tests wait for).
    const ready = () => {
      if (navigator.serviceWorker.controller) {
        document.documentElement.dataset.offlineReady = "";
      }
    };
    navigator.serviceWorker.addEventListener("controllerchange", ready);
    ready();
  }
  window.addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault();
    const button = document.getElementById("install-app") as HTMLButtonElement | null;
    if (!button) {
      return;
    }
    button.textContent = t("installApp");
    button.hidden = false;
    button.onclick = () => {
      button.hidden = true;
      void (e as InstallPrompt).prompt();
    };
  });
}
