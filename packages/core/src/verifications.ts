import { z } from "zod";
import { ApplicationIdSchema, IndividualIdSchema } from "./application.ts";
import { DocumentIdSchema } from "./documents.ts";
import { enumOf } from "./enum-of.ts";
import { orNull, serviceId, TimestampSchema } from "./formats.ts";
import { ListVersionSchema, ScreeningMatchSchema } from "./screening.ts";

export const VerificationIdSchema = serviceId("vrf", "vrf_01JDQ6V1F8X7W4V3T2S1R0QPNM");

export const VerificationCheckSchema = enumOf(
  "VerificationCheck",
  ["IDENTITY", "DATE_OF_BIRTH", "ADDRESS", "TAX_ID", "DOCUMENT", "WATCHLIST", "PEP"],
  "What is verified: the identity, date of birth, address and tax id of a subject; each of its documents; sanctions lists (WATCHLIST); politically exposed persons (PEP).",
  "WATCHLIST",
);
export type VerificationCheck = z.infer<typeof VerificationCheckSchema>;

export const VerificationStatusSchema = enumOf(
  "VerificationStatus",
  ["PENDING", "PASSED", "FAILED", "NEEDS_REVIEW"],
  "PENDING until the provider answers; NEEDS_REVIEW when a person must look (a possible match).",
  "PASSED",
);
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const VerificationReasonCodeSchema = enumOf(
  "VerificationReasonCode",
  [
    "NO_MATCH",
    "NAME_MISMATCH",
    "DATE_OF_BIRTH_MISMATCH",
    "ADDRESS_UNVERIFIED",
    "TAX_ID_MISMATCH",
    "INVALID_TAX_ID_FORMAT",
    "FORMAT_VALID",
    "UNDERAGE",
    "DATE_OF_BIRTH_IMPLAUSIBLE",
    "DOCUMENT_UNREADABLE",
    "DOCUMENT_EXPIRED",
    "DOCUMENT_REJECTED",
    "WATCHLIST_MATCH",
    "POSSIBLE_WATCHLIST_MATCH",
    "PEP_MATCH",
    "CLEARED_BY_REVIEWER",
    "SET_BY_OPERATOR",
    "MANUAL_REVIEW",
  ],
  "Why a check has its status.",
  "POSSIBLE_WATCHLIST_MATCH",
);
export type VerificationReasonCode = z.infer<typeof VerificationReasonCodeSchema>;

export const VerificationSchema = z
  .strictObject({
    id: VerificationIdSchema,
    application_id: ApplicationIdSchema,
    individual_id: orNull(IndividualIdSchema).meta({
      description: "The person of a corporate application checked; null when the subject is the applicant itself.",
    }),
    document_id: orNull(DocumentIdSchema).meta({ description: "With DOCUMENT: the document checked." }),
    check: VerificationCheckSchema,
    status: VerificationStatusSchema,
    reason_code: orNull(VerificationReasonCodeSchema),
    reason: orNull(z.string().max(500)).meta({ description: "Detail of the outcome, or the reviewer's reason for overriding it." }),
    matches: z.array(ScreeningMatchSchema).meta({
      description:
        "WATCHLIST and PEP: the listed entries whose names reached the threshold, the best first (kept when a reviewer clears them as false positives). Empty otherwise.",
    }),
    screened_against: z.array(ListVersionSchema).meta({
      description:
        "WATCHLIST and PEP: the list versions the subject was screened against. Empty for other checks, and before the check ran.",
    }),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
  })
  .meta({ id: "Verification", description: "One check of one subject of a submitted application." });
export type Verification = z.infer<typeof VerificationSchema>;

export const SetVerificationOutcomeSchema = z
  .strictObject({
    status: z.enum(["PASSED", "FAILED", "NEEDS_REVIEW"]).meta({ example: "PASSED" }),
    reason: z.string().max(500).optional().meta({
      description: "Why: required when a check that needs review is cleared (NEEDS_REVIEW → PASSED).",
      example: "Different date of birth than the listed person; cleared.",
    }),
  })
  .meta({
    id: "SetVerificationOutcomeRequest",
    description:
      "The outcome of a check, set by hand (sandbox). reason_code becomes CLEARED_BY_REVIEWER when a check that needs review passes, otherwise SET_BY_OPERATOR.",
  });
export type SetVerificationOutcome = z.output<typeof SetVerificationOutcomeSchema>;
