import type { Database, Queryable } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import type { Logger } from "../platform/logger.ts";
import { polling, runUntilIdle } from "../platform/polling.ts";
import type { VerificationProvider } from "./provider.ts";
import { type Applicant, subjectOf } from "./subjects.ts";
import { publishUpdate } from "./verifications.ts";
import { type Outcome, type VerificationRow, verificationsStore } from "./verifications-store.ts";

export interface RunnerOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  provider: VerificationProvider;
  /**
   * The application a check is about, its sensitive values in clear (handed in by the composition: the applications
   * module calls this one, so this one does not import it).
   */
  loadApplicant: (db: Queryable, applicationId: string) => Promise<Applicant | undefined>;
  /** How often an idle runner looks for due checks. */
  pollMs: number;
  /** Checks run at once by one runner. */
  batchSize: number;
}

/** How long a claimed check is this runner's: past it (the runner died mid-check), another takes it over. */
const LEASE_MS = 60_000;
/** A provider that failed is asked again after this much, doubling per attempt, at most an hour. */
const RETRY_BASE_MS = 10_000;
const RETRY_MAX_MS = 3_600_000;

/**
 * Runs the verification checks: claims due PENDING checks (any number of runners, in the server or `pnpm worker`,
 * share the work through the database), reads each check's subject from its application, asks the provider outside
 * any transaction, and stores the outcome with its VERIFICATION_UPDATED event (through webhooks' outbox) in one
 * transaction. A provider that throws leaves the check PENDING, tried again later.
 */
export function createVerificationRunner(options: RunnerOptions) {
  const { db, clock, logger, provider } = options;

  async function outcomeOf(row: VerificationRow): Promise<Outcome> {
    const applicant = await db.transaction((tx) => options.loadApplicant(tx, row.application_id));
    const documents = row.document_id === null ? [] : await verificationsStore.documentsOf(db, row.application_id);
    const subject =
      applicant &&
      subjectOf(
        applicant,
        row,
        documents.find((document) => document.id === row.document_id),
      );
    if (!subject) {
      return { status: "FAILED", reason_code: null, reason: "What this check was about no longer exists." };
    }
    return provider.verify(subject, row.check);
  }

  async function run(row: VerificationRow): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = await outcomeOf(row);
    } catch (error) {
      const delay = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, row.attempts - 1), RETRY_MAX_MS);
      await verificationsStore.retryAt(db, row.verification_id, new Date(clock.now().getTime() + delay));
      logger.warn(
        { err: error, verification_id: row.verification_id, attempts: row.attempts },
        "verification check failed; retrying later",
      );
      return;
    }
    const at = clock.now();
    await db.transaction(async (tx) => {
      if (await verificationsStore.setOutcome(tx, row.verification_id, "PENDING", outcome, at)) {
        await publishUpdate(tx, row, "PENDING", outcome, at);
      }
    });
    logger.info(
      { verification_id: row.verification_id, check: row.check, status: outcome.status, reason_code: outcome.reason_code },
      "verification check",
    );
  }

  /** Claims and runs one batch; the number of checks claimed. */
  async function runOnce(): Promise<number> {
    const now = clock.now();
    const claimed = await verificationsStore.claim(db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: options.batchSize });
    await Promise.all(claimed.map(run));
    return claimed.length;
  }

  return {
    runOnce,
    /** Runs batches until none is left: what tests call after a submission. */
    runAll: () => runUntilIdle(runOnce),
    ...polling(runOnce, { pollMs: options.pollMs, logger, name: "verification runner" }),
  };
}

export type VerificationRunner = ReturnType<typeof createVerificationRunner>;
