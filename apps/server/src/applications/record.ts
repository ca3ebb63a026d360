import type { Status } from "./transitions.ts";

export type Details = Record<string, unknown>;

export interface IndividualRecord {
  id: string;
  details: Details;
  createdAt: Date;
  updatedAt: Date;
}

/** An application as the service works with it: sensitive fields in clear, only in memory. */
export interface ApplicationRecord {
  id: string;
  clientId: string;
  type: "INDIVIDUAL" | "CORPORATION";
  status: Status;
  customerId: string;
  accountToOpen: { account_id: string; product_id: string; asset_type_id: string };
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
