import type { AccountOpen, ApplicationStatus, CorporateIndividual, CorporationApplication, IndividualApplication } from "@onboarding/core";

/*
 * Details as the service works with them: of the types core's schemas give what they validate (every field optional
 * before submission), sensitive fields in clear only in memory. A field read here is checked by the compiler against
 * core's schemas: renaming one in core does not compile until its readers follow.
 */

/** The details of an INDIVIDUAL application: the person applying. */
export type IndividualDetails = IndividualApplication;
/** The details of a CORPORATION application: the corporation itself (its people are individuals). */
export type CorporationDetails = CorporationApplication;
/** The details of a person of a corporation. */
export type PersonDetails = CorporateIndividual;
/** Details as JSON at rest, sealed or not: what the storage and the sealing of sensitive fields handle, key by key. */
export type StoredDetails = Record<string, unknown>;

export interface IndividualRecord {
  id: string;
  details: PersonDetails;
  createdAt: Date;
  updatedAt: Date;
}

/** What every application has, whatever its type. */
interface ApplicationCommon {
  id: string;
  clientId: string;
  status: ApplicationStatus;
  customerId: string;
  accountToOpen: AccountOpen;
  termsAccepted: boolean;
  attested: boolean;
  attestedAt: Date | null;
  attestedIp: string | null;
  changesRequested: string[];
  decisionReason: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
  decidedAt: Date | null;
  individuals: IndividualRecord[];
}

/** An application's type with the details of that type. */
export type TypedDetails = { type: "INDIVIDUAL"; details: IndividualDetails } | { type: "CORPORATION"; details: CorporationDetails };

/**
 * The application aggregate as the service works with it: the application and, for corporations, its people. Its type
 * says what its details are.
 */
export type ApplicationRecord = ApplicationCommon & TypedDetails;
