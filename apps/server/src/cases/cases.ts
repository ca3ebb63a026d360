import {
  type ApplicationStatus,
  type CustomerAlert,
  type Decision,
  type DocumentReview,
  type ResolveAlert,
  ResolveAlertSchema,
  type RiskRating,
} from "@onboarding/core";
import type { ApplicationsService, ReviewQueue } from "../applications/index.ts";
import { auditStore } from "../audit/audit-store.ts";
import type { Queryable } from "../db/database.ts";
import type { DocumentsService } from "../documents/documents.ts";
import { hasRole, type Operator } from "../operators/operators.ts";
import type { Clock } from "../platform/clock.ts";
import { parseOrThrow } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import type { ClientClocks } from "../sandbox/client-clocks.ts";
import type { OperatorContext } from "../service-context.ts";
import type { SetOutcome, Verifications } from "../verifications/verifications.ts";
import { type CaseLane, type CaseReason, laneOf, type QueueFilter } from "./case-values.ts";
import { type CaseRecord, casesStore } from "./cases-store.ts";

export type { CaseRecord, QueueCaseRow } from "./cases-store.ts";

/** Why an operator's action on a case is refused, in words for the console: 403 (its roles) or 409 (the case's state). */
export class CaseRefused extends Error {
  constructor(
    readonly status: 403 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "CaseRefused";
  }
}

/** Why a case of each lane is resolved, and what is done on a case of another lane than an action's, in words. */
const LANE_WORDS: Record<CaseLane, { resolved: string; elsewhere: string }> = {
  ONBOARDING: {
    resolved: "This case is resolved: its application has been decided.",
    elsewhere:
      "This case is about an approved customer (a monitoring alert or a periodic review): its application was decided already, and is not approved, rejected or changed here, nor are its checks and documents reviewed.",
  },
  MONITORING_ALERT: {
    resolved: "This case is resolved: its customer's monitoring alerts have been resolved.",
    elsewhere: "Monitoring alerts are resolved on their customer's monitoring alert case.",
  },
  PERIODIC_REVIEW: {
    resolved: "This case is resolved: its customer's periodic review is complete.",
    elsewhere: "A periodic review is completed on its customer's periodic review case.",
  },
};

/** The checks whose clearing by hand takes a second operator to approve over. */
const SCREENING_CHECKS = new Set(["WATCHLIST", "PEP"]);

/**
 * Opens a case for the application in its reason's lane unless one is open there; whether it opened one. Its
 * deadline is `slaMs` after `now`.
 */
export function openCase(db: Queryable, application: { id: string; clientId: string }, reason: CaseReason, now: Date, slaMs: number) {
  return casesStore.open(db, {
    id: newId("case"),
    applicationId: application.id,
    clientId: application.clientId,
    reason,
    status: "OPEN",
    holderId: null,
    proposal: null,
    proposalReason: null,
    proposedBy: null,
    openedAt: now,
    dueAt: new Date(now.getTime() + slaMs),
    resolvedAt: null,
    resolution: null,
  });
}

/**
 * The review queue as the applications' use cases tell it (see applications/review-queue.ts): a case opens when an
 * application is submitted, or gets a document while under review (unless one is open); it is resolved when the
 * application is decided. Its deadline is `slaMs` after it opens, on its client's clock (which a sandbox client may
 * advance, to see the case fall overdue).
 */
export function createCaseQueue(deps: { clock: Clock; clocks: Pick<ClientClocks, "now">; slaMs: number }): ReviewQueue {
  return {
    async open(db, application, reason) {
      await openCase(db, application, reason, await deps.clocks.now(db, application.clientId), deps.slaMs);
    },
    resolve: (db, applicationId, resolution: ApplicationStatus) => casesStore.resolve(db, applicationId, resolution, deps.clock.now()),
  };
}

/** An operator acting in the console: who, in which transaction. */
export interface CaseActor {
  db: Queryable;
  operator: Operator;
  /** The request's id, for the audit trail. */
  requestId: string;
}

