import type { ApplicationRecord, IndividualRecord } from "./record.ts";
import { mask } from "./sensitive.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const individualResource = (individual: IndividualRecord) => ({
  id: individual.id,
  ...mask(individual.details),
  created_at: individual.createdAt.toISOString(),
  updated_at: individual.updatedAt.toISOString(),
});

/** The API's view of an application: sensitive numbers masked, individuals for corporations. */
export function applicationResource(record: ApplicationRecord) {
  return {
    id: record.id,
    application_type: record.type,
    status: record.status,
    customer_id: record.customerId,
    account_to_open: record.accountToOpen,
    terms_and_conditions_accepted: record.termsAccepted,
    information_attested: record.attested,
    customer_details: mask(record.details),
    ...(record.type === "CORPORATION" ? { individuals: record.individuals.map(individualResource) } : {}),
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    attested_at: iso(record.attestedAt),
    submitted_at: iso(record.submittedAt),
    decided_at: iso(record.decidedAt),
  };
}

/** Strong ETag of one version of an application. */
export const etagOf = (record: ApplicationRecord) => `"${record.id}.${record.version}"`;
