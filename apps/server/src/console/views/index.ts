export { type CaseAction, type CaseOffer, caseOffer, casePage } from "./case.ts";
export { CONSOLE_ICON, CONSOLE_STYLESHEET } from "./console-styles.ts";
export { CONSOLE_ICON_PATH, CONSOLE_STYLESHEET_PATH, type Flash } from "./layout.ts";
export type {
  CasePage,
  QueuePage,
  QueueRow,
  ScreenedSubject,
  ShownAlert,
  ShownCheck,
  ShownCustomer,
  ShownDocument,
  ShownField,
  ShownListVersion,
  ShownMatch,
  ShownScreening,
  SignedIn,
  TimelineEntry,
} from "./model.ts";
export { queuePage } from "./queue.ts";
export { type SignInPage, signInPage } from "./sign-in.ts";
export { casePath, queuePath } from "./words.ts";
