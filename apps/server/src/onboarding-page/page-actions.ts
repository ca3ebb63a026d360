import {
  type Application,
  DocumentSideSchema,
  DocumentTypeSchema,
  type IndividualApplicationPatchSchema,
  type Requirement,
} from "@onboarding/core";
import { patchOf, type Step } from "@onboarding/hosted-onboarding";
import type { z } from "zod";
import { recordPageAction } from "../audit/audit.ts";
import type { Database, Queryable, TransactionOptions } from "../db/database.ts";
import type { SpooledDocument } from "../documents/spool.ts";
import type { OnboardingSessionRecord } from "../onboarding-sessions/onboarding-sessions.ts";
import type { Clock } from "../platform/clock.ts";
import { ApiError, validationFailed } from "../platform/errors.ts";
import type { Services } from "../services.ts";
import { contextOf } from "./page-state.ts";

/** What the page's actions need: the services, the database, the clock, the request's id, the application as shown. */
export interface ActionContext {
  services: Services;
  /** The application as the page showed it (the API's view), to tell an answer emptied from one never given. */
  application?: Application;
  db: Database;
  clock: Clock;
  session: OnboardingSessionRecord;
  requestId: string;
}

/**
 * The outcome of an action the customer can correct, as codes the page words in its language (never the API's
 * English): the error's code, and the code of each field error by its pointer.
 */
export interface Refusal {
  code: string;
  fields: Map<string, string>;
}

/** Runs an action in one transaction with its line of the audit trail; a refusal is recorded on its own. */
async function audited<T>(
  action: ActionContext,
  name: string,
  run: (tx: Queryable) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  const line = (status: number) => ({
    sessionId: action.session.id,
    name,
    applicationId: action.session.applicationId,
    requestId: action.requestId,
    status,
  });
  try {
    return await action.db.transaction(async (tx) => {
      const result = await run(tx);
      await recordPageAction(tx, action.clock, line(200));
      return result;
    }, options);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      await recordPageAction(action.db, action.clock, line(error.status));
    }
    throw error;
  }
}

/** An API refusal as the page shows it: each field error at its pointer (below `base` for a person's fields). */
export function refusalOf(error: unknown, base = ""): Refusal | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) {
    return undefined;
  }
  return { code: error.code, fields: new Map((error.extra.errors ?? []).map((item) => [`${base}${item.pointer}`, item.code])) };
}

type FieldsStep = Extract<Step, { kind: "fields" }>;

/**
 * Saves a step: the fields the customer filled in, as a merge patch of the application (or of the person). A refusal
 * is the API's, at the fields' pointers.
 */
export async function saveStep(action: ActionContext, step: FieldsStep, form: Record<string, unknown>): Promise<Refusal | undefined> {
  const { services, session } = action;
  const base = step.subject.kind === "individual" ? `/individuals/${step.subject.id}` : "/customer_details";
  const patch = patchOf(step.fields, form, base, action.application);
  try {
    await audited(action, "save", async (tx) => {
      const context = contextOf(tx, session);
      if (step.subject.kind === "individual") {
        await services.applications.updateIndividual(context, session.applicationId, step.subject.id, patch);
      } else {
        const body: z.output<typeof IndividualApplicationPatchSchema> = { customer_details: patch };
        await services.applications.update(context, session.applicationId, body, undefined);
      }
    });
  } catch (error) {
    const refusal = refusalOf(error, step.subject.kind === "individual" ? base : "");
    if (refusal) {
      return refusal;
    }
    throw error;
  }
  return undefined;
}

/** A requirement's code as the code of a field error the page words (a value still missing is "required"). */
const REQUIREMENT_ERRORS: Record<string, string> = { MISSING: "required", INVALID: "invalid", CHANGES_REQUESTED: "changes_requested" };

/**
 * The step's fields still required once saved, as field errors (a field needed only for some answer is required once
 * that answer is given).
 */
export function stillOpen(step: FieldsStep, requirements: readonly Requirement[]): Refusal | undefined {
  const pointers = new Set(step.fields.map((field) => field.pointer));
  const open = requirements.filter((requirement) => pointers.has(requirement.pointer) && !requirement.required_when);
  const fields = new Map(open.map((requirement) => [requirement.pointer, REQUIREMENT_ERRORS[requirement.code] ?? "invalid"]));
  return open.length > 0 ? { code: "VALIDATION_FAILED", fields } : undefined;
}

/** Uploads a document: `kind` is a type, or a two-sided type and its side (NATIONAL_ID:FRONT). */
export async function uploadDocument(
  action: ActionContext,
  fields: { kind?: unknown; individual_id?: unknown },
  upload: SpooledDocument,
): Promise<void> {
  const [typeText, sideText] = String(fields.kind ?? "").split(":");
  const type = DocumentTypeSchema.safeParse(typeText);
  const side = sideText === undefined ? undefined : DocumentSideSchema.safeParse(sideText);
  if (!type.success || (side && !side.success)) {
    throw validationFailed([{ pointer: "/kind", code: "invalid_value", detail: "must be a document type, or a type and its side" }]);
  }
  const individualId = typeof fields.individual_id === "string" && fields.individual_id !== "" ? fields.individual_id : undefined;
  await audited(
    action,
    "upload_document",
    (tx) =>
      action.services.documents.upload(
        contextOf(tx, action.session),
        action.session.applicationId,
        { type: type.data, side: side?.data, individual_id: individualId },
        upload,
      ),
    { bulkBytes: upload.size },
  );
}

/** The address the customer applies from, as the API takes it (an IPv4 address mapped into IPv6 as IPv4). */
const customerAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");

/**
 * Submits: the customer's acceptance of the terms and attestation (recorded with the address they apply from, when the
 * integrator has not given it), the submission, and the session's completion, in one transaction: all or nothing.
 */
export async function submitApplication(
  action: ActionContext,
  address: string | undefined,
  needsAddress: boolean,
): Promise<OnboardingSessionRecord> {
  const { services, session } = action;
  return audited(action, "submit", async (tx) => {
    const context = contextOf(tx, session);
    const body: z.output<typeof IndividualApplicationPatchSchema> = {
      terms_and_conditions_accepted: true,
      information_attested: true,
      ...(needsAddress && address ? { customer_details: { ip_address: customerAddress(address) } } : {}),
    };
    await services.applications.update(context, session.applicationId, body, undefined);
    await services.applications.submit(context, session.applicationId);
    const completed = await services.onboardingSessions.complete(tx, session);
    if (completed.status !== "COMPLETED") {
      // The session ended while the form was sent: nothing is submitted (all of it rolls back).
      throw new ApiError("CONFLICT", "This page's session has ended; ask for a new link.");
    }
    return completed;
  });
}
