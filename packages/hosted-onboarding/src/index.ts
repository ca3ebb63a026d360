export { patchOf } from "./form-values.ts";
export { MESSAGES } from "./locales/catalog.ts";
export type { Locale, Messages } from "./locales/messages.ts";
export { confirmPage, documentsPage, fieldsPage, messagePage, type PageFrame, type UploadedDocument } from "./render/pages.ts";
export { type Step, stepsOf } from "./steps.ts";
export { STYLESHEET, STYLESHEET_NAME } from "./styles.ts";
