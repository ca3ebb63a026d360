import { APPLICATION_STATUSES, type ApplicationStatus } from "./enums.ts";

/**
 * What can be done to an application, or to what hangs off it, depending on its status:
 * - `EDIT`: change its data (details, terms, attestation, its people);
 * - `ADD_DOCUMENT`, `REMOVE_DOCUMENT`, `REVIEW_DOCUMENT`: a KYC document's upload, removal and verdict;
 * - `OPEN_SESSION`: a hosted onboarding link for the end customer;
 * - `SET_CHECK`: a verification check's outcome set by a person (the sandbox, an operator);
 * - `DECIDE`: the review's decision (approve, reject, request changes);
 * - `MONITOR`: keep an approved customer under watch (screening as the lists change, periodic reviews).
 */
export const APPLICATION_INTENTS = [
  "EDIT",
  "ADD_DOCUMENT",
  "REMOVE_DOCUMENT",
  "REVIEW_DOCUMENT",
  "OPEN_SESSION",
  "SET_CHECK",
  "DECIDE",
  "MONITOR",
] as const;
export type ApplicationIntent = (typeof APPLICATION_INTENTS)[number];

const STATUSES = APPLICATION_STATUSES;
/** One cell per status, in ApplicationStatus's order: a status added there leaves every row a cell short. */
type Cells<T extends readonly unknown[]> = { readonly [K in keyof T]: boolean };
type Row = Cells<typeof STATUSES>;
const yes = true;
const no = false;

/**
 * Which status allows which intent: the one table of it, a row per intent and a column per status. The compiler
 * refuses a missing row or cell, so a new status or a new intent is decided here, once, for all of them. Documents
 * may be added and reviewed until the decision (a rejected one can be replaced during the review); they may be
 * removed, and a link opened, only while the data may change; checks are set and decisions made while the
 * application is with the review.
 */
// biome-ignore format: a table, aligned by column
export const STATUS_ALLOWS = {
  //                 INCOMPLETE  READY_FOR_SUBMISSION  SUBMITTED  PROCESSING  CHANGES_REQUESTED  APPROVED  REJECTED  CANCELLED
  EDIT:            [ yes,        yes,                  no,        no,         yes,               no,       no,       no ],
  ADD_DOCUMENT:    [ yes,        yes,                  yes,       yes,        yes,               no,       no,       no ],
  REMOVE_DOCUMENT: [ yes,        yes,                  no,        no,         yes,               no,       no,       no ],
  REVIEW_DOCUMENT: [ yes,        yes,                  yes,       yes,        yes,               no,       no,       no ],
  OPEN_SESSION:    [ yes,        yes,                  no,        no,         yes,               no,       no,       no ],
  SET_CHECK:       [ no,         no,                   yes,       yes,        no,                no,       no,       no ],
  DECIDE:          [ no,         no,                   yes,       yes,        no,                no,       no,       no ],
  MONITOR:         [ no,         no,                   no,        no,         no,                yes,      no,       no ],
} as const satisfies Record<ApplicationIntent, Row>;

/** Whether an application in `status` allows `intent`. */
export const allows = (status: ApplicationStatus, intent: ApplicationIntent): boolean =>
  STATUS_ALLOWS[intent][STATUSES.indexOf(status)] === true;

/** The statuses that allow `intent`, in ApplicationStatus's order. */
export const statusesAllowing = (intent: ApplicationIntent): ApplicationStatus[] => STATUSES.filter((status) => allows(status, intent));

/** The statuses that allow `intent` as prose, for descriptions: "INCOMPLETE, READY_FOR_SUBMISSION or CHANGES_REQUESTED". */
export function statusesAllowingText(intent: ApplicationIntent): string {
  const statuses = statusesAllowing(intent);
  return statuses.length < 2 ? statuses.join("") : `${statuses.slice(0, -1).join(", ")} or ${statuses.at(-1)}`;
}
