/** A case's life: OPEN → IN_REVIEW (claimed) → AWAITING_APPROVAL (a decision proposed) → RESOLVED. */
export const CASE_STATUSES = ["OPEN", "IN_REVIEW", "AWAITING_APPROVAL", "RESOLVED"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export type { CaseReason } from "../applications/index.ts";

/** The queue's filters, in the order of its tabs. */
export const QUEUE_FILTERS = ["all", "mine", "unclaimed", "awaiting_approval", "overdue"] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
