import type { VerificationReasonCode, VerificationStatus } from "@onboarding/core";
import type { ApplicationGate } from "../applications/index.ts";
import { auditStore } from "../audit/audit-store.ts";
import type { Queryable } from "../db/database.ts";
import type { Page } from "../db/keyset-page.ts";
import type { Clock } from "../platform/clock.ts";
import { ApiError, notFound, validationFailed } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import { type Actor, asOwner, type OperatorContext, type ServiceContext } from "../service-context.ts";
import { outbox } from "../webhooks/outbox.ts";
import { type Applicant, plannedChecks } from "./subjects.ts";
import { type Outcome, type VerificationRow, verificationsStore } from "./verifications-store.ts";
import { verificationOf } from "./views.ts";

/** A verification check's id: vrf_ then a ULID (time-ordered, like every id of the service). */
const verificationId = (at: Date) => newId("vrf", at.getTime());

/**
 * Publishes a check's change of status as a VERIFICATION_UPDATED event (and its webhooks), in the transaction of the
 * change.
 */
export function publishUpdate(db: Queryable, row: VerificationRow, previous: VerificationStatus | null, outcome: Outcome, at: Date) {
  return outbox.publish(db, {
    clientId: row.client_id,
    type: "VERIFICATION_UPDATED",
    applicationId: row.application_id,
    data: {
      application_id: row.application_id,
      verification_id: row.verification_id,
      individual_id: row.individual_id,
      document_id: row.document_id,
      check: row.check,
      previous_status: previous,
      status: outcome.status,
      reason_code: outcome.reason_code,
    },
    at,
  });
}

/** What an outcome set by a person (the sandbox route, an operator) is: status and, optionally, why. */
export interface SetOutcome {
  status: Exclude<VerificationStatus, "PENDING">;
  reason?: string | undefined;
}

/**
 * The verification checks of applications: made PENDING at submission (a new set each time, earlier sets kept),
 * answered by the runner (runner.ts), listed, set by hand in the sandbox or by an operator, and consulted by the
 * review before an approval.
 */
export function createVerifications({ clock, applications }: { clock: Clock; applications: ApplicationGate }) {
  /**
   * Sets the outcome of a check of the client's by hand; the application must await its decision and the check be of
   * its latest set. The application is locked first, as the review locks it before reading and overriding the
   * checks, and the check read again under that lock.
   */
  async function setByHand(context: ServiceContext, id: string, input: SetOutcome): Promise<VerificationRow> {
    const { db, clientId } = context;
    const found = await verificationsStore.find(db, clientId, id);
    if (!found) {
      throw notFound("verification");
    }
    await applications.lock(context, found.application_id, "SET_CHECK");
    const row = (await verificationsStore.find(db, clientId, id)) ?? found;
    if (row.set_number !== (await verificationsStore.latestSet(db, row.application_id))) {
      throw new ApiError("CONFLICT", "The check belongs to an earlier submission; a later one has its own checks.");
    }
    const clearing = row.status === "NEEDS_REVIEW" && input.status === "PASSED";
    const reason = input.reason?.trim() || undefined;
    if (clearing && reason === undefined) {
      throw validationFailed([{ pointer: "/reason", code: "required", detail: "is required to clear a check that needs review" }]);
    }
    const code: VerificationReasonCode = clearing ? "CLEARED_BY_REVIEWER" : "SET_BY_OPERATOR";
    const outcome: Outcome = { status: input.status, reason_code: code, reason: reason ?? null };
    const at = clock.now();
    if (!(await verificationsStore.setOutcome(db, row.verification_id, row.status, outcome, at))) {
      throw new ApiError("CONFLICT", "The check changed meanwhile; read it again.");
    }
    if (row.status !== outcome.status) {
      await publishUpdate(db, row, row.status, outcome, at);
    }
    return { ...row, ...outcome, override_reason: null, overridden_at: null, updated_at: at };
  }

  return {
    /** Makes the submission's set of PENDING checks, in the submission's transaction; returns its number. */
    async start(context: ServiceContext, applicant: Applicant): Promise<number> {
      const at = clock.now();
      const setNumber = (await verificationsStore.latestSet(context.db, applicant.id)) + 1;
      const documents = await verificationsStore.documentsOf(context.db, applicant.id);
      const checks = plannedChecks(applicant, documents).map((check) => ({
        ...check,
        id: verificationId(at),
        clientId: context.clientId,
        applicationId: applicant.id,
        setNumber,
        at,
      }));
      await verificationsStore.insertPending(context.db, checks);
      return setNumber;
    },

    /** A page of the latest set's checks of the caller's application; 404 when it is not the caller's. */
    async list(context: ServiceContext, applicationId: string, page: Page) {
      await applications.exists(context, applicationId);
      const { rows, hasMore } = await verificationsStore.list(context.db, context.clientId, applicationId, page);
      return { verifications: rows.map(verificationOf), hasMore };
    },

    /** The sandbox: the caller sets the outcome of a check of its own application. */
    async set(context: ServiceContext, id: string, input: SetOutcome) {
      return verificationOf(await setByHand(context, id, input));
    },

    /** An operator sets the outcome of any client's check, as its client's. */
    async setAsOperator(operator: OperatorContext, id: string, input: SetOutcome) {
      const owner = await verificationsStore.ownerOf(operator.db, id);
      if (owner === undefined) {
        throw notFound("verification");
      }
      return verificationOf(await setByHand(asOwner(operator, owner), id, input));
    },

    /** The latest set's checks of any client's application (the operator's listing). */
    async latest(db: Queryable, applicationId: string) {
      return (await verificationsStore.latest(db, applicationId)).map(verificationOf);
    },

    /**
     * Whether the latest set of checks lets the application be approved: refused (409 APPROVAL_BLOCKED, listing the
     * checks) while any is PENDING or NEEDS_REVIEW, or FAILED unless the reviewer gives an override reason — which
     * is then recorded on each FAILED check, and in the audit trail as one line per check (identifiers only: the
     * reason itself stays with the check).
     */
    async checkApproval(db: Queryable, applicationId: string, actor: Actor, overrideReason: string | undefined): Promise<void> {
      const checks = await verificationsStore.latest(db, applicationId);
      const open = checks.filter((check) => check.status === "PENDING" || check.status === "NEEDS_REVIEW");
      const failed = checks.filter((check) => check.status === "FAILED");
      const reason = overrideReason?.trim() || undefined;
      const blocking = [...open, ...(reason === undefined ? failed : [])];
      if (blocking.length > 0) {
        const detail =
          open.length > 0
            ? "Verification checks are still pending or need review: resolve them before approving."
            : "Verification checks failed: approve over them only with an override_reason.";
        throw new ApiError("APPROVAL_BLOCKED", detail, {
          members: {
            verifications: blocking.map((check) => ({
              id: check.verification_id,
              check: check.check,
              status: check.status,
              reason_code: check.reason_code,
            })),
          },
        });
      }
      if (failed.length === 0 || reason === undefined) {
        return;
      }
      const at = clock.now();
      await verificationsStore.override(
        db,
        failed.map((check) => check.verification_id),
        reason,
        at,
      );
      for (const check of failed) {
        await auditStore.append(db, {
          at,
          actorType: actor.type,
          actorId: actor.id,
          actorEmail: actor.email,
          action: "overrideVerification",
          objectId: check.verification_id,
          requestId: newId("req"),
          outcome: "succeeded",
          status: actor.type === "client" ? 200 : 0,
        });
      }
    },
  };
}

export type Verifications = ReturnType<typeof createVerifications>;
