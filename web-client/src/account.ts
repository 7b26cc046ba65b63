// Sign in or register (for everything a guest may not do: people, rated games), and sign out.
import { ApiProblem } from "./api";
import { clear, el } from "./dom";
import { t } from "./i18n";
import { register, session, signIn, signOut } from "./session";
import { problemText } from "./words";

/** `after` runs once signed in or registered: the start screen, or where the person came from. */
export function showAccount(
  root: HTMLElement,
  onChange: () => void,
  after: () => void = () => {
    onChange();
    location.hash = "#/";
  },
): void {
  clear(root);
  const me = session();
  const screen = el("section", { class: "account", id: "account" });
  root.appendChild(screen);
  if (me && !me.guest) {
    const out = el("button", { type: "button", id: "sign-out" }, t("signOut")) as HTMLButtonElement;
    out.addEventListener("click", async () => {
      out.disabled = true;
      await signOut();
      onChange();
      location.hash = "#/";
    });
    screen.append(el("p", {}, t("signedInAs", { name: me.name })), out);
    return;
  }
  const name = el("input", { id: "account-name", name: "name", autocomplete: "username", required: "" }) as HTMLInputElement;
  const password = el("input", { id: "account-password", name: "password", type: "password", autocomplete: "current-password", required: "" }) as HTMLInputElement;
  const error = el("p", { class: "notice", id: "account-error", "aria-live": "assertive" });
  const form = el("form", { class: "account-form" },
    el("p", {}, t("accountIntro")),
    el("label", { for: "account-name" }, t("name")), name,
    el("label", { for: "account-password" }, t("password")), password,
    el("div", { class: "buttons" },
      el("button", { type: "submit", class: "primary", value: "sign-in", id: "sign-in" }, t("signIn")),
      el("button", { type: "submit", value: "register", id: "register" }, t("register"))),
    error);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const action = ((e as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? "sign-in";
    try {
      await (action === "register" ? register : signIn)(name.value.trim(), password.value);
      after();
    } catch (err) {
      error.textContent = err instanceof ApiProblem ? problemText(err.problem) : String(err);
    }
  });
  screen.append(form);
}
