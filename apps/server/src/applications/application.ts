import type { AccountOpen, ApplicationStatus, ApplicationType } from "@onboarding/core";

/** Details as stored: validated by core's schemas on the way in, sensitive fields in clear only in memory. */
export type Details = Record<string, unknown>;

export interface IndividualRecord {
  id: string;
  details: Details;
  createdAt: Date;
  updatedAt: Date;
}

/** The application aggregate as the service works with it: the application and, for corporations, its people. */
export interface ApplicationRecord {
  id: string;
  clientId: string;
  type: ApplicationType;
  status: ApplicationStatus;
  customerId: string;
  accountToOpen: AccountOpen;
  termsAccepted: boolean;
  attested: boolean;
  attestedAt: Date | null;
  attestedIp: string | null;
  details: Details;
  changesRequested: string[];
  decisionReason: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
  decidedAt: Date | null;
  individuals: IndividualRecord[];
}
