/**
 * What the review console's pages show: plain data, made by the console's routes from the cases, operators and
 * applications modules, rendered to HTML by the views beside this file. Nothing here reads a database.
 */

import type { CaseReason, CaseStatus, QueueFilter } from "../../cases/case-values.ts";
import type { OperatorRole } from "../../operators/roles.ts";

/** The signed-in operator, as every page names it (header) and as the actions it may take depend on. */
export interface SignedIn {
  operatorId: string;
  email: string;
  name: string;
  roles: readonly OperatorRole[];
  /** The CSRF token every form carries, as the hidden input `csrf`. */
  csrf: string;
}

/** One row of the queue. */
export interface QueueRow {
  caseId: string;
  applicationId: string;
  applicationType: "INDIVIDUAL" | "CORPORATION";
  /** The applicant's name (a person's given and family name, or a corporation's legal name). */
  name: string;
  reason: CaseReason;
  status: CaseStatus;
  /** Checks of the latest submission by status: { NEEDS_REVIEW: 1, FAILED: 0, … } (only non-zero ones need showing). */
  checks: Readonly<Record<string, number>>;
  /** Documents waiting for a reviewer's verdict. */
  documentsPending: number;
  /** A monitoring alert case's open alerts. */
  alertsOpen?: number;
  /** Who holds the case, if anyone. */
  holder?: { operatorId: string; email: string; name: string };
  dueAt: Date;
  openedAt: Date;
  /** The case's own now when its client's sandbox clock runs ahead of real time (its deadline is on that clock). */
  now?: Date;
}

export interface QueuePage {
  filter: QueueFilter;
  counts: Readonly<Record<QueueFilter, number>>;
  rows: readonly QueueRow[];
  /** The next page's link (keyset pagination), when there is one. */
  next?: string;
  now: Date;
  /** A message after an action that leads back to the queue ("Case released."), or an error in words. */
  flash?: { kind: "success" | "error"; text: string };
}

/** A value of the application as the reviewer sees it: masked when sensitive, until revealed with a reason. */
export interface ShownField {
  label: string;
  value: string;
  /** The field's JSON pointer, when it can be revealed (it is masked). */
  revealPointer?: string;
}

/** A listed entry whose name reached the screening threshold (list data: untrusted text, shown escaped). */
export interface ShownMatch {
  /** The list source as configured: "ofac_sdn", "un_consolidated" … */
  source: string;
  /** The publisher's id of the entry. */
  entryId: string;
  /** The entry's primary name, as listed. */
  entryName: string;
  /** The listed name (primary or alias) that matched best. */
  matchedName: string;
  /** 0 to 1, after corroboration. */
  score: number;
  /** The subject's details that agree with the entry's: DATE_OF_BIRTH, COUNTRY. */
  corroborated: readonly string[];
  /** The subject's details that disagree with the entry's. */
  contradicted: readonly string[];
}

/** One load of a sanctions or PEP list a subject was screened against. */
export interface ShownListVersion {
  id: string;
  source: string;
  /** The publisher's date, when the file carries one. */
  publishedAt: Date | null;
  entryCount: number;
}

/** Who was screened, as the application names them: a person (the applicant, or a person of a corporation) or a corporation. */
export type ScreenedSubject =
  | { kind: "person"; name: string; dateOfBirth: string | null; nationality: string | null }
  | { kind: "organization"; name: string; country: string | null };

/** A WATCHLIST or PEP check's screening: the subject's details beside the entries that matched, and the lists in force. */
export interface ShownScreening {
  /** Absent when the subject is no longer on the application. */
  subject?: ScreenedSubject;
  /** The best first; kept when a reviewer clears them as false positives. */
  matches: readonly ShownMatch[];
  /** Empty when the check was not screened against a loaded list (pending, or answered by the provider). */
  lists: readonly ShownListVersion[];
}

export interface ShownCheck {
  verificationId: string;
  check: string;
  status: string;
  reasonCode: string | null;
  reason: string | null;
  /** Whom it is about: "applicant", a person's name, or a document. */
  subject: string;
  /** WATCHLIST and PEP only. */
  screening?: ShownScreening;
}

export interface ShownDocument {
  documentId: string;
  type: string;
  side: string | null;
  /** PENDING_REVIEW, ACCEPTED, REJECTED, SCANNING, QUARANTINED … */
  status: string;
  contentType: string;
  fileName: string | null;
  /** Where the console serves its bytes (an image is shown inline, a PDF in an iframe of the browser's viewer). */
  fileUrl: string;
  /** Whose document: "applicant" or a person's name. */
  subject: string;
}

export interface TimelineEntry {
  at: Date;
  /** Who: an operator's e-mail, "integrator", "system". */
  actor: string;
  /** What happened, in words (an event's type, an audit line's action, a note). */
  what: string;
  /** A note's text, a decision's reason. */
  detail?: string;
}

/** An approved customer, as a case opened after approval (a monitoring alert, a periodic review) shows it. */
export interface ShownCustomer {
  customerId: string;
  status: "ACTIVE" | "RESTRICTED";
  riskRating: "LOW" | "MEDIUM" | "HIGH";
  /** Why the rating is what it is: each factor's code, what it adds to the score, and what raised it. */
  riskFactors: readonly { code: string; weight: number; detail: string }[];
  ratedAt: Date;
  /** When the next periodic review is due (null: none scheduled). */
  nextReviewAt: Date | null;
}

/** An open monitoring alert: the customer's person (or corporation) as screened, beside the listed entry that matched. */
export interface ShownAlert {
  alertId: string;
  /** WATCHLIST (sanctions) or PEP. */
  check: string;
  /** Whom it is about: "applicant", or a person's name. */
  subject: string;
  /** The name as screened, with the subject's details as the application gives them. */
  screened: ScreenedSubject;
  match: ShownMatch;
  raisedAt: Date;
}

export interface CasePage {
  caseId: string;
  status: CaseStatus;
  reason: CaseReason;
  dueAt: Date;
  holder?: { operatorId: string; email: string; name: string };
  proposal?: { decision: "APPROVE"; reason: string; proposedBy: { operatorId: string; email: string } };
  /** Approving takes two operators (a FAILED check, or a watchlist or PEP check cleared by hand). */
  fourEyes: boolean;
  application: {
    id: string;
    type: "INDIVIDUAL" | "CORPORATION";
    status: string;
    name: string;
    fields: readonly ShownField[];
    people: readonly { individualId: string; name: string; roles: string; fields: readonly ShownField[] }[];
    /** Requirements still open, in words. */
    requirements: readonly { pointer: string; what: string; blocks: string }[];
  };
  checks: readonly ShownCheck[];
  documents: readonly ShownDocument[];
  /** The approved customer, on a case opened after approval (a monitoring alert, a periodic review). */
  customer?: ShownCustomer;
  /** A monitoring alert case's open alerts. */
  alerts?: readonly ShownAlert[];
  timeline: readonly TimelineEntry[];
  /** A message after an action ("Case claimed."), or an error in words ("Held by a@b.example since …"). */
  flash?: { kind: "success" | "error"; text: string };
  now: Date;
}
