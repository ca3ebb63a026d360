import type { ListVersion, ScreeningMatch, VerificationCheck, VerificationReasonCode, VerificationStatus } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";
import { keysetPage, type Page } from "../db/keyset-page.ts";
import type { DocumentFacts } from "./subjects.ts";

/** A verification check as stored: one check of one subject of one submission (set) of an application. */
export interface VerificationRow {
  verification_id: string;
  client_id: string;
  application_id: string;
  set_number: number;
  individual_id: string | null;
  document_id: string | null;
  check: VerificationCheck;
  status: VerificationStatus;
  reason_code: VerificationReasonCode | null;
  reason: string | null;
  override_reason: string | null;
  overridden_at: Date | null;
  /** WATCHLIST and PEP: the matches found and the list versions screened against (kept when a person sets the outcome). */
  matches: ScreeningMatch[];
  screened_against: ListVersion[];
  attempts: number;
  created_at: Date;
  updated_at: Date;
}

/** A check to create PENDING. */
export interface NewVerification {
  id: string;
  clientId: string;
  applicationId: string;
  setNumber: number;
  individualId: string | null;
  documentId: string | null;
  check: VerificationCheck;
  at: Date;
}

/** The outcome to store on a check; a screening's also its matches and the versions screened against. */
export interface Outcome {
  status: VerificationStatus;
  reason_code: VerificationReasonCode | null;
  reason: string | null;
  screening?: { matches: ScreeningMatch[]; screened_against: ListVersion[] } | undefined;
}

const LATEST_SET = "(SELECT max(l.set_number) FROM verifications l WHERE l.application_id = v.application_id)";

