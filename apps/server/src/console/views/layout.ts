import { html, type SafeHtml } from "@onboarding/hosted-onboarding";
import type { SignedIn } from "./model.ts";
import { csrfInput, queuePath, ROLE_WORDS } from "./words.ts";

/** The console's stylesheet and icon, from its own host (the Content-Security-Policy allows no other, nor inline style). */
export const CONSOLE_STYLESHEET_PATH = "/console/assets/console.css";
export const CONSOLE_ICON_PATH = "/console/assets/icon.svg";

/** A message after an action: announced politely (success) or at once (error). */
export interface Flash {
  kind: "success" | "error";
  text: string;
}

export interface ConsoleLayoutInput {
  /** The page's name: its `<h1>`, and its title before " – Review console". */
  title: string;
  /** The operator signed in; absent on the sign-in page (no operator, no navigation, no sign-out). */
  signedIn?: SignedIn;
  /** The item of the navigation that is this page. */
  current?: "queue";
  flash?: Flash;
  body: SafeHtml;
}

/** The flash message: role="status" for a success, role="alert" for an error. */
export const flashMessage = (flash: Flash): SafeHtml =>
  flash.kind === "success"
    ? html`<div class="flash flash--success" role="status"><p>${flash.text}</p></div>`
    : html`<div class="flash flash--error" role="alert"><p>${flash.text}</p></div>`;

/** The header: the console's name, and for a signed-in operator who it is, its roles, the navigation and signing out. */
function header(signedIn: SignedIn | undefined, current: ConsoleLayoutInput["current"]): SafeHtml {
  if (!signedIn) {
    return html`<header class="header"><div class="header__bar"><p class="header__title">Review console</p></div></header>`;
  }
  const roles = signedIn.roles.map((role) => ROLE_WORDS[role] ?? role).join(", ");
  return html`<header class="header">
<div class="header__bar">
<p class="header__title"><a href="${queuePath()}">Review console</a></p>
<div class="header__operator">
<p class="operator"><span class="operator__name">${signedIn.name}</span> <span class="operator__email">${signedIn.email}</span> <span class="operator__roles">Roles: ${roles || "none"}</span></p>
<form method="post" action="/console/sign-out" class="sign-out">
${csrfInput(signedIn.csrf)}
<button type="submit" class="button button--header">Sign out</button>
</form>
</div>
</div>
<nav class="nav" aria-label="Console">
<ul>
<li><a href="${queuePath()}"${current === "queue" ? html` aria-current="page"` : ""}>Queue</a></li>
</ul>
</nav>
</header>`;
}

/** A whole page of the console: language, title, icon and stylesheet, skip link, header, the flash message and the body. */
export function consoleLayout({ title, signedIn, current, flash, body }: ConsoleLayoutInput): string {
  return `<!doctype html>\n${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} – Review console</title>
<link rel="icon" href="${CONSOLE_ICON_PATH}" type="image/svg+xml">
<link rel="stylesheet" href="${CONSOLE_STYLESHEET_PATH}">
</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
${header(signedIn, current)}
<main id="main" tabindex="-1">
${flash ? flashMessage(flash) : ""}
<h1>${title}</h1>
${body}
</main>
</body>
</html>`}\n`;
}
