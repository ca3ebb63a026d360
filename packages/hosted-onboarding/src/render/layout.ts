import { html, type SafeHtml } from "../html.ts";
import type { Messages } from "../locales/messages.ts";

/** One error shown on a page: the field it is about (its input's id), and what is wrong. */
export interface PageError {
  /** The id of the input to link to from the summary, if the error is about one. */
  target?: string;
  /** The field's name for people, when the error is about a field. */
  label?: string;
  detail: string;
}

/** Whose service the page is: what the integrator gave the session (each part optional). */
export interface Brand {
  name?: string;
  logoUrl?: string;
  /** The stylesheet of the accent colour (served from the page's host, as CSP's style-src 'self' wants). */
  accentStylesheet?: string;
  termsUrl?: string;
  privacyUrl?: string;
}

export interface LayoutInput {
  lang: string;
  messages: Messages;
  title: string;
  stylesheet: string;
  /** The page's icon, from its own host. */
  icon: string;
  brand: Brand;
  /** The previous step, for the Back link. */
  back?: string;
  /** "2 steps left", or nothing on pages that are not steps. */
  progress?: string;
  errors?: readonly PageError[];
  body: SafeHtml;
}

/**
 * The summary of a page's errors, first in the content: announced at once (role="alert"), focused on load, each error
 * a link to its field, as in the GOV.UK design system.
 */
function errorSummary(messages: Messages, errors: readonly PageError[]): SafeHtml {
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
  <h2 id="error-summary-title">${messages.ui.errorSummaryTitle}</h2>
  <ul>${errors.map(
    (error) =>
      html`<li>${error.target ? html`<a href="#${error.target}">${error.label ? `${error.label}: ` : ""}${error.detail}</a>` : error.detail}</li>`,
  )}</ul>
</div>`;
}

/** A link that opens in a new tab (the form stays as it is in this one), saying so. */
export const newTabLink = (messages: Messages, href: string, text: string, id?: string) =>
  html`<a href="${href}" target="_blank" rel="noopener noreferrer"${id ? html` id="${id}"` : ""}>${text} ${messages.ui.newTab}</a>`;

/** The header: the integrator's logo and name (else the page's title), and the progress. */
function header(messages: Messages, brand: Brand, progress: string | undefined): SafeHtml {
  // The logo is beside the name, which says it already: an empty alt, unless there is no name.
  const logo = brand.logoUrl
    ? html`<img class="header__logo" src="${brand.logoUrl}" alt="${brand.name ? "" : messages.ui.theService}" height="40">`
    : "";
  return html`<header class="header"><p class="header__title">${logo}<span>${brand.name ?? messages.ui.pageTitle}</span></p>${
    progress ? html`<p class="header__progress">${progress}</p>` : ""
  }</header>`;
}

/** The foot of every page: the integrator's terms and privacy notice, when it gave them. */
function footer(messages: Messages, brand: Brand): SafeHtml | string {
  const links = [
    brand.termsUrl ? newTabLink(messages, brand.termsUrl, messages.ui.readTerms) : undefined,
    brand.privacyUrl ? newTabLink(messages, brand.privacyUrl, messages.ui.readPrivacy) : undefined,
  ].filter((link) => link !== undefined);
  return links.length > 0 ? html`<footer class="footer"><ul>${links.map((link) => html`<li>${link}</li>`)}</ul></footer>` : "";
}

/** The page around every step: language, title (prefixed "Error:" when there are errors), skip link, progress, errors. */
export function layout({ lang, messages, title, stylesheet, icon, brand, back, progress, errors = [], body }: LayoutInput): string {
  const fullTitle = `${errors.length > 0 ? `${messages.ui.errorPrefix} ` : ""}${title} – ${messages.ui.pageTitle}${brand.name ? ` – ${brand.name}` : ""}`;
  return `<!doctype html>\n${html`<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${fullTitle}</title>
<link rel="icon" href="${icon}" type="image/svg+xml">
<link rel="stylesheet" href="${stylesheet}">${brand.accentStylesheet ? html`\n<link rel="stylesheet" href="${brand.accentStylesheet}">` : ""}
</head>
<body>
<a class="skip-link" href="#main">${messages.ui.skipToContent}</a>
${header(messages, brand, progress)}
${back ? html`<div class="back"><a class="back-link" href="${back}">${messages.ui.back}</a></div>` : ""}
<main id="main" tabindex="-1">
${errors.length > 0 ? errorSummary(messages, errors) : ""}
<h1>${title}</h1>
${body}
</main>
${footer(messages, brand)}
</body>
</html>`}\n`;
}