/** SQL of verification checks. Every read of a client's checks filters by client_id (tenancy). */
export const verificationsStore = {
  /**
   * The documents of an application that its DOCUMENT checks are about (a document the review rejected is not
   * checked again), with their metadata. Read here rather than through the documents module, which depends on
   * applications (as this one is called by them).
   */
  documentsOf: (db: Queryable, applicationId: string) =>
    db.query<DocumentFacts>(
      `SELECT document_id AS id, individual_id, document_type AS type, file_name, content_type, size
         FROM documents WHERE application_id = $1 AND status <> 'REJECTED' ORDER BY document_id`,
      [applicationId],
    ),

  /** The number of the application's latest set of checks; 0 when it has none. */
  async latestSet(db: Queryable, applicationId: string): Promise<number> {
    const [row] = await db.query<{ latest: number | null }>(
      "SELECT max(set_number) AS latest FROM verifications WHERE application_id = $1",
      [applicationId],
    );
    return Number(row?.latest ?? 0);
  },

  /** Writes a new set of PENDING checks, due at once, in one statement. */
  insertPending: (db: Queryable, checks: readonly NewVerification[]) =>
    checks.length === 0
      ? Promise.resolve()
      : db.write(
          `INSERT INTO verifications (verification_id, client_id, application_id, set_number, individual_id, document_id, "check", status,
             attempts, next_run_at, created_at, updated_at)
           SELECT id, $1, $2, $3, individual_id, document_id, chk, 'PENDING', 0, $4, $4, $4
             FROM unnest($5::text[], $6::text[], $7::text[], $8::text[]) AS c(id, individual_id, document_id, chk)`,
          [
            checks[0]?.clientId,
            checks[0]?.applicationId,
            checks[0]?.setNumber,
            checks[0]?.at,
            checks.map((check) => check.id),
            checks.map((check) => check.individualId),
            checks.map((check) => check.documentId),
            checks.map((check) => check.check),
          ],
        ),

  /** A page of the checks of the latest set (submission) of the client's application, newest first. */
  list: (db: Queryable, clientId: string, applicationId: string, page: Page) =>
    keysetPage<VerificationRow>(
      db,
      {
        table: "verifications v",
        id: "v.verification_id",
        conditions: [
          ["v.client_id = ?", clientId],
          ["v.application_id = ?", applicationId],
          [
            "v.set_number = (SELECT max(l.set_number) FROM verifications l WHERE l.client_id = ? AND l.application_id = v.application_id)",
            clientId,
          ],
        ],
      },
      page,
    ),

  /** The checks of the latest set of an application (any client's: the caller has loaded the application). */
  latest: (db: Queryable, applicationId: string) =>
    db.query<VerificationRow>(
      `SELECT * FROM verifications v WHERE v.application_id = $1 AND v.set_number = ${LATEST_SET} ORDER BY v.verification_id`,
      [applicationId],
    ),

  /**
   * One check of the client. Not locked: a change by hand locks its application first (through the applications'
   * gate), and setOutcome changes only a check still in the status read.
   */
  async find(db: Queryable, clientId: string, id: string): Promise<VerificationRow | undefined> {
    const [row] = await db.query<VerificationRow>("SELECT * FROM verifications WHERE verification_id = $1 AND client_id = $2", [
      id,
      clientId,
    ]);
    return row;
  },

  /** The client a check belongs to, if any: how an operator's action on it finds whose it is. */
  async ownerOf(db: Queryable, id: string): Promise<string | undefined> {
    const [row] = await db.query<{ client_id: string }>("SELECT client_id FROM verifications WHERE verification_id = $1", [id]);
    return row?.client_id;
  },

  /**
   * Claims up to `limit` due PENDING checks for `leaseUntil`: rows locked by another runner are skipped, and a claim
   * is held by moving next_run_at past the lease, so a runner that dies mid-check leaves it to another after that.
   */
  claim: (db: Queryable, claim: { now: Date; leaseUntil: Date; limit: number }) =>
    db.query<VerificationRow>(
      `UPDATE verifications v SET next_run_at = $2, attempts = v.attempts + 1
        WHERE v.verification_id IN (
          SELECT c.verification_id FROM verifications c WHERE c.status = 'PENDING' AND c.next_run_at <= $1
           ORDER BY c.next_run_at, c.verification_id LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING v.*`,
      [claim.now, claim.leaseUntil, claim.limit],
    ),

  /** Puts a claimed check back to be tried again at `at` (its subject could not be read, or the provider failed). */
  retryAt: (db: Queryable, id: string, at: Date) =>
    db.write("UPDATE verifications SET next_run_at = $2 WHERE verification_id = $1 AND status = 'PENDING'", [id, at]),

  /**
   * Stores an outcome on a check that is still `from` (the runner: PENDING; the sandbox or an operator: what they
   * read, locked); false when it is no longer (another runner or a person answered it first). A screening's matches
   * stay when a person sets the outcome: cleared, they are the false positives the reviewer's reason speaks of.
   */
  async setOutcome(db: Queryable, id: string, from: VerificationStatus, outcome: Outcome, at: Date): Promise<boolean> {
    const rows = await db.query<{ verification_id: string }>(
      `UPDATE verifications SET status = $3, reason_code = $4, reason = $5, next_run_at = NULL, updated_at = $6,
         override_reason = NULL, overridden_at = NULL,
         matches = COALESCE($7::jsonb, matches), screened_against = COALESCE($8::jsonb, screened_against)
        WHERE verification_id = $1 AND status = $2 RETURNING verification_id`,
      [
        id,
        from,
        outcome.status,
        outcome.reason_code,
        outcome.reason,
        at,
        outcome.screening ? JSON.stringify(outcome.screening.matches) : null,
        outcome.screening ? JSON.stringify(outcome.screening.screened_against) : null,
      ],
    );
    return rows.length > 0;
  },

  /** Records a reviewer's approval over FAILED checks: their reason, and when. */
  override: (db: Queryable, ids: readonly string[], reason: string, at: Date) =>
    db.write("UPDATE verifications SET override_reason = $2, overridden_at = $3, updated_at = $3 WHERE verification_id = ANY($1)", [
      ids,
      reason,
      at,
    ]),
};
