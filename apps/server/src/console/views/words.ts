/**
 * The console's words for the values it shows (statuses, types, durations) and its small pieces of HTML shared by every
 * page (a time, the CSRF input, a link of the console's own). Pure functions: no database, no Express.
 */

import { html, type SafeHtml } from "@onboarding/hosted-onboarding";
import type { CaseReason, CaseStatus, QueueFilter } from "../../cases/case-values.ts";
import type { OperatorRole } from "../../operators/roles.ts";

export const CASE_STATUS_WORDS: Record<CaseStatus, string> = {
  OPEN: "Open",
  IN_REVIEW: "In review",
  AWAITING_APPROVAL: "Awaiting approval",
  RESOLVED: "Resolved",
};

export const CASE_REASON_WORDS: Record<CaseReason, string> = {
  SUBMISSION: "Submission",
  DOCUMENT_UPLOADED: "Document uploaded",
  MONITORING_ALERT: "Monitoring alert",
  PERIODIC_REVIEW: "Periodic review",
};

export const APPLICATION_TYPE_WORDS = { INDIVIDUAL: "Person", CORPORATION: "Corporation" } as const;

export const QUEUE_FILTER_WORDS: Record<QueueFilter, string> = {
  all: "All",
  mine: "Mine",
  unclaimed: "Unclaimed",
  awaiting_approval: "Awaiting approval",
  overdue: "Overdue",
};

export const ROLE_WORDS: Record<OperatorRole, string> = { reviewer: "Reviewer", approver: "Approver", admin: "Admin", auditor: "Auditor" };

/** Values whose words are not their code in sentence case. */
const SPECIAL_WORDS: Readonly<Record<string, string>> = {
  TAX_ID: "Tax ID",
  PEP: "Politically exposed person",
  NATIONAL_ID: "National identity card",
  DRIVERS_LICENSE: "Driver's license",
  OWNERSHIP_STRUCTURE: "Ownership structure chart",
  PENDING_REVIEW: "Pending review",
  BLOCKS_SUBMISSION: "Blocks submission",
  BLOCKS_APPROVAL: "Blocks approval",
};

/**
 * A code in words: "NEEDS_REVIEW" → "Needs review", "DATE_OF_BIRTH" → "Date of birth" (a few have words of their own:
 * "TAX_ID" → "Tax ID"). Text that is not a code (it has lower case letters or spaces) is returned as it is.
 */
export function wordsOf(code: string): string {
  const special = SPECIAL_WORDS[code];
  if (special !== undefined) {
    return special;
  }
  if (!/^[A-Z0-9_]+$/.test(code)) {
    return code;
  }
  const words = code.replaceAll("_", " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whose a document or check is, inside a sentence: "the applicant", or a person's name. */
export const subjectWords = (subject: string) => (subject.toLowerCase() === "applicant" ? "the applicant" : subject);

/** Whose a document or check is, on its own (a table's cell): "The applicant", or a person's name. */
export const subjectLabel = (subject: string) => (subject.toLowerCase() === "applicant" ? "The applicant" : subject);

/** "2026-11-27 16:18 UTC" */
export function timeText(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** An absolute time, as people read it and as machines do: `<time datetime="ISO">YYYY-MM-DD HH:MM UTC</time>`. */
export const timeElement = (at: Date): SafeHtml => html`<time datetime="${at.toISOString()}">${timeText(at)}</time>`;

/** A length of time: "2 d 3 h", "3 h 20 min", "45 min", "less than 1 min" (minutes are left out beyond a day). */
export function durationWords(milliseconds: number): string {
  const minutes = Math.floor(Math.abs(milliseconds) / 60_000);
  if (minutes === 0) {
    return "less than 1 min";
  }
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days > 0 ? `${days} d` : "", hours > 0 ? `${hours} h` : "", days === 0 && rest > 0 ? `${rest} min` : ""];
  return parts.filter(Boolean).join(" ");
}

/** The time left until `dueAt`: "3 h 20 min left", or "Overdue by 2 h" once it has passed. */
export function timeLeftWords(dueAt: Date, now: Date): string {
  const left = dueAt.getTime() - now.getTime();
  return left > 0 ? `${durationWords(left)} left` : `Overdue by ${durationWords(left)}`;
}

export const isOverdue = (dueAt: Date, now: Date) => dueAt.getTime() <= now.getTime();

/** "1 check", "2 checks" */
export const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The CSRF token every form of the console sends back. */
export const csrfInput = (csrf: string) => html`<input type="hidden" name="_csrf" value="${csrf}">`;

/**
 * A link of the console's own host, as given by the server (a next page, a document's file): anything else (another
 * host, a `javascript:` URL) becomes a link to nowhere rather than a way out of the console.
 */
export const localHref = (href: string) => (/^\/(?![/\\])/.test(href) ? href : "#");

/** The path of a case's page, or of one of its actions: /console/cases/{case id}/{…}. */
export const casePath = (caseId: string, ...rest: string[]) =>
  ["/console/cases", encodeURIComponent(caseId), ...rest.map((segment) => encodeURIComponent(segment))].join("/");

/** The queue's page with a filter: /console/queue, /console/queue?filter=mine … */
export const queuePath = (filter: QueueFilter = "all") => (filter === "all" ? "/console/queue" : `/console/queue?filter=${filter}`);
