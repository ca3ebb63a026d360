/** A case's life: OPEN → IN_REVIEW (claimed) → AWAITING_APPROVAL (a decision proposed) → RESOLVED. */
export const CASE_STATUSES = ["OPEN", "IN_REVIEW", "AWAITING_APPROVAL", "RESOLVED"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

import type { CaseReason } from "../applications/index.ts";

export type { CaseReason };

/**
 * The lane a case's reason opens it in: at most one case is open per application and lane (a unique index), the
 * onboarding's (a submission, a document) beside a monitoring alert's and a periodic review's after approval.
 */
export const laneOf = (reason: CaseReason) => (reason === "SUBMISSION" || reason === "DOCUMENT_UPLOADED" ? "ONBOARDING" : reason);
export type CaseLane = ReturnType<typeof laneOf>;

/** The queue's filters, in the order of its tabs. */
export const QUEUE_FILTERS = ["all", "mine", "unclaimed", "awaiting_approval", "overdue"] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
