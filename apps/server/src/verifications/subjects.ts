import type { VerificationCheck } from "@onboarding/core";
import type { SubjectAddress, VerificationSubject } from "./provider.ts";

type Details = Record<string, unknown>;

/**
 * An application as its checks need it: its type, its details and its people's, sensitive values in clear. The
 * applications module hands it in (it calls this one, not the other way round).
 */
export interface Applicant {
  id: string;
  type: "INDIVIDUAL" | "CORPORATION";
  details: Details;
  individuals: readonly { id: string; details: Details }[];
}

/** The checks of a person: the applicant of an INDIVIDUAL application, or each person of a corporation. */
export const PERSON_CHECKS: readonly VerificationCheck[] = ["IDENTITY", "DATE_OF_BIRTH", "ADDRESS", "TAX_ID", "WATCHLIST", "PEP"];
/** The checks of a corporation itself (its people are checked as persons). */
export const CORPORATION_CHECKS: readonly VerificationCheck[] = ["TAX_ID", "ADDRESS", "WATCHLIST"];

/** A document of the application, as far as its checks need it. */
export interface DocumentFacts {
  id: string;
  individual_id: string | null;
  type: string;
  file_name: string | null;
  content_type: string;
  size: number;
}

/** One check to make at submission: of which person (null: the applicant) or document. */
export interface PlannedCheck {
  individualId: string | null;
  documentId: string | null;
  check: VerificationCheck;
}

/**
 * The checks a submission gets: the applicant's (a person's, or a corporation's and then each of its people's), and
 * one DOCUMENT check per document.
 */
export function plannedChecks(record: Applicant, documents: readonly DocumentFacts[]): PlannedCheck[] {
  const of = (individualId: string | null, checks: readonly VerificationCheck[]) =>
    checks.map((check) => ({ individualId, documentId: null, check }));
  return [
    ...of(null, record.type === "INDIVIDUAL" ? PERSON_CHECKS : CORPORATION_CHECKS),
    ...(record.type === "CORPORATION" ? record.individuals.flatMap((individual) => of(individual.id, PERSON_CHECKS)) : []),
    ...documents.map((document) => ({ individualId: document.individual_id, documentId: document.id, check: "DOCUMENT" as const })),
  ];
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

function addressOf(value: unknown): SubjectAddress | undefined {
  if (typeof value !== "object" || value === null) {
    return undefined;
  }
  const address = value as Record<string, unknown>;
  return {
    address_line1: text(address.address_line1),
    city: text(address.city),
    postal_code: text(address.postal_code),
    country_code: text(address.country_code),
  };
}

function personOf(details: Details): VerificationSubject {
  return {
    kind: "PERSON",
    first_name: text(details.first_name),
    last_name: text(details.last_name),
    date_of_birth: text(details.date_of_birth),
    address: addressOf(details.mailing_address),
    tax_id: text(details.tax_reference_number),
    nationality: text(details.nationality),
  };
}

/**
 * The subject of a check, from the application (its details in clear) and, for DOCUMENT, the document; undefined
 * when it is gone (a person removed, a document deleted), and the check then has nothing to verify.
 */
export function subjectOf(
  record: Applicant,
  check: { individual_id: string | null; document_id: string | null },
  document?: DocumentFacts,
): VerificationSubject | undefined {
  if (check.document_id !== null) {
    return document
      ? {
          kind: "DOCUMENT",
          document_type: document.type,
          file_name: document.file_name,
          content_type: document.content_type,
          size: document.size,
        }
      : undefined;
  }
  if (check.individual_id !== null) {
    const individual = record.individuals.find((candidate) => candidate.id === check.individual_id);
    return individual ? personOf(individual.details) : undefined;
  }
  if (record.type === "INDIVIDUAL") {
    return personOf(record.details);
  }
  const details = record.details;
  return {
    kind: "CORPORATION",
    legal_name: text(details.registered_name),
    registration_number: text(details.registered_number),
    address: addressOf(details.registered_address),
    tax_id: text(details.corporate_tax_reference_number),
    country: text(details.country_of_incorporation),
  };
}
