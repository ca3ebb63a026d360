export { patchOf } from "./form-values.ts";
export { attr, html, SafeHtml } from "./html.ts";
export { MESSAGES } from "./locales/catalog.ts";
export type { Locale, Messages } from "./locales/messages.ts";
export { fieldErrorText, formErrorText } from "./render/fields.ts";
export type { Brand } from "./render/layout.ts";
export {
  confirmPage,
  documentsPage,
  fieldsPage,
  messagePage,
  type PageFrame,
  type PageWording,
  type UploadedDocument,
} from "./render/pages.ts";
export { askable, askedWith, type Step, stepsOf } from "./steps.ts";
export { accentStylesheet, contrast, ICON, ICON_NAME, STYLESHEET, STYLESHEET_NAME } from "./styles.ts";
