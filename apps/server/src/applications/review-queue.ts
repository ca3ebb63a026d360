import type { ApplicationStatus } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";

/** Why a review case is opened: a submission, or a document uploaded while the application is under review. */
export type CaseReason = "SUBMISSION" | "DOCUMENT_UPLOADED";

/**
 * What the applications' use cases tell the review queue, in their own transaction (the cases module satisfies it):
 * an application went to review, or got a document while under review, so a case is opened for it (unless one is
 * open already); and an application was decided, so its open case is resolved, whoever decided (the console, the
 * CLI, the sandbox).
 */
export interface ReviewQueue {
  open(db: Queryable, application: { id: string; clientId: string }, reason: CaseReason): Promise<void>;
  resolve(db: Queryable, applicationId: string, resolution: ApplicationStatus): Promise<void>;
}