/** What the cases ask of approved customers' monitoring (customers/monitoring.ts, handed in by the composition). */
export interface CaseMonitoring {
  resolveAlertAsOperator(operator: OperatorContext, applicationId: string, alertId: string, input: ResolveAlert): Promise<CustomerAlert>;
  completeReview(operator: OperatorContext, applicationId: string): Promise<{ rating: RiskRating; nextReviewAt: Date | null }>;
  openAlertsOfApplication(db: Queryable, applicationId: string): Promise<CustomerAlert[]>;
}

/**
 * Cases, the unit of the review console's work. An operator claims a case before acting on it (two reviewers never
 * work one application); a reviewer accepts or rejects documents, sets checks, requests changes and proposes
 * approval; an approver approves, rejects, or confirms or sends back a proposal. Approving over a FAILED check, or
 * an application whose watchlist or PEP check was cleared by hand, takes two operators (four eyes): one proposes, an
 * approver who did not propose confirms. Those are onboarding cases' actions; after approval, a reviewer resolves a
 * monitoring alert case's alerts and completes a periodic review case's review. Every action goes through the same
 * use cases as the API and the CLI (the integrator sees the same events), and is recorded in the audit trail with the
 * operator's id and e-mail.
 */
export function createCases(deps: {
  clock: Clock;
  applications: Pick<ApplicationsService, "decideAsOperator">;
  verifications: Pick<Verifications, "latest" | "setAsOperator">;
  documents: Pick<DocumentsService, "reviewAsOperator" | "ownerOf">;
  monitoring: CaseMonitoring;
}) {
  const { clock } = deps;

  const operatorContext = (actor: CaseActor): OperatorContext => ({
    db: actor.db,
    operator: actor.operator.id,
    email: actor.operator.email,
  });

  const audit = (actor: CaseActor, action: string, objectId: string) =>
    auditStore.append(actor.db, {
      at: clock.now(),
      actorType: "operator",
      actorId: actor.operator.id,
      actorEmail: actor.operator.email,
      action: `console ${action}`,
      objectId,
      requestId: actor.requestId,
      outcome: "succeeded",
      status: 0,
    });

  /** The case, locked for the action, refused when resolved, or when the action is of another lane than its (given). */
  async function openCase(actor: CaseActor, caseId: string, lane?: CaseLane): Promise<CaseRecord> {
    const found = await casesStore.find(actor.db, caseId, true);
    if (!found) {
      throw new CaseRefused(404, "There is no such case.");
    }
    if (lane !== undefined && laneOf(found.reason) !== lane) {
      throw new CaseRefused(409, LANE_WORDS[lane].elsewhere);
    }
    if (found.status === "RESOLVED") {
      throw new CaseRefused(409, LANE_WORDS[laneOf(found.reason)].resolved);
    }
    return found;
  }

  function requireRole(actor: CaseActor, role: "reviewer" | "approver" | "admin", doing: string) {
    if (!hasRole(actor.operator, role)) {
      throw new CaseRefused(403, `Only an operator with the ${role} role may ${doing}.`);
    }
  }

  /** The case, of the action's lane, which the operator must hold. */
  async function heldCase(actor: CaseActor, caseId: string, lane: CaseLane): Promise<CaseRecord> {
    const found = await openCase(actor, caseId, lane);
    if (found.holderId !== actor.operator.id) {
      throw new CaseRefused(409, found.holderId ? "Another operator holds this case." : "Claim the case before acting on it.");
    }
    return found;
  }

  /** Whether approving the application takes two operators, and why. */
  async function fourEyes(db: Queryable, applicationId: string): Promise<string | undefined> {
    const checks = await deps.verifications.latest(db, applicationId);
    if (checks.some((check) => check.status === "FAILED")) {
      return "a check FAILED";
    }
    const cleared = checks.find(
      (check) =>
        SCREENING_CHECKS.has(check.check) &&
        check.status === "PASSED" &&
        (check.reason_code === "CLEARED_BY_REVIEWER" || check.reason_code === "SET_BY_OPERATOR"),
    );
    return cleared ? `the ${cleared.check === "PEP" ? "PEP" : "watchlist"} check was cleared by hand` : undefined;
  }

  /**
   * Approves the application as the operator. The reason is also the override reason, which the approval records on
   * each FAILED check (and ignores when none failed): four eyes decided beforehand whether one person may.
   */
  function approve(actor: CaseActor, found: CaseRecord, reason: string | undefined) {
    const decision: Decision = { decision: "APPROVE", ...(reason ? { reason, override_reason: reason } : {}) };
    return deps.applications.decideAsOperator(operatorContext(actor), found.applicationId, decision);
  }

  const required = (text: string | undefined, what = "A reason") => {
    const trimmed = text?.trim();
    if (!trimmed) {
      throw new CaseRefused(409, `${what} is required.`);
    }
    return trimmed;
  };

  return {
    find: (db: Queryable, caseId: string) => casesStore.find(db, caseId),
    openOf: (db: Queryable, applicationId: string) => casesStore.openOf(db, applicationId),
    timelineOf: (db: Queryable, application: { id: string; clientId: string }) => casesStore.timelineOf(db, application),
    fourEyes,

    /** A page of the queue for the operator, oldest deadline first, and the count of every filter. */
    async queue(
      db: Queryable,
      operator: Operator,
      query: { filter: QueueFilter; after?: { dueAt: Date; id: string } | undefined; limit: number },
    ) {
      const now = clock.now();
      const [page, counts] = [
        await casesStore.queue(db, { ...query, operatorId: operator.id, now }),
        await casesStore.counts(db, operator.id, now),
      ];
      return { ...page, counts, now };
    },

    /** Claims the case: refused while another holds it, unless an admin reassigns it to itself. */
    async claim(actor: CaseActor, caseId: string, options: { reassign?: boolean } = {}) {
      if (actor.operator.roles.every((role) => role === "auditor")) {
        throw new CaseRefused(403, "An auditor reads cases and does not work them.");
      }
      const found = await openCase(actor, caseId);
      if (found.holderId === actor.operator.id) {
        return found;
      }
      if (found.holderId && !(options.reassign && hasRole(actor.operator, "admin"))) {
        throw new CaseRefused(409, "Another operator holds this case: it is released or reassigned by an admin first.");
      }
      await casesStore.update(actor.db, caseId, {
        ...found,
        status: found.status === "OPEN" ? "IN_REVIEW" : found.status,
        holderId: actor.operator.id,
      });
      await audit(actor, found.holderId ? "reassign" : "claim", caseId);
      return found;
    },

    /** Releases the case the operator holds (an admin may release anyone's). */
    async release(actor: CaseActor, caseId: string) {
      const found = await openCase(actor, caseId);
      if (found.holderId !== actor.operator.id && !(found.holderId && hasRole(actor.operator, "admin"))) {
        throw new CaseRefused(409, "Only the operator who holds the case, or an admin, may release it.");
      }
      await casesStore.update(actor.db, caseId, { ...found, status: found.status === "IN_REVIEW" ? "OPEN" : found.status, holderId: null });
      await audit(actor, "release", caseId);
    },

    /** A reviewer proposes approval of the case it holds; an approver who did not propose confirms it. */
    async propose(actor: CaseActor, caseId: string, reason: string | undefined) {
      requireRole(actor, "reviewer", "propose an approval");
      const found = await heldCase(actor, caseId, "ONBOARDING");
      if (found.status !== "IN_REVIEW") {
        throw new CaseRefused(409, "An approval is proposed for a case in review.");
      }
      await casesStore.update(actor.db, caseId, {
        ...found,
        status: "AWAITING_APPROVAL",
        proposal: "APPROVE",
        proposalReason: required(reason),
        proposedBy: actor.operator.id,
      });
      await audit(actor, "propose-approval", caseId);
    },

    /** An approver approves the case it holds, when one operator may (no four eyes needed). */
    async approve(actor: CaseActor, caseId: string, reason: string | undefined) {
      requireRole(actor, "approver", "approve an application");
      const found = await heldCase(actor, caseId, "ONBOARDING");
      const why = await fourEyes(actor.db, found.applicationId);
      if (why) {
        throw new CaseRefused(409, `Approving takes two operators because ${why}: propose approval, and another approver confirms it.`);
      }
      const decided = await approve(actor, found, reason?.trim() || undefined);
      await audit(actor, "approve", found.applicationId);
      return decided;
    },

    /** An approver who did not propose confirms a proposed approval: the application is approved. */
    async confirm(actor: CaseActor, caseId: string) {
      requireRole(actor, "approver", "confirm an approval");
      const found = await openCase(actor, caseId, "ONBOARDING");
      if (found.status !== "AWAITING_APPROVAL" || !found.proposedBy) {
        throw new CaseRefused(409, "No approval is proposed on this case.");
      }
      if (found.proposedBy === actor.operator.id) {
        throw new CaseRefused(409, "You proposed this approval: another approver confirms it.");
      }
      const decided = await approve(actor, found, found.proposalReason ?? undefined);
      await audit(actor, "confirm-approval", found.applicationId);
      return decided;
    },

    /** An approver sends a proposal back to review, with a reason (kept as a note). */
    async sendBack(actor: CaseActor, caseId: string, reason: string | undefined) {
      requireRole(actor, "approver", "send a proposal back");
      const found = await openCase(actor, caseId, "ONBOARDING");
      if (found.status !== "AWAITING_APPROVAL") {
        throw new CaseRefused(409, "No approval is proposed on this case.");
      }
      const text = required(reason);
      await casesStore.update(actor.db, caseId, {
        ...found,
        status: "IN_REVIEW",
        holderId: found.proposedBy,
        proposal: null,
        proposalReason: null,
        proposedBy: null,
      });
      await casesStore.addNote(actor.db, {
        id: newId("note"),
        caseId,
        operatorId: actor.operator.id,
        text: `Sent back: ${text}`,
        at: clock.now(),
      });
      await audit(actor, "send-back", caseId);
    },

    /** An approver rejects the application of the case it holds, or of a proposal it did not make. */
    async reject(actor: CaseActor, caseId: string, reason: string | undefined) {
      requireRole(actor, "approver", "reject an application");
      const found = await openCase(actor, caseId, "ONBOARDING");
      if (found.holderId !== actor.operator.id && found.status !== "AWAITING_APPROVAL") {
        throw new CaseRefused(409, "Claim the case before acting on it.");
      }
      const decided = await deps.applications.decideAsOperator(operatorContext(actor), found.applicationId, {
        decision: "REJECT",
        reason: required(reason),
      });
      await audit(actor, "reject", found.applicationId);
      return decided;
    },

    /** A reviewer asks the integrator for changes (fields and documents, by JSON pointer). */
    async requestChanges(actor: CaseActor, caseId: string, input: { fields: string[]; reason: string | undefined }) {
      requireRole(actor, "reviewer", "request changes");
      const found = await heldCase(actor, caseId, "ONBOARDING");
      const decided = await deps.applications.decideAsOperator(operatorContext(actor), found.applicationId, {
        decision: "REQUEST_CHANGES",
        fields: input.fields,
        reason: required(input.reason),
      });
      await audit(actor, "request-changes", found.applicationId);
      return decided;
    },

    /** A reviewer sets a check of the case's application; passing one with screening matches (clearing them) takes a reason. */
    async setCheck(actor: CaseActor, caseId: string, verificationId: string, outcome: SetOutcome) {
      requireRole(actor, "reviewer", "set a check");
      const found = await heldCase(actor, caseId, "ONBOARDING");
      const check = (await deps.verifications.latest(actor.db, found.applicationId)).find((candidate) => candidate.id === verificationId);
      if (!check) {
        throw new CaseRefused(404, "That check is not one of this case's application.");
      }
      // Passing a check with screening matches clears them as false positives, whatever its status: the reason says why
      // (clearing one that needs review takes a reason anyway, see the verifications module).
      if (outcome.status === "PASSED" && check.matches.length > 0 && !outcome.reason?.trim()) {
        throw new CaseRefused(409, "Give a reason to clear the check's matches as false positives.");
      }
      const set = await deps.verifications.setAsOperator(operatorContext(actor), verificationId, outcome);
      await audit(actor, `set-check ${outcome.status}`, verificationId);
      return set;
    },

    /** A reviewer accepts or rejects a document of the case's application. */
    async reviewDocument(actor: CaseActor, caseId: string, documentId: string, verdict: DocumentReview) {
      requireRole(actor, "reviewer", "review a document");
      const found = await heldCase(actor, caseId, "ONBOARDING");
      if ((await deps.documents.ownerOf(actor.db, documentId))?.applicationId !== found.applicationId) {
        throw new CaseRefused(404, "That document is not one of this case's application.");
      }
      const reviewed = await deps.documents.reviewAsOperator(operatorContext(actor), documentId, verdict);
      await audit(actor, `review-document ${verdict.status}`, documentId);
      return reviewed;
    },

    /**
     * A reviewer resolves an open alert of the monitoring alert case it holds, with a reason (also kept as a note): a
     * false positive, or a true positive, which restricts the customer. The case is resolved with its last open alert.
     */
    async resolveAlert(
      actor: CaseActor,
      caseId: string,
      alertId: string,
      input: { resolution: string | undefined; reason: string | undefined },
    ) {
      requireRole(actor, "reviewer", "resolve a monitoring alert");
      const found = await heldCase(actor, caseId, "MONITORING_ALERT");
      const resolution = parseOrThrow(ResolveAlertSchema, { resolution: input.resolution, reason: required(input.reason) });
      const open = await deps.monitoring.openAlertsOfApplication(actor.db, found.applicationId);
      if (!open.some((alert) => alert.id === alertId)) {
        throw new CaseRefused(404, "That alert is not an open alert of this case's customer.");
      }
      const resolved = await deps.monitoring.resolveAlertAsOperator(operatorContext(actor), found.applicationId, alertId, resolution);
      await casesStore.addNote(actor.db, {
        id: newId("note"),
        caseId,
        operatorId: actor.operator.id,
        text: `Alert ${alertId} resolved as ${resolution.resolution === "TRUE_POSITIVE" ? "a true positive" : "a false positive"}: ${resolution.reason}`,
        at: clock.now(),
      });
      await audit(actor, `resolve-alert ${resolution.resolution}`, alertId);
      return resolved;
    },

    /**
     * A reviewer completes the periodic review of the case it holds, with an optional note: the customer is rated
     * again, its next review scheduled, and the case resolved.
     */
    async completeReview(actor: CaseActor, caseId: string, note: string | undefined) {
      requireRole(actor, "reviewer", "complete a periodic review");
      const found = await heldCase(actor, caseId, "PERIODIC_REVIEW");
      const text = note?.trim();
      if (text) {
        await casesStore.addNote(actor.db, {
          id: newId("note"),
          caseId,
          operatorId: actor.operator.id,
          text: `Review: ${text}`,
          at: clock.now(),
        });
      }
      const completed = await deps.monitoring.completeReview(operatorContext(actor), found.applicationId);
      await audit(actor, "complete-review", caseId);
      return completed;
    },

    /** A note on the case, kept and shown in its timeline (any operator but an auditor). */
    async note(actor: CaseActor, caseId: string, text: string | undefined) {
      if (actor.operator.roles.every((role) => role === "auditor")) {
        throw new CaseRefused(403, "An auditor reads cases and does not work them.");
      }
      const found = await casesStore.find(actor.db, caseId);
      if (!found) {
        throw new CaseRefused(404, "There is no such case.");
      }
      await casesStore.addNote(actor.db, {
        id: newId("note"),
        caseId,
        operatorId: actor.operator.id,
        text: required(text, "A note"),
        at: clock.now(),
      });
      await audit(actor, "note", caseId);
    },

    /** A sensitive value revealed to the operator: only with a reason, always audited. */
    async reveal(actor: CaseActor, caseId: string, pointer: string, reason: string | undefined) {
      if (actor.operator.roles.every((role) => role === "auditor")) {
        throw new CaseRefused(403, "An auditor reads cases as they are shown; revealing a value is for those who work them.");
      }
      const text = required(reason);
      await casesStore.addNote(actor.db, {
        id: newId("note"),
        caseId,
        operatorId: actor.operator.id,
        text: `Revealed ${pointer}: ${text}`,
        at: clock.now(),
      });
      await audit(actor, `reveal ${pointer}`, caseId);
    },
  };
}

export type Cases = ReturnType<typeof createCases>;
