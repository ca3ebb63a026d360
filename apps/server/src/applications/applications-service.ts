import {
  type Application,
  allows,
  CorporationApplicationPatchSchema,
  CorporationApplicationSchema,
  type CreateApplicationRequest,
  IndividualApplicationPatchSchema,
  IndividualApplicationSchema,
  type Requirement,
} from "@onboarding/core";
import type { z } from "zod";
import type { Keyring } from "../crypto/keyring.ts";
import type { Page } from "../db/keyset-page.ts";
import type { Clock } from "../platform/clock.ts";
import { ApiError, notFound, parseOrThrow } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import { JsonText } from "../platform/json-text.ts";
import type { ServiceContext } from "../service-context.ts";
import { afterDataChange, aggregate, checkCatalog, duplicateOf, recordStatusEvent } from "./aggregate.ts";
import type { ApplicationRecord, TypedDetails } from "./application.ts";
import { applicationsStore, type ListFilters, type Shown } from "./applications-store.ts";
import { checkRequirements, documentRequirements, identityDocumentRequirements } from "./evidence-requirements.ts";
import { createApplicationGate } from "./gate.ts";
import { individualsUseCases } from "./individuals.ts";
import { answered, applyMergePatch, touchedPointers } from "./merge.ts";
import { requirementsOf } from "./requirements.ts";
import { reviewUseCases } from "./review.ts";
import type { CustomerOpening, ReviewQueue } from "./review-queue.ts";
import type { SubmissionChecks } from "./submission-checks.ts";
import { FIRST_STATUS, nextStatus, permits, recomputedStatus, statusAfter } from "./transitions.ts";
import { applicationResource, etagOf, reviewOf, storedView, VIEW_VERSION } from "./views.ts";

type Patch = z.output<typeof IndividualApplicationPatchSchema> | z.output<typeof CorporationApplicationPatchSchema>;

/** Attestation follows information_attested: when it changes, the time and the customer's address are recorded or cleared. */
function attestation(
  record: ApplicationRecord,
  attested: boolean,
  now: Date,
): Pick<ApplicationRecord, "attested" | "attestedAt" | "attestedIp"> {
  if (attested === record.attested) {
    return { attested, attestedAt: record.attestedAt, attestedIp: record.attestedIp };
  }
  // The address a person applied from; a corporation's details have none.
  const ip = record.type === "INDIVIDUAL" ? (record.details.ip_address ?? null) : null;
  return attested ? { attested, attestedAt: now, attestedIp: ip } : { attested, attestedAt: null, attestedIp: null };
}

/** An application's view as JSON text: as stored when the store had it of this version, else rendered now. */
const viewJson = (shown: Shown) =>
  new JsonText<Application>("view" in shown ? shown.view : JSON.stringify(applicationResource(shown.record)));

/** The gate (see gate.ts) of the applications of a keyring's store: made first, since the checks need it too. */
export const createApplicationsGate = (keyring: Keyring) => createApplicationGate(applicationsStore(keyring));

/**
 * The use cases of onboarding applications (what the API's routes, the hosted page and the operator's CLI call) and
 * their gate, through which the aggregates that hang off an application reach it.
 */
