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

export interface LayoutInput {
  lang: string;
  messages: Messages;
  title: string;
  stylesheet: string;
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

/** The page around every step: language, title (prefixed "Error:" when there are errors), skip link, progress, errors. */
export function layout({ lang, messages, title, stylesheet, progress, errors = [], body }: LayoutInput): string {
  const fullTitle = `${errors.length > 0 ? `${messages.ui.errorPrefix} ` : ""}${title} – ${messages.ui.pageTitle}`;
  return `<!doctype html>\n${html`<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${fullTitle}</title>
<link rel="stylesheet" href="${stylesheet}">
</head>
<body>
<a class="skip-link" href="#main">${messages.ui.skipToContent}</a>
<header class="header"><p class="header__title">${messages.ui.pageTitle}</p>${progress ? html`<p class="header__progress">${progress}</p>` : ""}</header>
<main id="main" tabindex="-1">
${errors.length > 0 ? errorSummary(messages, errors) : ""}
<h1>${title}</h1>
${body}
</main>
</body>
</html>`}\n`;
}
