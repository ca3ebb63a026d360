import type { Address, CorporateIndividual, CorporationApplication, IndividualApplication, VerificationCheck } from "@onboarding/core";
import { checksOf, type SubjectKind } from "./checks.ts";
import type { SubjectAddress, VerificationSubject } from "./provider.ts";

/**
 * An application as its checks need it: its type, its details of that type and its people's (of the types of core's
 * schemas), sensitive values in clear. The applications module hands it in (it calls this one, not the other way
 * round).
 */
export type Applicant = {
  id: string;
  individuals: readonly { id: string; details: CorporateIndividual }[];
} & ({ type: "INDIVIDUAL"; details: IndividualApplication } | { type: "CORPORATION"; details: CorporationApplication });

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
 * The checks a submission gets, each subject those CHECKS declare for its kind: the applicant's (a person's, or a
 * corporation's and then each of its people's), and each document's.
 */
export function plannedChecks(record: Applicant, documents: readonly DocumentFacts[]): PlannedCheck[] {
  const of = (kind: SubjectKind, individualId: string | null, documentId: string | null = null) =>
    checksOf(kind).map((check) => ({ individualId, documentId, check }));
  return [
    ...of(record.type === "INDIVIDUAL" ? "PERSON" : "CORPORATION", null),
    ...(record.type === "CORPORATION" ? record.individuals.flatMap((individual) => of("PERSON", individual.id)) : []),
    ...documents.flatMap((document) => of("DOCUMENT", document.individual_id, document.id)),
  ];
}

const addressOf = (address: Address | undefined): SubjectAddress | undefined =>
  address && {
    address_line1: address.address_line1,
    city: address.city,
    postal_code: address.postal_code,
    country_code: address.country_code,
  };

function personOf(details: IndividualApplication | CorporateIndividual): VerificationSubject {
  return {
    kind: "PERSON",
    first_name: details.first_name,
    middle_name: details.middle_name,
    last_name: details.last_name,
    date_of_birth: details.date_of_birth,
    address: addressOf(details.mailing_address),
    tax_id: details.tax_reference_number,
    tax_id_country: details.tax_reference_number_country,
    nationality: details.nationality,
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
    legal_name: details.registered_name,
    registration_number: details.registered_number,
    address: addressOf(details.registered_address),
    tax_id: details.corporate_tax_reference_number,
    country: details.country_of_incorporation,
  };
}
