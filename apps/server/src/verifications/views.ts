import type { Verification } from "@onboarding/core";
import type { VerificationRow } from "./verifications-store.ts";

/**
 * The API's view of a check, rendered from its row when read (nothing is stored rendered). A FAILED check a reviewer
 * approved over shows the reviewer's reason.
 */
export const verificationOf = (row: VerificationRow): Verification => ({
  id: row.verification_id,
  application_id: row.application_id,
  individual_id: row.individual_id,
  document_id: row.document_id,
  check: row.check,
  status: row.status,
  reason_code: row.reason_code,
  reason: row.override_reason ?? row.reason,
  matches: row.matches,
  screened_against: row.screened_against,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
