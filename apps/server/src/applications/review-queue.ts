import type { ApplicationStatus } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";
import type { ApplicationRecord } from "./application.ts";

/**
 * Why a review case is opened: a submission, or a document uploaded while the application is under review (the
 * onboarding's cases); after approval, a monitoring alert on the customer, or its periodic review falling due.
 */
export type CaseReason = "SUBMISSION" | "DOCUMENT_UPLOADED" | "MONITORING_ALERT" | "PERIODIC_REVIEW";

/** The reasons the onboarding opens a case for: what the applications' use cases tell the queue. */
export type OnboardingCaseReason = Extract<CaseReason, "SUBMISSION" | "DOCUMENT_UPLOADED">;

/**
 * What the applications' use cases tell the review queue, in their own transaction (the cases module satisfies it):
 * an application went to review, or got a document while under review, so a case is opened for it (unless one is
 * open already); and an application was decided, so its open case is resolved, whoever decided (the console, the
 * CLI, the sandbox).
 */
export interface ReviewQueue {
  open(db: Queryable, application: { id: string; clientId: string }, reason: OnboardingCaseReason): Promise<void>;
  resolve(db: Queryable, applicationId: string, resolution: ApplicationStatus): Promise<void>;
}

/**
 * What approval tells the customers module, in the decision's transaction (the monitoring module satisfies it): open
 * the customer and its first account, rated and monitored from then on.
 */
export interface CustomerOpening {
  open(db: Queryable, record: ApplicationRecord, at: Date): Promise<void>;
}
