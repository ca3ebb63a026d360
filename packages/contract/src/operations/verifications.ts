import { listOf, listQuery, VerificationSchema } from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, ok } from "../operation.ts";
import { applicationId } from "../params.ts";

export const listVerifications = defineOperation({
  operationId: "listVerifications",
  method: "get",
  path: "/v1/applications/{application_id}/verifications",
  summary: "List an application's verification checks",
  description:
    "The checks of the application's latest submission, newest first: IDENTITY, DATE_OF_BIRTH, ADDRESS, TAX_ID, WATCHLIST and PEP of each person (the applicant, or each person of a corporation), TAX_ID, ADDRESS and WATCHLIST of a corporation, and one DOCUMENT check per document. Each is PENDING until the provider answers, then PASSED, FAILED or NEEDS_REVIEW with a reason_code; every change is a VERIFICATION_UPDATED event. A resubmission makes a new set; this lists the latest. Empty before the first submission. Approval is refused (409 APPROVAL_BLOCKED) while a check is PENDING or NEEDS_REVIEW, or FAILED without an override reason.",
  tags: ["Verifications"],
  auth: { type: "bearer", scopes: ["applications:read"] },
  request: { params: z.strictObject({ application_id: applicationId }), query: listQuery({}) },
  responses: { 200: ok("A page of checks.", listOf(VerificationSchema, "VerificationList")), ...bearerErrors(404) },
});