export function createApplicationsService({
  keyring,
  clock,
  checks,
  gate,
  queue,
  customers,
}: {
  keyring: Keyring;
  clock: Clock;
  checks: SubmissionChecks;
  gate: ReturnType<typeof createApplicationsGate>;
  queue: ReviewQueue;
  customers: CustomerOpening;
}) {
  const store = applicationsStore(keyring);
  const unit = aggregate(store, clock);
  const { load, save } = unit;

  /** What approval waits for, while the application is not decided: documents, and checks for a reviewer. */
  async function evidenceRequirements(context: ServiceContext, record: ApplicationRecord): Promise<Requirement[]> {
    // Once decided, nothing is awaited: documents are awaited while they may be added, checks while they may be set.
    if (!allows(record.status, "ADD_DOCUMENT")) {
      return [];
    }
    const documents = await store.documentsOf(context.db, record.id);
    const latest = allows(record.status, "SET_CHECK") ? await checks.latest(context.db, record.id) : [];
    return [...documentRequirements(record, documents), ...identityDocumentRequirements(latest, documents), ...checkRequirements(latest)];
  }

  return {
    async create(context: ServiceContext, input: CreateApplicationRequest): Promise<ApplicationRecord> {
      await checkCatalog(context.db, input.account_to_open);
      const now = clock.now();
      const draft: ApplicationRecord = {
        id: newId("app", now.getTime()),
        clientId: context.clientId,
        // The two branches read alike, but each narrows the request, so the type and its details go together.
        ...(input.application_type === "INDIVIDUAL"
          ? { type: input.application_type, details: input.customer_details }
          : { type: input.application_type, details: input.customer_details }),
        status: FIRST_STATUS,
        customerId: input.customer_id,
        accountToOpen: input.account_to_open,
        termsAccepted: input.terms_and_conditions_accepted,
        attested: false,
        attestedAt: null,
        attestedIp: null,
        changesRequested: [],
        decisionReason: null,
        version: 1,
        createdAt: now,
        updatedAt: now,
        submittedAt: null,
        decidedAt: null,
        individuals: [],
      };
      const attested = { ...draft, ...attestation(draft, input.information_attested, now) };
      const record = { ...attested, status: recomputedStatus(requirementsOf(attested).length, []) };
      await store.insert(context.db, record, storedView(record), duplicateOf);
      await recordStatusEvent(context, record, null, now);
      return record;
    },

    /** The application as the API shows it, with its ETag: its stored view when that is of the current version. */
    async view(context: ServiceContext, id: string) {
      const shown = await store.shown(context.db, context.clientId, id, VIEW_VERSION);
      if (!shown) {
        throw notFound("application");
      }
      return { resource: viewJson(shown), etag: etagOf(shown) };
    },

    /** A page of applications as the API shows them: stored views when they are of the current version. */
    async list(context: ServiceContext, filters: ListFilters, page: Page) {
      const { items, hasMore } = await store.list(context.db, context.clientId, filters, page, VIEW_VERSION);
      return { views: items.map((shown) => ({ id: shown.id, json: viewJson(shown) })), hasMore };
    },

    /**
     * The status and everything still open: what blocks submission (the fields, terms, attestation), and what blocks
     * approval (documents, checks waiting for a reviewer) until the application is decided.
     */
    async status(context: ServiceContext, id: string) {
      const record = await load(context, id);
      const requirements = requirementsOf(record);
      const evidence = await evidenceRequirements(context, record);
      return {
        id: record.id,
        status: record.status,
        submittable: permits(record.status, "SUBMIT") && requirements.length === 0,
        requirements: [...requirements, ...evidence],
        review: reviewOf(record),
      };
    },

    /** A JSON merge patch of the application, checked against the ETag it was based on when one is given. */
    async update(context: ServiceContext, id: string, patch: Patch, ifMatch: string | undefined) {
      const record = await load(context, id, true);
      if (ifMatch !== undefined && ifMatch !== "*" && ifMatch !== etagOf(record)) {
        throw new ApiError("PRECONDITION_FAILED", "The application changed since you read it: GET it again, then retry with its ETag.");
      }
      nextStatus(record.status, "UPDATE");
      const individual = record.type === "INDIVIDUAL";
      const typed = parseOrThrow(individual ? IndividualApplicationPatchSchema : CorporationApplicationPatchSchema, patch);
      const details = applyMergePatch(record.details, typed.customer_details ?? {});
      const full: TypedDetails =
        record.type === "INDIVIDUAL"
          ? { type: record.type, details: parseOrThrow(IndividualApplicationSchema, details, "/customer_details") }
          : { type: record.type, details: parseOrThrow(CorporationApplicationSchema, details, "/customer_details") };
      if (typed.account_to_open) {
        await checkCatalog(context.db, typed.account_to_open);
      }
      const touched = touchedPointers(typed);
      const changed: ApplicationRecord = {
        ...record,
        ...full,
        customerId: typed.customer_id ?? record.customerId,
        accountToOpen: typed.account_to_open ?? record.accountToOpen,
        termsAccepted: typed.terms_and_conditions_accepted ?? record.termsAccepted,
        changesRequested: record.changesRequested.filter((pointer) => !answered(pointer, touched)),
      };
      const attested = { ...changed, ...attestation(changed, typed.information_attested ?? record.attested, clock.now()) };
      return save(context, afterDataChange(attested), record.status);
    },

    /**
     * A document was uploaded for `pointer` (`/documents`, or `/individuals/{id}/documents`): when the review asked
     * for it (REQUEST_CHANGES naming that pointer, or one inside it), the request is answered, as a PATCH answers a
     * requested field; the status then follows the requirements. In the transaction of the upload.
     */
    async documentProvided(context: ServiceContext, id: string, pointer: string): Promise<void> {
      const record = await load(context, id, true);
      // A document for an application under review is work for a reviewer: its case (open already, or opened now).
      if (allows(record.status, "SET_CHECK")) {
        await queue.open(context.db, record, "DOCUMENT_UPLOADED");
      }
      const remaining = record.changesRequested.filter((requested) => !answered(requested, [pointer]));
      if (!allows(record.status, "EDIT") || remaining.length === record.changesRequested.length) {
        return;
      }
      await save(context, afterDataChange({ ...record, changesRequested: remaining }), record.status);
    },

    async submit(context: ServiceContext, id: string) {
      const record = await load(context, id, true);
      const requirements = requirementsOf(record);
      try {
        nextStatus(record.status, "SUBMIT");
      } catch (error) {
        if (error instanceof ApiError && error.code === "NOT_READY_FOR_SUBMISSION") {
          throw new ApiError("NOT_READY_FOR_SUBMISSION", error.message, { members: { application_status: record.status, requirements } });
        }
        throw error;
      }
      if (requirements.length > 0) {
        throw new ApiError("NOT_READY_FOR_SUBMISSION", "The application has open requirements; see requirements.", {
          members: { application_status: record.status, requirements },
        });
      }
      const submitted = await save(
        context,
        { ...record, status: statusAfter(record.status, "SUBMIT"), submittedAt: clock.now() },
        record.status,
      );
      // Each submission gets its own set of checks, PENDING until the runner asks the provider (earlier sets are kept).
      await checks.start(context, submitted);
      // …and a case for the platform's reviewers.
      await queue.open(context.db, submitted, "SUBMISSION");
      return submitted;
    },

    async cancel(context: ServiceContext, id: string) {
      const record = await load(context, id, true);
      return save(context, { ...record, status: statusAfter(record.status, "CANCEL") }, record.status);
    },

    ...individualsUseCases(store, unit, clock),
    ...reviewUseCases(store, unit, clock, checks, queue, customers),

    /** The way in for what hangs off an application (see gate.ts). */
    gate,
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
