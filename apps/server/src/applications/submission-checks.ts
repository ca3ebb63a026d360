import type { Verification } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";
import type { Actor, ServiceContext } from "../service-context.ts";
import type { ApplicationRecord } from "./application.ts";

/**
 * What the applications need of the verification checks (the verifications module provides it, and is handed in:
 * it depends on the applications, not the other way round): a submission's set of checks, the latest set, and
 * whether it lets an approval through.
 */
export interface SubmissionChecks {
  start(context: ServiceContext, applicant: ApplicationRecord): Promise<number>;
  latest(db: Queryable, applicationId: string): Promise<Verification[]>;
  checkApproval(db: Queryable, applicationId: string, actor: Actor, overrideReason: string | undefined): Promise<void>;
}
