import type { Application, CorporateIndividualResourceSchema, Review } from "@onboarding/core";
import type { z } from "zod";
import type { ApplicationRecord, IndividualRecord } from "./application.ts";
import { mask } from "./sensitive.ts";
import { reviewLeft } from "./transitions.ts";

/*
 * The API's views of the aggregate: the one module that renders them, for responses and for the views stored beside
 * each application. The record's details have the types of core's schemas, which the resources' details (masked)
 * have too: the compiler checks that they fit.
 */
type IndividualResource = z.input<typeof CorporateIndividualResourceSchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const individualResource = (individual: IndividualRecord): IndividualResource => ({
  id: individual.id,
  ...mask(individual.details),
  created_at: individual.createdAt.toISOString(),
  updated_at: individual.updatedAt.toISOString(),
});

/** The review's reason and remaining requested fields, while the status is CHANGES_REQUESTED or REJECTED. */
export function reviewOf(record: ApplicationRecord): Review | null {
  const review = reviewLeft(record.status, record.decisionReason, record.changesRequested);
  return review ? { reason: review.reason, fields: review.fields ?? [] } : null;
}

/** The API's view of an application: sensitive numbers masked, individuals for corporations. */
export function applicationResource(record: ApplicationRecord): Application {
  const common = {
    id: record.id,
    status: record.status,
    customer_id: record.customerId,
    account_to_open: record.accountToOpen,
    terms_and_conditions_accepted: record.termsAccepted,
    information_attested: record.attested,
    review: reviewOf(record),
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    attested_at: iso(record.attestedAt),
    submitted_at: iso(record.submittedAt),
    decided_at: iso(record.decidedAt),
  };
  return record.type === "INDIVIDUAL"
    ? { application_type: "INDIVIDUAL", ...common, customer_details: mask(record.details) }
    : {
        application_type: "CORPORATION",
        ...common,
        customer_details: mask(record.details),
        individuals: record.individuals.map(individualResource),
      };
}

/**
 * The version of the views rendered here. Raise it with any change of what they show: a view stored by another
 * version is then rendered again from its application when read, never served stale. (Views stored before versions
 * were kept are of version 1.)
 */
export const VIEW_VERSION = 1;

/** An application's view to store beside it: serialised, with the version that rendered it. */
export const storedView = (record: ApplicationRecord): { json: string; version: number } => ({
  json: JSON.stringify(applicationResource(record)),
  version: VIEW_VERSION,
});

/** Strong ETag of one version of an application. */
export const etagOf = (record: Pick<ApplicationRecord, "id" | "version">) => `"${record.id}.${record.version}"`;
