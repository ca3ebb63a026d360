import type { Decision } from "@onboarding/core";
import type { Clock } from "../platform/clock.ts";
import { ApiError, notFound } from "../platform/errors.ts";
import { type Actor, asOwner, type OperatorContext, type ServiceContext } from "../service-context.ts";
import type { Aggregate } from "./aggregate.ts";
import type { ApplicationRecord } from "./application.ts";
import type { ApplicationsStore } from "./applications-store.ts";
import { documentRequirements } from "./evidence-requirements.ts";
import { checkIntent } from "./gate.ts";
import type { CustomerOpening, ReviewQueue } from "./review-queue.ts";
import type { SubmissionChecks } from "./submission-checks.ts";
import { type Action, permits, statusAfter } from "./transitions.ts";

/**
 * The review step: SUBMITTED → PROCESSING → the decision. The sandbox simulator and the operator CLI both come
 * here; one call takes a SUBMITTED application through PROCESSING (both status changes get their events).
 */
export function reviewUseCases(
  store: ApplicationsStore,
  { load, save }: Aggregate,
  clock: Clock,
  checks: SubmissionChecks,
  queue: ReviewQueue,
  customers: CustomerOpening,
) {
  /** Applies one review action to a loaded, locked application; approval opens the customer and its account. */
  async function review(context: ServiceContext, record: ApplicationRecord, action: Exclude<Action, "UPDATE">, decision?: Decision) {
    const now = clock.now();
    const decided: ApplicationRecord = {
      ...record,
      status: statusAfter(record.status, action),
      ...(decision ? { decidedAt: now, decisionReason: decision.reason ?? null } : {}),
      ...(decision?.decision === "REQUEST_CHANGES"
        ? { changesRequested: decision.fields, attested: false, attestedAt: null, attestedIp: null }
        : {}),
    };
    if (action === "APPROVE") {
      await customers.open(context.db, record, now);
    }
    return save(context, decided, record.status);
  }

  async function decide(context: ServiceContext, record: ApplicationRecord, decision: Decision, actor: Actor): Promise<ApplicationRecord> {
    checkIntent(record.status, "DECIDE");
    if (decision.decision === "APPROVE") {
      // The verification checks of the latest submission must allow it (409 APPROVAL_BLOCKED); REJECT and
      // REQUEST_CHANGES never wait for them.
      // The documents come first: an application without them is not approved, whatever its checks say.
      const missing = documentRequirements(record, await store.documentsOf(context.db, record.id));
      if (missing.length > 0) {
        throw new ApiError("APPROVAL_BLOCKED", "Documents approval waits for are missing or were rejected; see requirements.", {
          members: { requirements: missing },
        });
      }
      await checks.checkApproval(context.db, record.id, actor, decision.override_reason);
    }
    const processing = permits(record.status, "START_REVIEW") ? await review(context, record, "START_REVIEW") : record;
    const decided = await review(context, processing, decision.decision, decision);
    // Decided, whoever decided: its case leaves the reviewers' queue.
    await queue.resolve(context.db, record.id, decided.status);
    return decided;
  }

  return {
    /** The sandbox simulator: the caller decides on its own application. */
    async decide(context: ServiceContext, id: string, decision: Decision) {
      return decide(context, await load(context, id, true), decision, { type: "client", id: context.clientId });
    },

    /** The operator's review, for any client's application (read locked, with its owner): decided as its client's. */
    async decideAsOperator(operator: OperatorContext, id: string, decision: Decision) {
      const record = await store.findForOperator(operator.db, id);
      if (!record) {
        throw notFound("application");
      }
      return decide(asOwner(operator, record.clientId), record, decision, {
        type: "operator",
        id: operator.operator,
        email: operator.email,
      });
    },
  };
}
