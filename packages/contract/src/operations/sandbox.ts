import {
  AdvanceSandboxClockSchema,
  ApplicationSchema,
  CustomerAlertSchema,
  DecisionSchema,
  DocumentReviewSchema,
  DocumentSchema,
  dataOf,
  ResolveAlertSchema,
  SANDBOX_CLOCK_MAX_AHEAD_SECONDS,
  SandboxClockSchema,
  SandboxResetSchema,
  SetVerificationOutcomeSchema,
  statusesAllowingText,
  VerificationSchema,
} from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, JSON_TYPE, ok } from "../operation.ts";
import { applicationId, customerId, documentId } from "../params.ts";

export const decideApplication = defineOperation({
  operationId: "decideApplication",
  method: "post",
  path: "/v1/sandbox/applications/{application_id}/decision",
  summary: "Simulate the review decision (sandbox)",
  description: `Development and sandbox only (404 in production). Moves a ${statusesAllowingText("DECIDE")} application to APPROVED, REJECTED or CHANGES_REQUESTED, as a reviewer would. Approval is refused (409 APPROVAL_BLOCKED) while a verification check of the latest submission is PENDING or NEEDS_REVIEW, or FAILED unless \`override_reason\` says why the reviewer approves over it. In production an operator decides with \`pnpm admin applications decide\`.`,
  tags: ["Sandbox"],
  auth: { type: "bearer", scopes: ["applications:write"] },
  environments: ["development", "sandbox"],
  idempotent: true,
  request: { params: z.strictObject({ application_id: applicationId }), body: { schema: DecisionSchema, contentTypes: [JSON_TYPE] } },
  responses: {
    200: ok("The decided application.", dataOf(ApplicationSchema, "DecidedApplicationResponse")),
    ...bearerErrors(404, 409, 413, 415, 422),
  },
});

export const setVerificationOutcome = defineOperation({
  operationId: "setVerificationOutcome",
  method: "post",
  path: "/v1/sandbox/verifications/{verification_id}",
  summary: "Set a verification check's outcome (sandbox)",
  description: `Development and sandbox only (404 in production). Sets the outcome of a check of the latest submission of a ${statusesAllowingText("SET_CHECK")} application, as a reviewer or the provider would: clearing a check that needs review (NEEDS_REVIEW → PASSED) takes a reason and records CLEARED_BY_REVIEWER; any other outcome records SET_BY_OPERATOR. A change of status is a VERIFICATION_UPDATED event. 409 when the application is decided or the check belongs to an earlier submission.`,
  tags: ["Sandbox"],
  auth: { type: "bearer", scopes: ["applications:write"] },
  environments: ["development", "sandbox"],
  idempotent: true,
  request: {
    params: z.strictObject({
      verification_id: z
        .string()
        .min(1)
        .max(64)
        .meta({ description: "Identifier of the verification check.", example: "vrf_01JDQ6V1F8X7W4V3T2S1R0QPNM" }),
    }),
    body: { schema: SetVerificationOutcomeSchema, contentTypes: [JSON_TYPE] },
  },
  responses: {
    200: ok("The check with its new outcome.", dataOf(VerificationSchema, "VerificationResponse")),
    ...bearerErrors(404, 409, 413, 415, 422),
  },
});

export const reviewDocument = defineOperation({
  operationId: "reviewDocument",
  method: "post",
  path: "/v1/sandbox/documents/{document_id}/review",
  summary: "Simulate a document's review (sandbox)",
  description:
    "Development and sandbox only (404 in production). Accepts a document, or rejects it with a reason_code (and words for the end customer in reason), as a reviewer would. A change is a DOCUMENT_ACCEPTED or DOCUMENT_REJECTED event (and webhook). 409 APPLICATION_LOCKED once the application is decided; 409 DOCUMENT_NOT_SCANNED while the document is SCANNING and DOCUMENT_QUARANTINED once the malware scan quarantined it (neither is reviewed).",
  tags: ["Sandbox"],
  auth: { type: "bearer", scopes: ["applications:write"] },
  environments: ["development", "sandbox"],
  idempotent: true,
  request: { params: z.strictObject({ document_id: documentId }), body: { schema: DocumentReviewSchema, contentTypes: [JSON_TYPE] } },
  responses: {
    200: ok("The reviewed document.", dataOf(DocumentSchema, "ReviewedDocumentResponse")),
    ...bearerErrors(404, 409, 413, 415, 422),
  },
});

