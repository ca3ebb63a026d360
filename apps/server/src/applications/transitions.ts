import { type ApplicationStatus, allows, type ErrorCode } from "@onboarding/core";
import { ApiError } from "../platform/errors.ts";
import { checkIntent } from "./gate.ts";

type Status = ApplicationStatus;

export const ACTIONS = ["UPDATE", "SUBMIT", "CANCEL", "START_REVIEW", "APPROVE", "REJECT", "REQUEST_CHANGES"] as const;
export type Action = (typeof ACTIONS)[number];

/** RECOMPUTE: the data changed; the requirements decide between INCOMPLETE, CHANGES_REQUESTED and READY_FOR_SUBMISSION. */
type Next = Status | "RECOMPUTE";

/**
 * The status machine, in one place. A pair that is not in the table is refused: changing data in a locked status
 * is APPLICATION_LOCKED, submitting before READY_FOR_SUBMISSION is NOT_READY_FOR_SUBMISSION, anything else
 * INVALID_STATUS_TRANSITION (all 409).
 */
export const TRANSITIONS = {
  INCOMPLETE: { UPDATE: "RECOMPUTE", CANCEL: "CANCELLED" },
  READY_FOR_SUBMISSION: { UPDATE: "RECOMPUTE", SUBMIT: "SUBMITTED", CANCEL: "CANCELLED" },
  CHANGES_REQUESTED: { UPDATE: "RECOMPUTE", CANCEL: "CANCELLED" },
  SUBMITTED: { START_REVIEW: "PROCESSING" },
  PROCESSING: { APPROVE: "APPROVED", REJECT: "REJECTED", REQUEST_CHANGES: "CHANGES_REQUESTED" },
  APPROVED: {},
  REJECTED: {},
  CANCELLED: {},
} as const satisfies Record<Status, Partial<Record<Action, Next>>>;

/** A new application's status, before its requirements are counted. */
export const FIRST_STATUS: Status = "INCOMPLETE";

/** The next status for an action, or the ApiError that refuses it (a data change: the gate's refusal of EDIT). */
export function nextStatus(status: Status, action: Action): Next {
  const next = (TRANSITIONS[status] as Partial<Record<Action, Next>>)[action];
  if (next === undefined) {
    if (action === "UPDATE") {
      checkIntent(status, "EDIT");
    }
    const ready = action === "SUBMIT" && allows(status, "EDIT");
    const code: ErrorCode = ready ? "NOT_READY_FOR_SUBMISSION" : "INVALID_STATUS_TRANSITION";
    const detail = ready
      ? "The application has open requirements; see requirements."
      : `${action.toLowerCase().replace("_", " ")} is not possible while the application is ${status}.`;
    throw new ApiError(code, detail, { members: { application_status: status } });
  }
  return next;
}

/** After a data change: ready when nothing is required, CHANGES_REQUESTED while a review's requests are open. */
export function recomputedStatus(requirementCount: number, changesRequested: readonly string[]): Status {
  if (requirementCount === 0) {
    return "READY_FOR_SUBMISSION";
  }
  return changesRequested.length > 0 ? "CHANGES_REQUESTED" : "INCOMPLETE";
}

/** The status an action other than a data change leads to (submit, cancel, the review's), or the ApiError refusing it. */
export function statusAfter(status: Status, action: Exclude<Action, "UPDATE">): Status {
  const next = nextStatus(status, action);
  return next === "RECOMPUTE" ? status : next;
}

/** Whether the status machine takes `action` from `status`. */
export const permits = (status: Status, action: Action): boolean => action in TRANSITIONS[status];

/**
 * What a review leaves on the application for the integrator, while it stands: its reason, and the fields it asks
 * to change (a request for changes); nothing in any other status.
 */
export function reviewLeft(
  status: Status,
  reason: string | null,
  fields: readonly string[],
): { reason: string | null; fields?: string[] } | undefined {
  if (status === "CHANGES_REQUESTED") {
    return { reason, fields: [...fields] };
  }
  return status === "REJECTED" ? { reason } : undefined;
}