export const resolveCustomerAlert = defineOperation({
  operationId: "resolveCustomerAlert",
  method: "post",
  path: "/v1/sandbox/customers/{customer_id}/alerts/{alert_id}/resolution",
  summary: "Resolve a monitoring alert (sandbox)",
  description:
    "Development and sandbox only (404 in production, where the platform's reviewers resolve alerts in the review console). Resolves an OPEN alert as a reviewer would: FALSE_POSITIVE (the same entry does not alert again while the person's details and the entry are the same), or TRUE_POSITIVE, which restricts the customer (a CUSTOMER_RESTRICTED event follows CUSTOMER_ALERT_RESOLVED). When the customer has no open alert left, its MONITORING_ALERT case is resolved. 409 when the alert is resolved already.",
  tags: ["Sandbox"],
  auth: { type: "bearer", scopes: ["customers:write"] },
  environments: ["development", "sandbox"],
  idempotent: true,
  request: {
    params: z.strictObject({
      customer_id: customerId,
      alert_id: z.string().min(1).max(64).meta({ description: "Identifier of the alert.", example: "alt_01JDQ6V1F8X7W4V3T2S1R0QPNM" }),
    }),
    body: { schema: ResolveAlertSchema, contentTypes: [JSON_TYPE] },
  },
  responses: {
    200: ok("The resolved alert.", dataOf(CustomerAlertSchema, "ResolvedAlertResponse")),
    ...bearerErrors(404, 409, 413, 415, 422),
  },
});

const SandboxClockResponse = dataOf(SandboxClockSchema, "SandboxClockResponse");
const maxAheadDays = SANDBOX_CLOCK_MAX_AHEAD_SECONDS / 86_400;

export const getSandboxClock = defineOperation({
  operationId: "getSandboxClock",
  method: "get",
  path: "/v1/sandbox/clock",
  summary: "Read your sandbox clock (sandbox)",
  description:
    "Development and sandbox only (404 in production). Each API client has its own clock: it runs at real speed, ahead of real time by what the client advanced it (0 until then). Onboarding sessions expire and review deadlines fall due by it; other clients' clocks are their own.",
  tags: ["Sandbox"],
  auth: { type: "bearer", scopes: ["applications:read"] },
  environments: ["development", "sandbox"],
  responses: { 200: ok("Your clock.", SandboxClockResponse), ...bearerErrors(404) },
});

export const advanceSandboxClock = defineOperation({
  operationId: "advanceSandboxClock",
  method: "post",
  path: "/v1/sandbox/clock/advance",
  summary: "Advance your sandbox clock (sandbox)",
  description: `Development and sandbox only (404 in production). Moves your client's clock forward by \`seconds\`, or to the time \`to\` (exactly one of them), at most ${maxAheadDays} days (two years) ahead of real time; back, beyond, both or neither is 422 INVALID_CLOCK_CHANGE. Answers once what became due has happened for your client (onboarding sessions past their expires_at are EXPIRED, with their ONBOARDING_SESSION_EXPIRED events, which carry the clock's time as simulated_date); their webhooks are delivered as usual, after the answer.`,
  tags: ["Sandbox"],
  auth: { type: "bearer", scopes: ["applications:write"] },
  environments: ["development", "sandbox"],
  idempotent: true,
  request: { body: { schema: AdvanceSandboxClockSchema, contentTypes: [JSON_TYPE] } },
  responses: { 200: ok("Your clock, advanced.", SandboxClockResponse), ...bearerErrors(404, 409, 413, 415, 422) },
});

export const resetSandboxClock = defineOperation({
  operationId: "resetSandboxClock",
  method: "post",
  path: "/v1/sandbox/clock/reset",
  summary: "Set your sandbox clock back to real time (sandbox)",
  description:
    "Development and sandbox only (404 in production). Your client's clock runs at real time again. What happened while it was ahead stays as it is: an expired session stays EXPIRED, and times set while it was ahead (a session's expires_at) keep their value.",
  tags: ["Sandbox"],
  auth: { type: "bearer", scopes: ["applications:write"] },
  environments: ["development", "sandbox"],
  idempotent: true,
  responses: { 200: ok("Your clock, at real time.", SandboxClockResponse), ...bearerErrors(404, 409, 422) },
});

export const resetSandbox = defineOperation({
  operationId: "resetSandbox",
  method: "post",
  path: "/v1/sandbox/reset",
  summary: "Delete your sandbox data (sandbox)",
  description:
    "Development and sandbox only (404 in production). Deletes, in one transaction, your client's applications and everything of them (individuals, documents and their content, verification checks, review cases, onboarding sessions), its direct screenings, customers and accounts, events and webhook deliveries, and answers how many of each. Your credentials, webhook subscriptions, branding and clock are kept; so is the platform's audit trail, which records what was done, reset included. Other clients' data is untouched. Idempotency keys keep their stored answers for 24 hours: use new keys after a reset.",
  tags: ["Sandbox"],
  auth: { type: "bearer", scopes: ["applications:write"] },
  environments: ["development", "sandbox"],
  idempotent: true,
  responses: { 200: ok("What was deleted.", dataOf(SandboxResetSchema, "SandboxResetResponse")), ...bearerErrors(404, 409, 422) },
});
